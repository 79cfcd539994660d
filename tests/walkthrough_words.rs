//! Every step of each guided first game has its words in both languages, and the French ones
//! keep the narrow no-break space before « : ; ! ? ».
use touche::games::GameId;
use touche::i18n::walkthrough::{intro, step, summary};
use touche::i18n::Lang;

fn steps(game: GameId) -> usize {
    match game {
        GameId::EnGarde => touche::games::en_garde::walkthrough::first_round()
            .steps
            .len(),
        GameId::FifesAndDrums => touche::games::fifes::walkthrough::first_game().steps.len(),
        // Skirm'an's way in is its course, not a guided first game.
        _ => 0,
    }
}

#[test]
fn every_step_of_every_guide_has_its_words() {
    for game in [GameId::EnGarde, GameId::FifesAndDrums] {
        let n = steps(game);
        assert!(n >= 4, "{game:?}: a guide of {n} steps");
        for lang in [Lang::En, Lang::Fr] {
            assert!(intro(game, lang).len() > 40);
            assert!(summary(game, lang).len() > 80);
            for i in 0..n {
                let (ask, done) =
                    step(game, i, lang).unwrap_or_else(|| panic!("{game:?} step {i}"));
                assert!(
                    ask.len() > 20 && done.len() > 40,
                    "{game:?} step {i} {lang:?}"
                );
            }
            assert_eq!(
                step(game, n, lang),
                None,
                "{game:?}: no words past the last step"
            );
        }
    }
}

#[test]
fn french_guides_keep_the_narrow_space_before_high_punctuation() {
    for game in [GameId::EnGarde, GameId::FifesAndDrums] {
        let mut texts = vec![intro(game, Lang::Fr), summary(game, Lang::Fr)];
        for i in 0..steps(game) {
            let (ask, done) = step(game, i, Lang::Fr).unwrap();
            texts.extend([ask, done]);
        }
        for text in texts {
            for (at, mark) in text.char_indices().filter(|(_, c)| ":;!?".contains(*c)) {
                let before = text[..at].chars().last();
                assert_eq!(before, Some('\u{202f}'), "{mark} in {text:?}");
            }
        }
    }
}
