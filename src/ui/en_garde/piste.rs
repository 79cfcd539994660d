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

/// How the piste is drawn on a phone, where it is a third of its size: the fencers larger (and
/// drawn apart a little when they stand close, the square under each in its colour), every
/// square's number in two staggered rows, the names in two rows above the heads.
struct Narrow;

impl Narrow {
    const FENCER: &'static str = "translate(0 150) scale(1.6) translate(0 -150)";
    const FENCER_MIRRORED: &'static str = "translate(0 150) scale(-1.6 1.6) translate(0 -150)";
    const SQUARE_HEIGHT: i32 = 74;
    const VIEW_BOX: &'static str = "0 -84 960 316";
}

/// How far a fencer is drawn away from its square's centre (outward), so that two close
/// fencers, drawn larger on a phone, do not tangle.
fn nudge(narrow: bool, distance: u8) -> i32 {
    match (narrow, distance) {
        (true, 0 | 1) => 10,
        (true, 2) => 5,
        _ => 0,
    }
}

#[function_component(PisteView)]
pub fn piste_view(props: &PisteProps) -> Html {
    let lang = use_lang();
    let piste = props.piste;
    let narrow = crate::ui::browser::use_narrow_screen();
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
        let (height, text_y) = match (narrow, n % 2) {
            (false, _) => (34, 172),
            (true, 1) => (Narrow::SQUARE_HEIGHT, 179),
            (true, _) => (Narrow::SQUARE_HEIGHT, 217),
        };
        let held = [Seat::One, Seat::Two]
            .into_iter()
            .find(|&seat| narrow && piste.square(seat) == n)
            .map(|seat| if seat == Seat::One { "held-one" } else { "held-two" });
        html! {
            <g class={classes!(class, held)} data-square={n.to_string()}>
                <rect x={x.to_string()} y="150" width={SQUARE.to_string()} height={height.to_string()} rx="3" />
                <text x={(x + SQUARE / 2).to_string()} y={text_y.to_string()} text-anchor="middle">{ n }</text>
            </g>
        }
    });
    let away = nudge(narrow, piste.distance());
    let xs = [
        centre_x(piste.square(Seat::One)) - away,
        centre_x(piste.square(Seat::Two)) + away,
    ];
    let names = [Seat::One, Seat::Two].map(|seat| {
        format!(
            "{} {}",
            if seat == Seat::One { "●" } else { "◆" },
            props.names.of(seat)
        )
    });
    let labels = label_places(xs, piste.distance(), &names, narrow);
    let fencer = |seat: Seat| {
        let x = xs[seat.index()];
        let (label_x, label_y) = labels[seat.index()];
        let side = if seat == Seat::One { "one" } else { "two" };
        let pose = classes!(
            "eg-pose",
            (lunging == Some(seat)).then_some("lunge"),
            (parrying == Some(seat)).then_some("parry"),
            (hit == Some(seat)).then_some("hit"),
        );
        let mirror = match (seat, narrow) {
            (Seat::One, false) => "",
            (Seat::Two, false) => "scale(-1,1)",
            (Seat::One, true) => Narrow::FENCER,
            (Seat::Two, true) => Narrow::FENCER_MIRRORED,
        };
        html! {
            <g class={classes!("eg-fencer", format!("eg-fencer-{side}"))}
               style={format!("transform: translateX({x}px)")}
               data-testid={format!("fencer-{side}")} data-square={piste.square(seat).to_string()}>
                <g transform={mirror}>
                    <g class={pose} key={props.animation.to_string()}>
                        { figure(seat) }
                    </g>
                </g>
                <text class="eg-fencer-label" x={(label_x - x).to_string()} y={label_y.to_string()}>
                    { &names[seat.index()] }
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
        <figure class={classes!("eg-piste", narrow.then_some("narrow"))} data-testid="piste" ref={frame} tabindex="0">
            <svg viewBox={if narrow { Narrow::VIEW_BOX } else { "0 -44 960 238" }} role="img" aria-label={label}>
                <rect class="eg-strip" x="14" y="146" width="932" height={if narrow { "82" } else { "42" }} rx="6" />
                { for squares }
                { fencer(Seat::One) }
                { fencer(Seat::Two) }
                if parrying.is_some() {
                    <g key={format!("spark-{}", props.animation)} class="eg-spark" style={format!("transform: translate({spark_x}px, {}px)", if narrow { -32 } else { 0 })}>
                        <circle cx="0" cy="82" r="16" />
                        <path d="M -22 82 L 22 82 M 0 60 L 0 104 M -15 67 L 15 97 M 15 67 L -15 97" />
                    </g>
                }
            </svg>
        </figure>
    }
}

/// The width of a label, reckoned generously from its length (two thirds of the font size a
/// character): text is not measured before it is drawn.
fn label_width(label: &str, narrow: bool) -> i32 {
    let font = if narrow { 35 } else { 13 };
    label.chars().count() as i32 * font * 2 / 3
}

/// Where the two fencers' labels start and their baselines: centred over each fencer, or
/// running away from the other when the two stand close; moved inward near either end of the
/// piste so that none is ever cut; seat one's a row higher if the two would still meet.
fn label_places(xs: [i32; 2], distance: u8, labels: &[String; 2], narrow: bool) -> [(i32, i32); 2] {
    let widths = [
        label_width(&labels[0], narrow),
        label_width(&labels[1], narrow),
    ];
    let lefts = [0, 1].map(|i| {
        let left = match i {
            _ if distance > 5 => xs[i] - widths[i] / 2,
            0 => xs[i] - widths[i],
            _ => xs[i],
        };
        left.min(956 - widths[i]).max(4)
    });
    let meet = lefts[0] + widths[0] + 12 > lefts[1];
    let (row, upper) = if narrow { (-16, -54) } else { (24, -12) };
    [(lefts[0], if meet { upper } else { row }), (lefts[1], row)]
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

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    #[wasm_bindgen_test]
    fn labels_stay_on_the_piste_and_clear_of_each_other_on_one_row() {
        let names = ["● Vous".to_string(), "◆ Ordinateur".to_string()];
        for narrow in [false, true] {
            for a in 1..23u8 {
                for b in (a + 1)..=23 {
                    let away = nudge(narrow, b - a);
                    let xs = [centre_x(a) - away, centre_x(b) + away];
                    let [(l1, y1), (l2, y2)] = label_places(xs, b - a, &names, narrow);
                    let (r1, r2) = (
                        l1 + label_width(&names[0], narrow),
                        l2 + label_width(&names[1], narrow),
                    );
                    assert!(
                        l1 >= 4 && r1 <= 956 && l2 >= 4 && r2 <= 956,
                        "{a} {b} {narrow}"
                    );
                    assert!(y1 != y2 || r1 < l2, "{a} {b} {narrow}: the labels overlap");
                }
            }
        }
    }
}
