//! Fifes and Drums as a plug-in of the shared table: its one setting (who opens) and its widgets
//! (its log is its narration, `i18n::fifes`). The table owns the game, the seats, the hand-off
//! and the computer's turn.
use super::board::Board;
use super::end_summary::EndSummary;
use super::public_board::PublicBoard;
use super::settings_form::SettingsForm;
use crate::games::fifes::{Error, FifesAndDrums, FirstPlayer, Options, Public, RuleSet};
use crate::i18n::fifes_screen::describe_track;
use crate::i18n::{Explain, Lang, Names};
use crate::ui::table::{BoardProps, PublicProps, TableGame};
use yew::prelude::*;

/// The set-up choices of a game (the seats are the table's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub first_player: FirstPlayer,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            first_player: FirstPlayer::Random,
        }
    }
}

impl TableGame for FifesAndDrums {
    const ONLINE_PAGE: bool = true;

    type Settings = Settings;

    fn record_parts(settings: &Settings) -> (RuleSet, Options) {
        let options = Options {
            first_player: settings.first_player,
        };
        (RuleSet::Standard, options)
    }

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
    }

    fn describe(public: &Public, _names: &Names, lang: Lang) -> String {
        describe_track(public, lang)
    }

    fn settings_form(settings: &Settings, on_change: Callback<Settings>) -> Html {
        html! { <SettingsForm settings={*settings} {on_change} /> }
    }

    fn board(props: &BoardProps<FifesAndDrums>) -> Html {
        html! {
            <Board view={props.view.clone()} names={props.names.clone()} seats={props.seats.clone()}
                   on_play={props.on_play.clone()} refusal={props.refusal.clone()} last={props.last}
                   events={props.events.clone()} turn={props.turn} thinking={props.thinking}
                   hint={props.hint} />
        }
    }

    fn public_board(props: &PublicProps<FifesAndDrums>) -> Html {
        html! { <PublicBoard public={props.public.clone()} /> }
    }

    fn end_summary(props: &PublicProps<FifesAndDrums>) -> Html {
        match props.public.phase.report() {
            Some(report) => html! {
                <EndSummary report={report.clone()} track={props.public.track} names={props.names.clone()} />
            },
            None => Html::default(),
        }
    }
}
