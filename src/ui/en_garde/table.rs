//! The table's state and its reducer. The full game state lives here, in wasm memory only;
//! components receive the `View` of whoever is allowed to look.
use crate::bots;
use crate::core::{Game, Rng, Seat};
use crate::games::en_garde::{
    events, Action, EnGarde, Error, Event, FirstPlayer, Hand, Options, RoundReport, RuleSet, View,
};
pub use crate::ui::mode::Mode;
use std::rc::Rc;
use yew::Reducible;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub rules: RuleSet,
    pub mode: Mode,
    pub first_player: FirstPlayer,
    pub show_played_cards: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: RuleSet::default(),
            mode: Mode::VsComputer,
            first_player: FirstPlayer::PlayerOne,
            show_played_cards: true,
        }
    }
}

/// A card chosen in hand, before the action is confirmed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub card: Option<u8>,
    /// How many identical cards attack (when the card can attack).
    pub count: u8,
    /// Advanced, step two: the card already chosen to advance with.
    pub advance: Option<u8>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub round: u16,
    pub event: Event,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub settings: Settings,
    game: EnGarde,
    rng: Rng,
    pub log: Vec<LogLine>,
    /// Hot-seat: the device waits for this seat to take it (no hand is shown meanwhile).
    pub handoff_to: Option<Seat>,
    /// The round just ended: shown until dismissed.
    pub round_report: Option<RoundReport>,
    pub selection: Selection,
    /// Why the last attempted action was refused.
    pub refusal: Option<Error>,
    /// The take-hit button asks for confirmation when a parry was possible (EG21).
    pub confirming_take_hit: bool,
    /// Events of the last action, for the piste's animations; `animation` restarts them.
    pub last_events: Vec<Event>,
    pub animation: u32,
}

pub enum Msg {
    SelectCard(u8),
    SetCount(u8),
    StartAdvance(u8),
    ClearSelection,
    Play(Action),
    AskTakeHit,
    ComputerTurn,
    TakeDevice,
    DismissRound,
}

impl Table {
    pub fn new(settings: Settings, seed: u64) -> Table {
        let options = Options {
            first_player: settings.first_player,
            show_played_cards: settings.show_played_cards,
            ..Options::default()
        };
        let game = EnGarde::new(settings.rules, options, seed);
        let mut table = Table {
            settings,
            game,
            // The computer's own randomness, never derived from the deal's seed.
            rng: Rng::seeded(crate::core::fresh_seed()),
            log: Vec::new(),
            handoff_to: None,
            round_report: None,
            selection: Selection::default(),
            refusal: None,
            confirming_take_hit: false,
            last_events: Vec::new(),
            animation: 0,
        };
        table.handoff_to = table.needs_handoff();
        table
    }

    /// The seat whose hand this screen may show now; `None` while the device changes hands or
    /// a hot-seat round report covers the table (the next round's hands are already dealt).
    pub fn viewer(&self) -> Option<Seat> {
        match self.settings.mode {
            Mode::VsComputer => Some(Seat::One),
            Mode::HotSeat if self.handoff_to.is_some() || self.round_report.is_some() => None,
            Mode::HotSeat => Some(self.game.to_act().unwrap_or(Seat::One)),
        }
    }

    /// What the screen shows: the viewer's view, or, when nobody may look, the public part
    /// only (an empty hand). Never the full state.
    pub fn view(&self) -> View {
        match self.viewer() {
            Some(seat) => self.game.view(seat),
            None => {
                let mut view = self.game.view(Seat::One);
                view.private.hand = Hand::default();
                view
            }
        }
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    pub fn computer_to_play(&self) -> bool {
        self.settings.mode == Mode::VsComputer
            && self.round_report.is_none()
            && self.game.to_act() == Some(Seat::Two)
    }

    fn needs_handoff(&self) -> Option<Seat> {
        match (self.settings.mode, self.game.to_act()) {
            (Mode::HotSeat, Some(next)) if self.round_report.is_none() => Some(next),
            _ => None,
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
                let new_events = events(&before, actor, &action, &after);
                let round = before.round;
                for event in &new_events {
                    if let Event::RoundEnded(report) = event {
                        self.round_report = Some(report.clone());
                    }
                    self.log.push(LogLine {
                        round,
                        event: event.clone(),
                    });
                }
                self.last_events = new_events;
                self.animation = self.animation.wrapping_add(1);
                self.selection = Selection::default();
                self.refusal = None;
                self.confirming_take_hit = false;
                // Hot-seat: a new decision-maker takes the device (after any round report).
                if self.settings.mode == Mode::HotSeat
                    && self.round_report.is_none()
                    && self.game.to_act() != Some(actor)
                {
                    self.handoff_to = self.needs_handoff();
                }
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
            Msg::SelectCard(card) => {
                let view = table.view();
                let held = view.private.hand.count(card);
                if table.selection.card == Some(card) && table.selection.advance.is_none() {
                    table.selection = Selection::default();
                } else if let Some(advance) = table.selection.advance {
                    // Step two of advance-and-attack: the attack card.
                    let held_now = held - u8::from(card == advance);
                    table.selection = Selection {
                        card: Some(card),
                        count: held_now.max(1),
                        advance: Some(advance),
                    };
                } else {
                    // Attacks default to every identical card (the hardest to parry).
                    let count = if view.rules.level() == crate::games::en_garde::Level::Basic {
                        1
                    } else {
                        held
                    };
                    table.selection = Selection {
                        card: Some(card),
                        count: count.max(1),
                        advance: None,
                    };
                }
                table.refusal = None;
            }
            Msg::SetCount(count) => table.selection.count = count.max(1),
            Msg::StartAdvance(card) => {
                table.selection = Selection {
                    card: None,
                    count: 1,
                    advance: Some(card),
                };
                table.refusal = None;
            }
            Msg::ClearSelection => {
                table.selection = Selection::default();
                table.confirming_take_hit = false;
            }
            Msg::Play(action) => table.play(action),
            Msg::AskTakeHit => table.confirming_take_hit = true,
            Msg::ComputerTurn => {
                if table.computer_to_play() {
                    let view = table.game.view(Seat::Two);
                    if let Some(action) = bots::en_garde::choose(&view, &mut table.rng) {
                        table.play(action);
                    }
                }
            }
            Msg::TakeDevice => table.handoff_to = None,
            Msg::DismissRound => {
                table.round_report = None;
                table.last_events.clear();
                table.handoff_to = table.needs_handoff();
            }
        }
        Rc::new(table)
    }
}
