//! The tournament's set-up form: the fencers in seeding order (name, and who plays: a human or
//! the computer at some strength), 2 to 16 of them, and the card level.
use super::level_name;
use super::participant_row::ParticipantRow;
use crate::bots::Strength;
use crate::games::skirman::Level;
use crate::i18n::skirman_tournament::{count_line, default_name, Text};
use crate::i18n::Lang;
use crate::tournament::{Participant, ParticipantKind, MAX_PARTICIPANTS, MIN_PARTICIPANTS};
use crate::ui::context::use_lang;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The form's starting rows: you, then three computers.
fn initial_rows(lang: Lang) -> Vec<Participant> {
    (1..=4)
        .map(|n| {
            let kind = match n {
                1 => ParticipantKind::Human,
                2 => ParticipantKind::Computer(Strength::Beginner),
                _ => ParticipantKind::Computer(Strength::Standard),
            };
            Participant::new(default_name(n, lang), kind)
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct TournamentSetupProps {
    /// The participants in seeding order (the first gets the first bye) and the card level.
    pub on_start: Callback<(Vec<Participant>, Level)>,
    #[prop_or_default]
    pub initial: Option<(Vec<Participant>, Level)>,
}

/// The fencers as the form edits them. Untouched default names ("Fencer 2") follow the site's
/// language.
#[hook]
fn use_rows(initial: Option<Vec<Participant>>, lang: Lang) -> UseStateHandle<Vec<Participant>> {
    let rows = use_state(move || initial.unwrap_or_else(|| initial_rows(lang)));
    {
        let rows = rows.clone();
        use_effect_with(lang, move |&lang| {
            let renamed: Vec<Participant> = rows
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let mut p = p.clone();
                    if Lang::ALL.iter().any(|&l| p.name == default_name(i + 1, l)) {
                        p.name = default_name(i + 1, lang);
                    }
                    p
                })
                .collect();
            if renamed != *rows {
                rows.set(renamed);
            }
        });
    }
    rows
}

#[function_component(TournamentSetup)]
pub fn tournament_setup(props: &TournamentSetupProps) -> Html {
    let lang = use_lang();
    let rows = use_rows(props.initial.clone().map(|i| i.0), lang);
    let level = {
        let initial = props.initial.as_ref().map(|i| i.1);
        use_state(move || initial.unwrap_or(Level::Initiation))
    };
    let missing_name = use_state(|| false);
    let n = rows.len();

    let add = {
        let rows = rows.clone();
        Callback::from(move |_: MouseEvent| {
            if rows.len() < MAX_PARTICIPANTS {
                let mut next = (*rows).clone();
                next.push(Participant::new(
                    default_name(next.len() + 1, lang),
                    ParticipantKind::Computer(Strength::Standard),
                ));
                rows.set(next);
            }
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            level.set(
                Level::ALL
                    .into_iter()
                    .find(|l| l.slug() == value)
                    .unwrap_or(Level::Initiation),
            );
        })
    };
    let start = {
        let (rows, level, missing_name) = (rows.clone(), level.clone(), missing_name.clone());
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let participants: Vec<Participant> = rows
                .iter()
                .map(|p| Participant::new(p.name.trim(), p.kind))
                .collect();
            if participants.iter().any(|p| p.name.is_empty()) {
                missing_name.set(true);
                return;
            }
            missing_name.set(false);
            on_start.emit((participants, *level));
        })
    };

    let row = |i: usize, p: &Participant| {
        let on_change = {
            let rows = rows.clone();
            Callback::from(move |p: Participant| {
                let mut next = (*rows).clone();
                if let Some(row) = next.get_mut(i) {
                    *row = p;
                }
                rows.set(next);
            })
        };
        let on_remove = {
            let rows = rows.clone();
            Callback::from(move |()| {
                if rows.len() > MIN_PARTICIPANTS {
                    let mut next = (*rows).clone();
                    next.remove(i);
                    rows.set(next);
                }
            })
        };
        html! {
            <ParticipantRow index={i} participant={p.clone()} removable={n > MIN_PARTICIPANTS} {on_change} {on_remove} />
        }
    };
    let byes = n.next_power_of_two() - n;

    html! {
        <form class="eg-setup skt-setup" data-testid="tournament-setup" onsubmit={start}>
            <h1>{ Text::Title.text(lang) }<span class="eg-by">{ Text::Subtitle.text(lang) }</span></h1>
            <fieldset>
                <legend>{ Text::ParticipantsLegend.text(lang) }</legend>
                <p class="skt-hint">{ Text::ParticipantsHint.text(lang) }</p>
                <ol class="skt-rows">
                    { for rows.iter().enumerate().map(|(i, p)| row(i, p)) }
                </ol>
                <p class="skt-hint" data-testid="participant-count">{ count_line(n, byes, lang) }</p>
                <button type="button" class="eg-btn skt-add" onclick={add} disabled={n >= MAX_PARTICIPANTS}
                        data-testid="participant-add">{ Text::AddParticipant.text(lang) }</button>
                <label class="eg-field skt-level">
                    <span>{ Text::LevelLabel.text(lang) }</span>
                    <select onchange={on_level} data-testid="tournament-level">
                        { for Level::ALL.into_iter().map(|l| html! {
                            <option value={l.slug()} selected={*level == l}>{ level_name(l).text(lang) }</option>
                        }) }
                    </select>
                </label>
            </fieldset>
            if *missing_name {
                <p class="skt-error" role="alert">{ Text::NameMissing.text(lang) }</p>
            }
            <div class="eg-setup-actions">
                <button type="submit" class="eg-btn primary big" data-testid="tournament-start">{ Text::Start.text(lang) }</button>
            </div>
        </form>
    }
}
