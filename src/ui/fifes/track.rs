//! The battlefield track: the enemy at the front (space 1, left), safety to the right. Tokens
//! bear their suit's symbol (never colour alone), stack on shared spaces (on a phone, also when
//! near), show their points, and slide (CSS transform). Ghost tokens preview a choice before it
//! is confirmed.
use crate::games::fifes::{Card, Resolution, Suit, Suits, Track, UnitMove};
use crate::i18n::fifes::suit_name;
use crate::i18n::fifes_screen::{points_label, space_label};
use crate::ui::context::use_lang;
use crate::ui::suit_symbol::suit_symbol;
use yew::prelude::*;

const GROUND: i32 = 150;

/// How the track is drawn: on a wide screen, a numbered square per space and tokens stacked
/// only on a shared space; on a phone, the whole track in the width (a ruler numbered every
/// fifth space) with tokens near one another lifted into lanes, each on a stem to its space.
#[derive(Clone, Copy)]
struct Geometry {
    /// The enemy's band, left of space 1.
    enemy: i32,
    space: i32,
    /// The gap between two spaces' cells, and the room right of the last space.
    gap: i32,
    tail: i32,
    lane: i32,
    /// Tokens at most this many spaces apart take different lanes (they would overlap).
    apart: u8,
    /// Spaces drawn at least; the track grows if a unit retreats further.
    at_least: u8,
    /// Every how many spaces a number is written (1: all).
    numbered: u8,
    /// The spaces' row: its top and height below the ground, and the numbers' baseline.
    row_top: i32,
    row_height: i32,
    number_y: i32,
    /// The enemy's chevrons (from, to) and the front line's label, in x.
    chevron: (i32, i32),
    label_x: i32,
    /// The drawing's top and height.
    top: i32,
    height: i32,
}

const WIDE: Geometry = Geometry {
    enemy: 64,
    space: 32,
    gap: 0,
    tail: 16,
    lane: 30,
    apart: 0,
    at_least: 36,
    numbered: 1,
    row_top: 18,
    row_height: 26,
    number_y: 36,
    chevron: (22, 54),
    // The label's baseline: its letters, turned, stand left of it (clear of the band's edge).
    label_x: 17,
    top: -40,
    height: 230,
};

const NARROW: Geometry = Geometry {
    enemy: 34,
    space: 10,
    gap: 1,
    tail: 6,
    lane: 26,
    apart: 3,
    at_least: 40,
    numbered: 5,
    row_top: 15,
    row_height: 10,
    number_y: 39,
    chevron: (19, 27),
    label_x: 12,
    top: -10,
    height: 203,
};

impl Geometry {
    fn centre_x(&self, space: u8) -> i32 {
        self.enemy + (space as i32 - 1) * self.space + self.space / 2
    }

    /// Where each unit's token sits: at its space, in the lowest lane with no token too near
    /// (on a shared space: stacked in suit order). Taken in suit order, not sorted: sorting code
    /// would cost the page more than the lanes themselves.
    fn positions(&self, track: &Track) -> [(i32, i32); 6] {
        let spaces = track.spaces();
        let mut lanes: [Option<i32>; 6] = [None; 6];
        for i in 0..6 {
            let taken = |lane: i32| {
                (0..i)
                    .any(|j| lanes[j] == Some(lane) && spaces[i].abs_diff(spaces[j]) <= self.apart)
            };
            lanes[i] = (0..).find(|&lane| !taken(lane));
        }
        std::array::from_fn(|i| {
            (
                self.centre_x(spaces[i]),
                GROUND - lanes[i].unwrap_or(0) * self.lane,
            )
        })
    }
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
    let narrow = crate::ui::browser::use_narrow_screen();
    let g = if narrow { NARROW } else { WIDE };
    let farthest = props.track.spaces().into_iter().max().unwrap_or(1);
    let preview_far = props
        .preview
        .map(|r| r.track.spaces().into_iter().max().unwrap_or(1))
        .unwrap_or(1);
    let spaces = g.at_least.max(farthest.max(preview_far) + 2);
    let width = g.enemy + spaces as i32 * g.space + g.tail;
    let at = g.positions(&props.track);
    let row = GROUND + g.row_top;

    let squares = (1..=spaces).map(|n| {
        let x = g.enemy + (n as i32 - 1) * g.space;
        let numbered = n == 1 || n % g.numbered == 0;
        html! {
            <g class={classes!("fd-space", (n == 1).then_some("front"), (numbered && g.numbered > 1).then_some("mark"))}>
                <rect x={x.to_string()} y={row.to_string()} width={(g.space - g.gap).to_string()} height={g.row_height.to_string()} rx="3" />
                if numbered {
                    <text x={(x + g.space / 2).to_string()} y={(GROUND + g.number_y).to_string()} text-anchor="middle">{ n }</text>
                }
            </g>
        }
    });
    // A token's stem down to its space: which space a lifted token stands on.
    let stems = Suit::ALL.iter().map(|&suit| {
        let (x, y) = at[suit.index()];
        html! {
            <line key={suit.slug()} class="fd-stem" y1="0" y2={(row - y).to_string()}
                  style={format!("transform: translate({x}px, {y}px)")} />
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
        let ghost_at = g.positions(&resolution.track);
        let moves: Vec<UnitMove> = resolution.moves().collect();
        moves.into_iter().map(move |m| {
            let suit = m.suit();
            let (x, y) = ghost_at[suit.index()];
            let charging = matches!(m, UnitMove::Charge { .. });
            // A charge is marked by an arrowhead toward the enemy on the ghost's rim (its shape,
            // not only its colour; no word on the tokens around it).
            html! {
                <g key={format!("ghost-{}", suit.slug())} class={classes!("fd-ghost", charging.then_some("charging"))}
                   transform={format!("translate({x} {y})")} data-testid={format!("ghost-{}", suit.slug())}
                   data-space={m.to().to_string()}>
                    <circle r="13" />
                    { suit_symbol(suit) }
                    if charging {
                        <path class="fd-ghost-charge" d="M -12 -7 L -20 0 L -12 7 Z" />
                    }
                </g>
            }
        })
    });
    let (from, to) = g.chevron;
    let chevrons = (0..)
        .map(|i| g.top + 20 + i * 30)
        .take_while(|y| y + 24 < g.top + g.height)
        .map(|y| html! { <path d={format!("M {from} {y} L {to} {} L {from} {}", y + 12, y + 24)} /> });
    html! {
        <figure class={classes!("fd-track", narrow.then_some("narrow"))} data-testid="track" tabindex="0">
            <svg viewBox={format!("0 {} {width} {}", g.top, g.height)} role="img"
                 aria-label={crate::i18n::fifes::Text::Track.text(lang)}>
                <g class="fd-enemy" aria-hidden="true">
                    <rect x="0" y={g.top.to_string()} width={(g.enemy - 6).to_string()} height={g.height.to_string()} />
                    { for chevrons }
                    <text transform={format!("translate({} {}) rotate(-90)", g.label_x, g.top + g.height / 2)} text-anchor="middle">{ crate::i18n::fifes::Text::FrontLine.text(lang) }</text>
                </g>
                { for squares }
                <g class="fd-stems">{ for stems }</g>
                { for tokens }
                <g class="fd-ghosts">{ for ghosts }</g>
            </svg>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn wide_stacks_only_a_shared_space_in_suit_order() {
        let at = WIDE.positions(&Track::START);
        for (i, (x, y)) in at.into_iter().enumerate() {
            assert_eq!(x, WIDE.centre_x(1));
            assert_eq!(y, GROUND - i as i32 * WIDE.lane);
        }
        let apart = WIDE.positions(&Track::new([1, 2, 3, 4, 5, 6]));
        assert!(apart.iter().all(|&(_, y)| y == GROUND));
    }

    #[wasm_bindgen_test]
    fn narrow_lifts_near_tokens_so_none_overlap_and_leaves_far_ones_on_the_ground() {
        let tracks = [
            [1, 1, 1, 1, 1, 1],
            [1, 2, 3, 4, 5, 6],
            [3, 10, 4, 14, 9, 39],
            [20, 21, 22, 23, 24, 25],
        ];
        for spaces in tracks {
            let at = NARROW.positions(&Track::new(spaces));
            for i in 0..6 {
                assert!(at[i].1 <= GROUND && at[i].1 >= GROUND - 5 * NARROW.lane);
                for j in (i + 1)..6 {
                    let near = spaces[i].abs_diff(spaces[j]) <= NARROW.apart;
                    assert!(
                        !near || at[i].1 != at[j].1,
                        "{spaces:?}: {i} and {j} overlap"
                    );
                }
            }
        }
        let far = NARROW.positions(&Track::new([1, 5, 9, 13, 17, 21]));
        assert!(far.iter().all(|&(_, y)| y == GROUND));
    }
}
