//! Bluff as a plug-in of the shared table: no settings of its own, a log line per move, its
//! board and its public board.
use super::board::Board;
use super::public_board::PublicBoard;
use crate::core::Seat;
use crate::games::bluff::record::{Options, RuleSet};
use crate::games::bluff::{Action, Bluff, Error, Public};
use crate::i18n::bluff::{bid_text, move_text, Text};
use crate::i18n::{Explain, Lang, Names};
use crate::ui::table::{BoardProps, PublicProps, TableGame};
use yew::prelude::*;

/// One line of the log: a move, told from the public part after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    pub actor: Seat,
    pub action: Action,
    pub after: Public,
}

impl TableGame for Bluff {
    type Settings = ();
    type Event = Move;

    fn record_parts(_settings: &()) -> (RuleSet, Options) {
        (RuleSet::Standard, Options {})
    }

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
    }

    fn events(_before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Move> {
        vec![Move {
            actor,
            action: *action,
            after: after.clone(),
        }]
    }

    fn event_text(event: &Move, names: &Names, lang: Lang) -> String {
        move_text(event.actor, &event.action, &event.after, names, lang)
    }

    fn describe(public: &Public, _names: &Names, lang: Lang) -> String {
        match public.bids.last() {
            Some(&bid) => format!("{} {}", Text::LastBid.text(lang), bid_text(bid, lang)),
            None => Text::NoBidYet.text(lang).to_string(),
        }
    }

    fn settings_form(_settings: &(), _on_change: Callback<()>) -> Html {
        Html::default()
    }

    fn board(props: &BoardProps<Bluff>) -> Html {
        let my_turn = props.view.is_my_turn() && props.seats.kind(props.view.viewer).is_human();
        html! {
            <Board view={props.view.clone()} {my_turn} on_play={props.on_play.clone()}
                   refusal={props.refusal.clone()} turn={props.turn} />
        }
    }

    fn public_board(props: &PublicProps<Bluff>) -> Html {
        html! { <PublicBoard public={props.public.clone()} names={props.names.clone()} /> }
    }

    fn end_summary(props: &PublicProps<Bluff>) -> Html {
        Self::public_board(props)
    }
}
