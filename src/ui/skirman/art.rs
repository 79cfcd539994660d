//! Skirm'an's picture on its home-page card: a foil target in its four lines.
use crate::games::skirman::Skirman;
use crate::ui::shell::art::Artwork;

/// A torso seen from the front (the foil target) cut into its four lines; one is lit.
const SKIRMAN: &str = concat!(
    r#"<defs><clipPath id="sk-torso"><path d="M126 48 Q160 38 194 48 L202 74 Q200 116 186 150 L134 150 Q120 116 118 74 Z"/></clipPath></defs>"#,
    r#"<ellipse cx="160" cy="26" rx="15" ry="18" fill="var(--surface-2)" stroke="var(--steel)" stroke-width="2"/>"#,
    r#"<path d="M147 36 Q160 46 173 36" fill="none" stroke="var(--ink)" stroke-width="4" stroke-linecap="round"/>"#,
    r#"<path d="M126 48 Q160 38 194 48 L202 74 Q200 116 186 150 L134 150 Q120 116 118 74 Z" fill="var(--ink)" opacity="0.92"/>"#,
    r#"<g clip-path="url(#sk-torso)">"#,
    r#"<rect x="160" y="36" width="50" height="60" fill="var(--accent)" opacity="0.85"/>"#,
    r#"<rect x="110" y="96" width="50" height="60" fill="var(--steel)" opacity="0.55"/>"#,
    r#"<rect x="160" y="96" width="50" height="60" fill="var(--steel)" opacity="0.3"/>"#,
    r#"</g>"#,
    r#"<path d="M126 48 Q160 38 194 48 L202 74 Q200 116 186 150 L134 150 Q120 116 118 74 Z" fill="none" stroke="var(--steel)" stroke-width="2"/>"#,
    r#"<line x1="160" y1="40" x2="160" y2="150" stroke="var(--bg)" stroke-width="2.5"/>"#,
    r#"<line x1="114" y1="96" x2="206" y2="96" stroke="var(--bg)" stroke-width="2.5"/>"#,
    // the attacking blade arrives in the lit line
    r#"<line x1="288" y1="34" x2="186" y2="70" stroke="var(--steel)" stroke-width="2.2" stroke-linecap="round"/>"#,
    r#"<ellipse cx="288" cy="34" rx="3.5" ry="11" fill="var(--steel)" transform="rotate(-19.3 288 34)"/>"#,
    r#"<line x1="291" y1="33" x2="305" y2="28" stroke="var(--accent)" stroke-width="5" stroke-linecap="round"/>"#,
    r#"<circle cx="308" cy="27" r="3.2" fill="var(--accent)"/>"#,
    r#"<circle cx="186" cy="70" r="3" fill="var(--p1)"/>"#,
    r#"<g stroke="var(--ink)" stroke-width="2" stroke-linecap="round" class="art-spark">"#,
    r#"<line x1="178" y1="64" x2="172" y2="58"/>"#,
    r#"<line x1="178" y1="74" x2="171" y2="78"/>"#,
    r#"<line x1="184" y1="80" x2="182" y2="88"/>"#,
    r#"</g>"#,
    // three cards: attack (red), parry (green), touch (blue-steel)
    r#"<g transform="translate(52 120)">"#,
    r#"<rect x="-20" y="-30" width="28" height="40" rx="3" fill="var(--p1)" transform="rotate(-16)"/>"#,
    r#"<rect x="-12" y="-32" width="28" height="40" rx="3" fill="var(--p2)" transform="rotate(-2)"/>"#,
    r#"<rect x="-2" y="-30" width="28" height="40" rx="3" fill="var(--steel)" transform="rotate(12)"/>"#,
    r#"</g>"#,
);

impl Artwork for Skirman {
    fn draw(svg: &mut String) {
        svg.push_str(SKIRMAN);
    }
}
