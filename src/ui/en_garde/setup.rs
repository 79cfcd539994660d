//! The match's own settings: rule set, who opens round 1, the memory aid. The opponent and the
//! names are the shared table's seats form.
use super::plugin::Settings;
use crate::games::en_garde::{FirstPlayer, RuleSet};
use crate::i18n::en_garde::{rule_set_name, Text};
use crate::ui::context::use_lang;
use web_sys::{HtmlInputElement, HtmlSelectElement};
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
    let change = |f: fn(Settings, Event) -> Option<Settings>| {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            if let Some(next) = f(s, e) {
                on_change.emit(next);
            }
        })
    };
    let on_rules = change(|s, e| {
        let name = e.target_unchecked_into::<HtmlSelectElement>().value();
        RuleSet::from_name(&name).map(|rules| Settings { rules, ..s })
    });
    let on_first = change(|s, e| {
        let first_player = match e
            .target_unchecked_into::<HtmlSelectElement>()
            .value()
            .as_str()
        {
            "player-two" => FirstPlayer::PlayerTwo,
            "random" => FirstPlayer::Random,
            _ => FirstPlayer::PlayerOne,
        };
        Some(Settings { first_player, ..s })
    });
    let on_memory = change(|s, e| {
        let show_played_cards = e.target_unchecked_into::<HtmlInputElement>().checked();
        Some(Settings {
            show_played_cards,
            ..s
        })
    });
    let rule_options = RuleSet::ALL.iter().map(|r| {
        html! { <option value={r.name()} selected={*r == s.rules}>{ rule_set_name(*r, lang) }</option> }
    });
    let first = |value: &str, label: Text, on: bool| {
        html! { <option value={value.to_string()} selected={on}>{ label.text(lang) }</option> }
    };
    html! {
        <>
            <label class="eg-field">
                <span>{ Text::RuleSetLabel.text(lang) }</span>
                <select data-testid="rule-set" onchange={on_rules}>{ for rule_options }</select>
            </label>
            <label class="eg-field">
                <span>{ Text::FirstPlayerLabel.text(lang) }</span>
                <select data-testid="first-player" onchange={on_first}>
                    { first("player-one", Text::FirstPlayerOne, s.first_player == FirstPlayer::PlayerOne) }
                    { first("player-two", Text::FirstPlayerTwo, s.first_player == FirstPlayer::PlayerTwo) }
                    { first("random", Text::FirstPlayerRandom, s.first_player == FirstPlayer::Random) }
                </select>
            </label>
            <label class="eg-field eg-check">
                <input type="checkbox" data-testid="show-played" checked={s.show_played_cards} onchange={on_memory} />
                <span>{ Text::ShowPlayedLabel.text(lang) }<small>{ Text::ShowPlayedHelp.text(lang) }</small></span>
            </label>
        </>
    }
}
