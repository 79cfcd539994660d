//! The contract every game implements, and the AI and the UI rely on.
//!
//! Shaped like shakmaty/turnbase: legality is decided by `check` alone, `play` never loses the
//! state (an illegal action hands the unchanged state back with the reason), and `view` returns a
//! type built for one viewer, so hidden cards cannot leak through it by construction.
use super::view::{PublicInfo, View};
use super::{Outcome, Rng, Seat};
use std::fmt::{Debug, Display};

/// Why an action or a set-up is illegal, as data. Each variant names the rule it breaks; the
/// i18n layer turns it into a sentence in the player's language.
/// Errors also implement `Display` (a short English sentence with the rule ID, for logs and the
/// CLI's fallback) and `std::error::Error`; the player's language goes through `i18n::Explain`.
pub trait RuleError: Clone + Debug + PartialEq + Display + std::error::Error {
    /// The rule identifier from the spec (`"EG5"`, `"A-FD3"`, `"SK11"`), or a short generic tag.
    fn rule_id(&self) -> &'static str;
}

/// The view type of a game: its public part and one seat's private part.
pub type ViewOf<G> = View<<G as Game>::Public, <G as Game>::Private>;

/// An action that was refused: the reason, and the state exactly as it was before.
#[derive(Clone, Debug)]
pub struct Rejected<G: Game> {
    pub state: G,
    pub error: G::Error,
}

pub trait Game: Clone + Sized {
    type Action: Clone + Debug + PartialEq;
    type Error: RuleError;
    /// What every seat and a spectator may see. Its type holds no field for a hidden card.
    /// Written as JSON for the engine protocol and the AI worker (`View` is `{viewer, public,
    /// private}`).
    type Public: Clone + Debug + PartialEq + PublicInfo + serde::Serialize;
    /// What only one seat may see (its hand, its secret card).
    type Private: Clone + Debug + PartialEq + serde::Serialize;

    /// Whose decision it is now; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// Every action `check` accepts now, in a deterministic order.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// Calls `f` with each action of `legal_actions`, in the same order, without building the
    /// list (a game whose legality can enumerate in place overrides it: playouts and
    /// benchmarks call it for every move).
    fn for_each_legal(&self, mut f: impl FnMut(Self::Action)) {
        for action in self.legal_actions() {
            f(action);
        }
    }

    /// Is `action` legal now? Never mutates, never panics.
    fn check(&self, action: &Self::Action) -> Result<(), Self::Error>;

    /// Applies an action that `check` accepted. Calling it with anything else is a logic error
    /// (it will not panic, but the state is then unspecified): use `play` or `play_in_place`.
    fn apply_trusted(&mut self, action: &Self::Action);

    fn outcome(&self) -> Option<Outcome>;

    /// What everyone at the table sees.
    fn public(&self) -> Self::Public;

    /// What only `seat` sees.
    fn private(&self, seat: Seat) -> Self::Private;

    /// Everything `viewer` may know.
    fn view(&self, viewer: Seat) -> ViewOf<Self> {
        View {
            viewer,
            public: self.public(),
            private: self.private(viewer),
        }
    }

    /// The viewer's legal actions, decided from its view alone by the same legality code as
    /// `legal_actions` (equal to it when the viewer is to act; empty otherwise).
    fn legal_actions_in(view: &ViewOf<Self>) -> Vec<Self::Action>;

    /// Why `action` is illegal for the viewer now, from its view alone (as `check` would say).
    fn check_in(view: &ViewOf<Self>, action: &Self::Action) -> Result<(), Self::Error>;

    /// A full state consistent with everything `view` shows (the hidden parts drawn at random
    /// from what that viewer cannot rule out). The AI searches such states; it never sees the
    /// real one.
    fn determinize(view: &ViewOf<Self>, rng: &mut Rng) -> Self;

    /// Checked apply that hands the unchanged state back on error.
    fn play(mut self, action: &Self::Action) -> Result<Self, Rejected<Self>> {
        match self.check(action) {
            Ok(()) => {
                self.apply_trusted(action);
                Ok(self)
            }
            Err(error) => Err(Rejected { state: self, error }),
        }
    }

    /// Checked apply on a borrowed state: on error nothing has changed.
    fn play_in_place(&mut self, action: &Self::Action) -> Result<(), Self::Error> {
        self.check(action)?;
        self.apply_trusted(action);
        Ok(())
    }
}

/// The contract checked on one state, for every game's property tests: while someone is to act
/// there is a legal action; `check` accepts every listed action; and `junk` (any action, legal
/// or not) is either listed or refused by `play` with the state handed back unchanged.
/// Returns the legal actions, or what was violated.
pub fn check_contract<G>(game: &G, junk: &G::Action) -> Result<Vec<G::Action>, String>
where
    G: Game + PartialEq + Debug,
{
    let legal = game.legal_actions();
    if game.to_act().is_some() && legal.is_empty() {
        return Err(format!("no legal action while the game is on: {game:?}"));
    }
    if let Some(action) = legal.iter().find(|a| game.check(a).is_err()) {
        return Err(format!(
            "listed action {action:?} refused: {:?}",
            game.check(action)
        ));
    }
    match game.check(junk) {
        Ok(()) if !legal.contains(junk) => Err(format!("{junk:?} accepted but not listed")),
        Ok(()) => Ok(legal),
        Err(_) => match game.clone().play(junk) {
            Ok(_) => Err(format!("check refused {junk:?} but play accepted it")),
            Err(rejected) if rejected.state != *game => {
                Err(format!("refusing {junk:?} changed the state"))
            }
            Err(_) => Ok(legal),
        },
    }
}

/// The view contract checked on one state, for every game's property tests: from each seat's
/// view alone the same legal actions are found as from the state (none when it is not that
/// seat's decision), and a state determinized from a view shows that same view and the same
/// public part.
pub fn check_view_contract<G: Game>(game: &G, rng: &mut Rng) -> Result<(), String> {
    for seat in Seat::BOTH {
        let view = game.view(seat);
        let from_view = G::legal_actions_in(&view);
        let expected = if game.to_act() == Some(seat) {
            game.legal_actions()
        } else {
            Vec::new()
        };
        if from_view != expected {
            return Err(format!(
                "{seat:?}: legal actions from the view {from_view:?} differ from the state's {expected:?}"
            ));
        }
        if let Some(action) = expected.iter().find(|a| G::check_in(&view, a).is_err()) {
            return Err(format!("{seat:?}: check_in refuses listed {action:?}"));
        }
        let sampled = G::determinize(&view, rng);
        if sampled.view(seat) != view {
            return Err(format!(
                "{seat:?}: a determinized state shows another view: {:?} vs {view:?}",
                sampled.view(seat)
            ));
        }
        if sampled.public() != game.public() {
            return Err(format!(
                "{seat:?}: a determinized state changes the public part"
            ));
        }
    }
    Ok(())
}
