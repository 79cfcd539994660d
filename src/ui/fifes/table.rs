//! The Fifes and Drums table and its reducer. The full state (both secret cards, the pile order)
//! stays in wasm memory; components receive the view of whoever may look.
use crate::bots;
use crate::core::{Game, Rng, Seat};
use crate::games::fifes::{
    events, Action, Card, Direction, Error, Event, FifesAndDrums, FirstPlayer, Options, Order, View,
};
pub use crate::ui::mode::Mode;
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub mode: Mode,
    pub first_player: FirstPlayer,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            mode: Mode::VsComputer,
            first_player: FirstPlayer::Random,
        }
    }
}

/// The card being considered and the choice that goes with it, before confirming.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    pub card: Option<Card>,
    /// Spaces for the card's first suit (numbered cards); the second gets the rest.
    pub first_share: u8,
    pub direction: Option<Direction>,
}

impl Choice {
    /// The action this choice stands for, if it is complete.
    pub fn action(&self) -> Option<Action> {
        let card = self.card?;
        match card.order() {
            Order::Retreat { value, .. } => Some(Action::split(
                card,
                self.first_share,
                value.saturating_sub(self.first_share),
            )),
            Order::March(_) => self.direction.map(|d| Action::march(card, d)),
            Order::Charge(_) => Some(Action::charge(card)),
            Order::None => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub settings: Settings,
    game: FifesAndDrums,
    rng: Rng,
    /// Turn number (1-based) and event, for the log.
    pub log: Vec<(u16, Event)>,
    pub handoff_to: Option<Seat>,
    pub choice: Choice,
    pub refusal: Option<Error>,
    pub animation: u32,
}

pub enum Msg {
    Consider(Card),
    SetShare(u8),
    SetDirection(Direction),
    Cancel,
    Confirm,
    ComputerTurn,
    TakeDevice,
}

impl Table {
    pub fn new(settings: Settings, seed: u64) -> Table {
        let options = Options {
            first_player: settings.first_player,
        };
        let game = FifesAndDrums::new(options, seed);
        let mut table = Table {
            settings,
            game,
            // The computer's own randomness, never derived from the deal's seed.
            rng: Rng::seeded(crate::core::fresh_seed()),
            log: Vec::new(),
            handoff_to: None,
            choice: Choice::default(),
            refusal: None,
            animation: 0,
        };
        table.handoff_to = table.next_handoff();
        table
    }

    /// Whose secret card the screen may show; `None` while the device changes hands.
    pub fn viewer(&self) -> Option<Seat> {
        match self.settings.mode {
            Mode::VsComputer => Some(Seat::One),
            Mode::HotSeat if self.handoff_to.is_some() => None,
            Mode::HotSeat => Some(self.game.to_act().unwrap_or(Seat::One)),
        }
    }

    /// The view of the viewer; during a hand-off, seat one's view, whose secret card the page
    /// does not render.
    pub fn view(&self) -> View {
        self.game.view(self.viewer().unwrap_or(Seat::One))
    }

    pub fn computer_to_play(&self) -> bool {
        self.settings.mode == Mode::VsComputer && self.game.to_act() == Some(Seat::Two)
    }

    fn next_handoff(&self) -> Option<Seat> {
        match self.settings.mode {
            Mode::HotSeat => self.game.to_act(),
            Mode::VsComputer => None,
        }
    }

    fn play(&mut self, action: Action) {
        let Some(actor) = self.game.to_act() else {
            return;
        };
        let before = self.game.view(actor);
        match self.game.clone().play(&action) {
            Ok(next) => {
                let after = next.view(actor);
                self.game = next;
                let turn = before.turns_played() + 1;
                for event in events(&before, actor, &action, &after) {
                    self.log.push((turn, event));
                }
                self.animation = self.animation.wrapping_add(1);
                self.choice = Choice::default();
                self.refusal = None;
                self.handoff_to = self.next_handoff();
            }
            Err(rejected) => self.refusal = Some(rejected.error),
        }
    }
}

impl Reducible for Table {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut table = (*self).clone();
        match msg {
            Msg::Consider(card) => {
                let first_share = match card.order() {
                    // Start from the even split; the player adjusts it.
                    Order::Retreat { value, .. } => value / 2,
                    _ => 0,
                };
                table.choice = Choice {
                    card: Some(card),
                    first_share,
                    direction: None,
                };
                table.refusal = None;
            }
            Msg::SetShare(share) => table.choice.first_share = share,
            Msg::SetDirection(direction) => table.choice.direction = Some(direction),
            Msg::Cancel => {
                table.choice = Choice::default();
                table.refusal = None;
            }
            Msg::Confirm => {
                if let Some(action) = table.choice.action() {
                    table.play(action);
                }
            }
            Msg::ComputerTurn => {
                if table.computer_to_play() {
                    let view = table.game.view(Seat::Two);
                    if let Some(action) = bots::fifes::choose(&view, &mut table.rng) {
                        table.play(action);
                    }
                }
            }
            Msg::TakeDevice => table.handoff_to = None,
        }
        Rc::new(table)
    }
}
