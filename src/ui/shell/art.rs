//! Our own drawings, as inline SVG: the logo, the scoring lights, and one picture per game.
//!
//! Decorative pictures are hidden from assistive technology; the game pictures carry a text
//! alternative from the translation table. Colours come from the CSS custom properties
//! (`var(--p1)`…) so they follow the site's palette.
//!
//! The pictures never change once drawn, so they are written as SVG markup (a string) that the
//! browser parses, not as `html!` trees: the same drawing costs far less wasm that way, which
//! keeps home's first load small.
use crate::games::GameId;
use crate::i18n::shell::game_art_label;
use crate::ui::context::use_lang;
use std::fmt::Write;
use yew::prelude::*;

/// Markup the browser parses into DOM nodes (SVG drawn by this module only).
fn markup(svg: String) -> Html {
    Html::from_html_unchecked(AttrValue::from(svg))
}

/// Two crossed foils, red and green tips: the site's mark (also the favicon). A view function of
/// the header's, not a component (a component type costs every page 0.5 KB).
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

/// A game's picture on its home-page card, drawn beside the game (`ui::<game>::art`) inside the
/// 320×180 frame `GameArt` gives it.
pub trait Artwork {
    fn draw(svg: &mut String);
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
    crate::dispatch!(props.game, G => G::draw(&mut svg));
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
pub(crate) fn piste(svg: &mut String, x0: f64, x1: f64, y: f64, squares: u32) {
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
pub(crate) fn fencer(svg: &mut String, x: f64, y: f64, mirror: bool, light: &str) {
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

/// An SVG number with one decimal, printed with integer arithmetic: formatting an `f64` would
/// pull the float-printing machinery (several KB) into the wasm.
pub(crate) fn num(v: f64) -> String {
    let tenths = (v * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let t = tenths.unsigned_abs();
    if t % 10 == 0 {
        format!("{sign}{}", t / 10)
    } else {
        format!("{sign}{}.{}", t / 10, t % 10)
    }
}
