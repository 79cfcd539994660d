//! Card faces drawn by us: a colour band by card colour (red attack, green defence, blue touch
//! and arbitration, yellow tactical), a simple glyph, the name in HTML (legible at any size),
//! the line as a lit quadrant of a small target; and a card back for face-down cards. The
//! drawings are SVG markup (strings the browser parses), the name is HTML.
use crate::games::skirman::{Card, Colour, Line};
use std::fmt::Write;
use yew::prelude::*;

fn colour_class(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "sk-band-red",
        Colour::Green => "sk-band-green",
        Colour::Blue => "sk-band-blue",
        Colour::Yellow => "sk-band-yellow",
    }
}

/// The quadrant of a right-hander's target as the target figure draws it (facing him, his
/// sword arm on the left): sixte and octave (outside) left, quarte and septime (inside) right.
fn quadrant(line: Line) -> (u8, u8) {
    match line {
        Line::Sixte => (0, 0),
        Line::Quarte => (1, 0),
        Line::Octave => (0, 1),
        Line::Septime => (1, 1),
    }
}

/// The small target in the band's corner, the card's line lit.
fn line_marker(svg: &mut String, line: Line) {
    let lit = quadrant(line);
    svg.push_str("<g>");
    for (x, y) in [(0u8, 0u8), (1, 0), (0, 1), (1, 1)] {
        let on = if (x, y) == lit { " on" } else { "" };
        let _ = write!(
            svg,
            r#"<rect class="sk-quad{on}" x="{}" y="{}" width="8" height="7" rx="1.5"/>"#,
            76 + u16::from(x) * 9,
            3 + u16::from(y) * 8,
        );
    }
    svg.push_str("</g>");
}

/// A blade from the hilt (bottom left) to the point (top right).
const BLADE: &str = r#"<g class="sk-glyph"><path d="M28 72 L74 30"/><path d="M22 64 L36 78"/><circle class="sk-glyph-fill" cx="75" cy="29" r="2.5"/></g>"#;

/// The card's glyph, as SVG markup (far less wasm than the same drawing as `html!` trees).
fn glyph(card: Card) -> &'static str {
    match card {
        Card::Attack(..) | Card::Arret(_) | Card::ContreAttaque(_) => BLADE,
        Card::Fleche => {
            r#"<g class="sk-glyph"><path d="M20 52 L80 52"/><path d="M68 42 L80 52 L68 62"/><path d="M20 44 L30 52 L20 60"/></g>"#
        }
        Card::Battement => {
            r#"<g class="sk-glyph"><path d="M24 74 L74 28"/><path d="M26 28 L76 74"/><circle cx="50" cy="51" r="5"/></g>"#
        }
        Card::PriseDeFer(_) => {
            r#"<g class="sk-glyph"><path d="M24 74 L74 28"/><path d="M40 34 A22 22 0 1 0 70 60"/></g>"#
        }
        Card::Derobement => {
            r#"<g class="sk-glyph"><path d="M22 70 C40 70 40 34 58 34 S78 50 80 30"/><path d="M72 28 L80 30 L78 38"/></g>"#
        }
        Card::Parade(_) => {
            r#"<g class="sk-glyph"><path d="M50 28 L72 36 C72 56 64 68 50 76 C36 68 28 56 28 36 Z"/></g>"#
        }
        Card::Contre(_) => {
            r#"<g class="sk-glyph"><path d="M66 38 A20 20 0 1 0 70 56"/><path d="M58 36 L67 37 L66 28"/></g>"#
        }
        Card::Retraite => {
            r#"<g class="sk-glyph"><path d="M78 52 L24 52"/><path d="M36 40 L24 52 L36 64"/><path d="M62 40 L50 52 L62 64"/></g>"#
        }
        Card::Balayage => {
            r#"<g class="sk-glyph"><path d="M24 66 C36 36 64 36 76 66"/><path d="M66 60 L76 66 L78 54"/></g>"#
        }
        Card::Touche => {
            r#"<g class="sk-glyph"><circle cx="50" cy="52" r="22"/><circle cx="50" cy="52" r="12"/><circle class="sk-glyph-fill" cx="50" cy="52" r="4"/></g>"#
        }
        Card::ToucheNonValable => {
            r#"<g class="sk-glyph"><circle cx="50" cy="52" r="22"/><path d="M36 38 L64 66"/><path d="M64 38 L36 66"/></g>"#
        }
        Card::SortieDePiste | Card::Bousculade => {
            r#"<g class="sk-glyph"><path d="M34 78 L34 28"/><path d="M34 30 L70 38 L34 48"/></g>"#
        }
        Card::JeuViolent => {
            r#"<g class="sk-glyph"><rect x="38" y="30" width="24" height="34" rx="3"/><path d="M50 70 L50 72"/></g>"#
        }
        Card::Marche => {
            r#"<g class="sk-glyph"><path d="M26 36 L42 52 L26 68"/><path d="M44 36 L60 52 L44 68"/><path d="M62 36 L78 52 L62 68"/></g>"#
        }
        Card::PointeEnLigne => {
            r#"<g class="sk-glyph"><path d="M20 52 L78 52"/><path d="M22 42 L22 62"/><circle class="sk-glyph-fill" cx="79" cy="52" r="2.5"/></g>"#
        }
        Card::Feinte => {
            r#"<g class="sk-glyph"><path d="M20 60 L32 42 L44 60 L56 42 L68 60 L80 42"/></g>"#
        }
        Card::AttaqueComposee => {
            r#"<g class="sk-glyph"><path d="M22 40 L46 40"/><path d="M40 34 L46 40 L40 46"/><path d="M54 64 L78 64"/><path d="M72 58 L78 64 L72 70"/><path d="M46 40 C56 40 44 64 54 64"/></g>"#
        }
    }
}

/// A face-up card; `name` is its translated name (which names the line, if any). A long word
/// breaks between syllables, with a hyphen (`with_break_points`: "DÉGA-GEMENT" on a phone's
/// 58 px card), never between any two letters. An English name's meaning, in brackets after
/// the printed name, is apart: a phone's card has room for the printed name only.
pub fn card_face(card: Card, name: &str, small: bool) -> Html {
    let mut svg = format!(
        r#"<svg class="sk-card-art" viewBox="0 0 100 140" preserveAspectRatio="none" aria-hidden="true"><rect class="{}" x="0" y="0" width="100" height="22"/>"#,
        colour_class(card.colour())
    );
    if let Some(line) = card.line() {
        line_marker(&mut svg, line);
    }
    let _ = write!(
        svg,
        r#"<g transform="translate(0 2)">{}</g></svg>"#,
        glyph(card)
    );
    let marked = with_break_points(name);
    let (printed, meaning) = match marked.split_once(" (") {
        Some((printed, meaning)) => (printed.to_string(), Some(format!("({meaning}"))),
        None => (marked, None),
    };
    html! {
        <span class={classes!("sk-card", small.then_some("small"))} data-card={card.slug()}>
            { Html::from_html_unchecked(AttrValue::from(svg)) }
            <span class={classes!("sk-card-name", name_size(name))}>
                { printed }
                if let Some(meaning) = meaning { { " " }<span class="sk-card-gloss">{ meaning }</span> }
            </span>
        </span>
    }
}

/// `name` with soft hyphens (U+00AD) where its long words may break: the browser draws a
/// hyphen there only if the word breaks (`card_face`).
pub fn with_break_points(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    let mut word: Vec<char> = Vec::new();
    // Each word between spaces, hyphens and punctuation on its own: "Cut-over" is "Cut" and
    // "over", "SIXTE," is "SIXTE" (a name reads the same on its card and in a sentence).
    for c in name.chars().chain(std::iter::once(' ')) {
        if c == ' ' || c == '\u{202F}' || c.is_ascii_punctuation() {
            for (at, &letter) in word.iter().enumerate() {
                if word.len() >= 6 && syllable_starts(&word, at) {
                    out.push('\u{ad}');
                }
                out.push(letter);
            }
            word.clear();
            out.push(c);
        } else {
            word.push(c);
        }
    }
    out.pop();
    out
}

/// Whether a syllable starts at `at` in `word` (French-style, which suits the English names
/// too): before a consonant between vowels ("DÉ-GA-GE"), between two consonants between
/// vowels ("BAT-TE") unless they sound as one ("CH", "GN", "TR"), and before two that sound as
/// one ("RE-TRAITE", "CON-TRE"). Never one letter or two from either end.
fn syllable_starts(word: &[char], at: usize) -> bool {
    // Spelled out rather than `char::to_uppercase` or `is_alphabetic`, whose Unicode tables
    // would cost the page several kilobytes; the names' letters are ASCII and these accents.
    let vowel = |c: char| "AEIOUaeiouÉÈÊËÀÂÎÏÔÛÙÜéèêëàâîïôûùü".contains(c);
    let consonant = |c: char| c.is_ascii_alphabetic() && !vowel(c);
    let inseparable = |a: char, b: char| {
        matches!(
            (a.to_ascii_uppercase(), b.to_ascii_uppercase()),
            ('C' | 'P' | 'T' | 'G', 'H')
                | ('G', 'N')
                | (
                    'B' | 'C' | 'D' | 'F' | 'G' | 'K' | 'P' | 'T' | 'V',
                    'L' | 'R'
                )
        )
    };
    if at < 2 || at + 3 > word.len() {
        return false;
    }
    let (before, here, after) = (word[at - 1], word[at], word[at + 1]);
    // A syllable opens on one consonant before a vowel, or on two that sound as one.
    let opens =
        consonant(here) && (vowel(after) || (inseparable(here, after) && vowel(word[at + 2])));
    if !opens {
        return false;
    }
    if vowel(before) {
        return true;
    }
    consonant(before) && vowel(word[at - 2]) && !(vowel(after) && inseparable(before, here))
}

/// A smaller type for names with a long word ("(DÉROBEMENT)", "AVERTISSEMENT"), so that no
/// word is cut in the middle on the card.
fn name_size(name: &str) -> Option<&'static str> {
    let longest = name
        .split(|c: char| c.is_whitespace() || c == '-')
        .map(|w| w.chars().count())
        .max()
        .unwrap_or(0);
    match longest {
        0..=9 => None,
        10..=11 => Some("long"),
        _ => Some("longer"),
    }
}

/// The back of a card: the same for every card, so it tells nothing.
pub fn card_back(small: bool, label: &str) -> Html {
    html! {
        <span class={classes!("sk-card", "back", small.then_some("small"))} data-card="back" role="img" aria-label={label.to_string()}>
            { Html::from_html_unchecked(AttrValue::Static(CARD_BACK)) }
        </span>
    }
}

const CARD_BACK: &str = concat!(
    r#"<svg class="sk-card-art" viewBox="0 0 100 140" preserveAspectRatio="none" aria-hidden="true">"#,
    r#"<defs><pattern id="sk-back-hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">"#,
    r##"<rect width="10" height="10" fill="#1b2b44"/><rect width="4" height="10" fill="#24395a"/>"##,
    r#"</pattern></defs>"#,
    r#"<rect x="0" y="0" width="100" height="140" fill="url(#sk-back-hatch)"/>"#,
    r##"<rect x="8" y="8" width="84" height="124" rx="6" fill="none" stroke="#d9a84e" stroke-width="2"/>"##,
    r##"<g stroke="#d9a84e" stroke-width="3.5" stroke-linecap="round">"##,
    r#"<path d="M30 100 L70 40"/><path d="M70 100 L30 40"/><path d="M24 92 L36 104"/><path d="M76 92 L64 104"/>"#,
    r#"</g></svg>"#,
);
