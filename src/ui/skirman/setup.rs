//! The set-up form: the opponent (computer or hot-seat), the level, the computer's strength,
//! and the three rule options the spec leaves open (SK2, SK11, SK14), with its defaults.
use super::bout::Strength;
use crate::games::skirman::{Level, Options, Rules};
use crate::games::GameId;
use crate::i18n::skirman::level_name;
use crate::i18n::skirman_screen::Text;
use crate::ui::context::use_lang;
use crate::ui::mode::{Mode, ModeChoice};
use crate::ui::route::Route;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub mode: Mode,
    pub rules: Rules,
    pub strength: Strength,
}

impl Default for Settings {
    /// A first bout: against the computer, at the Initiation level, the spec's options.
    fn default() -> Settings {
        Settings {
            mode: Mode::VsComputer,
            rules: Rules {
                level: Level::Initiation,
                options: Options::default(),
            },
            strength: Strength::Fair,
        }
    }
}

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
    let on_mode = {
        let settings = settings.clone();
        Callback::from(move |mode| settings.set(Settings { mode, ..*settings }))
    };
    let level_choice = |level: Level, hint: Text| {
        let settings = settings.clone();
        let on = s.rules.level == level;
        html! {
            <label class={classes!("eg-choice", on.then_some("on"))}>
                <input type="radio" name="sk-level" data-testid={format!("level-{}", level.slug())} checked={on}
                       onchange={Callback::from(move |_| settings.set(Settings { rules: Rules { level, ..settings.rules }, ..*settings }))} />
                <span><strong>{ level_name(level, lang) }</strong><small>{ hint.text(lang) }</small></span>
            </label>
        }
    };
    let strength_choice = |strength: Strength, label: Text, id: &str| {
        let settings = settings.clone();
        let on = s.strength == strength;
        html! {
            <label class={classes!("eg-choice", on.then_some("on"))}>
                <input type="radio" name="sk-strength" data-testid={id.to_string()} checked={on}
                       onchange={Callback::from(move |_| settings.set(Settings { strength, ..*settings }))} />
                <span>{ label.text(lang) }</span>
            </label>
        }
    };
    let option = |on: bool, set: fn(&mut Options, bool), label: Text, hint: Text, id: &str| {
        let settings = settings.clone();
        html! {
            <label class="sk-option">
                <input type="checkbox" data-testid={id.to_string()} checked={on}
                       onchange={Callback::from(move |e: Event| {
                           let mut next = *settings;
                           set(&mut next.rules.options, e.target_unchecked_into::<HtmlInputElement>().checked());
                           settings.set(next);
                       })} />
                <span>{ label.text(lang) }<small>{ hint.text(lang) }</small></span>
            </label>
        }
    };
    let o = s.rules.options;
    let start = {
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(s);
        })
    };
    html! {
        <form class="eg-setup sk-setup" data-testid="skirman-setup" onsubmit={start}>
            <h1>{ "Skirm'an" }<span class="eg-by">{ "Massard-Rostain, 1992" }</span></h1>
            <fieldset>
                <legend>{ Text::Settings.text(lang) }</legend>
                <ModeChoice mode={s.mode} on_change={on_mode} />
                if s.mode == Mode::VsComputer {
                    <div class="eg-field" role="radiogroup" aria-label={Text::StrengthLabel.text(lang)}>
                        <span>{ Text::StrengthLabel.text(lang) }</span>
                        <div class="eg-choices">
                            { strength_choice(Strength::Fair, Text::StrengthStandard, "strength-fair") }
                            { strength_choice(Strength::Beginner, Text::StrengthBeginner, "strength-beginner") }
                        </div>
                    </div>
                }
                <div class="eg-field" role="radiogroup" aria-label={Text::LevelLabel.text(lang)}>
                    <span>{ Text::LevelLabel.text(lang) }</span>
                    <div class="sk-levels">
                        { level_choice(Level::Initiation, Text::LevelInitiationHint) }
                        { level_choice(Level::Entrainement, Text::LevelEntrainementHint) }
                        { level_choice(Level::Competition, Text::LevelCompetitionHint) }
                    </div>
                </div>
                <details>
                    <summary>{ Text::OptionsLabel.text(lang) }</summary>
                    <div>
                        { option(o.free_discard, |o, v| o.free_discard = v, Text::FreeDiscard, Text::FreeDiscardHint, "opt-free-discard") }
                        { option(o.ac_first_attack_shown, |o, v| o.ac_first_attack_shown = v, Text::AcTogether, Text::AcTogetherHint, "opt-ac-together") }
                        { option(o.countered_ac_under_talon, |o, v| o.countered_ac_under_talon = v, Text::CounteredUnderTalon, Text::CounteredUnderTalonHint, "opt-under-talon") }
                    </div>
                </details>
            </fieldset>
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="start-game">{ Text::Start.text(lang) }</button>
                <a class="eg-link" href={Route::Rules(GameId::Skirman).href()}>{ Text::ReadRules.text(lang) }</a>
                <a class="eg-link" href="#/glossary">{ Text::OpenGlossary.text(lang) }</a>
                <a class="eg-link" href="#/tournament">{ Text::OpenTournament.text(lang) }</a>
            </div>
        </form>
    }
}
