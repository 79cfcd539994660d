//! Who the opponent is — the computer or a friend on the same device — and the radio group
//! that chooses it, shared by every game's settings form.
use crate::i18n::shell::Text;
use crate::ui::context::use_lang;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The human holds seat one; the computer seat two.
    VsComputer,
    /// Two people share the device; a hand-off screen hides each one's cards from the other.
    HotSeat,
}

#[derive(Properties, PartialEq)]
pub struct ModeChoiceProps {
    pub mode: Mode,
    pub on_change: Callback<Mode>,
}

#[function_component(ModeChoice)]
pub fn mode_choice(props: &ModeChoiceProps) -> Html {
    let lang = use_lang();
    let radio = |mode: Mode, label: Text, id: &str| {
        let on_change = props.on_change.clone();
        let on = props.mode == mode;
        html! {
            <label class={classes!("eg-choice", on.then_some("on"))}>
                <input type="radio" name="opponent" data-testid={id.to_string()} checked={on}
                       onchange={Callback::from(move |_| on_change.emit(mode))} />
                <span>{ label.text(lang) }</span>
            </label>
        }
    };
    html! {
        <div class="eg-field" role="radiogroup" aria-label={Text::OpponentLabel.text(lang)}>
            <span>{ Text::OpponentLabel.text(lang) }</span>
            <div class="eg-choices">
                { radio(Mode::VsComputer, Text::OpponentComputer, "mode-computer") }
                { radio(Mode::HotSeat, Text::OpponentHotSeat, "mode-hotseat") }
            </div>
        </div>
    }
}
