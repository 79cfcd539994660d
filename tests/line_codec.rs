//! How each game's actions cross the line between two browsers (`deal::LineCodec`, issue 30):
//! in random games of every rule set, every legal action reads back from its bytes; the
//! action played crosses as the other seat sees it (`Follow::shown` from that seat's view,
//! worked out from the actor's own view) and reads back; a Skirm'an discard, card en attente
//! or cards kept cross with no card (SK29, §6, SK11); the action a log tells for what was seen
//! gives the same events as the action itself (narration reads public facts only). Random and
//! mutated bytes never panic, and whatever reads writes back the same bytes.
use touche::core::narration::Narrated;
use touche::core::Rng;
use touche::deal::game::DealtGame;
use touche::deal::LineCodec;
use touche::games::en_garde::{self, EnGarde, RuleSet};
use touche::games::fifes::{self, FifesAndDrums};
use touche::games::skirman::{self, follow::Shown, Level, Skirman};

fn games() -> u64 {
    if cfg!(debug_assertions) {
        5
    } else {
        60
    }
}

fn bytes_of(write: impl Fn(&mut Vec<u8>)) -> Vec<u8> {
    let mut out = Vec::new();
    write(&mut out);
    out
}

/// Random games: every legal action, and the action played as the other seat sees it.
fn random_games<G: DealtGame + Narrated>(name: &str, new: impl Fn(u64) -> G) -> usize {
    let mut played = 0;
    for seed in 0..games() {
        let mut state = new(seed);
        let mut rng = Rng::seeded(seed ^ 0x5eed);
        while let Some(actor) = state.to_act() {
            let legal = state.legal_actions();
            for action in &legal {
                let bytes = bytes_of(|out| G::write_action(action, out));
                assert_eq!(
                    G::read_action(&bytes).as_ref(),
                    Some(action),
                    "{name}: {action:?}"
                );
            }
            let action = legal[rng.below(legal.len() as u32) as usize].clone();
            let mine = state.view(actor);
            let theirs = state.view(actor.other());
            let seen = G::shown(&theirs, &action);
            assert_eq!(
                G::shown_to_other(&mine, &action),
                seen,
                "{name}: {action:?}"
            );
            let bytes = bytes_of(|out| G::write_shown(&seen, out));
            assert_eq!(
                G::read_shown(&bytes).as_ref(),
                Some(&seen),
                "{name}: {action:?}"
            );
            let before = state.public();
            state.apply_trusted(&action);
            let after = state.public();
            assert_eq!(
                G::events(&before, actor, &G::told(&seen), &after),
                G::events(&before, actor, &action, &after),
                "{name}: the log tells {action:?} the same from what was seen"
            );
            played += 1;
        }
    }
    played
}

#[test]
fn en_garde_actions_cross_whole_and_read_back() {
    for rules in RuleSet::ALL {
        let options = en_garde::Options::default();
        assert!(random_games("En Garde", |seed| EnGarde::new(rules, options, seed)) > 0);
    }
}

#[test]
fn fifes_and_drums_actions_cross_whole_and_read_back() {
    let options = fifes::Options::default();
    assert!(random_games("Fifes and Drums", |seed| FifesAndDrums::new(options, seed)) > 0);
}

#[test]
fn skirman_actions_cross_as_the_other_sees_them() {
    for level in Level::ALL {
        let rules = skirman::Rules::new(level);
        assert!(random_games("Skirm'an", |seed| Skirman::new(rules, seed)) > 0);
    }
    let rules = skirman::Rules {
        level: Level::Competition,
        options: skirman::Options {
            free_discard: true,
            ac_first_attack_shown: true,
            countered_ac_under_talon: true,
        },
    };
    assert!(random_games("Skirm'an, SK2 SK11 SK14", |seed| Skirman::new(rules, seed)) > 0);
    // SK29, §6, SK11: a hidden play is one byte, no card.
    for hidden in [Shown::Discard, Shown::Attente, Shown::Keep] {
        let mut bytes = Vec::new();
        Skirman::write_shown(&hidden, &mut bytes);
        assert_eq!(bytes.len(), 1);
    }
}

/// Random and mutated bytes: never a panic; what reads writes back the same bytes.
#[test]
fn random_bytes_never_panic_and_what_reads_is_canonical() {
    fn check<G: DealtGame>(bytes: &[u8]) {
        if let Some(action) = G::read_action(bytes) {
            assert_eq!(bytes_of(|out| G::write_action(&action, out)), bytes);
        }
        if let Some(shown) = G::read_shown(bytes) {
            assert_eq!(bytes_of(|out| G::write_shown(&shown, out)), bytes);
        }
    }
    let mut rng = Rng::seeded(30);
    for _ in 0..200_000 {
        let len = rng.below(8) as usize;
        let bytes: Vec<u8> = (0..len)
            .map(|_| match rng.below(3) {
                0 => rng.below(256) as u8,
                _ => rng.below(12) as u8,
            })
            .collect();
        check::<EnGarde>(&bytes);
        check::<FifesAndDrums>(&bytes);
        check::<Skirman>(&bytes);
    }
}
