//! The baseline Skirm'an bot decides from its view alone: its legal actions come from the
//! view's own legality (`View::legal_actions`, the `Situation` the engine asks too).
//!
//! * `choose` ("Fair") scores each legal action with fencing sense: conclude with a TOUCHE
//!   whenever it can, cancel a TOUCHE with TOUCHE NON VALABLE, score directly (DÉROBEMENT, JEU
//!   VIOLENT, a third MARCHE, an exhausting FEINTE), defend rather than discard (the cheapest
//!   valid defence, keeping RETRAITEs for FLÈCHEs and contres for compound attacks), intervene on
//!   a MARCHE or POINTE EN LIGNE when it can, discard its least useful card when it must,
//!   riposte with an attack, and keep the line parry and its contre against an ATTAQUE COMPOSÉE.
//!   Its attacks go to the line the opponent is least likely to parry, estimated from the cards
//!   it cannot hold: its own hand and what the table has shown since the discard pile was last
//!   reshuffled.
//!
//! `play_computer_bout` plays a whole bout between two bots of any strength, each deciding from
//! its own view (a tournament's computer-vs-computer match).
use super::{play_out, Bot, Computer, Strength};
use crate::ai::{random_legal, share, Inference, Searchable};
use crate::cli::games::CliGame;
use crate::core::ViewOf;
use crate::core::{Game, Outcome, Rng, Seat};
use crate::games::skirman;
use crate::games::skirman::{
    Action, Card, ChainLink, Line, Phase, Rules, ShownCard, Skirman, View,
};

/// The Fair heuristic as a `Bot`: it finds its legal actions from its view.
pub struct Heuristic {
    pub rng: Rng,
}

impl Bot<Skirman> for Heuristic {
    fn choose(&mut self, view: &View) -> Option<Action> {
        let legal = view.legal_actions();
        (!legal.is_empty()).then(|| choose(view, &legal, &mut self.rng))
    }
}

impl Computer for Skirman {
    const BUDGET: super::Budget = super::Budget {
        strong: 20_000,
        master: 40_000,
    };

    fn standard_bot(rng: Rng) -> Box<dyn Bot<Skirman>> {
        Box::new(Heuristic { rng })
    }

    /// Master also reads a RETRAITE against a simple attack as a sign that the defender held no
    /// parry of its line (`Public::likely_lacks`).
    fn master_search(search: crate::ai::Search) -> crate::ai::Search {
        crate::ai::Search {
            inference: crate::ai::Inference::Close,
            ..search
        }
    }
}

/// The Fair bot's choice among `legal` (which must not be empty), from `view` only.
pub fn choose(view: &View, legal: &[Action], rng: &mut Rng) -> Action {
    let unseen = Unseen::from_view(view);
    let mut best: Vec<Action> = Vec::new();
    let mut best_value = f64::MIN;
    for action in legal {
        let value = score(view, &unseen, action);
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
            best.push(*action);
        } else if (value - best_value).abs() <= 1e-9 {
            best.push(*action);
        }
    }
    if best.is_empty() {
        return legal[rng.below(legal.len() as u32) as usize];
    }
    best[rng.below(best.len() as u32) as usize]
}

/// How a computer bout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoutResult {
    pub winner: Seat,
    /// `[seat one, seat two]`.
    pub touches: [u8; 2],
    /// Actions played in the bout.
    pub actions: usize,
}

/// A safety net against a rules bug looping forever: far more actions than any real bout takes.
const MAX_ACTIONS: usize = 20_000;

/// Plays a full bout, seat one with `strengths[0]`, seat two with `strengths[1]`, each bot
/// deciding from its own view. The deal follows `seed`; each bot has its own generator, seeded
/// from `bot_seeds` (never from the deal's seed, so no bot could re-deal the talon).
pub fn play_computer_bout(
    rules: Rules,
    strengths: [Strength; 2],
    seed: u64,
    bot_seeds: [u64; 2],
) -> BoutResult {
    let mut game = Skirman::new(rules, seed);
    let mut bots = [
        // The tournament plays these on its page: the strengths that decide at once.
        Skirman::quick_bot(strengths[0], bot_seeds[0]),
        Skirman::quick_bot(strengths[1], bot_seeds[1]),
    ];
    let actions = play_out(&mut game, &mut bots, MAX_ACTIONS);
    let touches = game.view(Seat::One).touches;
    let winner = match game.outcome() {
        Some(Outcome::Winner(seat)) => seat,
        // Unreachable in a real bout; the one ahead (seat one on a tie) goes through.
        _ => {
            if touches[1] > touches[0] {
                Seat::Two
            } else {
                Seat::One
            }
        }
    };
    BoutResult {
        winner,
        touches,
        actions,
    }
}

/// The cards the opponent might hold, as counts per `Card::ALL` index: the level's deck minus
/// what the viewer holds or has set down, minus every card face up on the table, minus the
/// cards of the latest finished exchanges that still fill the discard pile
/// (`View::discard_pile_known`).
struct Unseen {
    counts: [u8; 38],
    total: u32,
    /// How many cards the opponent can defend with now.
    hand: u32,
}

impl Unseen {
    fn from_view(view: &View) -> Unseen {
        let mut counts = [0u8; 38];
        for card in Card::ALL {
            if let Some(i) = card.index() {
                counts[i] = card.count(view.rules.level);
            }
        }
        let mut remove = |card: Card| {
            if let Some(i) = card.index() {
                counts[i] = counts[i].saturating_sub(1);
            }
        };
        for &c in view
            .private
            .hand
            .iter()
            .chain(&view.attente())
            .chain(&view.private.kept)
            .chain(&view.private.aside)
        {
            remove(c);
        }
        let shown = |link: &ChainLink| match link.card {
            Some(ShownCard::Up(c)) => Some(c),
            _ => None,
        };
        for c in view.chain.iter().filter_map(shown) {
            remove(c);
        }
        for c in view.discard_pile_known() {
            remove(c);
        }
        let total = counts.iter().map(|&n| n as u32).sum();
        let hand = if view.opponent_kept() > 0 {
            view.opponent_kept() as u32
        } else {
            view.opponent_hand() as u32
        };
        Unseen {
            counts,
            total,
            hand,
        }
    }

    fn count(&self, card: Card) -> u32 {
        card.index().map_or(0, |i| self.counts[i] as u32)
    }

    /// The chance that the opponent holds at least one of `cards` (hypergeometric).
    fn p_holds(&self, cards: &[Card]) -> f64 {
        let good: u32 = cards.iter().map(|&c| self.count(c)).sum();
        p_any(self.total, good.min(self.total), self.hand)
    }

    /// The chance that the opponent can stop a simple attack arriving in `line`.
    fn p_parried(&self, line: Line) -> f64 {
        let mut defences = vec![Card::Parade(line), Card::Retraite, Card::Balayage];
        if line.is_high() {
            defences.push(Card::Contre(line.other_high()));
        }
        defences.extend([Card::SortieDePiste, Card::Bousculade, Card::JeuViolent]);
        self.p_holds(&defences)
    }

    /// The same for a PRISE DE FER in `line` (no RETRAITE, SK7).
    fn p_parried_offensive(&self, line: Line) -> f64 {
        self.p_holds(&[
            Card::Parade(line),
            Card::Contre(line.other_high()),
            Card::Balayage,
            Card::SortieDePiste,
            Card::Bousculade,
            Card::JeuViolent,
        ])
    }
}

/// P(at least one of `good` cards among `drawn` taken from `pool`).
fn p_any(pool: u32, good: u32, drawn: u32) -> f64 {
    if good == 0 || drawn == 0 {
        return 0.0;
    }
    if drawn > pool - good {
        return 1.0;
    }
    // P(none) = C(pool - good, drawn) / C(pool, drawn).
    let mut none = 1.0;
    for i in 0..drawn {
        none *= (pool - good - i) as f64 / (pool - i) as f64;
    }
    1.0 - none
}

/// How much a card is worth keeping in hand (discards and attente cards spend the cheapest).
fn keep_value(card: Card) -> f64 {
    match card {
        Card::Touche => 9.0,
        Card::ToucheNonValable => 8.5,
        Card::Fleche | Card::Derobement | Card::JeuViolent | Card::Balayage => 8.0,
        Card::Retraite => 7.0,
        Card::Parade(l) | Card::Contre(l) if l.is_high() => 6.0,
        Card::Parade(_) => 5.5,
        Card::SortieDePiste | Card::Bousculade => 6.5,
        Card::AttaqueComposee | Card::ContreAttaque(_) | Card::Arret(_) | Card::PriseDeFer(_) => {
            5.0
        }
        Card::Attack(..) => 4.5,
        Card::Battement => 3.5,
        Card::Feinte => 3.0,
        Card::Marche | Card::PointeEnLigne => 2.5,
        Card::Contre(_) => 2.0,
    }
}

/// `keep_value` for a card of this hand: a second copy is worth less than the first, and a
/// second TOUCHE (or TOUCHE NON VALABLE) almost nothing — one concludes (or cancels) a touch, and
/// with 16 TOUCHE cards a hand often clogs with them. The cheapest card to discard is often a
/// spare TOUCHE.
fn hand_keep_value(view: &View, card: Card) -> f64 {
    let copies = view.private.hand.iter().filter(|&&c| c == card).count();
    match card {
        _ if copies < 2 => keep_value(card),
        Card::Touche => 1.0,
        Card::ToucheNonValable => 3.0,
        _ => keep_value(card) - 1.0,
    }
}

/// What a defence card costs to spend now: its worth, plus a premium for the cards that have a
/// job no other card does (RETRAITEs stop FLÈCHEs, contres finish the AC defence).
fn defence_cost(view: &View, card: Card) -> f64 {
    let copies = view.private.hand.iter().filter(|&&c| c == card).count() as f64;
    let scarce = if copies >= 2.0 { 0.0 } else { 1.0 };
    keep_value(card)
        + match card {
            Card::Retraite => 2.0 * scarce,
            Card::Contre(_) => 1.0,
            _ => 0.0,
        }
}

fn holds(view: &View, card: Card) -> bool {
    view.private.hand.contains(&card)
}

fn holds_attack_besides(view: &View, spent: &[Card]) -> bool {
    let mut hand = view.private.hand.clone();
    for c in spent {
        if let Some(i) = hand.iter().position(|h| h == c) {
            hand.remove(i);
        }
    }
    hand.iter()
        .any(|c| c.is_simple_attack() || *c == Card::Fleche)
}

/// The value of a simple attack (or FLÈCHE) by the attacker now.
fn attack_value(view: &View, unseen: &Unseen, card: Card) -> f64 {
    let touche = if holds(view, Card::Touche) { 40.0 } else { 0.0 };
    match card {
        Card::Attack(_, line) => 300.0 + 150.0 * (1.0 - unseen.p_parried(line)) + touche,
        // Stopped only by two RETRAITEs or QUARTE + SIXTE, and it scores by itself.
        Card::Fleche => 480.0,
        _ => 0.0,
    }
}

fn score(view: &View, unseen: &Unseen, action: &Action) -> f64 {
    let phase = view.phase;
    match *action {
        Action::Play(card) => play_value(view, unseen, phase, card),
        Action::PlayTwo(a, b) => match phase {
            // Two RETRAITEs or QUARTE + SIXTE against a FLÈCHE.
            Phase::DefFleche { .. } => 800.0 - defence_cost(view, a) - defence_cost(view, b),
            // BATTEMENT + attack, or AC + its first attack (SK11 option).
            _ if a == Card::Battement => 550.0 + attack_value(view, unseen, b) / 10.0,
            _ if a == Card::AttaqueComposee => compound_value(view) + 1.0,
            _ => 100.0,
        },
        Action::Discard(card) => 10.0 - hand_keep_value(view, card),
        Action::Attente(card) => 100.0 + attente_value(view, unseen, card),
        Action::Keep(a, b) => keep_pair_value(a, b),
        // Throw the cheapest pair; all pairs are the same two lines.
        Action::ThrowAttacks(_, _) => 0.0,
        // Conceding a TOUCHE is the last resort; anywhere else `Decline` is legal only when
        // nothing else is (SK34).
        Action::Decline => 0.0,
    }
}

fn compound_value(view: &View) -> f64 {
    // Only the line parry then its own contre stops it: nearly always a touch if we can
    // conclude.
    if holds(view, Card::Touche) {
        520.0
    } else {
        250.0
    }
}

fn play_value(view: &View, unseen: &Unseen, phase: Phase, card: Card) -> f64 {
    match card {
        // Conclude / cancel whenever possible.
        Card::Touche => 1000.0,
        Card::ToucheNonValable => 1000.0,
        // Direct touches.
        Card::Derobement | Card::JeuViolent => 900.0,
        _ if phase.is_defence() && phase != Phase::DefTouche => defence_value(view, phase, card),
        // The ATTAQUANT.
        Card::Attack(..) | Card::Fleche => {
            let ac_stage = matches!(phase, Phase::Ac1 | Phase::Ac2 { .. });
            if ac_stage {
                // The defender kept two cards; the QUARTE-then-CONTRE DE QUARTE pair is the
                // more common (quarte parries are as many as sixte): no real preference.
                100.0
            } else {
                attack_value(view, unseen, card)
            }
        }
        Card::PriseDeFer(line) => 280.0 + 150.0 * (1.0 - unseen.p_parried_offensive(line)),
        Card::AttaqueComposee => compound_value(view),
        Card::Feinte => {
            // A FEINTE that takes the defender's last card scores (SK16).
            if view.opponent_hand() <= 1 {
                950.0
            } else {
                200.0
            }
        }
        Card::Marche => {
            if view.marche_count >= 2 {
                // The third unanswered MARCHE scores.
                600.0
            } else {
                150.0 + 60.0 * view.marche_count as f64
            }
        }
        Card::PointeEnLigne => 140.0,
        _ => 50.0,
    }
}

/// A card played against an attack, an offensive, a MARCHE, a POINTE, a FEINTE, an AC or a
/// BALAYAGE.
fn defence_value(view: &View, phase: Phase, card: Card) -> f64 {
    match card {
        // Needs a TOUCHE in hand to be legal: a super-parry that threatens a touch at once.
        Card::Balayage => 700.0,
        Card::SortieDePiste | Card::Bousculade => 640.0,
        Card::ContreAttaque(_) => 700.0,
        Card::Arret(_) | Card::PriseDeFer(_) => 450.0,
        Card::Parade(_) | Card::Contre(_) | Card::Retraite => {
            let riposte = if holds_attack_besides(view, &[card]) {
                30.0
            } else {
                0.0
            };
            let base = match phase {
                Phase::DefAttack { .. } | Phase::DefOff { .. } => 600.0,
                _ => 300.0,
            };
            base + riposte - defence_cost(view, card)
        }
        _ => 20.0,
    }
}

/// The worth of a card placed face down under a FEINTE: how likely it answers the attack that
/// will come, minus what it costs to spend.
fn attente_value(view: &View, unseen: &Unseen, card: Card) -> f64 {
    // Weight each line by the simple attacks the attacker may still hold.
    let weight = |line: Line| -> f64 {
        Card::ALL
            .iter()
            .filter(|c| c.is_simple_attack() && c.line() == Some(line))
            .map(|&c| unseen.count(c) as f64)
            .sum()
    };
    let total: f64 = Line::ALL.iter().map(|&l| weight(l)).sum::<f64>().max(1.0);
    let covers: f64 = Line::ALL
        .iter()
        .filter(|&&l| match card {
            Card::Retraite | Card::Balayage => true,
            c => c.parries(l),
        })
        .map(|&l| weight(l))
        .sum();
    100.0 * covers / total - defence_cost(view, card) * 2.0
}

/// Against an ATTAQUE COMPOSÉE: the line parry and its own contre is the only full defence
/// (SK13); otherwise a TOUCHE NON VALABLE kept cancels the resulting touch (SK12).
fn keep_pair_value(a: Card, b: Card) -> f64 {
    let pair = |x: Card, y: Card| (a == x && b == y) || (a == y && b == x);
    if Line::HIGH
        .iter()
        .any(|&l| pair(Card::Parade(l), Card::Contre(l)))
    {
        return 600.0;
    }
    let tnv = [a, b]
        .iter()
        .filter(|&&c| c == Card::ToucheNonValable)
        .count() as f64;
    let high_parry = [a, b]
        .iter()
        .filter(|c| matches!(c, Card::Parade(l) if l.is_high()))
        .count() as f64;
    100.0 + 60.0 * tnv.min(1.0) + 20.0 * high_parry.min(1.0)
}

// The search's model of the game (`ai::Searchable`).

/// How often a defender who could have parried is assumed to retreat anyway, as in En Garde
/// (`bots::en_garde`): the weight of worlds that ignore a RETRAITE, in percent.
const RETREAT_BY_CHOICE_PERCENT: u32 = 25;

/// Deals tried for a Skirm'an opponent hand that fits what its plays showed, before keeping
/// the one that fits best.
const LACK_DEALS: u32 = 32;

impl Searchable for Skirman {
    /// What the viewer can infer, with either inference: every card seen that is still in
    /// the discard pile stays there (`determinize`), and the opponent's hand holds no more
    /// of the cards its discards and concessions showed it lacked than it has drawn since
    /// (`Public::lacks`, rejection sampling).
    ///
    /// `Close` (Master) also reads each RETRAITE against a simple attack as a sign that the
    /// opponent held no parry of its line (`Public::likely_lacks`): a world is dealt to fit
    /// those too, except `RETREAT_BY_CHOICE_PERCENT` of the time, as in En Garde.
    fn sampler<'a>(
        view: &'a ViewOf<Self>,
        inference: Inference,
    ) -> Box<dyn FnMut(&mut Rng) -> Self + 'a> {
        let dealer = crate::games::skirman::Dealer::new(view);
        let opponent = view.viewer.other();
        let lacks = view.public.lacks(opponent);
        let likely = match inference {
            Inference::Quick => Vec::new(),
            Inference::Close => view.public.likely_lacks(opponent),
        };
        // A sure lack outweighs every likely one.
        let sure_weight = likely.len() + 1;
        Box::new(move |rng| {
            let read_retreats = !likely.is_empty() && rng.below(100) >= RETREAT_BY_CHOICE_PERCENT;
            dealer.deal(rng, LACK_DEALS, |hand| {
                let misfits = |lacks: &[crate::games::skirman::Lack]| {
                    lacks.iter().filter(|l| !l.allows(hand)).count()
                };
                misfits(&lacks) * sure_weight + if read_retreats { misfits(&likely) } else { 0 }
            })
        })
    }

    fn playout_action(&self, rng: &mut Rng) -> Option<Self::Action> {
        random_legal(self, crate::games::skirman::Action::Decline, rng)
    }

    fn estimate(&self, seat: Seat) -> f64 {
        let touches = self.touches();
        share(
            touches[seat.index()] as u32,
            touches[seat.other().index()] as u32,
        )
    }
}

// What the command line needs of the game (`cli::games::CliGame`).

impl CliGame for Skirman {
    type Problem = skirman::ViewProblem;

    fn all_rules() -> Vec<skirman::Level> {
        skirman::Level::ALL.to_vec()
    }

    fn view_rules(view: &skirman::View) -> skirman::Level {
        view.public.rules.level
    }

    fn problems(view: &skirman::View) -> Vec<skirman::ViewProblem> {
        view.problems()
    }
}

// The benchmarks of random play and of the search (`bench::Benched`).

/// Plays `games` whole games of Skirm'an at `level` with uniformly random legal actions; returns
/// a checksum of the touches so the work cannot be optimised away.
pub fn play_skirman_games(level: skirman::Level, seed: u64, games: u64) -> u64 {
    let mut rng = Rng::seeded(seed ^ 0x5C17);
    let mut checksum = 0u64;
    // Legal actions into a fixed buffer, in `legal_actions`' order (at most 7 plays + 28 pairs
    // kept against an ATTAQUE COMPOSÉE, or 7 plays + 7 pairs + 7 discards + `Decline`).
    let mut buffer = [skirman::Action::Decline; 64];
    for _ in 0..games {
        let mut game = Skirman::new(skirman::Rules::new(level), rng.next_u64());
        loop {
            let mut n = 0usize;
            game.for_each_legal(|a| {
                if n < buffer.len() {
                    buffer[n] = a;
                    n += 1;
                }
            });
            if n == 0 {
                break;
            }
            game.apply_trusted(&buffer[rng.below(n as u32) as usize]);
        }
        let [a, b] = game.touches();
        checksum = checksum.wrapping_add(a as u64 * 31 + b as u64);
    }
    checksum
}

/// Random-play games of Skirm'an at the Compétition level per second (the median over
/// batches), `seconds` in all.
pub fn skirman_rate(seconds: f64, now: &dyn Fn() -> f64) -> f64 {
    let mut seed = 0u64;
    crate::bench::median_rate(seconds, now, |n| {
        seed += 1;
        play_skirman_games(skirman::Level::Competition, seed, n)
    })
}

impl crate::bench::Benched for Skirman {
    const SEARCH_PLIES: u32 = 150;

    fn random_play_report(seconds: f64, now: &dyn Fn() -> f64, platform: &str) -> String {
        let rate = skirman_rate(seconds, now);
        format!(
            "Skirm'an{platform}: random legal play, whole Compétition games, one core, {seconds} s in all\n{rate:.0} games/s"
        )
    }

    /// Compétition.
    fn search_deal(seed: u64) -> Skirman {
        Skirman::new(skirman::Rules::new(skirman::Level::Competition), seed)
    }

    /// Compétition.
    fn calibration_deal(seed: u64) -> Skirman {
        Skirman::new(skirman::Rules::new(skirman::Level::Competition), seed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::skirman::Level;

    use crate::games::skirman::AttackKind::{CoupDroit, Coupe};
    use Line::{Octave, Quarte, Septime, Sixte};

    /// A view at `level` in `phase`, seat one to act, holding `hand`, nothing else known.
    fn view_at(level: Level, phase: Phase, hand: &[Card]) -> View {
        // A real view (so new fields get their real defaults), then the situation under test.
        let mut v = Skirman::new(Rules::new(level), 1).view(Seat::One);
        v.public.phase = phase;
        v.public.to_act = Some(Seat::One);
        v.public.attaquant = if phase.actor_attacks() {
            Seat::One
        } else {
            Seat::Two
        };
        v.private.hand = hand.to_vec();
        v.public.hand_sizes[1] = 7;
        v.public.discard = 0;
        v.public.chain.clear();
        v.public.exchanges.clear();
        v.public.marche_count = 0;
        v
    }

    fn pick(view: &View, legal: &[Action]) -> Action {
        // Several seeds: a tie broken at random must not hide a wrong preference.
        let first = choose(view, legal, &mut Rng::seeded(0));
        for seed in 1..8 {
            assert_eq!(choose(view, legal, &mut Rng::seeded(seed)), first);
        }
        first
    }

    #[test]
    fn concludes_with_a_touche_whenever_it_can() {
        let hand = [Card::Touche, Card::Fleche, Card::Attack(CoupDroit, Octave)];
        let v = view_at(Level::Initiation, Phase::ContAttack, &hand);
        let legal = [
            Action::Play(Card::Attack(CoupDroit, Octave)),
            Action::Play(Card::Fleche),
            Action::Play(Card::Touche),
        ];
        assert_eq!(pick(&v, &legal), Action::Play(Card::Touche));
    }

    #[test]
    fn cancels_a_touche_with_tnv() {
        let v = view_at(
            Level::Initiation,
            Phase::DefTouche,
            &[Card::ToucheNonValable],
        );
        let legal = [Action::Play(Card::ToucheNonValable), Action::Decline];
        assert_eq!(pick(&v, &legal), Action::Play(Card::ToucheNonValable));
    }

    /// The legal actions of seat one's real position (seat two attacked with `attack`).
    fn legal_against(attack: Card, hand: &[Card], free_discard: bool) -> (View, Vec<Action>) {
        let mut rules = Rules::new(Level::Initiation);
        rules.options.free_discard = free_discard;
        let hands = [hand.to_vec(), vec![attack]];
        let position =
            crate::games::skirman::Position::with_hands(rules.level, hands, Seat::Two, 3);
        let mut game = Skirman::from_position(rules, position).unwrap();
        game.play_in_place(&Action::Play(attack)).unwrap();
        let view = game.view(Seat::One);
        let legal = view.legal_actions();
        (view, legal)
    }

    #[test]
    fn defends_rather_than_discard_and_keeps_its_retreat() {
        let hand = [
            Card::Retraite,
            Card::Parade(Sixte),
            Card::Attack(Coupe, Quarte),
        ];
        let attack = Card::Attack(CoupDroit, Sixte);
        // SK34: holding a parry, no discard is even offered; the parry is cheaper than the retreat.
        let (v, legal) = legal_against(attack, &hand, false);
        assert_eq!(legal.len(), 2, "{legal:?}");
        assert_eq!(pick(&v, &legal), Action::Play(Card::Parade(Sixte)));
        // With free_discard (SK2) it still defends.
        let (v, legal) = legal_against(attack, &hand, true);
        assert!(legal.contains(&Action::Discard(Card::Retraite)));
        assert_eq!(pick(&v, &legal), Action::Play(Card::Parade(Sixte)));
        let (v, legal) = legal_against(attack, &[Card::Retraite, Card::Touche], true);
        assert_eq!(pick(&v, &legal), Action::Play(Card::Retraite));
        // Against a FLÈCHE, the pair.
        let hand = [Card::Parade(Sixte), Card::Parade(Quarte), Card::Touche];
        let (v, legal) = legal_against(Card::Fleche, &hand, true);
        assert_eq!(
            pick(&v, &legal),
            Action::pair(Card::Parade(Sixte), Card::Parade(Quarte))
        );
        // SK28: with no stop, it discards its least useful card: a spare TOUCHE (one is enough
        // to conclude), else its cheapest card, never its only TOUCHE.
        let hand = [
            Card::Parade(Septime),
            Card::Touche,
            Card::Touche,
            Card::Attack(Coupe, Quarte),
        ];
        let (v, legal) = legal_against(Card::Fleche, &hand, false);
        assert_eq!(legal.len(), 3, "{legal:?}");
        assert_eq!(pick(&v, &legal), Action::Discard(Card::Touche));
        let hand = [
            Card::Parade(Septime),
            Card::Touche,
            Card::Attack(Coupe, Quarte),
        ];
        let (v, legal) = legal_against(Card::Fleche, &hand, false);
        assert_eq!(
            pick(&v, &legal),
            Action::Discard(Card::Attack(Coupe, Quarte))
        );
    }

    #[test]
    fn ripostes_with_an_attack() {
        let hand = [
            Card::Attack(CoupDroit, Octave),
            Card::Marche,
            Card::Feinte,
            Card::Parade(Quarte),
        ];
        let v = view_at(Level::Entrainement, Phase::Riposte, &hand);
        let legal = [
            Action::Play(Card::Attack(CoupDroit, Octave)),
            Action::Play(Card::Marche),
            Action::Play(Card::Feinte),
        ];
        assert_eq!(
            pick(&v, &legal),
            Action::Play(Card::Attack(CoupDroit, Octave))
        );
    }

    #[test]
    fn keeps_the_parry_and_its_contre_against_a_compound_attack() {
        let hand = [
            Card::Parade(Quarte),
            Card::Contre(Quarte),
            Card::ToucheNonValable,
            Card::Contre(Sixte),
            Card::Retraite,
        ];
        let v = view_at(
            Level::Competition,
            Phase::DefAc { first_attack: None },
            &hand,
        );
        let mut legal = vec![];
        for (i, &a) in hand.iter().enumerate() {
            for &b in &hand[i + 1..] {
                legal.push(Action::keep(a, b));
            }
        }
        assert_eq!(
            pick(&v, &legal),
            Action::keep(Card::Parade(Quarte), Card::Contre(Quarte))
        );
        // Without the pair, a TNV is worth keeping.
        let hand = [Card::Parade(Quarte), Card::ToucheNonValable, Card::Marche];
        let v = view_at(
            Level::Competition,
            Phase::DefAc { first_attack: None },
            &hand,
        );
        let legal = [
            Action::keep(Card::Parade(Quarte), Card::ToucheNonValable),
            Action::keep(Card::Parade(Quarte), Card::Marche),
            Action::keep(Card::ToucheNonValable, Card::Marche),
        ];
        assert_eq!(pick(&v, &legal), legal[0]);
    }

    #[test]
    fn attacks_where_the_opponent_can_hold_fewer_parries() {
        // We hold four of the six sixte parries: sixte is the safer line.
        let hand = [
            Card::Attack(CoupDroit, Sixte),
            Card::Attack(CoupDroit, Septime),
            Card::Parade(Sixte),
            Card::Parade(Sixte),
            Card::Parade(Sixte),
            Card::Parade(Sixte),
        ];
        let v = view_at(Level::Initiation, Phase::Open, &hand);
        let legal = [
            Action::Play(Card::Attack(CoupDroit, Septime)),
            Action::Play(Card::Attack(CoupDroit, Sixte)),
        ];
        assert_eq!(
            pick(&v, &legal),
            Action::Play(Card::Attack(CoupDroit, Sixte))
        );
    }

    #[test]
    fn hypergeometric_is_sane() {
        assert_eq!(p_any(50, 0, 7), 0.0);
        assert_eq!(p_any(50, 45, 7), 1.0);
        let p = p_any(47, 6, 7);
        assert!(p > 0.6 && p < 0.7, "{p}");
    }

    #[test]
    fn the_right_pair_is_kept_against_a_compound_attack() {
        let right = keep_pair_value(Card::Contre(Line::Quarte), Card::Parade(Line::Quarte));
        let wrong = keep_pair_value(Card::Contre(Line::Sixte), Card::Parade(Line::Quarte));
        assert!(right > wrong);
        assert!(
            keep_pair_value(Card::ToucheNonValable, Card::Retraite)
                > keep_pair_value(
                    Card::Retraite,
                    Card::Attack(crate::games::skirman::AttackKind::Coupe, Line::Sixte)
                )
        );
    }

    /// Fair (seat alternating) against Beginner: (fair wins, games, total actions).
    fn fair_against_beginner(level: Level, games: u64) -> (u64, u64, usize) {
        let mut wins = 0;
        let mut actions = 0;
        for seed in 0..games {
            let fair = if seed % 2 == 0 { Seat::One } else { Seat::Two };
            let strengths = match fair {
                Seat::One => [Strength::Standard, Strength::Beginner],
                Seat::Two => [Strength::Beginner, Strength::Standard],
            };
            let result =
                play_computer_bout(Rules::new(level), strengths, seed + 90_000, [seed, !seed]);
            assert!(result.touches.contains(&5), "{result:?}");
            actions += result.actions;
            if result.winner == fair {
                wins += 1;
            }
        }
        (wins, games, actions)
    }

    #[test]
    fn fair_beats_beginner_clearly_at_every_level() {
        for level in Level::ALL {
            let (wins, games, actions) = fair_against_beginner(level, 200);
            eprintln!(
                "skirman {}: Fair won {wins} of {games} against Beginner ({:.0}%), {:.0} actions a bout",
                level.slug(),
                100.0 * wins as f64 / games as f64,
                actions as f64 / games as f64
            );
            assert!(
                wins * 100 >= 75 * games,
                "{}: Fair won only {wins} of {games}",
                level.slug()
            );
        }
    }

    #[test]
    fn the_bots_only_play_legal_actions_and_bouts_end() {
        for level in Level::ALL {
            for seed in 0..30 {
                let mut game = Skirman::new(Rules::new(level), seed);
                let mut rng = Rng::seeded(seed);
                let mut n = 0;
                while let Some(seat) = game.to_act() {
                    let legal = game.legal_actions();
                    assert!(!legal.is_empty());
                    let view = game.view(seat);
                    let action = if seed % 3 == 0 {
                        legal[rng.below(legal.len() as u32) as usize]
                    } else {
                        // The bot decides from its view and the view's own legality.
                        choose(&view, &view.legal_actions(), &mut rng)
                    };
                    assert!(legal.contains(&action), "{action:?} not in {legal:?}");
                    assert_eq!(game.check(&action), Ok(()));
                    game.play_in_place(&action).unwrap();
                    n += 1;
                    assert!(
                        n < MAX_ACTIONS,
                        "{}: bout {seed} does not end",
                        level.slug()
                    );
                }
                assert!(game.outcome().is_some());
            }
        }
    }

    #[test]
    fn same_seed_same_bout() {
        let rules = Rules::new(Level::Competition);
        let strengths = [Strength::Standard, Strength::Beginner];
        let a = play_computer_bout(rules, strengths, 5, [1, 2]);
        let b = play_computer_bout(rules, strengths, 5, [1, 2]);
        assert_eq!(a, b);
    }
}
