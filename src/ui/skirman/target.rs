//! The foil target ("CIBLE FLEURET"): a right-handed fencer's torso seen from the front, split
//! into the four lines. The attack line fills in the attacker's colour, the parry line is ringed
//! in the defender's colour (both show when the parry is right); opacity transitions only, off
//! under `prefers-reduced-motion` (static/skirman_teaching.css).
use crate::core::Seat;
use crate::games::skirman::{Card, Colour, Line, LinkKind, Phase, Public, ShownCard};
use crate::i18n::skirman::{line_name, line_place, Text};
use crate::i18n::Lang;
use yew::prelude::*;

fn is_attack(kind: LinkKind) -> bool {
    matches!(
        kind,
        LinkKind::Attack | LinkKind::Riposte | LinkKind::Counter
    )
}

/// The line of the attack the defender faces now, or of the last attack of the exchange.
pub fn attack_line(public: &Public) -> Option<Line> {
    match public.phase {
        Phase::DefAttack { line, .. } | Phase::DefOff { line, .. } => return Some(line),
        _ => {}
    }
    public
        .chain
        .iter()
        .rev()
        .find(|l| is_attack(l.link))
        .and_then(|l| l.card.and_then(ShownCard::known))
        .and_then(Card::line)
}

/// The line of the parry chosen in the hand (`selected`), or else of the parry on the table
/// after the last attack.
pub fn parry_line(public: &Public, selected: &[Card]) -> Option<Line> {
    let green = |c: &Card| c.colour() == Colour::Green && c.line().is_some();
    if let Some(card) = selected.iter().find(|c| green(c)) {
        return card.line();
    }
    public
        .chain
        .iter()
        .rev()
        .take_while(|l| !is_attack(l.link))
        .filter(|l| l.link == LinkKind::Parry)
        .filter_map(|l| l.card.and_then(ShownCard::known))
        .find(green)
        .and_then(Card::line)
}

pub struct TargetFigureProps {
    /// The line the attack arrives in (lit in the attacker's colour).
    pub attack_line: Option<Line>,
    /// The line the defender closes (ringed in the defender's colour).
    pub parry_line: Option<Line>,
    /// A second parry's line, ringed too: a hint to discard two parries shows both.
    pub parry_also: Option<Line>,
    /// Who attacks, for the colours (seat one red, seat two green); `None`: red attacks.
    pub attacker: Option<Seat>,
}

/// Facing the fencer, his sword arm (right) is on the viewer's left: sixte and octave (the
/// outside lines) are drawn on the left, quarte and septime (inside) on the right. Each
/// quadrant follows the torso's outline, so a parry's ring draws the whole zone.
fn quadrant(line: Line) -> &'static str {
    match line {
        Line::Sixte => "M 14 34 Q 32 29 50 29 V 68 H 18 Z",
        Line::Quarte => "M 50 29 Q 68 29 86 34 L 82 68 H 50 Z",
        Line::Septime => "M 50 68 H 82 L 74 112 H 50 Z",
        Line::Octave => "M 18 68 H 50 V 112 H 26 Z",
    }
}

fn label_at(line: Line) -> (i32, i32) {
    match line {
        Line::Sixte => (33, 53),
        Line::Quarte => (67, 53),
        // The low quadrants narrow towards the hips: the labels sit where they are widest, a
        // step in from the edge ("septime" in 6 px just fits between x 52 and 78).
        Line::Septime => (65, 82),
        Line::Octave => (35, 82),
    }
}

/// The four quadrants put together.
const TORSO: &str = "M 14 34 Q 32 29 50 29 Q 68 29 86 34 L 82 68 L 74 112 H 26 L 18 68 Z";

/// "The foil target: attack in sixte, parry in quarte".
pub fn target_label(attack: Option<Line>, parry: Option<Line>, lang: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(line) = attack {
        parts.push(format!(
            "{} {} {} ({})",
            Text::TargetAttack.text(lang),
            lang.texts().pick("in", "en"),
            line_name(line, lang),
            line_place(line, lang)
        ));
    }
    if let Some(line) = parry {
        parts.push(format!(
            "{} {} {}",
            Text::TargetParry.text(lang),
            lang.texts().pick("in", "en"),
            line_name(line, lang)
        ));
    }
    if parts.is_empty() {
        parts.push(Text::TargetNoLine.text(lang).to_string());
    }
    let colon = lang.texts().pick(": ", " : ");
    format!("{}{colon}{}", Text::Target.text(lang), parts.join(", "))
}

/// A view function, not a component (a component type costs its page 0.5 KB gzip).
pub fn target_figure(props: &TargetFigureProps, lang: Lang) -> Html {
    let (attack_var, parry_var) = match props.attacker {
        Some(Seat::Two) => ("var(--p2)", "var(--p1)"),
        _ => ("var(--p1)", "var(--p2)"),
    };
    let lines = Line::ALL.map(|line| {
        let attacked = props.attack_line == Some(line);
        let parried = props.parry_line == Some(line) || props.parry_also == Some(line);
        let (x, y) = label_at(line);
        html! {
            <g class="skt-line" data-line={line_name(line, Lang::En)}>
                <path class="skt-line-zone" d={quadrant(line)} />
                <path class={classes!("skt-lit", "skt-lit-attack", attacked.then_some("on"))}
                      d={quadrant(line)} style={format!("fill: {attack_var}")} />
                <text class={classes!("skt-line-label", matches!(line, Line::Septime | Line::Octave).then_some("low"))}
                      x={x.to_string()} y={y.to_string()} text-anchor="middle">
                    { line_name(line, lang) }
                </text>
                <path class={classes!("skt-lit", "skt-lit-parry", parried.then_some("on"))}
                      d={quadrant(line)} style={format!("stroke: {parry_var}")} />
            </g>
        }
    });
    let mut label = target_label(props.attack_line, props.parry_line, lang);
    if let Some(line) = props.parry_also {
        label = format!("{label}, {}", line_name(line, lang));
    }
    html! {
        <figure class="skt-target" data-testid="target-figure"
                data-attack={props.attack_line.map(|l| line_name(l, Lang::En))}
                data-parry={props.parry_line.map(|l| line_name(l, Lang::En))}>
            <svg viewBox="0 0 100 124" role="img" aria-label={label}>
                <circle class="skt-head" cx="50" cy="14" r="10" />
                <path class="skt-neck" d="M 44 22 L 44 30 L 56 30 L 56 22 Z" />
                <path class="skt-torso" d={TORSO} />
                { for lines }
                <path class="skt-divider" d="M 50 29 V 112 M 18 68 H 82" />
                <path class="skt-torso-rim" d={TORSO} />
                <text class="skt-side" x="4" y="122">{ Text::SwordArm.text(lang) }</text>
            </svg>
        </figure>
    }
}
