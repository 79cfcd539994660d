//! En Garde as a plug-in of the shared table: its settings, its log lines, the round report as
//! the table's pause, and its widgets. The table owns the game, the seats, the hand-off and the
//! computer's turn.
use super::board::Board;
use super::public_board::PublicBoard;
use super::report::RoundReportView;
use super::setup::SettingsForm;
use crate::core::{PublicInfo, Seat};
use crate::games::en_garde::RuleSet;
use crate::games::en_garde::{events, Action, EnGarde, Error, Event, FirstPlayer, Options, Public};
use crate::i18n::en_garde::{describe_piste, event_text, round_heading, rule_set_name};
use crate::i18n::{Explain, Lang, Names};
use crate::ui::table::{BoardProps, PublicProps, TableGame};
use yew::prelude::*;

/// The set-up choices of a match (the seats are the table's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub rules: RuleSet,
    pub first_player: FirstPlayer,
    /// The memory aid (EG19 option): played cards are counted on screen and named in the log.
    pub show_played_cards: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: RuleSet::default(),
            first_player: FirstPlayer::PlayerOne,
            show_played_cards: true,
        }
    }
}

/// The address's query that names the rules a set-up opens with (`?rules=abacus-advanced`,
/// from the guide's "Play a real game").
pub const RULES_QUERY: &str = "?rules=";

/// One line of the log: a heading for a new round, or an event told with or without the cards
/// (the memory-aid option decides).
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Round(u16),
    Event { event: Event, show_cards: bool },
}

impl Line {
    /// The game's event, if this line tells one.
    pub fn event(&self) -> Option<&Event> {
        match self {
            Line::Round(_) => None,
            Line::Event { event, .. } => Some(event),
        }
    }
}

impl TableGame for EnGarde {
    type Settings = Settings;
    type Event = Line;

    /// The rules the address asks for (`RULES_QUERY`), else the default.
    fn first_settings() -> Settings {
        let asked = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .and_then(|query| RuleSet::from_name(query.strip_prefix(RULES_QUERY)?));
        Settings {
            rules: asked.unwrap_or_default(),
            ..Settings::default()
        }
    }

    fn record_parts(settings: &Settings) -> (RuleSet, Options) {
        let options = Options {
            first_player: settings.first_player,
            show_played_cards: settings.show_played_cards,
            ..Options::default()
        };
        (settings.rules, options)
    }

    fn rules_name(rules: &RuleSet, lang: Lang) -> String {
        rule_set_name(*rules, lang)
    }

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
    }

    fn events(before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Line> {
        let show_cards = before.options.show_played_cards;
        // No card is on the discard before a round's first action (every action but taking a
        // hit or passing plays one, and neither can open a round): the round's heading.
        let heading = before
            .top_discard
            .is_none()
            .then_some(Line::Round(before.round));
        heading
            .into_iter()
            .chain(
                events(before, actor, action, after)
                    .into_iter()
                    .map(|event| Line::Event { event, show_cards }),
            )
            .collect()
    }

    fn describe(public: &Public, names: &Names, lang: Lang) -> String {
        describe_piste(public, names, lang)
    }

    fn event_text(line: &Line, names: &Names, lang: Lang) -> String {
        match line {
            Line::Round(round) => round_heading(*round, lang),
            Line::Event { event, show_cards } => event_text(event, names, *show_cards, lang),
        }
    }

    fn event_class(line: &Line) -> Option<&'static str> {
        match line {
            Line::Round(_) => Some("tb-log-round"),
            Line::Event {
                event: Event::RoundEnded(_) | Event::MatchWon { .. },
                ..
            } => Some("tb-log-key"),
            Line::Event { .. } => None,
        }
    }

    /// A round ended (and the next is already dealt): everyone reads the report first.
    fn pauses_after(before: &Public, after: &Public) -> bool {
        after.round != before.round && after.outcome().is_none()
    }

    fn settings_form(settings: &Settings, on_change: Callback<Settings>) -> Html {
        html! { <SettingsForm settings={*settings} {on_change} /> }
    }

    fn board(props: &BoardProps<EnGarde>) -> Html {
        html! {
            <Board view={props.view.clone()} names={props.names.clone()} seats={props.seats.clone()}
                   on_play={props.on_play.clone()} refusal={props.refusal.clone()} last={props.last}
                   events={props.events.clone()} turn={props.turn} thinking={props.thinking} hint={props.hint} />
        }
    }

    fn public_board(props: &PublicProps<EnGarde>) -> Html {
        html! {
            <PublicBoard public={props.public.clone()} before={props.before.clone()}
                         events={props.events.clone()} names={props.names.clone()} />
        }
    }

    fn pause(props: &PublicProps<EnGarde>) -> Html {
        match props.public.last_round.as_ref() {
            Some(report) => html! {
                <RoundReportView report={report.clone()} score={props.public.score} names={props.names.clone()} heading=true />
            },
            None => Html::default(),
        }
    }

    fn end_summary(props: &PublicProps<EnGarde>) -> Html {
        match props.public.last_round.as_ref() {
            Some(report) => html! {
                <RoundReportView report={report.clone()} score={props.public.score} names={props.names.clone()} heading=false />
            },
            None => Html::default(),
        }
    }
}
