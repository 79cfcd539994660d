//! Who sits at the table: a person or a computer of some strength, each with a name.
use super::pace::Pace;
use crate::bots::Strength;
use crate::core::Seat;
use crate::i18n::table::Text;
use crate::i18n::{Lang, Names};
use crate::ui::context::use_lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Computer(Strength),
}

impl SeatKind {
    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }
}

/// Both seats: who plays each and under which name (empty: the default name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats {
    pub kinds: [SeatKind; 2],
    pub names: [String; 2],
}

impl Default for Seats {
    /// You against the computer (Standard).
    fn default() -> Seats {
        Seats {
            kinds: [SeatKind::Human, SeatKind::Computer(Strength::Standard)],
            names: [String::new(), String::new()],
        }
    }
}

impl Seats {
    pub fn humans(&self) -> usize {
        self.kinds.iter().filter(|k| k.is_human()).count()
    }

    /// Two people share the device.
    pub fn hot_seat(&self) -> bool {
        self.humans() == 2
    }

    pub fn kind(&self, seat: Seat) -> SeatKind {
        self.kinds[seat.index()]
    }

    /// The one person at the table when the other seat is a computer.
    pub fn only_human(&self) -> Option<Seat> {
        (self.humans() == 1).then(|| {
            Seat::BOTH
                .into_iter()
                .find(|s| self.kind(*s).is_human())
                .unwrap_or(Seat::One)
        })
    }

    /// The names shown: the chosen ones, else "You" / "Computer" against the computer and
    /// "Player 1" / "Player 2" in hot-seat. "You" takes second-person verbs.
    pub fn names(&self, lang: Lang) -> Names {
        let you = self.only_human();
        let names = Seat::BOTH.map(|seat| {
            let chosen = self.names[seat.index()].trim();
            if !chosen.is_empty() {
                return chosen.to_string();
            }
            match (self.kind(seat), you) {
                (SeatKind::Human, Some(_)) => Text::You.text(lang).to_string(),
                (SeatKind::Computer(_), _) => Text::Computer.text(lang).to_string(),
                (SeatKind::Human, None) => match seat {
                    Seat::One => Text::PlayerOne.text(lang).to_string(),
                    Seat::Two => Text::PlayerTwo.text(lang).to_string(),
                },
            }
        });
        let you = you.filter(|s| self.names[s.index()].trim().is_empty());
        Names { names, you }
    }
}

pub fn strength_name(strength: Strength, lang: Lang) -> &'static str {
    match strength {
        Strength::Beginner => Text::StrengthBeginner.text(lang),
        Strength::Standard => Text::StrengthStandard.text(lang),
        Strength::Strong => Text::StrengthStrong.text(lang),
        Strength::Master => Text::StrengthMaster.text(lang),
    }
}

#[derive(Properties, PartialEq)]
pub struct SeatsFormProps {
    pub seats: Seats,
    pub on_change: Callback<Seats>,
}

/// One choice of a radio group: its label, its `data-testid`, whether it is chosen, and what
/// choosing it does.
type Choice = (String, &'static str, bool, Callback<Event>);

/// A group of radio buttons (one piece of markup for every group of the form: less wasm).
#[inline(never)]
fn radio_group(name: &'static str, label: &'static str, choices: Vec<Choice>) -> Html {
    let choices = choices.into_iter().map(|(text, id, on, onchange)| {
        html! {
            <label class={classes!("eg-choice", on.then_some("on"))}>
                <input type="radio" {name} data-testid={id} checked={on} {onchange} />
                <span>{ text }</span>
            </label>
        }
    });
    html! {
        <div class="eg-field" role="radiogroup" aria-label={label}>
            <span>{ label }</span>
            <div class="eg-choices">{ for choices }</div>
        </div>
    }
}

/// The opponent (the computer at one of the four strengths, or a friend on this device); against
/// the computer, its pause before it plays (remembered for every game); in hot-seat, both
/// players' names.
#[function_component(SeatsForm)]
pub fn seats_form(props: &SeatsFormProps) -> Html {
    let lang = use_lang();
    let pace = use_state(Pace::load);
    let seats = props.seats.clone();
    let hot = seats.hot_seat();
    let opponents = [
        (Some(Strength::Beginner), "mode-computer-beginner"),
        (Some(Strength::Standard), "mode-computer"),
        (Some(Strength::Strong), "mode-computer-strong"),
        (Some(Strength::Master), "mode-computer-master"),
        (None, "mode-hotseat"),
    ]
    .into_iter()
    .map(|(strength, id)| {
        let kind = strength.map_or(SeatKind::Human, SeatKind::Computer);
        let label = match strength {
            Some(strength) => format!(
                "{} — {}",
                Text::Computer.text(lang),
                strength_name(strength, lang)
            ),
            None => Text::OpponentHotSeat.text(lang).to_string(),
        };
        let on_change = props.on_change.clone();
        let mut next = seats.clone();
        next.kinds = [SeatKind::Human, kind];
        let choose = Callback::from(move |_| on_change.emit(next.clone()));
        (label, id, seats.kinds[1] == kind, choose)
    })
    .collect();
    let paces = Pace::ALL
        .into_iter()
        .map(|p| {
            let state = pace.clone();
            let choose = Callback::from(move |_| {
                p.save();
                state.set(p);
            });
            (
                p.label().text(lang).to_string(),
                p.test_id(),
                *pace == p,
                choose,
            )
        })
        .collect();
    let name_field = |seat: Seat| {
        let on_change = props.on_change.clone();
        let current = seats.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            let mut next = current.clone();
            next.names[seat.index()] = e.target_unchecked_into::<HtmlInputElement>().value();
            on_change.emit(next);
        });
        let (label, placeholder, id) = match seat {
            Seat::One => (Text::NameOfOne, Text::PlayerOne, "name-one"),
            Seat::Two => (Text::NameOfTwo, Text::PlayerTwo, "name-two"),
        };
        html! {
            <label class="eg-field">
                <span>{ label.text(lang) }</span>
                <input type="text" maxlength="24" data-testid={id} value={seats.names[seat.index()].clone()}
                       placeholder={placeholder.text(lang)} {oninput} autocomplete="off" />
            </label>
        }
    };
    html! {
        <>
            { radio_group("opponent", Text::OpponentLabel.text(lang), opponents) }
            if hot {
                { name_field(Seat::One) }
                { name_field(Seat::Two) }
            } else {
                { radio_group("pace", Text::PaceLabel.text(lang), paces) }
            }
        </>
    }
}
