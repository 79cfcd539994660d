//! The tutorial engine behind every guided game and lesson: a stacked position and a script the
//! learner follows step by step. Each step accepts one or more answers, explains the wrong
//! answers it lists (playing one out and taking it back when the rules allow it), and then
//! plays the opponent's scripted replies, so the story is the same every time. The script is
//! data played by the rules engine: `verify` replays it and names the first thing the rules
//! refuse, so a rule change cannot leave a walkthrough silently wrong.
//!
//! A script is static data (`&'static` slices), written once beside its game; the state it
//! starts from is built at run time.
use super::{Game, RuleError, Seat};

/// What follows a wrong answer the script explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrongKind<A: 'static> {
    /// The rules refuse it, for the rule named (`RuleError::rule_id`); the position stays.
    Refused(&'static str),
    /// The rules allow it: it is played, then these moves (both sides), to show what it costs;
    /// then it is taken back and the learner tries again.
    PlayedOut(&'static [A]),
}

/// A wrong answer a step explains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wrong<A: 'static> {
    pub action: A,
    pub kind: WrongKind<A>,
}

/// One decision of the learner, then the opponent's scripted replies until the learner is to
/// act again (or the game or round is over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step<A: 'static> {
    /// Every answer accepted; each leads on to the same replies. The first is the one a guide
    /// outlines, and the one the main line plays.
    pub answers: &'static [A],
    pub wrong: &'static [Wrong<A>],
    pub replies: &'static [A],
}

impl<A> Step<A> {
    /// The answer the main line plays (none only in a malformed script).
    pub fn expected(&self) -> Option<&'static A> {
        self.answers.first()
    }
}

/// A stacked start, the opponent's moves before the learner's first decision, and the steps.
#[derive(Clone, Debug, PartialEq)]
pub struct Walkthrough<G: Game<Action: 'static>> {
    pub start: G,
    pub learner: Seat,
    pub opening: &'static [G::Action],
    pub steps: &'static [Step<G::Action>],
}

/// Where a script goes wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum ScriptError<E> {
    /// Opening move `reply` is refused, or is not the opponent's to play (`error: None`).
    OpeningRefused { reply: usize, error: Option<E> },
    /// Step `step` expects the learner to act, but it is not his turn.
    NotLearnersTurn { step: usize },
    /// Step `step` has no accepted answer.
    NoAnswer { step: usize },
    /// Accepted answer `answer` of step `step` is refused.
    Refused {
        step: usize,
        answer: usize,
        error: E,
    },
    /// Reply `reply` of step `step` is refused, or is not the opponent's to play.
    ReplyRefused {
        step: usize,
        reply: usize,
        error: Option<E>,
    },
    /// Wrong answer `wrong` of step `step` is also an accepted answer.
    WrongIsAnswer { step: usize, wrong: usize },
    /// Wrong answer `wrong` of step `step` is said to be refused, but the rules allow it.
    WrongAllowed { step: usize, wrong: usize },
    /// Wrong answer `wrong` of step `step` is refused for another rule than the one named.
    WrongForAnotherRule { step: usize, wrong: usize, error: E },
    /// Wrong answer `wrong` of step `step`, or a move of its sequel, is refused.
    PlayedOutRefused { step: usize, wrong: usize, error: E },
}

/// What the walk says of an attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict<G: Game> {
    /// An accepted answer of step `step`: it was played; the step's replies come next.
    Right { step: usize },
    /// A wrong answer the step explains (`wrong` indexes its list). `played_out`: the position
    /// it leads to when the rules allow it, to show before trying again.
    Wrong {
        step: usize,
        wrong: usize,
        played_out: Option<Box<G>>,
    },
    /// Another answer the rules refuse, with their reason.
    Refused(G::Error),
    /// Another answer the rules allow, but not the point of this step.
    OtherStep,
    /// No decision waits: the replies are being played, or the walk is over.
    NotAsked,
}

/// A walkthrough being followed: the game, and where its script stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Walk<G: Game<Action: 'static>> {
    script: Walkthrough<G>,
    game: G,
    /// The step waiting or being replied to; `steps.len()` once every step is played.
    step: usize,
    /// The step's answer is played and its reply of this index comes next.
    reply: Option<usize>,
}

impl<G: Game<Action: 'static>> Walkthrough<G> {
    /// The state before each step, then the state after the last one (`steps.len() + 1`
    /// states), along the main line (each step's first answer), by the rules' checked `play`.
    pub fn positions(&self) -> Result<Vec<G>, ScriptError<G::Error>> {
        let mut walk = Walk::start(self.clone())?;
        let mut states = Vec::with_capacity(self.steps.len() + 1);
        states.push(walk.game.clone());
        while !walk.finished() {
            walk.main_line_step()?;
            states.push(walk.game.clone());
        }
        Ok(states)
    }

    /// Checks the whole script against the rules: the opening, then at every step each
    /// accepted answer with the replies, each wrong answer refused for the rule it names or,
    /// when played out, played legally to the end of its sequel.
    pub fn verify(&self) -> Result<(), ScriptError<G::Error>> {
        let mut walk = Walk::start(self.clone())?;
        while !walk.finished() {
            let step = walk.step;
            walk.check_wrong_answers()?;
            for answer in 1..self.steps[step].answers.len() {
                let mut other = walk.clone();
                other.answer(answer)?;
                other.play_replies()?;
            }
            walk.main_line_step()?;
        }
        Ok(())
    }
}

impl<G: Game<Action: 'static>> Walk<G> {
    /// The walkthrough at its first step (the opening moves played).
    pub fn start(script: Walkthrough<G>) -> Result<Self, ScriptError<G::Error>> {
        let mut game = script.start.clone();
        for (reply, action) in script.opening.iter().enumerate() {
            if game.to_act() != Some(script.learner.other()) {
                return Err(ScriptError::OpeningRefused { reply, error: None });
            }
            game.play_in_place(action)
                .map_err(|error| ScriptError::OpeningRefused {
                    reply,
                    error: Some(error),
                })?;
        }
        Ok(Walk {
            script,
            game,
            step: 0,
            reply: None,
        })
    }

    /// The walkthrough at step `step` (past the last: finished), the steps before it played
    /// along the main line.
    pub fn at(script: Walkthrough<G>, step: usize) -> Result<Self, ScriptError<G::Error>> {
        let mut walk = Walk::start(script)?;
        walk.advance_to(step)?;
        Ok(walk)
    }

    /// Plays the main line (each step's first answer, then its replies) until step `step` (past
    /// the last: to the end). On a refusal the walk stops where the rules refused.
    pub fn advance_to(&mut self, step: usize) -> Result<(), ScriptError<G::Error>> {
        self.play_replies()?;
        while self.step < step && !self.finished() {
            self.main_line_step()?;
        }
        Ok(())
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn walkthrough(&self) -> &Walkthrough<G> {
        &self.script
    }

    pub fn learner(&self) -> Seat {
        self.script.learner
    }

    /// The step waiting or being replied to; the number of steps once the walk is over.
    pub fn step(&self) -> usize {
        self.step
    }

    /// The step waiting for the learner's answer (its index), if any.
    pub fn asking(&self) -> Option<(usize, &'static Step<G::Action>)> {
        let steps = self.script.steps;
        match self.reply {
            None => steps.get(self.step).map(|s| (self.step, s)),
            Some(_) => None,
        }
    }

    /// The index of the reply to play next, while the step's replies are being played.
    pub fn replying(&self) -> Option<usize> {
        self.reply
    }

    pub fn finished(&self) -> bool {
        self.step >= self.script.steps.len()
    }

    /// The learner's attempt at the waiting step. Only an accepted answer changes the walk.
    pub fn attempt(&mut self, action: &G::Action) -> Verdict<G> {
        let Some((step, script)) = self.asking() else {
            return Verdict::NotAsked;
        };
        if let Some(answer) = script.answers.iter().position(|a| a == action) {
            return match self.answer(answer) {
                Ok(()) => Verdict::Right { step },
                Err(ScriptError::Refused { error, .. }) => Verdict::Refused(error),
                Err(_) => Verdict::NotAsked,
            };
        }
        if let Some((wrong, w)) = script
            .wrong
            .iter()
            .enumerate()
            .find(|(_, w)| w.action == *action)
        {
            let played_out = match w.kind {
                WrongKind::Refused(_) => None,
                WrongKind::PlayedOut(then) => {
                    let mut game = self.game.clone();
                    for a in std::iter::once(action).chain(then) {
                        if game.play_in_place(a).is_err() {
                            break;
                        }
                    }
                    Some(Box::new(game))
                }
            };
            return Verdict::Wrong {
                step,
                wrong,
                played_out,
            };
        }
        match self.game.check(action) {
            Err(error) => Verdict::Refused(error),
            Ok(()) => Verdict::OtherStep,
        }
    }

    /// Plays the opponent's next scripted reply: the action played, or `None` when no reply
    /// is due. A refused reply leaves the walk as it was.
    pub fn reply(&mut self) -> Result<Option<&'static G::Action>, ScriptError<G::Error>> {
        let Some(reply) = self.reply else {
            return Ok(None);
        };
        let step = self.step;
        let Some(action) = self.script.steps[step].replies.get(reply) else {
            self.next_step();
            return Ok(None);
        };
        if self.game.to_act() != Some(self.script.learner.other()) {
            return Err(ScriptError::ReplyRefused {
                step,
                reply,
                error: None,
            });
        }
        self.game
            .play_in_place(action)
            .map_err(|error| ScriptError::ReplyRefused {
                step,
                reply,
                error: Some(error),
            })?;
        self.reply = Some(reply + 1);
        if reply + 1 == self.script.steps[step].replies.len() {
            self.next_step();
        }
        Ok(Some(action))
    }

    /// Plays every reply due, up to the next step.
    pub fn play_replies(&mut self) -> Result<(), ScriptError<G::Error>> {
        while self.reply()?.is_some() {}
        Ok(())
    }

    /// Plays accepted answer `answer` of the waiting step.
    fn answer(&mut self, answer: usize) -> Result<(), ScriptError<G::Error>> {
        let step = self.step;
        let Some(action) = self
            .script
            .steps
            .get(step)
            .and_then(|s| s.answers.get(answer))
        else {
            return Err(ScriptError::NoAnswer { step });
        };
        if self.game.to_act() != Some(self.script.learner) {
            return Err(ScriptError::NotLearnersTurn { step });
        }
        self.game
            .play_in_place(action)
            .map_err(|error| ScriptError::Refused {
                step,
                answer,
                error,
            })?;
        if self.script.steps[step].replies.is_empty() {
            self.next_step();
        } else {
            self.reply = Some(0);
        }
        Ok(())
    }

    fn next_step(&mut self) {
        self.step += 1;
        self.reply = None;
    }

    /// The waiting step by its first answer, then its replies.
    fn main_line_step(&mut self) -> Result<(), ScriptError<G::Error>> {
        self.answer(0)?;
        self.play_replies()
    }

    /// The waiting step's wrong answers do what the script says of them.
    fn check_wrong_answers(&self) -> Result<(), ScriptError<G::Error>> {
        let step = self.step;
        let script = &self.script.steps[step];
        for (wrong, w) in script.wrong.iter().enumerate() {
            if script.answers.contains(&w.action) {
                return Err(ScriptError::WrongIsAnswer { step, wrong });
            }
            match w.kind {
                WrongKind::Refused(rule) => match self.game.check(&w.action) {
                    Ok(()) => return Err(ScriptError::WrongAllowed { step, wrong }),
                    Err(error) if error.rule_id() != rule => {
                        return Err(ScriptError::WrongForAnotherRule { step, wrong, error })
                    }
                    Err(_) => {}
                },
                WrongKind::PlayedOut(then) => {
                    let mut game = self.game.clone();
                    for action in std::iter::once(&w.action).chain(then) {
                        game.play_in_place(action).map_err(|error| {
                            ScriptError::PlayedOutRefused { step, wrong, error }
                        })?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Outcome, PublicInfo, Rng, ViewOf};
    use serde::Serialize;

    /// Count to ten: each in turn adds 1, 2 or 3 to the total; whoever reaches ten wins.
    #[derive(Clone, Debug, PartialEq)]
    struct Count {
        total: u8,
        to_move: Seat,
    }

    #[derive(Clone, Debug, PartialEq, Serialize)]
    struct Shown {
        total: u8,
        to_move: Seat,
    }

    #[derive(Clone, Debug, PartialEq)]
    enum Refusal {
        Over,
        NotOneToThree,
        PastTen,
    }

    impl std::fmt::Display for Refusal {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{self:?}")
        }
    }

    impl std::error::Error for Refusal {}

    impl RuleError for Refusal {
        fn rule_id(&self) -> &'static str {
            match self {
                Refusal::Over => "C0",
                Refusal::NotOneToThree => "C1",
                Refusal::PastTen => "C2",
            }
        }
    }

    impl PublicInfo for Shown {
        fn to_act(&self) -> Option<Seat> {
            (self.total < 10).then_some(self.to_move)
        }
        fn outcome(&self) -> Option<Outcome> {
            (self.total >= 10).then_some(Outcome::Winner(self.to_move.other()))
        }
    }

    fn legality(shown: &Shown, add: u8) -> Result<(), Refusal> {
        match add {
            _ if shown.total >= 10 => Err(Refusal::Over),
            1..=3 if shown.total + add <= 10 => Ok(()),
            1..=3 => Err(Refusal::PastTen),
            _ => Err(Refusal::NotOneToThree),
        }
    }

    impl Game for Count {
        type Action = u8;
        type Error = Refusal;
        type Public = Shown;
        type Private = ();

        fn to_act(&self) -> Option<Seat> {
            self.public().to_act()
        }
        fn legal_actions(&self) -> Vec<u8> {
            (1..=3).filter(|a| self.check(a).is_ok()).collect()
        }
        fn check(&self, action: &u8) -> Result<(), Refusal> {
            legality(&self.public(), *action)
        }
        fn apply_trusted(&mut self, action: &u8) {
            self.total += action;
            self.to_move = self.to_move.other();
        }
        fn outcome(&self) -> Option<Outcome> {
            self.public().outcome()
        }
        fn public(&self) -> Shown {
            Shown {
                total: self.total,
                to_move: self.to_move,
            }
        }
        fn private(&self, _: Seat) {}
        fn legal_actions_in(view: &ViewOf<Self>) -> Vec<u8> {
            (1..=3)
                .filter(|a| legality(&view.public, *a).is_ok())
                .collect()
        }
        fn check_in(view: &ViewOf<Self>, action: &u8) -> Result<(), Refusal> {
            legality(&view.public, *action)
        }
        fn determinize(view: &ViewOf<Self>, _: &mut Rng) -> Self {
            Count {
                total: view.public.total,
                to_move: view.public.to_move,
            }
        }
    }

    /// From 1, seat two to move: it opens with 1 (2). The learner adds 2 or 3 (1 is played out,
    /// 4 refused); seat two adds 1. The learner adds 3 (8); seat two reaches ten.
    static STEPS: [Step<u8>; 2] = [
        Step {
            answers: &[2, 3],
            wrong: &[
                Wrong {
                    action: 1,
                    kind: WrongKind::PlayedOut(&[3]),
                },
                Wrong {
                    action: 4,
                    kind: WrongKind::Refused("C1"),
                },
            ],
            replies: &[1],
        },
        Step {
            answers: &[3],
            wrong: &[],
            replies: &[2],
        },
    ];

    fn script(steps: &'static [Step<u8>]) -> Walkthrough<Count> {
        Walkthrough {
            start: Count {
                total: 1,
                to_move: Seat::Two,
            },
            learner: Seat::One,
            opening: &[1],
            steps,
        }
    }

    #[test]
    fn a_walk_accepts_every_answer_explains_wrong_ones_and_plays_the_replies() {
        let script = script(&STEPS);
        script.verify().unwrap();
        let totals: Vec<u8> = script
            .positions()
            .unwrap()
            .iter()
            .map(|g| g.total)
            .collect();
        assert_eq!(totals, [2, 5, 10]);
        let mut walk = Walk::start(script.clone()).unwrap();
        assert_eq!(walk.asking().map(|(i, _)| i), Some(0));
        // Refused for its rule: explained, nothing played.
        let before = walk.clone();
        assert_eq!(
            walk.attempt(&4),
            Verdict::Wrong {
                step: 0,
                wrong: 1,
                played_out: None
            }
        );
        // Allowed but wrong: played out on a copy (2 + 1 + 3), the walk stays.
        let Verdict::Wrong {
            wrong: 0,
            played_out: Some(shown),
            ..
        } = walk.attempt(&1)
        else {
            panic!("1 is played out");
        };
        assert_eq!(shown.total, 6);
        assert_eq!(walk, before);
        // Unlisted: the rules' reason.
        assert_eq!(walk.attempt(&7), Verdict::Refused(Refusal::NotOneToThree));
        // Either accepted answer; then the reply is due and nothing is asked.
        assert_eq!(walk.clone().attempt(&3), Verdict::Right { step: 0 });
        assert_eq!(walk.attempt(&2), Verdict::Right { step: 0 });
        assert_eq!((walk.game().total, walk.replying()), (4, Some(0)));
        assert_eq!(walk.attempt(&2), Verdict::NotAsked);
        assert_eq!(walk.reply(), Ok(Some(&1)));
        assert_eq!(walk.reply(), Ok(None));
        // Step 1 from 5: 3 is right, 1 is another legal move.
        assert_eq!(walk.asking().map(|(i, _)| i), Some(1));
        assert_eq!(walk.attempt(&1), Verdict::OtherStep);
        assert_eq!(walk.attempt(&3), Verdict::Right { step: 1 });
        walk.play_replies().unwrap();
        assert!(walk.finished());
        assert_eq!(walk.game().outcome(), Some(Outcome::Winner(Seat::Two)));
        assert_eq!(walk.attempt(&1), Verdict::NotAsked);
        // Straight to a step along the main line.
        let at = Walk::at(script, 1).unwrap();
        assert_eq!((at.step(), at.game().total), (1, 5));
    }

    #[test]
    fn verify_names_what_the_rules_refuse() {
        static WRONG_RULE: [Step<u8>; 1] = [Step {
            answers: &[2],
            wrong: &[Wrong {
                action: 4,
                kind: WrongKind::Refused("C2"),
            }],
            replies: &[],
        }];
        static WRONG_ALLOWED: [Step<u8>; 1] = [Step {
            answers: &[2],
            wrong: &[Wrong {
                action: 1,
                kind: WrongKind::Refused("C1"),
            }],
            replies: &[],
        }];
        static BAD_REPLY: [Step<u8>; 1] = [Step {
            answers: &[2],
            wrong: &[],
            replies: &[9],
        }];
        static TWO_IN_A_ROW: [Step<u8>; 2] = [
            Step {
                answers: &[2],
                wrong: &[],
                replies: &[],
            },
            Step {
                answers: &[2],
                wrong: &[],
                replies: &[],
            },
        ];
        static BAD_SECOND_ANSWER: [Step<u8>; 1] = [Step {
            answers: &[2, 5],
            wrong: &[],
            replies: &[],
        }];
        let error = |steps| script(steps).verify().unwrap_err();
        assert_eq!(
            error(&WRONG_RULE),
            ScriptError::WrongForAnotherRule {
                step: 0,
                wrong: 0,
                error: Refusal::NotOneToThree
            }
        );
        assert_eq!(
            error(&WRONG_ALLOWED),
            ScriptError::WrongAllowed { step: 0, wrong: 0 }
        );
        assert_eq!(
            error(&BAD_REPLY),
            ScriptError::ReplyRefused {
                step: 0,
                reply: 0,
                error: Some(Refusal::NotOneToThree)
            }
        );
        assert_eq!(
            error(&TWO_IN_A_ROW),
            ScriptError::NotLearnersTurn { step: 1 }
        );
        assert_eq!(
            error(&BAD_SECOND_ANSWER),
            ScriptError::Refused {
                step: 0,
                answer: 1,
                error: Refusal::NotOneToThree
            }
        );
        let mut opening_twice = script(&STEPS);
        opening_twice.opening = &[1, 1];
        assert_eq!(
            opening_twice.verify().unwrap_err(),
            ScriptError::OpeningRefused {
                reply: 1,
                error: None
            }
        );
    }
}
