//! The animated SVG piste: 23 squares, the centre marked, two fencers that slide, lunge, parry
//! and get hit. Animations are CSS (transform/opacity only) restarted by keying on a counter.
use crate::core::Seat;
use crate::games::en_garde::{Event, Piste, RoundEndReason, CENTRE_SQUARE};
use crate::i18n::en_garde::Names;
use crate::i18n::en_garde::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

// SVG user units. Integers: formatting floats would pull float-printing code into the wasm.
const SQUARE: i32 = 40;
const LEFT: i32 = 20;

fn centre_x(square: u8) -> i32 {
    LEFT + (square as i32 - 1) * SQUARE + SQUARE / 2
}

/// Squares to highlight for the card being considered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlights {
    pub forward: Option<u8>,
    pub back: Option<u8>,
    /// The square attacked (the opponent's).
    pub target: Option<u8>,
}

#[derive(Properties, PartialEq)]
pub struct PisteProps {
    pub piste: Piste,
    pub names: Names,
    pub events: Vec<Event>,
    pub animation: u32,
    pub highlights: Highlights,
}

#[function_component(PisteView)]
pub fn piste_view(props: &PisteProps) -> Html {
    let lang = use_lang();
    let piste = props.piste;
    // On a narrow screen the piste scrolls sideways: keep the two fencers in view.
    let frame = use_node_ref();
    {
        let frame = frame.clone();
        use_effect_with(piste, move |piste| {
            if let Some(el) = frame.cast::<web_sys::Element>() {
                let overflow = el.scroll_width() - el.client_width();
                if overflow > 0 {
                    let middle =
                        (centre_x(piste.square(Seat::One)) + centre_x(piste.square(Seat::Two))) / 2;
                    let left = middle * el.scroll_width() / 960 - el.client_width() / 2;
                    el.set_scroll_left(left.clamp(0, overflow));
                }
            }
        });
    }
    let mut lunging = None;
    let mut parrying = None;
    let mut hit = None;
    for event in &props.events {
        match event {
            Event::Attacked { seat, .. } | Event::AdvancedAndAttacked { seat, .. } => {
                lunging = Some(*seat)
            }
            Event::Parried { seat, .. } => parrying = Some(*seat),
            Event::RoundEnded(report) => {
                if let RoundEndReason::Hit { attacker, .. } = report.reason {
                    lunging = Some(attacker);
                    hit = Some(attacker.other());
                }
            }
            _ => {}
        }
    }
    let squares = (1..=23u8).map(|n| {
        let x = LEFT + (n as i32 - 1) * SQUARE;
        let h = &props.highlights;
        let class = classes!(
            "eg-square",
            (n == CENTRE_SQUARE).then_some("centre"),
            (h.forward == Some(n)).then_some("reach-forward"),
            (h.back == Some(n)).then_some("reach-back"),
            (h.target == Some(n)).then_some("target"),
        );
        html! {
            <g class={class} data-square={n.to_string()}>
                <rect x={x.to_string()} y="150" width={SQUARE.to_string()} height="34" rx="3" />
                <text x={(x + SQUARE / 2).to_string()} y="172" text-anchor="middle">{ n }</text>
            </g>
        }
    });
    let fencer = |seat: Seat| {
        let x = centre_x(piste.square(seat));
        let side = if seat == Seat::One { "one" } else { "two" };
        let pose = classes!(
            "eg-pose",
            (lunging == Some(seat)).then_some("lunge"),
            (parrying == Some(seat)).then_some("parry"),
            (hit == Some(seat)).then_some("hit"),
        );
        let mirror = if seat == Seat::Two { "scale(-1,1)" } else { "" };
        html! {
            <g class={classes!("eg-fencer", format!("eg-fencer-{side}"))}
               style={format!("transform: translateX({x}px)")}
               data-testid={format!("fencer-{side}")} data-square={piste.square(seat).to_string()}>
                <g transform={mirror}>
                    <g class={pose} key={props.animation.to_string()}>
                        { figure(seat) }
                    </g>
                </g>
                <text class="eg-fencer-label" x="0" y={label_y(seat, piste.distance())} text-anchor={label_anchor(seat, x, piste.distance())}>
                    { format!("{} {}", if seat == Seat::One { "●" } else { "◆" }, props.names.of(seat)) }
                </text>
            </g>
        }
    };
    let spark_x = (centre_x(piste.square(Seat::One)) + centre_x(piste.square(Seat::Two))) / 2;
    let label = format!(
        "{}{} {} {} {}, {} {} {}. {} {}.",
        Text::Piste.text(lang),
        lang.texts().pick(":", "\u{202F}:"),
        props.names.of(Seat::One),
        Text::OnSquare.text(lang),
        piste.square(Seat::One),
        props.names.of(Seat::Two),
        Text::OnSquare.text(lang),
        piste.square(Seat::Two),
        Text::Distance.text(lang),
        piste.distance()
    );
    html! {
        <figure class="eg-piste" data-testid="piste" ref={frame} tabindex="0">
            <svg viewBox="0 -44 960 238" role="img" aria-label={label}>
                <rect class="eg-strip" x="14" y="146" width="932" height="42" rx="6" />
                { for squares }
                { fencer(Seat::One) }
                { fencer(Seat::Two) }
                if parrying.is_some() {
                    <g key={format!("spark-{}", props.animation)} class="eg-spark" style={format!("transform: translateX({spark_x}px)")}>
                        <circle cx="0" cy="82" r="16" />
                        <path d="M -22 82 L 22 82 M 0 60 L 0 104 M -15 67 L 15 97 M 15 67 L -15 97" />
                    </g>
                }
            </svg>
        </figure>
    }
}

/// Labels near either end of the piste are anchored inward so they are never clipped; when
/// the fencers stand close, each label runs away from the other so the two never overlap.
fn label_anchor(seat: Seat, x: i32, distance: u8) -> &'static str {
    let close = distance <= 5;
    match seat {
        _ if x < 120 => "start",
        _ if x > 840 => "end",
        Seat::One if close => "end",
        Seat::Two if close => "start",
        _ => "middle",
    }
}

/// The labels' baseline: a row above the other's when the fencers stand close, so the two never
/// overlap, even where the piste's ends turn them the same way.
fn label_y(seat: Seat, distance: u8) -> &'static str {
    match seat {
        Seat::One if distance <= 5 => "-12",
        _ => "24",
    }
}

/// A fencer facing right, feet on y=150. Seat one wears a round badge, seat two a diamond:
/// the two are told apart by shape as well as colour.
fn figure(seat: Seat) -> Html {
    let badge = if seat == Seat::One {
        html! { <circle class="eg-badge" cx="-2" cy="88" r="5" /> }
    } else {
        html! { <path class="eg-badge" d="M -2 82 L 4 88 L -2 94 L -8 88 Z" /> }
    };
    html! {
        <g class="eg-figure">
            <path class="eg-leg" d="M -4 112 L -22 149 M 4 112 L 20 130 L 22 149" />
            <path class="eg-body" d="M -9 74 Q 0 68 9 74 L 7 114 L -7 114 Z" />
            { badge }
            <path class="eg-arm" d="M -6 78 L -18 66 L -14 56" />
            <path class="eg-arm" d="M 6 80 L 18 90" />
            <g class="eg-blade">
                <line x1="18" y1="90" x2="60" y2="80" />
                <circle cx="18" cy="90" r="3.5" />
            </g>
            <circle class="eg-mask" cx="1" cy="60" r="10" />
            <rect class="eg-bib" x="3" y="66" width="8" height="6" rx="2" />
            <circle class="eg-hit-flash" cx="0" cy="90" r="20" />
        </g>
    }
}
