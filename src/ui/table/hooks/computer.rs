//! The computer's turn. The search runs in the AI worker: a game with a searching computer
//! starts it at once, so its download overlaps the first moves. The computer plays after the
//! pause chosen in the set-up, so its move can be followed: a strength that decides at once
//! plays on the page; the search is asked of the worker at once, and its move is played no
//! sooner than the pause. A stale answer (the turn moved on, the table is gone) is dropped.
use crate::i18n::Lang;
use crate::ui::table::ai::{self, AiError, Answer, Request, Ticket};
use crate::ui::table::pace::Pace;
use crate::ui::table::requests::{position, DECIDE_SALT};
use crate::ui::table::saving::Saving;
use crate::ui::table::seats::SeatKind;
use crate::ui::table::state::{Msg, TableState};
use crate::ui::table::TableGame;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

#[hook]
pub fn use_computer_turn<G: TableGame>(
    table: &UseReducerHandle<TableState<G>>,
    start: &Saving<G>,
    lang: Lang,
) {
    let searching = table
        .seats
        .kinds
        .iter()
        .any(|k| matches!(k, SeatKind::Computer(s) if s.searches()));
    use_effect_with(searching, |&searching| {
        if searching {
            ai::warm();
        }
    });

    let handle = table.clone();
    let start = start.clone();
    let strength = table
        .computer_strength()
        .filter(|_| table.computer_trouble.is_none());
    use_effect_with(
        (table.turn, table.attempt, strength),
        move |&(turn, _, strength)| {
            let delay = Pace::load().delay_ms();
            let alive = Rc::new(Cell::new(true));
            let later: Rc<RefCell<Option<Timeout>>> = Rc::default();
            let mut ticket: Option<Ticket> = None;
            match (strength, handle.game.to_act()) {
                (Some(strength), Some(seat)) if strength.searches() && handle.worker => {
                    let started = js_sys::Date::now();
                    let request = Request::Decide {
                        game: G::ID,
                        strength,
                        seed: handle.ai_seed(DECIDE_SALT),
                        lang,
                        position: position(&handle, &start, seat),
                    };
                    let (alive, later) = (alive.clone(), later.clone());
                    ticket = Some(ai::ask(&request, move |answer| {
                        if !alive.get() {
                            return;
                        }
                        let msg = match answer {
                            Ok(Answer::Decided(decision)) => Msg::ComputerAnswer {
                                turn,
                                index: usize::try_from(decision.index).unwrap_or(usize::MAX),
                            },
                            // An answer of another kind: refused without words.
                            Ok(_) => Msg::ComputerFailed {
                                turn,
                                error: AiError::Refused(String::new()),
                            },
                            Err(error) => Msg::ComputerFailed { turn, error },
                        };
                        let wait = f64::from(delay) - (js_sys::Date::now() - started);
                        if wait >= 1.0 {
                            let play = Timeout::new(wait as u32, move || handle.dispatch(msg));
                            *later.borrow_mut() = Some(play);
                        } else {
                            handle.dispatch(msg);
                        }
                    }));
                }
                (Some(_), Some(_)) => {
                    let play = Timeout::new(delay, move || handle.dispatch(Msg::ComputerTurn));
                    *later.borrow_mut() = Some(play);
                }
                _ => {}
            }
            move || {
                alive.set(false);
                drop(later.take());
                drop(ticket);
            }
        },
    );
}
