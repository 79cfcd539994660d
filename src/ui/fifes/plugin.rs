//! Fifes and Drums as a plug-in of the shared table: its one setting (who opens), its log (a
//! heading per turn, then what the turn did), and its widgets. The table owns the game, the
//! seats, the hand-off and the computer's turn.
use super::board::Board;
use super::end_summary::EndSummary;
use super::public_board::PublicBoard;
use super::settings_form::SettingsForm;
use crate::core::Seat;
use crate::games::fifes::{
    events, Action, Error, Event, FifesAndDrums, FirstPlayer, Options, Public, RuleSet,
};
use crate::i18n::fifes::event_text;
use crate::i18n::fifes_screen::{describe_track, Text};
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

/// One line of the log: a heading for each turn, or what the turn did.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Turn(u16),
    Event(Event),
}

impl TableGame for FifesAndDrums {
    type Settings = Settings;
    type Event = Line;

    fn record_parts(settings: &Settings) -> (RuleSet, Options) {
        let options = Options {
            first_player: settings.first_player,
        };
        (RuleSet::Standard, options)
    }

    /// The one rule set, named in the player's words (the statistics' rows).
    fn rules_name(_rules: &RuleSet, lang: Lang) -> String {
        crate::i18n::fifes_screen::Text::StandardRules
            .text(lang)
            .to_string()
    }

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
    }

    fn events(before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Line> {
        std::iter::once(Line::Turn(before.turns_played() + 1))
            .chain(
                events(before, actor, action, after)
                    .into_iter()
                    .map(Line::Event),
            )
            .collect()
    }

    fn describe(public: &Public, _names: &Names, lang: Lang) -> String {
        describe_track(public, lang)
    }

    fn event_text(line: &Line, names: &Names, lang: Lang) -> String {
        match line {
            Line::Turn(turn) => format!("{} {turn}", Text::Turn.text(lang)),
            Line::Event(event) => event_text(event, names, lang),
        }
    }

    fn event_class(line: &Line) -> Option<&'static str> {
        match line {
            Line::Turn(_) => Some("tb-log-round"),
            Line::Event(Event::GameOver { .. } | Event::ExcuseRevealed { .. }) => {
                Some("tb-log-key")
            }
            Line::Event(_) => None,
        }
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
