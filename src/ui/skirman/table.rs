//! The bout's reducer: it owns the full game (both hands, the talon order, the face-down cards)
//! in wasm memory and is the only code that calls the rules. Every action goes through `play`,
//! so an illegal one leaves the state unchanged and its typed reason is kept for the screen.
//! Components receive the view of whoever may look, never the state.
use super::bout::SeatKind;
use crate::bots::Computer;
use crate::core::{fresh_seed, Game, Outcome, Rng, Seat};
use crate::games::skirman::{Action, Card, Private, Rules, SkirmanError, SkirmanGame, SkirmanView};
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub rules: Rules,
    pub seats: [SeatKind; 2],
    game: SkirmanGame,
    rng: Rng,
    /// Hot-seat: the device must change hands before `Some(seat)` may look.
    pub handoff_to: Option<Seat>,
    /// Hot-seat: who held the device last.
    holder: Option<Seat>,
    /// Indexes into the viewer's (sorted) hand, in the order they were chosen (at most 2).
    pub selection: Vec<usize>,
    pub refusal: Option<SkirmanError>,
    /// Bumped on every action played; effects and animations key on it.
    pub animation: u32,
}

pub enum Msg {
    /// Select or unselect the card at this index of the viewer's hand.
    Toggle(usize),
    ClearSelection,
    Play(Action),
    ComputerTurn,
    TakeDevice,
}

impl Table {
    pub fn new(rules: Rules, seats: [SeatKind; 2], seed: u64) -> Table {
        Table::from_game(seats, SkirmanGame::new(rules, seed))
    }

    /// Plays on from `game`.
    pub fn from_game(seats: [SeatKind; 2], game: SkirmanGame) -> Table {
        let mut table = Table {
            rules: game.rules(),
            seats,
            game,
            // The computer's own randomness, never derived from the deal's seed.
            rng: Rng::seeded(fresh_seed()),
            handoff_to: None,
            holder: None,
            selection: Vec::new(),
            refusal: None,
            animation: 0,
        };
        table.handoff_to = table.next_handoff();
        table
    }

    fn humans(&self) -> usize {
        self.seats.iter().filter(|k| k.is_human()).count()
    }

    pub fn hot_seat(&self) -> bool {
        self.humans() == 2
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// Whose hand the screen may show: the only human; in hot-seat the seat to act once it
    /// holds the device; `None` during a hand-off (or a computer-only bout).
    pub fn viewer(&self) -> Option<Seat> {
        match self.humans() {
            0 => None,
            1 => Seat::BOTH
                .into_iter()
                .find(|s| self.seats[s.index()].is_human()),
            _ if self.handoff_to.is_some() => None,
            _ => self.holder.or(self.game.to_act()),
        }
    }

    /// What the screen may show. With no viewer, the public part only (an empty private part).
    pub fn view(&self) -> SkirmanView {
        match self.viewer() {
            Some(seat) => self.game.view(seat),
            None => SkirmanView {
                viewer: Seat::One,
                public: self.game.public(),
                private: Private::default(),
            },
        }
    }

    /// The legal actions of the viewer, if it is the viewer's decision.
    pub fn my_legal(&self) -> Vec<Action> {
        match (self.viewer(), self.game.to_act()) {
            (Some(v), Some(a)) if v == a && self.handoff_to.is_none() => self.game.legal_actions(),
            _ => Vec::new(),
        }
    }

    /// Why `action` is not allowed now (the rules' own reason).
    pub fn check(&self, action: &Action) -> Result<(), SkirmanError> {
        self.game.check(action)
    }

    pub fn computer_to_play(&self) -> bool {
        self.game
            .to_act()
            .is_some_and(|s| !self.seats[s.index()].is_human())
    }

    pub fn winner(&self) -> Option<Seat> {
        match self.game.outcome() {
            Some(Outcome::Winner(seat)) => Some(seat),
            _ => None,
        }
    }

    /// `[seat one, seat two]` cards in hand: public, unlike the cards themselves.
    pub fn hand_sizes(&self) -> [usize; 2] {
        Seat::BOTH.map(|s| self.game.hand(s).len())
    }

    /// The selected cards, in the order chosen.
    pub fn selected_cards(&self, view: &SkirmanView) -> Vec<Card> {
        self.selection
            .iter()
            .filter_map(|&i| view.private.hand.get(i).copied())
            .collect()
    }

    fn next_handoff(&self) -> Option<Seat> {
        if !self.hot_seat() {
            return None;
        }
        match self.game.to_act() {
            Some(seat) if self.holder != Some(seat) => Some(seat),
            _ => None,
        }
    }

    fn play(&mut self, action: Action) {
        match self.game.clone().play(&action) {
            Ok(next) => {
                self.game = next;
                self.animation = self.animation.wrapping_add(1);
                self.selection.clear();
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
            Msg::Toggle(i) => {
                if let Some(pos) = table.selection.iter().position(|&j| j == i) {
                    table.selection.remove(pos);
                } else {
                    if table.selection.len() >= 2 {
                        table.selection.remove(0);
                    }
                    table.selection.push(i);
                }
                table.refusal = None;
            }
            Msg::ClearSelection => {
                table.selection.clear();
                table.refusal = None;
            }
            Msg::Play(action) => {
                let mine = table.viewer().is_some() && table.viewer() == table.game.to_act();
                if mine && table.handoff_to.is_none() {
                    table.play(action);
                }
            }
            Msg::ComputerTurn => {
                if let Some(seat) = table.game.to_act() {
                    if let SeatKind::Computer(strength) = table.seats[seat.index()] {
                        let view = table.game.view(seat);
                        let mut bot = SkirmanGame::bot(strength, table.rng.next_u64());
                        if let Some(action) = bot.choose(&view) {
                            table.play(action);
                        }
                    }
                }
            }
            Msg::TakeDevice => {
                table.holder = table.handoff_to.take();
            }
        }
        Rc::new(table)
    }
}
