//! Words of the guided first games (`core::walkthrough`; the scripts are
//! `games::en_garde::walkthrough` and `games::fifes::walkthrough`): what each step asks, and
//! what the action just played means.
use super::{messages, sentences, Lang};
use crate::games::GameId;

messages! {
    pub enum Text {
        Title => "Your first game, with a guide", "Votre première partie, guidée";
        Link => "First game with a guide", "Première partie guidée";
        Skip => "Skip the guide and play", "Passer le guide et jouer";
        Next => "Next step", "Étape suivante";
        Restart => "Start the guide again", "Recommencer le guide";
        PlayNow => "Play a real game", "Jouer une vraie partie";
        NotThisStep =>
            "That move is allowed, but this step is about something else.",
            "Ce coup est permis, mais cette étape porte sur autre chose.";
        Highlighted =>
            "What to play is outlined on the board.",
            "Ce qu’il faut jouer est entouré sur le plateau.";
        OpponentPlays => "Your opponent answers…", "Votre adversaire répond…";
        Finished => "Guide finished", "Guide terminé";
        StepsLabel => "Steps of the guide", "Étapes du guide";

        EgIntro =>
            "A round already under way: you are on the left (square 3), the computer on square 16. Your cards are at the bottom; the pile holds 14 cards.",
            "Une manche déjà commencée\u{202f}: vous êtes à gauche (case 3), l’ordinateur case 16. Vos cartes sont en bas\u{202f}; la pioche compte 14 cartes.";
        EgAsk1 =>
            "Move: play your 4 to step forward 4 squares.",
            "Avancer\u{202f}: jouez votre 4 pour avancer de 4 cases.";
        EgDone1 =>
            "You moved from square 3 to 7 and drew a card back up to 5. The computer closed in to square 12: you are now 5 squares apart.",
            "Vous êtes passé de la case 3 à la case 7 et avez repioché jusqu’à 5 cartes. L’ordinateur s’est approché en case 12\u{202f}: 5 cases vous séparent.";
        EgAsk2 =>
            "Attack: the distance is 5 and you hold a 5. Play it as an attack.",
            "Attaquer\u{202f}: la distance est de 5 et vous avez un 5. Jouez-le en attaque.";
        EgDone2 =>
            "An attack does not move you: it must be parried with the same card. The computer parried with its own 5, then attacked you back with another 5.",
            "Une attaque ne vous déplace pas\u{202f}: il faut la parer avec la même carte. L’ordinateur a paré avec un 5, puis vous a attaqué à son tour avec un autre 5.";
        EgAsk3 =>
            "Parry: you drew a 5 after your attack. Parry the computer’s 5.",
            "Parer\u{202f}: vous avez pioché un 5 après votre attaque. Parez le 5 de l’ordinateur.";
        EgDone3 =>
            "Parried! A parry costs the card but gives you no new ones yet: you now play your normal turn with what is left, and refill at its end.",
            "Paré\u{202f}! La parade coûte la carte sans repioche immédiate\u{202f}: vous jouez maintenant votre tour normal avec ce qui reste, et repiochez à la fin.";
        EgAsk4 =>
            "Advance and attack: step forward 1 with your 1, then attack with your 4 at the new distance of 4.",
            "Avancer et attaquer\u{202f}: avancez de 1 avec votre 1, puis attaquez avec votre 4 à la nouvelle distance de 4.";
        EgDone4 =>
            "The computer parried your 4, then advanced 1 and attacked you with a 3. Against an advance-and-attack you may parry it or retreat.",
            "L’ordinateur a paré votre 4, puis a avancé de 1 et vous a attaqué avec un 3. Contre une attaque après un pas, on peut parer ou rompre.";
        EgAsk5 =>
            "Retreat: you hold no 3 to parry. Step back 2 squares with a 2.",
            "Rompre\u{202f}: vous n’avez pas de 3 pour parer. Reculez de 2 cases avec un 2.";
        EgDone5 =>
            "Out of reach: the retreat was your whole turn. It is allowed only against an advance-and-attack, never against a plain attack. The computer stepped back to square 12.",
            "Hors de portée\u{202f}: la retraite était tout votre tour. Elle n’est permise que contre une attaque après un pas, jamais contre une attaque directe. L’ordinateur a reculé en case 12.";
        EgAsk6 =>
            "The deck runs out: one card is left in the pile. Move forward 4 with your 4; your refill takes the last card.",
            "Fin de la pioche\u{202f}: il reste une carte. Avancez de 4 avec votre 4\u{202f}; en repiochant, vous prenez la dernière carte.";
        EgDone6 =>
            "The last card is drawn, so the round ends at once: both hands are shown and whoever holds more cards equal to the distance (2) wins. Your four 2s beat none: you win the round, 1–0.",
            "La dernière carte est piochée\u{202f}: la manche s’arrête. On montre les mains\u{202f}; qui a le plus de cartes égales à la distance (2) gagne. Vos quatre 2 contre aucun\u{202f}: vous gagnez la manche, 1–0.";
        EgSummary =>
            "Move, attack at the exact distance, parry with the same cards, advance and attack, retreat from an advance-and-attack. When the deck runs out, the cards matching the distance decide, then who has advanced further. The first to win 5 rounds takes the match.",
            "Avancer, attaquer à la distance exacte, parer avec les mêmes cartes, avancer et attaquer, rompre devant une attaque après un pas. Quand la pioche est vide, les cartes égales à la distance décident, puis la progression sur la piste. Le premier à 5 manches gagne le match.";

        FdIntro =>
            "The game is near its end: the Excuse hides in the last cards of the pile. Your secret card is the Harvest: you score the Moons, Suns and Leaves units. The deeper a unit retreats (higher space), the more it is worth.",
            "La partie touche à sa fin\u{202f}: l’Excuse se cache parmi les dernières cartes. Votre carte secrète est la Moisson\u{202f}: vous marquez les unités Lunes, Soleils et Feuilles. Plus une unité recule (case haute), plus elle vaut.";
        FdAsk1 =>
            "Retreat with a numbered card: take the Forest (5: Moons and Leaves) and split it 2 for Moons, 3 for Leaves.",
            "Reculer avec une carte numérotée\u{202f}: prenez la Forêt (5\u{202f}: Lunes et Feuilles) et répartissez 2 pour les Lunes, 3 pour les Feuilles.";
        FdDone1 =>
            "Both of your units retreated: the value is shared between the card’s two suits, at least 1 each. The computer took the Cave and sent Waves and Wyrms back.",
            "Vos deux unités ont reculé\u{202f}: la valeur se partage entre les deux couleurs de la carte, au moins 1 chacune. L’ordinateur a pris la Caverne et fait reculer Vagues et Guivres.";
        FdAsk2 =>
            "The Ace: take the Ace of Suns and march Suns back.",
            "L’As\u{202f}: prenez l’As de Soleils et faites reculer les Soleils.";
        FdDone2 =>
            "An Ace marches its unit to the next space where another unit stands (here 9), or 1 space if there is none. The computer took a Crown, the Huntress: Moons charged toward the enemy to the next unit ahead.",
            "Un As mène son unité jusqu’à la prochaine case occupée par une autre unité (ici 9), ou d’une case s’il n’y en a pas. L’ordinateur a pris une Couronne, la Chasseresse\u{202f}: les Lunes ont chargé vers l’ennemi jusqu’à l’unité suivante.";
        FdAsk3 =>
            "The Crown’s charge: take the Calamity to make the Wyrms charge. They are not yours.",
            "La charge de la Couronne\u{202f}: prenez la Calamité pour faire charger les Guivres. Elles ne sont pas à vous.";
        FdDone3 =>
            "Wyrms charged from 11 to the next unit toward the enemy (9). A Crown still in the display makes its suit charge instead of retreat when someone takes a numbered card of that suit.",
            "Les Guivres ont chargé de 11 jusqu’à l’unité suivante vers l’ennemi (9). Une Couronne restée dans l’étalage fait charger sa couleur au lieu de reculer quand on prend une carte numérotée de cette couleur.";
        FdAsk4 =>
            "The end: take the Chance Meeting (7: Moons and Leaves) and split it 6 for Moons, 1 for Leaves.",
            "La fin\u{202f}: prenez la Rencontre (7\u{202f}: Lunes et Feuilles) et répartissez 6 pour les Lunes, 1 pour les Feuilles.";
        FdDone4 =>
            "The refill turned up the Excuse: the game ends at once. Units score by rank, front to back: Knots 0; Waves and Wyrms 1 (same space, same score); Moons and Leaves 2; Suns 3. You have 2 + 3 + 2 = 7 against the Island’s 3 + 1 + 1 = 5: you win.",
            "La carte remise a révélé l’Excuse\u{202f}: la partie s’arrête. Les unités marquent selon leur rang, de l’avant vers l’arrière\u{202f}: Nœuds 0\u{202f}; Vagues et Guivres 1 (même case, même valeur)\u{202f}; Lunes et Feuilles 2\u{202f}; Soleils 3. Vous avez 2 + 3 + 2 = 7 contre 3 + 1 + 1 = 5 pour l’Île\u{202f}: vous gagnez.";
        FdSummary =>
            "Each turn, take one of the five cards shown: a numbered card retreats its two units, an Ace marches to the next unit, a Crown charges toward the enemy. When the Excuse appears, units score by rank and each player adds up the three units of their secret card.",
            "À chaque tour, prenez une des cinq cartes visibles\u{202f}: une carte numérotée fait reculer ses deux unités, un As mène à l’unité suivante, une Couronne charge vers l’ennemi. Quand l’Excuse apparaît, les unités marquent selon leur rang et chacun additionne les trois unités de sa carte secrète.";
    }
}

/// What a game's guide says before its first step, the step's request and its result, and the
/// summary at the end: `None` for a step the game has no words for.
pub fn intro(game: GameId, lang: Lang) -> &'static str {
    match game {
        GameId::EnGarde => Text::EgIntro.text(lang),
        GameId::FifesAndDrums => Text::FdIntro.text(lang),
        _ => "",
    }
}

pub fn step(game: GameId, step: usize, lang: Lang) -> Option<(&'static str, &'static str)> {
    use Text::*;
    let (ask, done) = match (game, step) {
        (GameId::EnGarde, 0) => (EgAsk1, EgDone1),
        (GameId::EnGarde, 1) => (EgAsk2, EgDone2),
        (GameId::EnGarde, 2) => (EgAsk3, EgDone3),
        (GameId::EnGarde, 3) => (EgAsk4, EgDone4),
        (GameId::EnGarde, 4) => (EgAsk5, EgDone5),
        (GameId::EnGarde, 5) => (EgAsk6, EgDone6),
        (GameId::FifesAndDrums, 0) => (FdAsk1, FdDone1),
        (GameId::FifesAndDrums, 1) => (FdAsk2, FdDone2),
        (GameId::FifesAndDrums, 2) => (FdAsk3, FdDone3),
        (GameId::FifesAndDrums, 3) => (FdAsk4, FdDone4),
        _ => return None,
    };
    Some((ask.text(lang), done.text(lang)))
}

pub fn summary(game: GameId, lang: Lang) -> &'static str {
    match game {
        GameId::EnGarde => Text::EgSummary.text(lang),
        GameId::FifesAndDrums => Text::FdSummary.text(lang),
        _ => "",
    }
}

sentences! {
    /// "Step 2 of 6", "Étape 2 sur 6".
    pub fn step_of(step: usize, steps: usize) {
        "Step {step} of {steps}",
        "Étape {step} sur {steps}";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::en_garde::{self, cards::HAND_SIZE};
    use crate::games::fifes::actions::DISPLAY_SIZE;

    /// The guides' words stay fixed strings (a page's size), so the rules' numbers they say are
    /// checked here: En Garde's refill to a full hand and match length, Fifes and Drums' display.
    #[test]
    fn the_guides_numbers_are_the_rules() {
        let target = en_garde::Options::default().target_score;
        let display = super::super::spelled_count(DISPLAY_SIZE, Lang::En);
        let affichage = super::super::spelled_count(DISPLAY_SIZE, Lang::Fr);
        let checks = [
            (
                Text::EgDone1.text(Lang::En),
                format!("back up to {HAND_SIZE}."),
            ),
            (
                Text::EgDone1.text(Lang::Fr),
                format!("jusqu’à {HAND_SIZE} cartes"),
            ),
            (
                Text::EgSummary.text(Lang::En),
                format!("to win {target} rounds"),
            ),
            (
                Text::EgSummary.text(Lang::Fr),
                format!("premier à {target} manches"),
            ),
            (
                Text::FdSummary.text(Lang::En),
                format!("one of the {display} cards"),
            ),
            (
                Text::FdSummary.text(Lang::Fr),
                format!("une des {affichage} cartes"),
            ),
        ];
        for (text, fact) in checks {
            assert!(text.contains(&fact), "{fact:?} not in {text:?}");
        }
    }
}
