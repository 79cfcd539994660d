//! The game's own setting: who takes the first turn. The opponent and the names are the shared
//! table's seats form.
use super::plugin::Settings;
use crate::games::fifes::FirstPlayer;
use crate::i18n::fifes::Text;
use crate::ui::context::use_lang;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SettingsFormProps {
    pub settings: Settings,
    pub on_change: Callback<Settings>,
}

#[function_component(SettingsForm)]
pub fn settings_form(props: &SettingsFormProps) -> Html {
    let lang = use_lang();
    let s = props.settings;
    let on_first = {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let first_player = match e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .as_str()
            {
                "player-one" => FirstPlayer::PlayerOne,
                "player-two" => FirstPlayer::PlayerTwo,
                _ => FirstPlayer::Random,
            };
            on_change.emit(Settings { first_player });
        })
    };
    let option = |value: &str, label: Text, on: bool| {
        html! { <option value={value.to_string()} selected={on}>{ label.text(lang) }</option> }
    };
    html! {
        <label class="eg-field">
            <span>{ Text::FirstPlayerLabel.text(lang) }</span>
            <select data-testid="first-player" onchange={on_first}>
                { option("random", Text::FirstPlayerRandom, s.first_player == FirstPlayer::Random) }
                { option("player-one", Text::FirstPlayerOne, s.first_player == FirstPlayer::PlayerOne) }
                { option("player-two", Text::FirstPlayerTwo, s.first_player == FirstPlayer::PlayerTwo) }
            </select>
        </label>
    }
}
