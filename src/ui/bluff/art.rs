//! Bluff's picture on its home-page card: two fans of three face-down cards and a question.
use crate::games::bluff::Bluff;
use crate::ui::shell::art::Artwork;
use std::fmt::Write;

impl Artwork for Bluff {
    fn draw(svg: &mut String) {
        for (x, colour) in [(90, "var(--p1)"), (230, "var(--p2)")] {
            let _ = write!(svg, r#"<g transform="translate({x} 110)">"#);
            for angle in [-14, 0, 14] {
                let _ = write!(
                    svg,
                    r#"<rect x="-16" y="-48" width="32" height="48" rx="4" fill="var(--surface-2)" stroke="{colour}" stroke-width="2" transform="rotate({angle} 0 0)"/>"#,
                );
            }
            svg.push_str("</g>");
        }
        svg.push_str(r#"<text x="160" y="100" text-anchor="middle" font-size="48" fill="var(--accent)">?</text>"#);
    }
}
