//! A lesson's drawing, in our own SVG: the line on the target (the bout's own target figure),
//! the blade's path, or the fencers' distance on the piste. Decorative strokes are in the
//! stylesheet's colours; each drawing has a caption and an accessible name.
use crate::core::Seat;
use crate::games::skirman::course::{BladePath, Drawing, Footwork};
use crate::i18n::skirman_course::Text;
use crate::ui::context::use_lang;
use crate::ui::skirman::target::{target_figure, TargetFigureProps};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LessonDrawingProps {
    pub drawing: Drawing,
    /// The lesson's title, for the drawing's accessible name.
    pub title: AttrValue,
}

/// One blade's path (red, from the left) against the other blade (green, from the right).
fn blade(path: BladePath) -> Html {
    let (d, extra) = match path {
        BladePath::CoupDroit => ("M 40 70 L 176 56", Html::default()),
        BladePath::Coupe => ("M 40 70 Q 100 -6 176 56", Html::default()),
        BladePath::Degagement => ("M 40 70 Q 104 132 176 56", Html::default()),
        BladePath::Contre => (
            "M 40 70 L 102 64 a 16 16 0 1 0 32 0 a 16 16 0 1 0 -32 0",
            html! { <polygon class="lc-arrowhead" points="132,58 140,66 128,68" /> },
        ),
        BladePath::Battement => (
            "M 40 70 L 106 62 M 106 62 L 176 56",
            html! { <path class="lc-impact" d="M 106 50 L 110 58 M 118 54 L 112 60 M 96 54 L 103 60" /> },
        ),
        BladePath::PriseDeFer => ("M 40 70 C 90 30 120 100 176 56", Html::default()),
        BladePath::Derobement => (
            "M 40 70 Q 100 110 176 60",
            html! { <path class="lc-opponent-move" d="M 150 60 Q 120 40 96 58" /> },
        ),
    };
    html! {
        <svg viewBox="0 0 200 120" class="lc-svg" aria-hidden="true" data-drawing="blade">
            <rect class="lc-target" x="178" y="30" width="16" height="60" rx="4" />
            <path class="lc-blade-opponent" d="M 196 60 L 96 62" />
            <path class="lc-blade-path" d={d} />
            { extra }
            <circle class="lc-hand" cx="36" cy="70" r="6" />
        </svg>
    }
}

/// A fencer standing at `x` on the piste, facing right (`right`) or left.
fn fencer(x: i32, right: bool, class: &'static str, arm: i32) -> Html {
    let dir = if right { 1 } else { -1 };
    let hand_x = x + dir * arm;
    html! {
        <g class={classes!("lc-fencer", class)}>
            <circle cx={x.to_string()} cy="14" r="6" />
            <path d={format!("M {x} 20 L {x} 40 L {} 54 M {x} 40 L {} 54 M {x} 26 L {hand_x} 24", x - 8, x + 8)} />
            <path class="lc-foil" d={format!("M {hand_x} 24 L {} 22", hand_x + dir * 26)} />
        </g>
    }
}

fn distance(footwork: Footwork) -> Html {
    let arrow = |from: i32, to: i32| {
        let dir = if to > from { 1 } else { -1 };
        html! {
            <g class="lc-move">
                <path d={format!("M {from} 66 L {to} 66")} />
                <polygon points={format!("{to},62 {},66 {to},70", to + dir * 8)} />
            </g>
        }
    };
    let (scene, moves) = match footwork {
        Footwork::Marche => (
            html! { <>{ fencer(70, true, "me ghost", 8) }{ fencer(96, true, "me", 8) }{ fencer(176, false, "", 8) }</> },
            arrow(70, 92),
        ),
        Footwork::Retraite => (
            html! { <>{ fencer(110, true, "", 8) }{ fencer(150, false, "me ghost", 8) }{ fencer(186, false, "me", 8) }</> },
            arrow(150, 180),
        ),
        Footwork::Fleche => (
            html! { <>{ fencer(60, true, "ghost", 8) }{ fencer(130, true, "", 18) }{ fencer(176, false, "me", 8) }</> },
            arrow(60, 200),
        ),
        Footwork::PointeEnLigne => (
            html! { <>{ fencer(80, true, "me", 22) }{ fencer(176, false, "", 8) }</> },
            Html::default(),
        ),
        Footwork::SortieDePiste => (
            html! { <>{ fencer(150, true, "", 8) }{ fencer(228, false, "me", 8) }<path class="lc-cross" d="M 222 58 L 234 70 M 234 58 L 222 70" /></> },
            arrow(196, 216),
        ),
    };
    html! {
        <svg viewBox="0 0 240 80" class="lc-svg" aria-hidden="true" data-drawing="distance">
            <rect class="lc-piste" x="12" y="54" width="200" height="6" />
            <path class="lc-piste-end" d="M 12 50 L 12 64 M 212 50 L 212 64" />
            { scene }
            { moves }
        </svg>
    }
}

#[function_component(LessonDrawing)]
pub fn lesson_drawing(props: &LessonDrawingProps) -> Html {
    let lang = use_lang();
    let (figure, caption) = match props.drawing {
        Drawing::Target { attack, parry } => (
            target_figure(
                &TargetFigureProps {
                    attack_line: Some(attack),
                    parry_line: Some(parry),
                    parry_also: None,
                    attacker: Some(Seat::Two),
                },
                lang,
            ),
            Text::DrawTarget,
        ),
        Drawing::Blade(path) => (blade(path), Text::DrawBlade),
        Drawing::Distance(footwork) => (distance(footwork), Text::DrawDistance),
    };
    let label = format!("{} — {}", props.title, caption.text(lang));
    html! {
        <figure class="lc-drawing" data-testid="lesson-drawing" aria-label={label}>
            { figure }
            <figcaption>{ caption.text(lang) }</figcaption>
        </figure>
    }
}
