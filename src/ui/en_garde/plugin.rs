//! En Garde as a plug-in of the shared table: its settings, the round report as the table's
//! pause, and its widgets (its log lines are its narration, `i18n::en_garde`). The table owns the
//! game, the seats, the hand-off and the computer's turn.
use super::board::Board;
use super::public_board::PublicBoard;
use super::report::RoundReportView;
use super::setup::SettingsForm;
use crate::core::PublicInfo;
use crate::games::en_garde::RuleSet;
use crate::games::en_garde::{EnGarde, Error, FirstPlayer, Options, Public};
use crate::i18n::en_garde::describe_piste;
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

pub use crate::i18n::en_garde::Line;

impl TableGame for EnGarde {
    const ONLINE_PAGE: bool = true;

    type Settings = Settings;

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

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
    }

    fn describe(public: &Public, names: &Names, lang: Lang) -> String {
        describe_piste(public, names, lang)
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
