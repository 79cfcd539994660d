//! Our own drawings, as inline SVG: the logo, the scoring lights, and one picture per game.
//!
//! Decorative pictures are hidden from assistive technology; the game pictures carry a text
//! alternative from the translation table. Colours come from the CSS custom properties
//! (`var(--p1)`…) so they follow the site's palette.
use super::super::suit_symbol::suit_symbol;
use crate::games::fifes::Suit;
use crate::games::GameId;
use crate::i18n::shell::game_art_label;
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Two crossed foils, red and green tips: the site's mark (also the favicon).
#[function_component(LogoMark)]
pub fn logo_mark() -> Html {
    html! {
        <svg class="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <circle cx="16" cy="16" r="15" class="logo-mark__disc" />
            <g stroke-linecap="round" fill="none">
                <line x1="8" y1="24" x2="25" y2="7" stroke="var(--steel)" stroke-width="1.6" />
                <line x1="24" y1="24" x2="7" y2="7" stroke="var(--steel)" stroke-width="1.6" />
                <line x1="6" y1="21" x2="11" y2="26" stroke="var(--accent)" stroke-width="2.4" />
                <line x1="21" y1="26" x2="26" y2="21" stroke="var(--accent)" stroke-width="2.4" />
            </g>
            <circle cx="25.5" cy="6.5" r="2.2" fill="var(--p2)" />
            <circle cx="6.5" cy="6.5" r="2.2" fill="var(--p1)" />
        </svg>
    }
}

/// The scoring machine: a red lamp and a green lamp over a steel piste with two fencers.
#[function_component(ScoringLights)]
pub fn scoring_lights() -> Html {
    html! {
        <div class="scoring-box" aria-hidden="true">
            <svg viewBox="0 0 320 200" focusable="false">
                <defs>
                    <radialGradient id="sb-red" cx="50%" cy="50%" r="50%">
                        <stop offset="0%" stop-color="var(--p1)" stop-opacity="0.9" />
                        <stop offset="100%" stop-color="var(--p1)" stop-opacity="0" />
                    </radialGradient>
                    <radialGradient id="sb-green" cx="50%" cy="50%" r="50%">
                        <stop offset="0%" stop-color="var(--p2)" stop-opacity="0.9" />
                        <stop offset="100%" stop-color="var(--p2)" stop-opacity="0" />
                    </radialGradient>
                </defs>
                <rect x="70" y="14" width="180" height="70" rx="12" class="art-panel" />
                <circle class="lamp-glow lamp-glow--red" cx="112" cy="49" r="44" fill="url(#sb-red)" />
                <circle class="lamp-glow lamp-glow--green" cx="208" cy="49" r="44" fill="url(#sb-green)" />
                <circle cx="112" cy="49" r="20" fill="var(--p1)" />
                <circle cx="208" cy="49" r="20" fill="var(--p2)" />
                <circle cx="106" cy="43" r="6" fill="#fff" opacity="0.35" />
                <circle cx="202" cy="43" r="6" fill="#fff" opacity="0.35" />
                <circle cx="160" cy="36" r="4" fill="var(--ink)" opacity="0.5" />
                <circle cx="160" cy="62" r="4" fill="var(--ink)" opacity="0.5" />
                { piste(20.0, 300.0, 178.0, 13) }
                { fencer(118.0, 178.0, false, "var(--p1)") }
                { fencer(202.0, 178.0, true, "var(--p2)") }
            </svg>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct GameArtProps {
    pub game: GameId,
}

/// The picture of a game, with its text alternative.
#[function_component(GameArt)]
pub fn game_art(props: &GameArtProps) -> Html {
    let lang = use_lang();
    let label = game_art_label(props.game, lang);
    let body = match props.game {
        GameId::EnGarde => en_garde(),
        GameId::Skirman => skirman(),
        GameId::FifesAndDrums => fifes(),
    };
    html! {
        <svg class={classes!("game-art", format!("game-art--{}", props.game.slug()))}
             viewBox="0 0 320 180" role="img" aria-label={label} focusable="false">
            { body }
        </svg>
    }
}

/// A lone mask past the end of the piste: the not-found picture.
#[function_component(PisteArt)]
pub fn piste_art() -> Html {
    html! {
        <svg class="piste-art" viewBox="0 0 320 120" aria-hidden="true" focusable="false">
            { piste(10.0, 250.0, 96.0, 15) }
            <line x1="250" y1="80" x2="250" y2="110" stroke="var(--danger)" stroke-width="3" stroke-linecap="round" />
            { fencer(285.0, 104.0, false, "var(--accent)") }
            <rect x="40" y="34" width="22" height="32" rx="3" fill="var(--accent)" transform="rotate(-12 51 50)" />
        </svg>
    }
}

/// A steel piste from `x0` to `x1` whose top edge is at `y`, cut into `squares`.
fn piste(x0: f64, x1: f64, y: f64, squares: u32) -> Html {
    let w = (x1 - x0) / f64::from(squares);
    let mid = squares / 2;
    html! {
        <g class="piste">
            <rect x={num(x0)} y={num(y)} width={num(x1 - x0)} height="10" rx="2" fill="var(--piste)" />
            <rect x={num(x0 + w * f64::from(mid))} y={num(y)} width={num(w)} height="10"
                  fill="var(--accent)" opacity="0.45" />
            { for (1..squares).map(|i| {
                let x = x0 + w * f64::from(i);
                html! { <line x1={num(x)} y1={num(y)} x2={num(x)} y2={num(y + 10.0)}
                              stroke="var(--bg)" stroke-opacity="0.45" stroke-width="1" /> }
            }) }
        </g>
    }
}

/// A fencer in the en-garde stance, feet on `y`, facing right (or left if `mirror`);
/// `light` colours the mask's bib and the blade's tip.
fn fencer(x: f64, y: f64, mirror: bool, light: &'static str) -> Html {
    let flip = if mirror { -1 } else { 1 };
    let transform = format!("translate({} {}) scale({flip} 1)", num(x), num(y));
    html! {
        <g class="fencer" {transform}>
            // legs: back leg straight out behind, front knee over the front foot
            <path d="M-4 -34 L-18 -17 L-27 0 M-4 -34 L9 -20 L11 0" fill="none" stroke="var(--ink)"
                  stroke-width="6" stroke-linecap="round" stroke-linejoin="round" />
            <path d="M-31 0 h9 M7 0 h10" stroke="var(--steel)" stroke-width="3.5" stroke-linecap="round" />
            // torso
            <path d="M-5 -35 L-1 -58" stroke="var(--ink)" stroke-width="10" stroke-linecap="round" />
            // back arm curved up behind the head
            <path d="M-3 -55 Q-16 -60 -14 -72" fill="none" stroke="var(--ink)" stroke-width="4.5" stroke-linecap="round" />
            // sword arm and foil
            <path d="M0 -55 L12 -50 L22 -53" fill="none" stroke="var(--ink)" stroke-width="4.5"
                  stroke-linecap="round" stroke-linejoin="round" />
            <line x1="22" y1="-53" x2="70" y2="-62" stroke="var(--steel)" stroke-width="1.6" stroke-linecap="round" />
            <ellipse cx="23" cy="-53" rx="2.2" ry="4.5" fill="var(--steel)" />
            <circle cx="70" cy="-62" r="1.8" fill={light} />
            // mask: dark mesh, bib in the fencer's light
            <ellipse cx="2" cy="-66" rx="6" ry="7.5" fill="var(--surface-2)" stroke="var(--steel)" stroke-width="1.4" />
            <path d="M-3 -60 Q2 -55 7 -60" fill="none" stroke={light} stroke-width="3" stroke-linecap="round" />
        </g>
    }
}

fn en_garde() -> Html {
    html! {
        <>
            // the scoring box above the piste
            <rect x="228" y="12" width="76" height="34" rx="8" class="art-panel" />
            <circle cx="248" cy="29" r="10" fill="var(--p1)" class="art-lamp" />
            <circle cx="284" cy="29" r="10" fill="var(--p2)" class="art-lamp" />
            <circle cx="245" cy="26" r="3" fill="#fff" opacity="0.35" />
            <circle cx="281" cy="26" r="3" fill="#fff" opacity="0.35" />
            { piste(14.0, 306.0, 146.0, 23) }
            { fencer(112.0, 146.0, false, "var(--p1)") }
            { fencer(208.0, 146.0, true, "var(--p2)") }
            // a hand of five cards, fanned
            <g transform="translate(270 100)">
                { for (0..5).map(|i| {
                    let angle = (i - 2) * 11;
                    let fill = if i == 4 { "var(--accent)" } else { "var(--ink)" };
                    html! {
                        <g transform={format!("rotate({angle} 0 34)")}>
                            <rect x="-10" y="-15" width="20" height="30" rx="3" fill={fill} stroke="var(--bg)" stroke-width="1.2" />
                            { for (0..=i).map(|p| html! {
                                <circle cx="0" cy={num(-9.0 + f64::from(p) * 4.5)} r="1.5" fill="var(--bg)" />
                            }) }
                        </g>
                    }
                }) }
            </g>
        </>
    }
}

fn skirman() -> Html {
    // A torso seen from the front (the foil target) cut into its four lines; one is lit.
    let torso = "M126 48 Q160 38 194 48 L202 74 Q200 116 186 150 L134 150 Q120 116 118 74 Z";
    html! {
        <>
            <defs>
                <clipPath id="sk-torso"><path d={torso} /></clipPath>
            </defs>
            <ellipse cx="160" cy="26" rx="15" ry="18" fill="var(--surface-2)" stroke="var(--steel)" stroke-width="2" />
            <path d="M147 36 Q160 46 173 36" fill="none" stroke="var(--ink)" stroke-width="4" stroke-linecap="round" />
            <path d={torso} fill="var(--ink)" opacity="0.92" />
            <g clip-path="url(#sk-torso)">
                <rect x="160" y="36" width="50" height="60" fill="var(--accent)" opacity="0.85" />
                <rect x="110" y="96" width="50" height="60" fill="var(--steel)" opacity="0.55" />
                <rect x="160" y="96" width="50" height="60" fill="var(--steel)" opacity="0.3" />
            </g>
            <path d={torso} fill="none" stroke="var(--steel)" stroke-width="2" />
            <line x1="160" y1="40" x2="160" y2="150" stroke="var(--bg)" stroke-width="2.5" />
            <line x1="114" y1="96" x2="206" y2="96" stroke="var(--bg)" stroke-width="2.5" />
            // the attacking blade arrives in the lit line
            <line x1="288" y1="34" x2="186" y2="70" stroke="var(--steel)" stroke-width="2.2" stroke-linecap="round" />
            <ellipse cx="288" cy="34" rx="3.5" ry="11" fill="var(--steel)" transform="rotate(-19.3 288 34)" />
            <line x1="291" y1="33" x2="305" y2="28" stroke="var(--accent)" stroke-width="5" stroke-linecap="round" />
            <circle cx="308" cy="27" r="3.2" fill="var(--accent)" />
            <circle cx="186" cy="70" r="3" fill="var(--p1)" />
            <g stroke="var(--ink)" stroke-width="2" stroke-linecap="round" class="art-spark">
                <line x1="178" y1="64" x2="172" y2="58" />
                <line x1="178" y1="74" x2="171" y2="78" />
                <line x1="184" y1="80" x2="182" y2="88" />
            </g>
            // three cards: attack (red), parry (green), touch (blue-steel)
            <g transform="translate(52 120)">
                <rect x="-20" y="-30" width="28" height="40" rx="3" fill="var(--p1)" transform="rotate(-16)" />
                <rect x="-12" y="-32" width="28" height="40" rx="3" fill="var(--p2)" transform="rotate(-2)" />
                <rect x="-2" y="-30" width="28" height="40" rx="3" fill="var(--steel)" transform="rotate(12)" />
            </g>
        </>
    }
}

fn fifes() -> Html {
    html! {
        <>
            // the drum: shell, hoops, zig-zag cords, crossed sticks
            <g transform="translate(118 78)">
                <g stroke="var(--accent)" stroke-width="3.5" stroke-linecap="round">
                    <line x1="-36" y1="-58" x2="16" y2="-30" />
                    <line x1="36" y1="-58" x2="-16" y2="-30" />
                </g>
                <circle cx="16" cy="-30" r="3.2" fill="var(--accent)" />
                <circle cx="-16" cy="-30" r="3.2" fill="var(--accent)" />
                <path d="M-38 -20 L-38 22 A38 11 0 0 0 38 22 L38 -20" fill="var(--p1)" />
                <ellipse cx="0" cy="-20" rx="38" ry="11" fill="var(--ink)" stroke="var(--steel)" stroke-width="3" />
                <path d="M-38 22 A38 11 0 0 0 38 22" fill="none" stroke="var(--steel)" stroke-width="3" />
                <path d="M-30 -10 L-18 24 L-6 -9 L6 25 L18 -9 L30 24" fill="none" stroke="var(--accent)" stroke-width="2" stroke-linejoin="round" />
            </g>
            // the fife
            <g transform="rotate(-24 226 70)">
                <rect x="176" y="66" width="104" height="9" rx="4.5" fill="var(--steel)" />
                <rect x="176" y="66" width="12" height="9" rx="3" fill="var(--accent)" />
                <rect x="268" y="66" width="12" height="9" rx="3" fill="var(--accent)" />
                { for [200.0, 214.0, 228.0, 242.0, 256.0].into_iter().map(|cx: f64|
                    html! { <circle cx={num(cx)} cy="70.5" r="2" fill="var(--bg)" /> }) }
            </g>
            // the track: space 1 (the front) on the left
            <g>
                { for (0..9).map(|i| {
                    let x = 16.0 + f64::from(i) * 32.0;
                    let fill = if i == 0 { "var(--danger)" } else { "var(--piste)" };
                    html! { <rect x={num(x)} y="138" width="30" height="30" rx="3" fill={fill}
                                  opacity={if i == 0 { "0.75" } else { "0.5" }} /> }
                }) }
            </g>
            { suit_token(31.0, 153.0, Suit::Wyrms) }
            { suit_token(95.0, 153.0, Suit::Moons) }
            { suit_token(159.0, 153.0, Suit::Suns) }
            { suit_token(191.0, 153.0, Suit::Leaves) }
            { suit_token(255.0, 153.0, Suit::Waves) }
            { suit_token(287.0, 153.0, Suit::Knots) }
        </>
    }
}

/// A round unit token with its suit drawn on it.
fn suit_token(cx: f64, cy: f64, suit: Suit) -> Html {
    html! {
        <g transform={format!("translate({} {})", num(cx), num(cy))}>
            <circle r="11.5" fill="var(--ink)" stroke="var(--accent)" stroke-width="1.5" />
            { suit_symbol(suit) }
        </g>
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
