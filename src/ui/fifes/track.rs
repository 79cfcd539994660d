//! The battlefield track: the enemy at the front (space 1, left), safety to the right. Tokens
//! bear their suit's symbol (never colour alone), stack on shared spaces, show their points, and
//! slide (CSS transform). Ghost tokens preview a choice before it is confirmed.
use crate::games::fifes::{Card, Resolution, Suit, Suits, Track, UnitMove};
use crate::i18n::fifes::suit_name;
use crate::i18n::fifes_screen::{points_label, space_label, Text};
use crate::ui::context::use_lang;
use crate::ui::suit_symbol::suit_symbol;
use yew::prelude::*;

const ENEMY: i32 = 64;
const SPACE: i32 = 32;
const GROUND: i32 = 150;
const STACK: i32 = 30;
/// Spaces drawn at least; the track grows if a unit retreats further.
const MIN_SPACES: u8 = 36;

fn centre_x(space: u8) -> i32 {
    ENEMY + (space as i32 - 1) * SPACE + SPACE / 2
}

/// Where each unit's token sits: its space, and its height in the stack there.
fn positions(track: &Track) -> [(i32, i32); 6] {
    let spaces = track.spaces();
    let mut out = [(0, 0); 6];
    for suit in Suit::ALL {
        let i = suit.index();
        let below = Suit::ALL
            .iter()
            .filter(|s| s.index() < i && spaces[s.index()] == spaces[i])
            .count() as i32;
        out[i] = (centre_x(spaces[i]), GROUND - below * STACK);
    }
    out
}

#[derive(Properties, PartialEq)]
pub struct TrackProps {
    pub track: Track,
    pub points: [u8; 6],
    /// The viewer's favoured units (ringed in gold); none when nobody may look.
    pub favoured: Suits,
    pub display: Vec<Card>,
    pub preview: Option<Resolution>,
}

#[function_component(TrackView)]
pub fn track_view(props: &TrackProps) -> Html {
    let lang = use_lang();
    let farthest = props.track.spaces().into_iter().max().unwrap_or(1);
    let preview_far = props
        .preview
        .map(|r| r.track.spaces().into_iter().max().unwrap_or(1))
        .unwrap_or(1);
    let spaces = MIN_SPACES.max(farthest.max(preview_far) + 2);
    let width = ENEMY + spaces as i32 * SPACE + 16;
    let at = positions(&props.track);

    let squares = (1..=spaces).map(|n| {
        let x = ENEMY + (n as i32 - 1) * SPACE;
        html! {
            <g class={classes!("fd-space", (n == 1).then_some("front"))}>
                <rect x={x.to_string()} y={(GROUND + 18).to_string()} width={SPACE.to_string()} height="26" rx="3" />
                <text x={(x + SPACE / 2).to_string()} y={(GROUND + 36).to_string()} text-anchor="middle">{ n }</text>
            </g>
        }
    });
    let crowned = |suit: Suit| props.display.contains(&Card::crown_of(suit));
    let tokens = Suit::ALL.iter().map(|&suit| {
        let (x, y) = at[suit.index()];
        let favoured = props.favoured.contains(suit);
        let label = format!(
            "{}{} {}, {}",
            suit_name(suit, lang),
            lang.texts().pick(":", "\u{202F}:"),
            space_label(props.track.space(suit), lang),
            points_label(props.points[suit.index()], lang)
        );
        html! {
            <g key={suit.slug()} class={classes!("fd-token", format!("fd-{}", suit.slug()), favoured.then_some("favoured"))}
               style={format!("transform: translate({x}px, {y}px)")} role="img" aria-label={label}
               data-testid={format!("unit-{}", suit.slug())} data-space={props.track.space(suit).to_string()}>
                <circle class="fd-token-disc" r="13" />
                { suit_symbol(suit) }
                <g class="fd-points" transform="translate(15 -12)">
                    <rect x="-8" y="-8" width="16" height="16" rx="8" />
                    <text y="4" text-anchor="middle">{ props.points[suit.index()] }</text>
                </g>
                if crowned(suit) {
                    <path class="fd-crown-mark" d="M -8 -18 L -8 -26 L -4 -21 L 0 -28 L 4 -21 L 8 -26 L 8 -18 Z" />
                }
            </g>
        }
    });
    // The ghosts' group is always there (empty without a preview): Yew matches unkeyed
    // siblings from the end, so a group that came and went made it re-create the tokens before
    // it, and the player's own move jumped instead of sliding.
    let ghosts = props.preview.into_iter().flat_map(|resolution| {
        let ghost_at = positions(&resolution.track);
        let moves: Vec<UnitMove> = resolution.moves().collect();
        moves.into_iter().map(move |m| {
            let suit = m.suit();
            let (x, y) = ghost_at[suit.index()];
            let charging = matches!(m, UnitMove::Charge { .. });
            html! {
                <g key={format!("ghost-{}", suit.slug())} class={classes!("fd-ghost", charging.then_some("charging"))}
                   transform={format!("translate({x} {y})")} data-testid={format!("ghost-{}", suit.slug())}
                   data-space={m.to().to_string()}>
                    <circle r="13" />
                    { suit_symbol(suit) }
                    if charging {
                        <text class="fd-ghost-tag" y="-20" text-anchor="middle">{ Text::ChargeMark.text(lang) }</text>
                    }
                </g>
            }
        })
    });
    html! {
        <figure class="fd-track" data-testid="track" tabindex="0">
            <svg viewBox={format!("0 -40 {width} 230")} role="img"
                 aria-label={crate::i18n::fifes::Text::Track.text(lang)}>
                <g class="fd-enemy" aria-hidden="true">
                    <rect x="0" y="-40" width={(ENEMY - 6).to_string()} height="230" />
                    { for (0..7).map(|i| html! {
                        <path d={format!("M 22 {y} L 54 {y2} L 22 {y3}", y = -20 + i * 30, y2 = -8 + i * 30, y3 = 4 + i * 30)} />
                    }) }
                    <text transform="translate(8 75) rotate(-90)" text-anchor="middle">{ crate::i18n::fifes::Text::FrontLine.text(lang) }</text>
                </g>
                { for squares }
                { for tokens }
                <g class="fd-ghosts">{ for ghosts }</g>
            </svg>
        </figure>
    }
}
