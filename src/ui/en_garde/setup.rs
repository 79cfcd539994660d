//! Match settings: rule set, opponent, who opens, the memory aid.
use super::table::Settings;
use crate::games::en_garde::{FirstPlayer, RuleSet};
use crate::games::GameId;
use crate::i18n::en_garde::{rule_set_name, Text};
use crate::ui::context::use_lang;
use crate::ui::mode::ModeChoice;
use crate::ui::route::Route;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub initial: Settings,
    pub on_start: Callback<Settings>,
}

#[function_component(Setup)]
pub fn setup(props: &SetupProps) -> Html {
    let lang = use_lang();
    let settings = use_state(|| props.initial);
    let s = *settings;

    let on_rules = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let name = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(rules) = RuleSet::from_name(&name) {
                settings.set(Settings { rules, ..*settings });
            }
        })
    };
    let on_mode = {
        let settings = settings.clone();
        Callback::from(move |mode| settings.set(Settings { mode, ..*settings }))
    };
    let on_first = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let first_player = match e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .as_str()
            {
                "player-two" => FirstPlayer::PlayerTwo,
                "random" => FirstPlayer::Random,
                _ => FirstPlayer::PlayerOne,
            };
            settings.set(Settings {
                first_player,
                ..*settings
            });
        })
    };
    let on_memory = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            settings.set(Settings {
                show_played_cards: on,
                ..*settings
            });
        })
    };
    let start = {
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(s);
        })
    };
    let rule_options = RuleSet::ALL.iter().map(|r| {
        html! { <option value={r.name()} selected={*r == s.rules}>{ rule_set_name(*r, lang) }</option> }
    });
    let first = |value: &str, label: Text, on: bool| {
        html! { <option value={value.to_string()} selected={on}>{ label.text(lang) }</option> }
    };
    html! {
        <form class="eg-setup" data-testid="en-garde-setup" onsubmit={start}>
            <h1>{ Text::GameName.text(lang) }<span class="eg-by">{ Text::Designer.text(lang) }</span></h1>
            <fieldset>
                <legend>{ Text::Settings.text(lang) }</legend>
                <label class="eg-field">
                    <span>{ Text::RuleSetLabel.text(lang) }</span>
                    <select data-testid="rule-set" onchange={on_rules}>{ for rule_options }</select>
                </label>
                <ModeChoice mode={s.mode} on_change={on_mode} />
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
            </fieldset>
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="start-match">{ Text::Start.text(lang) }</button>
                <a class="eg-link" href={Route::Rules(GameId::EnGarde).href()}>{ Text::ReadRules.text(lang) }</a>
            </div>
        </form>
    }
}
