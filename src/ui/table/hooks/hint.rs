//! The assist bar's button: try the computer's move again after a failure, or ask a hint (the
//! search's move for the person to act, from that seat's view; dropped if the turn has moved
//! on, and when the table goes).
use crate::i18n::Lang;
use crate::ui::table::ai::{self, AiError, Answer, Request, Ticket};
use crate::ui::table::requests::{position, HINT_SALT};
use crate::ui::table::saving::Saving;
use crate::ui::table::state::{Msg, TableState};
use crate::ui::table::TableGame;
use yew::prelude::*;

#[hook]
pub fn use_assist<G: TableGame>(
    table: &UseReducerHandle<TableState<G>>,
    start: &Saving<G>,
    lang: Lang,
) -> Callback<MouseEvent> {
    let hint_ticket = use_mut_ref(|| None::<Ticket>);
    let table = table.clone();
    let start = start.clone();
    Callback::from(move |_| {
        if table.computer_trouble.is_some() {
            table.dispatch(Msg::Retry);
            return;
        }
        let Some(seat) = table.human_to_act() else {
            return;
        };
        let turn = table.turn;
        table.dispatch(Msg::HintAsked);
        let request = Request::Hint {
            game: G::ID,
            seed: table.ai_seed(HINT_SALT),
            lang,
            position: position(&table, &start, seat),
        };
        let handle = table.clone();
        let ticket = ai::ask(&request, move |answer| {
            handle.dispatch(match answer {
                Ok(Answer::Hinted { decision, sentence }) => Msg::HintAnswer {
                    turn,
                    index: usize::try_from(decision.index).unwrap_or(usize::MAX),
                    text: sentence,
                },
                // An answer of another kind: refused without words.
                Ok(_) => Msg::HintFailed {
                    turn,
                    error: AiError::Refused(String::new()),
                },
                Err(error) => Msg::HintFailed { turn, error },
            })
        });
        *hint_ticket.borrow_mut() = Some(ticket);
    })
}
