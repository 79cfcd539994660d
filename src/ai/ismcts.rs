//! Single-observer ISMCTS. The tree's nodes are action histories from the root; each iteration
//! draws one world from the view, walks down the children whose action is legal in that world
//! (UCB1 with availability counts), adds one node, plays the rest out at random, and credits each
//! node's mover with the result.
use super::{value_for, Inference, Searchable};
use crate::core::player::Bot;
use crate::core::{Rng, Seat, ViewOf};

/// How much the search may do for one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Search {
    /// Iterations per decision: the strength, and what makes results reproducible from a seed
    /// on every platform (a time budget would not be).
    pub iterations: u32,
    /// UCB1's exploration constant.
    pub exploration: f64,
    /// A playout stops after this many actions and is valued by `Searchable::estimate`.
    pub playout_limit: u32,
    /// How the hidden cards of each iteration's world are inferred (`Searchable::sampler`).
    pub inference: Inference,
    /// Whether a player's moves in the tree are kept apart by what that player alone knows in
    /// the sampled world (`Searchable::private_key`): the opponent then answers as if it knew
    /// its own cards, instead of with one compromise for all the hands it may hold.
    pub private_branches: bool,
    /// How the tree picks the opponent's moves.
    pub opponent_moves: OpponentMoves,
}

impl Default for Search {
    fn default() -> Search {
        Search {
            iterations: 1_000,
            exploration: 0.7,
            playout_limit: 400,
            inference: Inference::Quick,
            private_branches: false,
            opponent_moves: OpponentMoves::Searched,
        }
    }
}

/// How the tree picks the opponent's moves (its own, the viewer's, are always UCB1's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OpponentMoves {
    /// UCB1 over the results, as for the viewer's. Every world the search samples holds the
    /// viewer's real hand, so the opponent then answers as if it knew that hand (the "strategy
    /// fusion" of determinized search): a cautious model, and a strong one where the opponent
    /// plays well.
    #[default]
    Searched,
    /// The opponent's own policy (`Searchable::playout_action`), deciding from its view of the
    /// sampled world: it cannot know the viewer's hand, but plays as that policy does.
    Policy,
    /// `Policy` where the game says it suits the rules in force (`Searchable::
    /// opponent_by_policy`), else `Searched`.
    AsTheGameSays,
}

/// The search's choice and how it rates it.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<A> {
    pub action: A,
    /// The mean result of the chosen action for the viewer (≈ its chance of winning).
    pub value: f64,
    /// How many iterations went through the chosen action.
    pub visits: u32,
    pub iterations: u32,
}

/// A move from a node to a child, with the child's statistics: kept in the parent, so that
/// scoring the children legal in a world reads one list.
struct Edge<A> {
    action: A,
    /// Who played `action` (whose result this edge accumulates).
    mover: Seat,
    child: usize,
    /// Where `action` was in the legal actions the last time it was legal (they are listed in a
    /// fixed order, and a node's worlds often list the same ones): looked at first.
    hint: usize,
    visits: u32,
    /// How many times this move could have been chosen (it was legal in the world).
    available: u32,
    total: f64,
}

/// The moves from one node played by a mover who knew `key` (`Searchable::private_key`;
/// always 0, one branch, unless the search keeps private branches).
struct Branch<A> {
    key: u64,
    edges: Vec<Edge<A>>,
}

struct Node<A> {
    branches: Vec<Branch<A>>,
}

/// The ISMCTS computer player: a search budget and its own generator.
pub struct Ismcts {
    pub search: Search,
    pub rng: Rng,
}

impl Ismcts {
    pub fn new(search: Search, rng: Rng) -> Ismcts {
        Ismcts { search, rng }
    }

    /// Searches from `view` (the seat to act's knowledge only). `None` when it is not the
    /// viewer's decision.
    pub fn think<G: Searchable>(&mut self, view: &ViewOf<G>) -> Option<SearchResult<G::Action>> {
        let legal = G::legal_actions_in(view);
        let first = legal.first()?.clone();
        if legal.len() == 1 {
            return Some(SearchResult {
                action: first,
                value: 0.5,
                visits: 0,
                iterations: 0,
            });
        }
        self.weigh::<G>(view)
    }

    /// Searches as `think` does, a forced move too: its value is still worth knowing (a hint
    /// says its chance of winning). `None` when it is not the viewer's decision.
    pub fn weigh<G: Searchable>(&mut self, view: &ViewOf<G>) -> Option<SearchResult<G::Action>> {
        G::legal_actions_in(view).first()?;
        let mut tree: Vec<Node<G::Action>> = vec![Node {
            branches: Vec::new(),
        }];
        // The moves walked this iteration: (node, branch, edge).
        let mut path: Vec<(usize, usize, usize)> = Vec::with_capacity(64);
        let mut tried: Vec<bool> = Vec::with_capacity(64);
        let mut sample = G::sampler(view, self.search.inference);
        let opponent_by_policy = match self.search.opponent_moves {
            OpponentMoves::Searched => false,
            OpponentMoves::Policy => true,
            OpponentMoves::AsTheGameSays => G::opponent_by_policy(view),
        };
        for _ in 0..self.search.iterations.max(1) {
            let mut world = sample(&mut self.rng);
            path.clear();
            let mut at = 0;
            // Selection and expansion.
            while let Some(actor) = world.to_act() {
                let legal = world.legal_actions();
                if legal.is_empty() {
                    break;
                }
                if opponent_by_policy && actor != view.viewer {
                    let Some(action) = world.playout_action(&mut self.rng) else {
                        break;
                    };
                    world.apply_trusted(&action);
                    let step = follow(&mut tree, at, action, actor);
                    path.push(step);
                    let (node, branch, edge) = step;
                    at = tree[node].branches[branch].edges[edge].child;
                    continue;
                }
                let key = if self.search.private_branches {
                    world.private_key(actor)
                } else {
                    0
                };
                let branch = branch_for(&mut tree[at], key);
                // One pass over the branch's moves: the legal ones are scored by UCB1 and
                // marked tried.
                tried.clear();
                tried.resize(legal.len(), false);
                let mut best: Option<(usize, f64)> = None;
                for (i, edge) in tree[at].branches[branch].edges.iter_mut().enumerate() {
                    // Legal actions are distinct (tested below), so the hint finds the one
                    // index the scan would.
                    let index = match legal.get(edge.hint) {
                        Some(a) if *a == edge.action => Some(edge.hint),
                        _ => legal.iter().position(|a| *a == edge.action),
                    };
                    let Some(index) = index else {
                        continue;
                    };
                    edge.hint = index;
                    tried[index] = true;
                    edge.available += 1;
                    let mean = edge.total / edge.visits.max(1) as f64;
                    let ucb = mean
                        + self.search.exploration
                            * ((edge.available.max(1) as f64).ln() / edge.visits.max(1) as f64)
                                .sqrt();
                    if best.is_none_or(|(_, b)| ucb > b) {
                        best = Some((i, ucb));
                    }
                }
                let untried = tried.iter().filter(|&&t| !t).count();
                if untried > 0 {
                    let pick = self.rng.below(untried as u32) as usize;
                    let Some((hint, action)) = legal
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| !tried[i])
                        .nth(pick)
                        .map(|(i, a)| (i, a.clone()))
                    else {
                        break;
                    };
                    world.apply_trusted(&action);
                    let edge = add_child(&mut tree, at, branch, action, actor, hint);
                    path.push((at, branch, edge));
                    break;
                }
                let Some((edge, _)) = best else {
                    break;
                };
                path.push((at, branch, edge));
                let edge = &tree[at].branches[branch].edges[edge];
                world.apply_trusted(&edge.action);
                at = edge.child;
            }
            // Playout.
            let mut steps = 0;
            while world.to_act().is_some() && steps < self.search.playout_limit {
                let Some(action) = world.playout_action(&mut self.rng) else {
                    break;
                };
                world.apply_trusted(&action);
                steps += 1;
            }
            let values = [value_for(&world, Seat::One), value_for(&world, Seat::Two)];
            for &(node, branch, edge) in &path {
                let edge = &mut tree[node].branches[branch].edges[edge];
                edge.visits += 1;
                edge.total += values[edge.mover.index()];
            }
        }
        // The viewer's own key is the same in every world: the root has one branch.
        let best = tree[0]
            .branches
            .iter()
            .flat_map(|b| &b.edges)
            .max_by(|a, b| {
                (a.visits, a.total)
                    .partial_cmp(&(b.visits, b.total))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })?;
        Some(SearchResult {
            action: best.action.clone(),
            value: best.total / best.visits.max(1) as f64,
            visits: best.visits,
            iterations: self.search.iterations,
        })
    }
}

/// The edge for `action` from `node` (one branch, key 0), made if it is new: a move the
/// search follows rather than chooses (`OpponentMoves::Policy`).
fn follow<A: PartialEq>(
    tree: &mut Vec<Node<A>>,
    node: usize,
    action: A,
    mover: Seat,
) -> (usize, usize, usize) {
    let branch = branch_for(&mut tree[node], 0);
    let found = tree[node].branches[branch]
        .edges
        .iter()
        .position(|e| e.action == action);
    let edge = match found {
        Some(edge) => edge,
        None => add_child(tree, node, branch, action, mover, 0),
    };
    (node, branch, edge)
}

/// The index of `node`'s branch for `key`, made if it is new.
fn branch_for<A>(node: &mut Node<A>, key: u64) -> usize {
    match node.branches.iter().position(|b| b.key == key) {
        Some(branch) => branch,
        None => {
            node.branches.push(Branch {
                key,
                edges: Vec::new(),
            });
            node.branches.len() - 1
        }
    }
}

/// A new child of `node` through `action`, in `branch`: the new edge's index there.
fn add_child<A>(
    tree: &mut Vec<Node<A>>,
    node: usize,
    branch: usize,
    action: A,
    mover: Seat,
    hint: usize,
) -> usize {
    let child = tree.len();
    tree.push(Node {
        branches: Vec::new(),
    });
    let edges = &mut tree[node].branches[branch].edges;
    edges.push(Edge {
        action,
        mover,
        child,
        hint,
        visits: 0,
        available: 1,
        total: 0.0,
    });
    edges.len() - 1
}

impl<G: Searchable> Bot<G> for Ismcts {
    fn choose(&mut self, view: &ViewOf<G>) -> Option<G::Action> {
        self.think::<G>(view).map(|r| r.action)
    }
}
