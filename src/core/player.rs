//! What a computer player is to the rest of the program: one decision from one seat's view
//! (`bots` has the players, `ai` the search; both implement `Bot`).
use super::{Game, ViewOf};

/// A computer player: one decision from one seat's view.
pub trait Bot<G: Game> {
    /// The action to play, or `None` when it is not the viewer's decision.
    fn choose(&mut self, view: &ViewOf<G>) -> Option<G::Action>;
}

/// Plays `game` on until it ends or `max_actions` have been played, each seat's bot deciding
/// from that seat's view. A bot that finds nothing to play, or whose action is refused (a bug,
/// not a reason to panic mid-tournament), stops the game where it stands. Returns the actions
/// played.
pub fn play_out<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G>>; 2],
    max_actions: usize,
) -> usize {
    let mut played = 0;
    while let Some(seat) = game.to_act() {
        if played >= max_actions {
            break;
        }
        let view = game.view(seat);
        let Some(action) = bots[seat.index()].choose(&view) else {
            break;
        };
        if game.play_in_place(&action).is_err() {
            break;
        }
        played += 1;
    }
    played
}
