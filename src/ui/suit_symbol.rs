//! The six Decktet suits drawn by us, centred on (0, 0) within a radius of about 8, in the
//! background colour so they read on a light token. Used by the home art and the Fifes track.
//!
//! Written as SVG markup the browser parses (inside an `<svg>` element): the same drawing as
//! `html!` trees would cost far more wasm.
use crate::games::fifes::Suit;
use yew::prelude::*;

/// The suit's drawing, for a place inside an `<svg>`.
pub fn suit_symbol(suit: Suit) -> Html {
    Html::from_html_unchecked(AttrValue::Static(suit_markup(suit)))
}

/// The suit's drawing as SVG markup.
pub fn suit_markup(suit: Suit) -> &'static str {
    match suit {
        Suit::Moons => r#"<path d="M3 -7 A7.5 7.5 0 1 0 3 7 A6 6 0 1 1 3 -7 Z" fill="var(--bg)"/>"#,
        Suit::Suns => concat!(
            r#"<g stroke="var(--bg)" stroke-width="1.6" stroke-linecap="round">"#,
            r#"<circle r="3.6" fill="var(--bg)"/>"#,
            r#"<line x1="0" y1="-8" x2="0" y2="-5.5"/><line x1="0" y1="8" x2="0" y2="5.5"/>"#,
            r#"<line x1="-8" y1="0" x2="-5.5" y2="0"/><line x1="8" y1="0" x2="5.5" y2="0"/>"#,
            r#"<line x1="-5.7" y1="-5.7" x2="-4" y2="-4"/><line x1="5.7" y1="5.7" x2="4" y2="4"/>"#,
            r#"<line x1="-5.7" y1="5.7" x2="-4" y2="4"/><line x1="5.7" y1="-5.7" x2="4" y2="-4"/>"#,
            r#"</g>"#,
        ),
        Suit::Waves => concat!(
            r#"<path d="M-8 -2 q2 -3 4 0 t4 0 t4 0 t4 0 M-8 4 q2 -3 4 0 t4 0 t4 0 t4 0" fill="none" "#,
            r#"stroke="var(--bg)" stroke-width="1.8" stroke-linecap="round"/>"#,
        ),
        Suit::Leaves => concat!(
            r#"<g><path d="M-6 6 Q-7 -6 7 -7 Q6 6 -6 6 Z" fill="var(--bg)"/>"#,
            r#"<line x1="-7" y1="7" x2="2" y2="-2" stroke="var(--ink)" stroke-width="1"/></g>"#,
        ),
        Suit::Wyrms => concat!(
            r#"<path d="M-8 5 Q-5 -4 -1 2 T6 -2 L8 -5" fill="none" stroke="var(--bg)" stroke-width="2.2" "#,
            r#"stroke-linecap="round" stroke-linejoin="round"/>"#,
        ),
        Suit::Knots => concat!(
            r#"<path d="M-6 -6 L6 6 M-6 6 L6 -6 M-6 -6 Q0 -10 6 -6 M-6 6 Q0 10 6 6" fill="none" "#,
            r#"stroke="var(--bg)" stroke-width="1.8" stroke-linecap="round"/>"#,
        ),
    }
}
