//! Our own drawings, as inline SVG: the logo, the scoring lights, and one picture per game.
//!
//! Decorative pictures are hidden from assistive technology; the game pictures carry a text
//! alternative from the translation table. Colours come from the CSS custom properties
//! (`var(--p1)`…) so they follow the site's palette.
//!
//! The pictures never change once drawn, so they are written as SVG markup (a string) that the
//! browser parses, not as `html!` trees: the same drawing costs far less wasm that way, which
//! keeps home's first load small.
use super::super::suit_symbol::suit_markup;
use crate::games::fifes::Suit;
use crate::games::GameId;
use crate::i18n::shell::game_art_label;
use crate::ui::context::use_lang;
use std::fmt::Write;
use yew::prelude::*;

/// Markup the browser parses into DOM nodes (SVG drawn by this module only).
fn markup(svg: String) -> Html {
    Html::from_html_unchecked(AttrValue::from(svg))
}

/// Two crossed foils, red and green tips: the site's mark (also the favicon).
#[function_component(LogoMark)]
pub fn logo_mark() -> Html {
    Html::from_html_unchecked(AttrValue::Static(concat!(
        r#"<svg class="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">"#,
        r#"<circle cx="16" cy="16" r="15" class="logo-mark__disc"/>"#,
        r#"<g stroke-linecap="round" fill="none">"#,
        r#"<line x1="8" y1="24" x2="25" y2="7" stroke="var(--steel)" stroke-width="1.6"/>"#,
        r#"<line x1="24" y1="24" x2="7" y2="7" stroke="var(--steel)" stroke-width="1.6"/>"#,
        r#"<line x1="6" y1="21" x2="11" y2="26" stroke="var(--accent)" stroke-width="2.4"/>"#,
        r#"<line x1="21" y1="26" x2="26" y2="21" stroke="var(--accent)" stroke-width="2.4"/>"#,
        r#"</g>"#,
        r#"<circle cx="25.5" cy="6.5" r="2.2" fill="var(--p2)"/>"#,
        r#"<circle cx="6.5" cy="6.5" r="2.2" fill="var(--p1)"/>"#,
        r#"</svg>"#,
    )))
}

/// The scoring machine: a red lamp and a green lamp over a steel piste with two fencers.
#[function_component(ScoringLights)]
pub fn scoring_lights() -> Html {
    let mut svg = String::from(concat!(
        r#"<div class="scoring-box" aria-hidden="true"><svg viewBox="0 0 320 200" focusable="false">"#,
        r#"<defs>"#,
        r#"<radialGradient id="sb-red" cx="50%" cy="50%" r="50%">"#,
        r#"<stop offset="0%" stop-color="var(--p1)" stop-opacity="0.9"/>"#,
        r#"<stop offset="100%" stop-color="var(--p1)" stop-opacity="0"/>"#,
        r#"</radialGradient>"#,
        r#"<radialGradient id="sb-green" cx="50%" cy="50%" r="50%">"#,
        r#"<stop offset="0%" stop-color="var(--p2)" stop-opacity="0.9"/>"#,
        r#"<stop offset="100%" stop-color="var(--p2)" stop-opacity="0"/>"#,
        r#"</radialGradient>"#,
        r#"</defs>"#,
        r#"<rect x="70" y="14" width="180" height="70" rx="12" class="art-panel"/>"#,
        r#"<circle class="lamp-glow lamp-glow--red" cx="112" cy="49" r="44" fill="url(#sb-red)"/>"#,
        r#"<circle class="lamp-glow lamp-glow--green" cx="208" cy="49" r="44" fill="url(#sb-green)"/>"#,
        r#"<circle cx="112" cy="49" r="20" fill="var(--p1)"/>"#,
        r#"<circle cx="208" cy="49" r="20" fill="var(--p2)"/>"#,
        r##"<circle cx="106" cy="43" r="6" fill="#fff" opacity="0.35"/>"##,
        r##"<circle cx="202" cy="43" r="6" fill="#fff" opacity="0.35"/>"##,
        r#"<circle cx="160" cy="36" r="4" fill="var(--ink)" opacity="0.5"/>"#,
        r#"<circle cx="160" cy="62" r="4" fill="var(--ink)" opacity="0.5"/>"#,
    ));
    piste(&mut svg, 20.0, 300.0, 178.0, 13);
    fencer(&mut svg, 118.0, 178.0, false, "var(--p1)");
    fencer(&mut svg, 202.0, 178.0, true, "var(--p2)");
    svg.push_str("</svg></div>");
    markup(svg)
}

#[derive(Properties, PartialEq)]
pub struct GameArtProps {
    pub game: GameId,
}

/// The picture of a game, with its text alternative.
#[function_component(GameArt)]
pub fn game_art(props: &GameArtProps) -> Html {
    let lang = use_lang();
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg class="game-art game-art--{}" viewBox="0 0 320 180" role="img" aria-label="{}" focusable="false">"#,
        props.game.slug(),
        escape(game_art_label(props.game, lang)),
    );
    match props.game {
        GameId::EnGarde => en_garde(&mut svg),
        GameId::Skirman => svg.push_str(SKIRMAN),
        GameId::FifesAndDrums => fifes(&mut svg),
    }
    svg.push_str("</svg>");
    markup(svg)
}

/// A lone mask past the end of the piste: the not-found picture.
#[function_component(PisteArt)]
pub fn piste_art() -> Html {
    let mut svg = String::from(
        r#"<svg class="piste-art" viewBox="0 0 320 120" aria-hidden="true" focusable="false">"#,
    );
    piste(&mut svg, 10.0, 250.0, 96.0, 15);
    svg.push_str(r#"<line x1="250" y1="80" x2="250" y2="110" stroke="var(--danger)" stroke-width="3" stroke-linecap="round"/>"#);
    fencer(&mut svg, 285.0, 104.0, false, "var(--accent)");
    svg.push_str(r#"<rect x="40" y="34" width="22" height="32" rx="3" fill="var(--accent)" transform="rotate(-12 51 50)"/></svg>"#);
    markup(svg)
}

/// Text for an attribute value in markup.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// A steel piste from `x0` to `x1` whose top edge is at `y`, cut into `squares`.
fn piste(svg: &mut String, x0: f64, x1: f64, y: f64, squares: u32) {
    let w = (x1 - x0) / f64::from(squares);
    let mid = squares / 2;
    let _ = write!(
        svg,
        r#"<g class="piste"><rect x="{}" y="{}" width="{}" height="10" rx="2" fill="var(--piste)"/><rect x="{}" y="{}" width="{}" height="10" fill="var(--accent)" opacity="0.45"/>"#,
        num(x0),
        num(y),
        num(x1 - x0),
        num(x0 + w * f64::from(mid)),
        num(y),
        num(w),
    );
    for i in 1..squares {
        let x = num(x0 + w * f64::from(i));
        let _ = write!(
            svg,
            r#"<line x1="{x}" y1="{}" x2="{x}" y2="{}" stroke="var(--bg)" stroke-opacity="0.45" stroke-width="1"/>"#,
            num(y),
            num(y + 10.0),
        );
    }
    svg.push_str("</g>");
}

/// A fencer in the en-garde stance, feet on `y`, facing right (or left if `mirror`);
/// `light` colours the mask's bib and the blade's tip.
fn fencer(svg: &mut String, x: f64, y: f64, mirror: bool, light: &str) {
    let flip = if mirror { "-1" } else { "1" };
    let _ = write!(
        svg,
        concat!(
            r#"<g class="fencer" transform="translate({} {}) scale({} 1)">"#,
            // legs: back leg straight out behind, front knee over the front foot
            r#"<path d="M-4 -34 L-18 -17 L-27 0 M-4 -34 L9 -20 L11 0" fill="none" stroke="var(--ink)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>"#,
            r#"<path d="M-31 0 h9 M7 0 h10" stroke="var(--steel)" stroke-width="3.5" stroke-linecap="round"/>"#,
            // torso
            r#"<path d="M-5 -35 L-1 -58" stroke="var(--ink)" stroke-width="10" stroke-linecap="round"/>"#,
            // back arm curved up behind the head
            r#"<path d="M-3 -55 Q-16 -60 -14 -72" fill="none" stroke="var(--ink)" stroke-width="4.5" stroke-linecap="round"/>"#,
            // sword arm and foil
            r#"<path d="M0 -55 L12 -50 L22 -53" fill="none" stroke="var(--ink)" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>"#,
            r#"<line x1="22" y1="-53" x2="70" y2="-62" stroke="var(--steel)" stroke-width="1.6" stroke-linecap="round"/>"#,
            r#"<ellipse cx="23" cy="-53" rx="2.2" ry="4.5" fill="var(--steel)"/>"#,
            r#"<circle cx="70" cy="-62" r="1.8" fill="{light}"/>"#,
            // mask: dark mesh, bib in the fencer's light
            r#"<ellipse cx="2" cy="-66" rx="6" ry="7.5" fill="var(--surface-2)" stroke="var(--steel)" stroke-width="1.4"/>"#,
            r#"<path d="M-3 -60 Q2 -55 7 -60" fill="none" stroke="{light}" stroke-width="3" stroke-linecap="round"/>"#,
            r#"</g>"#,
        ),
        num(x),
        num(y),
        flip,
        light = light,
    );
}

fn en_garde(svg: &mut String) {
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

fn fifes(svg: &mut String) {
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

/// An SVG number with one decimal, printed with integer arithmetic: formatting an `f64` would
/// pull the float-printing machinery (several KB) into the wasm.
fn num(v: f64) -> String {
    let tenths = (v * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let t = tenths.unsigned_abs();
    if t % 10 == 0 {
        format!("{sign}{}", t / 10)
    } else {
        format!("{sign}{}.{}", t / 10, t % 10)
    }
}
