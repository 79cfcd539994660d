//! Bluff as a plug-in of the shared table: no settings of its own, its board and its public
//! board (its log is its narration, `i18n::bluff`).
use super::board::Board;
use super::public_board::PublicBoard;
use crate::games::bluff::record::{Options, RuleSet};
use crate::games::bluff::{Bluff, Error, Public};
use crate::i18n::bluff::{bid_text, Text};
use crate::i18n::{Explain, Lang, Names};
use crate::ui::table::{BoardProps, PublicProps, TableGame};
use yew::prelude::*;

pub use crate::i18n::bluff::Move;

impl TableGame for Bluff {
    type Settings = ();

    fn record_parts(_settings: &()) -> (RuleSet, Options) {
        (RuleSet::Standard, Options {})
    }

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
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
