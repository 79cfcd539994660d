//! Fifes and Drums' picture on its home-page card: a drum and a fife over a track of spaces.
use crate::games::fifes::{FifesAndDrums, Suit};
use crate::ui::shell::art::Artwork;
use crate::ui::suit_symbol::suit_markup;
use std::fmt::Write;

impl Artwork for FifesAndDrums {
    fn draw(svg: &mut String) {
        svg.push_str(concat!(
            // the drum: shell, hoops, zig-zag cords, crossed sticks
            r#"<g transform="translate(118 78)">"#,
            r#"<g stroke="var(--accent)" stroke-width="3.5" stroke-linecap="round">"#,
            r#"<line x1="-36" y1="-58" x2="16" y2="-30"/>"#,
            r#"<line x1="36" y1="-58" x2="-16" y2="-30"/>"#,
            r#"</g>"#,
            r#"<circle cx="16" cy="-30" r="3.2" fill="var(--accent)"/>"#,
            r#"<circle cx="-16" cy="-30" r="3.2" fill="var(--accent)"/>"#,
            r#"<path d="M-38 -20 L-38 22 A38 11 0 0 0 38 22 L38 -20" fill="var(--p1)"/>"#,
            r#"<ellipse cx="0" cy="-20" rx="38" ry="11" fill="var(--ink)" stroke="var(--steel)" stroke-width="3"/>"#,
            r#"<path d="M-38 22 A38 11 0 0 0 38 22" fill="none" stroke="var(--steel)" stroke-width="3"/>"#,
            r#"<path d="M-30 -10 L-18 24 L-6 -9 L6 25 L18 -9 L30 24" fill="none" stroke="var(--accent)" stroke-width="2" stroke-linejoin="round"/>"#,
            r#"</g>"#,
            // the fife
            r#"<g transform="rotate(-24 226 70)">"#,
            r#"<rect x="176" y="66" width="104" height="9" rx="4.5" fill="var(--steel)"/>"#,
            r#"<rect x="176" y="66" width="12" height="9" rx="3" fill="var(--accent)"/>"#,
            r#"<rect x="268" y="66" width="12" height="9" rx="3" fill="var(--accent)"/>"#,
        ));
        for cx in [200, 214, 228, 242, 256] {
            let _ = write!(
                svg,
                r#"<circle cx="{cx}" cy="70.5" r="2" fill="var(--bg)"/>"#
            );
        }
        // the track: space 1 (the front) on the left
        svg.push_str("</g><g>");
        for i in 0..9 {
            let (fill, opacity) = if i == 0 {
                ("var(--danger)", "0.75")
            } else {
                ("var(--piste)", "0.5")
            };
            let _ = write!(
                svg,
                r#"<rect x="{}" y="138" width="30" height="30" rx="3" fill="{fill}" opacity="{opacity}"/>"#,
                16 + i * 32,
            );
        }
        svg.push_str("</g>");
        for (cx, suit) in [
            (31, Suit::Wyrms),
            (95, Suit::Moons),
            (159, Suit::Suns),
            (191, Suit::Leaves),
            (255, Suit::Waves),
            (287, Suit::Knots),
        ] {
            // a round unit token with its suit drawn on it
            let _ = write!(
                svg,
                r#"<g transform="translate({cx} 153)"><circle r="11.5" fill="var(--ink)" stroke="var(--accent)" stroke-width="1.5"/>{}</g>"#,
                suit_markup(suit),
            );
        }
    }
}
