//! En Garde's picture on its home-page card: two fencers on a steel piste under the scoring
//! box, and a hand of cards.
use crate::games::en_garde::EnGarde;
use crate::ui::shell::art::{fencer, num, piste, Artwork};
use std::fmt::Write;

impl Artwork for EnGarde {
    fn draw(svg: &mut String) {
        // the scoring box above the piste
        svg.push_str(concat!(
            r#"<rect x="228" y="12" width="76" height="34" rx="8" class="art-panel"/>"#,
            r#"<circle cx="248" cy="29" r="10" fill="var(--p1)" class="art-lamp"/>"#,
            r#"<circle cx="284" cy="29" r="10" fill="var(--p2)" class="art-lamp"/>"#,
            r##"<circle cx="245" cy="26" r="3" fill="#fff" opacity="0.35"/>"##,
            r##"<circle cx="281" cy="26" r="3" fill="#fff" opacity="0.35"/>"##,
        ));
        piste(svg, 14.0, 306.0, 146.0, 23);
        fencer(svg, 112.0, 146.0, false, "var(--p1)");
        fencer(svg, 208.0, 146.0, true, "var(--p2)");
        // a hand of five cards, fanned
        svg.push_str(r#"<g transform="translate(270 100)">"#);
        for i in 0..5i32 {
            let angle = (i - 2) * 11;
            let fill = if i == 4 {
                "var(--accent)"
            } else {
                "var(--ink)"
            };
            let _ = write!(
                svg,
                r#"<g transform="rotate({angle} 0 34)"><rect x="-10" y="-15" width="20" height="30" rx="3" fill="{fill}" stroke="var(--bg)" stroke-width="1.2"/>"#,
            );
            for p in 0..=i {
                let _ = write!(
                    svg,
                    r#"<circle cx="0" cy="{}" r="1.5" fill="var(--bg)"/>"#,
                    num(-9.0 + f64::from(p) * 4.5),
                );
            }
            svg.push_str("</g>");
        }
        svg.push_str("</g>");
    }
}
