//! Skirm'an's own set-up fields (the shared table's form adds the seats): the level, and the
//! three rule options the spec leaves open (SK2, SK11, SK14) under "Rule options".
use crate::games::skirman::{Level, Options, Rules};
use crate::i18n::skirman::level_name;
use crate::i18n::skirman_screen::{level_hint, Text};
use crate::ui::context::use_lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesFormProps {
    pub rules: Rules,
    pub on_change: Callback<Rules>,
}

#[function_component(RulesForm)]
pub fn rules_form(props: &RulesFormProps) -> Html {
    let lang = use_lang();
    let rules = props.rules;
    let level_choice = |level: Level| {
        let on_change = props.on_change.clone();
        let on = rules.level == level;
        html! {
            <label class={classes!("eg-choice", on.then_some("on"))}>
                <input type="radio" name="sk-level" data-testid={format!("level-{}", level.slug())} checked={on}
                       onchange={Callback::from(move |_| on_change.emit(Rules { level, ..rules }))} />
                <span><strong>{ level_name(level, lang) }</strong><small>{ level_hint(level, lang) }</small></span>
            </label>
        }
    };
    let option = |on: bool, set: fn(&mut Options, bool), label: Text, hint: Text, id: &str| {
        let on_change = props.on_change.clone();
        html! {
            <label class="sk-option">
                <input type="checkbox" data-testid={id.to_string()} checked={on}
                       onchange={Callback::from(move |e: Event| {
                           let mut next = rules;
                           set(&mut next.options, e.target_unchecked_into::<HtmlInputElement>().checked());
                           on_change.emit(next);
                       })} />
                <span>{ label.text(lang) }<small>{ hint.text(lang) }</small></span>
            </label>
        }
    };
    let o = rules.options;
    html! {
        <>
            <div class="eg-field" role="radiogroup" aria-label={Text::LevelLabel.text(lang)}>
                <span>{ Text::LevelLabel.text(lang) }</span>
                <div class="sk-levels">
                    { level_choice(Level::Initiation) }
                    { level_choice(Level::Entrainement) }
                    { level_choice(Level::Competition) }
                </div>
            </div>
            <details class="sk-options">
                <summary>{ Text::OptionsLabel.text(lang) }</summary>
                <div>
                    { option(o.free_discard, |o, v| o.free_discard = v, Text::FreeDiscard, Text::FreeDiscardHint, "opt-free-discard") }
                    { option(o.ac_first_attack_shown, |o, v| o.ac_first_attack_shown = v, Text::AcTogether, Text::AcTogetherHint, "opt-ac-together") }
                    { option(o.countered_ac_under_talon, |o, v| o.countered_ac_under_talon = v, Text::CounteredUnderTalon, Text::CounteredUnderTalonHint, "opt-under-talon") }
                </div>
            </details>
        </>
    }
}
