//! A seat's view that follows the game on its own, from the actions played and the hidden cards
//! that seat may learn: what a browser holding only its own view needs when no one holds the
//! whole state (a game between two devices, `deal`).
//!
//! Each game says, as data, which hidden cards move where at each step (its `HiddenMove`: "seat
//! two draws 2 from the pile", "the discard pile becomes a new talon", "both hands are shown").
//! The local dealer, the seeded state, serves them with every card (`apply_dealt`); a seat learns
//! only its part of each (`seen_by`); `follow` advances a view from the action as that seat saw
//! it and those moves. A dealer outside the state serves the same moves, so the rules run
//! unchanged whoever deals.
use super::{Game, RuleError, Seat, ViewOf};
use std::fmt::{self, Debug, Display};

/// Why a view could not follow a step: the moves served are not those the rules make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FollowError {
    /// The hidden move at `index` is not the one the rules make there.
    WrongMove { index: usize },
    /// The rules needed a hidden move at `index` that was not served.
    MissingMove { index: usize },
    /// `served` moves were served, the rules made only `used`.
    ExtraMoves { served: usize, used: usize },
    /// The action is not one the viewer can have seen played now (its own action refused by the
    /// rules, or cards the actor cannot hold).
    Impossible,
}

impl Display for FollowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FollowError::WrongMove { index } => {
                write!(f, "hidden move {index} is not the one the rules make")
            }
            FollowError::MissingMove { index } => write!(f, "hidden move {index} is missing"),
            FollowError::ExtraMoves { served, used } => {
                write!(f, "{served} hidden moves served, the rules made {used}")
            }
            FollowError::Impossible => write!(f, "the action cannot be played here"),
        }
    }
}

impl std::error::Error for FollowError {}

/// A game whose views follow it on their own (every registered game).
pub trait Follow: Game {
    /// One step of the rules that moves or shows hidden cards, with the cards it moves (`None`
    /// where a seat may not learn them: see `seen_by`). Plain data, so a dealer outside the
    /// state can serve it.
    type HiddenMove: Clone + Debug + PartialEq;
    /// An action as one seat saw it played (the cards it put face down left out).
    type Shown: Clone + Debug + PartialEq;

    /// Applies an action `check` accepted, as `apply_trusted` does, and returns the hidden moves
    /// it made, in order, with every card: the local dealer's log.
    fn apply_dealt(&mut self, action: &Self::Action) -> Vec<Self::HiddenMove>;

    /// Applies an action with the hidden moves served in place of the state's own cards, as a
    /// follower's stand-in or the audit's replay of a whole deal does; refused if they are not
    /// the moves the rules make here.
    fn apply_served(
        &mut self,
        action: &Self::Action,
        moves: &[Self::HiddenMove],
    ) -> Result<(), FollowError>;

    /// What `seat` may learn of a move: its own cards and those shown to everyone; the others
    /// are left out (their number stays, it is public).
    fn seen_by(hidden: &Self::HiddenMove, seat: Seat) -> Self::HiddenMove;

    /// `action`, about to be played, as the seat of `view` (its view before) sees it played.
    fn shown(view: &ViewOf<Self>, action: &Self::Action) -> Self::Shown;

    /// The view after `action`, from the view before, the action as its seat saw it and the
    /// hidden moves as that seat learned them.
    fn follow(
        view: &ViewOf<Self>,
        action: &Self::Shown,
        moves: &[Self::HiddenMove],
    ) -> Result<ViewOf<Self>, FollowError>;

    /// The next hidden move the rules make in this step after `moves`, as the seat of `view`
    /// would make it: its own cards and the facts about its own hand are true, the rest only
    /// has the move's shape (who draws how many); `None` when `moves` complete the step. A
    /// dealer outside the state asks this to know what to deal next (`deal::game`).
    fn wanted(
        view: &ViewOf<Self>,
        action: &Self::Shown,
        moves: &[Self::HiddenMove],
    ) -> Result<Option<Self::HiddenMove>, FollowError>;

    /// The seat a move states a fact about (its hand, its card en attente), which only that
    /// seat can state: the audit names it when the fact is false.
    fn holder(hidden: &Self::HiddenMove) -> Option<Seat> {
        let _ = hidden;
        None
    }

    /// `apply_served` for the end-of-game audit, whose state holds every card as dealt: a fact
    /// a holder stated about its hidden cards (it could parry, it is stuck, these are its
    /// hands) must also be what those cards say.
    fn apply_audited(
        &mut self,
        action: &Self::Action,
        moves: &[Self::HiddenMove],
    ) -> Result<(), FollowError> {
        self.apply_served(action, moves)
    }
}

/// The moves served to a follower, used in order while the rules run on a stand-in state.
#[derive(Clone, Debug, PartialEq)]
pub struct Served<M> {
    moves: Vec<M>,
    next: usize,
    wrong: Option<FollowError>,
    /// The move the state would have made where the served ones ran out.
    wanted: Option<M>,
    /// The audit's replay: a fact served must be the state's own (`Dealer::settle_fact`).
    audit: bool,
}

impl<M: Clone + PartialEq> Served<M> {
    pub fn new(moves: &[M]) -> Served<M> {
        Served {
            moves: moves.to_vec(),
            next: 0,
            wrong: None,
            wanted: None,
            audit: false,
        }
    }

    /// The next move if `fits` accepts it; else `None`, and the step is refused at the end.
    pub fn take(&mut self, fits: impl FnOnce(&M) -> bool) -> Option<M> {
        self.take_or_want(None, fits)
    }

    fn take_or_want(&mut self, local: Option<M>, fits: impl FnOnce(&M) -> bool) -> Option<M> {
        if self.wrong.is_some() {
            return None;
        }
        let index = self.next;
        match self.moves.get(index) {
            Some(m) if fits(m) => {
                self.next += 1;
                Some(m.clone())
            }
            Some(_) => {
                self.wrong = Some(FollowError::WrongMove { index });
                None
            }
            None => {
                self.wrong = Some(FollowError::MissingMove { index });
                self.wanted = local;
                None
            }
        }
    }

    /// Every move was used, each where the rules made it.
    pub fn finish(self) -> Result<(), FollowError> {
        match self.wrong {
            Some(error) => Err(error),
            None if self.next < self.moves.len() => Err(FollowError::ExtraMoves {
                served: self.moves.len(),
                used: self.next,
            }),
            None => Ok(()),
        }
    }
}

/// Where a state's hidden cards come from while it plays.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Dealer<M> {
    /// Its own seeded pile and RNG (play, records, saves).
    #[default]
    Local,
    /// Its own pile and RNG, every hidden move written down (`apply_dealt`).
    Logging(Vec<M>),
    /// A follower's stand-in: what the viewer may know comes from served moves.
    Served(Served<M>),
}

impl<M: Clone + PartialEq> Dealer<M> {
    /// A move the state made itself (`local`, every card in it): written down when logging;
    /// a follower takes the served move that `fits` instead (`None` if the wrong one came).
    pub fn settle(&mut self, local: M, fits: impl FnOnce(&M) -> bool) -> Option<M> {
        match self {
            Dealer::Local => Some(local),
            Dealer::Logging(log) => {
                log.push(local.clone());
                Some(local)
            }
            Dealer::Served(served) => served.take_or_want(Some(local), fits),
        }
    }

    /// `settle` for a fact a holder states about its own hidden cards (or shows of them): at
    /// the audit, whose state holds the real cards, the served fact must be the state's own.
    pub fn settle_fact(&mut self, local: M, fits: impl FnOnce(&M) -> bool) -> Option<M> {
        // Local play's hot path: nothing to write down or check.
        if self.is_local() {
            return Some(local);
        }
        let audit = matches!(self, Dealer::Served(served) if served.audit);
        let expected = local.clone();
        self.settle(local, |m| fits(m) && (!audit || *m == expected))
    }

    pub fn is_local(&self) -> bool {
        matches!(self, Dealer::Local)
    }
}

/// `Follow::apply_dealt` for a game whose hidden cards go through its `Dealer` (`dealer` reaches
/// it): the action applied with the dealer logging, and its log.
pub fn apply_logging<G: Game, M>(
    state: &mut G,
    action: &G::Action,
    dealer: fn(&mut G) -> &mut Dealer<M>,
) -> Vec<M> {
    *dealer(state) = Dealer::Logging(Vec::new());
    state.apply_trusted(action);
    match std::mem::take(dealer(state)) {
        Dealer::Logging(moves) => moves,
        _ => Vec::new(),
    }
}

/// `Follow::apply_served` for a game whose hidden cards go through its `Dealer`: the action
/// applied with `moves` served, refused unless the rules took exactly those.
pub fn apply_serving<G: Game, M: Clone + PartialEq>(
    state: &mut G,
    action: &G::Action,
    moves: &[M],
    dealer: fn(&mut G) -> &mut Dealer<M>,
) -> Result<(), FollowError> {
    serve(state, action, Served::new(moves), dealer)?.finish()
}

/// `Follow::apply_audited` for a game whose hidden cards go through its `Dealer`: served
/// facts must also agree with the state's cards.
pub fn apply_auditing<G: Game, M: Clone + PartialEq>(
    state: &mut G,
    action: &G::Action,
    moves: &[M],
    dealer: fn(&mut G) -> &mut Dealer<M>,
) -> Result<(), FollowError> {
    let served = Served {
        audit: true,
        ..Served::new(moves)
    };
    serve(state, action, served, dealer)?.finish()
}

/// `Follow::wanted` for a game whose hidden cards go through its `Dealer`: plays `action` on
/// `state` (a stand-in) with `moves` served; the move its rules make next, or `None` when
/// `moves` complete the step.
pub fn want_serving<G: Game, M: Clone + PartialEq>(
    state: &mut G,
    action: &G::Action,
    moves: &[M],
    dealer: fn(&mut G) -> &mut Dealer<M>,
) -> Result<Option<M>, FollowError> {
    let served = serve(state, action, Served::new(moves), dealer)?;
    match (&served.wrong, served.wanted.clone()) {
        (Some(FollowError::MissingMove { index }), Some(wanted)) if *index == moves.len() => {
            Ok(Some(wanted))
        }
        _ => served.finish().map(|()| None),
    }
}

fn serve<G: Game, M: Clone + PartialEq>(
    state: &mut G,
    action: &G::Action,
    served: Served<M>,
    dealer: fn(&mut G) -> &mut Dealer<M>,
) -> Result<Served<M>, FollowError> {
    *dealer(state) = Dealer::Served(served);
    state.apply_trusted(action);
    match std::mem::take(dealer(state)) {
        Dealer::Served(served) => Ok(served),
        _ => Err(FollowError::Impossible),
    }
}

/// Why the audit's replay refused a game: the move (from 0), the seat that played it (or that
/// stated a false fact about its hand in it), and the rule it breaks (`RuleError::rule_id`, or
/// `"deal"` when the hidden moves served with it are not those the rules make).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedMove {
    pub index: usize,
    pub seat: Option<Seat>,
    pub rule: &'static str,
    pub reason: String,
}

impl Display for RefusedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seat = self.seat.map_or(0, |s| s.number());
        write!(
            f,
            "move {} by seat {seat} breaks {}: {}",
            self.index + 1,
            self.rule,
            self.reason
        )
    }
}

/// The audit's replay: plays every step from `start`, a state holding every card as the deal
/// revealed it, through the real rules. Each action must be legal with the cards its seat
/// really held (a card never held, SK34's declining a possible defence, …), and each step's
/// hidden moves, every card in them, must be those the rules make, the facts a holder stated
/// about its cards true (`Follow::apply_audited`). Returns the final state.
pub fn replay_audited<G: Follow>(
    start: G,
    steps: &[(G::Action, Vec<G::HiddenMove>)],
) -> Result<G, RefusedMove> {
    let mut state = start;
    for (index, (action, moves)) in steps.iter().enumerate() {
        let seat = state.to_act();
        if let Err(error) = state.check(action) {
            return Err(RefusedMove {
                index,
                seat,
                rule: error.rule_id(),
                reason: error.to_string(),
            });
        }
        if let Err(error) = state.apply_audited(action, moves) {
            // A false fact is its holder's, whoever played the action.
            let holder = match error {
                FollowError::WrongMove { index } => moves.get(index).and_then(G::holder),
                _ => None,
            };
            return Err(RefusedMove {
                index,
                seat: holder.or(seat),
                rule: "deal",
                reason: error.to_string(),
            });
        }
    }
    Ok(state)
}

/// One step followed from both seats, for every game's property tests: plays `action` on
/// `game` through the local dealer, advances each seat's `views` with what it may learn, and
/// checks that each equals the seat's view of the state, with the same legal actions and the
/// same `check_in` answers (`junk` is any action, legal or not).
pub fn check_follow_step<G>(
    game: &mut G,
    action: &G::Action,
    junk: &G::Action,
    views: &mut [ViewOf<G>; 2],
) -> Result<(), String>
where
    G: Follow,
{
    let shown = views.clone().map(|view| G::shown(&view, action));
    let moves = game.apply_dealt(action);
    for seat in Seat::BOTH {
        let seen: Vec<G::HiddenMove> = moves.iter().map(|m| G::seen_by(m, seat)).collect();
        let shown = &shown[seat.index()];
        let followed = G::follow(&views[seat.index()], shown, &seen)
            .map_err(|e| format!("{seat:?} cannot follow {action:?} with {seen:?}: {e}"))?;
        let real = game.view(seat);
        if followed != real {
            return Err(format!(
                "{seat:?} followed {action:?} with {seen:?} to {followed:?}, the state shows {real:?}"
            ));
        }
        let legal = G::legal_actions_in(&followed);
        if legal != G::legal_actions_in(&real) {
            return Err(format!("{seat:?}: legal actions differ after {action:?}"));
        }
        for probe in legal.iter().chain(std::iter::once(junk)) {
            if G::check_in(&followed, probe) != G::check_in(&real, probe) {
                return Err(format!("{seat:?}: check_in differs on {probe:?}"));
            }
        }
        views[seat.index()] = followed;
    }
    Ok(())
}
