//! En Garde strings: the table, the log, round reports and the reasons an action is refused.
use super::{messages, Explain, Lang};
use crate::games::en_garde::{
    AttackKind, DecidedBy, DeckOutPath, Direction, Edition, Error, Event, Level, RoundEndReason,
    RoundReport, RuleSet, SetupError,
};

messages! {
    pub enum Text {
        GameName => "En Garde", "En Garde";
        Designer => "Reiner Knizia", "Reiner Knizia";
        NewMatch => "New match", "Nouveau match";
        Start => "En garde!", "En garde !";
        RuleSetLabel => "Rule set", "Règles";
        ModeLabel => "Opponent", "Adversaire";
        ModeComputer => "Computer", "Ordinateur";
        ModeHotSeat => "A friend on this device", "Un ami sur cet appareil";
        FirstPlayerLabel => "Who opens round 1", "Qui commence la 1re manche";
        FirstPlayerOne => "Player 1 (red)", "Joueur 1 (rouge)";
        FirstPlayerTwo => "Player 2 (green)", "Joueur 2 (vert)";
        FirstPlayerRandom => "Random", "Au hasard";
        ShowPlayedLabel => "Memory aid: show played cards", "Aide-mémoire : montrer les cartes jouées";
        ShowPlayedHelp => "Off: only the top discard is visible, as at a real table.", "Désactivé : seule la carte du dessus de la défausse est visible, comme autour d'une vraie table.";
        ReadRules => "Read the rules", "Lire les règles";
        Distance => "Distance", "Distance";
        DrawPile => "Draw pile", "Pioche";
        TopDiscard => "Top discard", "Défausse";
        NoDiscard => "none", "aucune";
        Round => "Round", "Manche";
        Score => "Score", "Score";
        YourHand => "Your hand", "Votre main";
        CardsInHand => "cards in hand", "cartes en main";
        YourTurn => "Your turn", "À vous";
        Forward => "Forward", "Avancer";
        Back => "Back", "Reculer";
        Attack => "Attack", "Attaquer";
        AdvanceAttack => "Advance and attack", "Avancer et attaquer";
        Parry => "Parry", "Parer";
        Retreat => "Retreat", "Rompre";
        TakeHit => "Take the hit", "Accepter la touche";
        Pass => "Do not attack", "Ne pas attaquer";
        Confirm => "Confirm", "Confirmer";
        Cancel => "Cancel", "Annuler";
        Log => "Log", "Journal";
        PlayedThisRound => "Played this round", "Jouées dans cette manche";
        NextRound => "Next round", "Manche suivante";
        Rematch => "Rematch", "Revanche";
        ChangeSettings => "Change settings", "Changer les réglages";
        HandOffTitle => "Pass the device", "Passez l'appareil";
        HandOffReady => "I'm ready: show my hand", "Je suis prêt : montrer ma main";
        HandOffHint => "The other player should look away.", "L'autre joueur ne doit pas regarder.";
        ComputerThinking => "The computer is thinking…", "L'ordinateur réfléchit…";
        ChooseCard => "Choose a card.", "Choisissez une carte.";
        ChooseAdvanceCard => "Choose the card to advance with.", "Choisissez la carte pour avancer.";
        ChooseAttackCards => "Now choose the attack cards.", "Choisissez maintenant les cartes d'attaque.";
        UnderAttack => "You are attacked!", "Vous êtes attaqué !";
        CannotAnswer => "You cannot parry: you are hit.", "Vous ne pouvez pas parer : vous êtes touché.";
        ConfirmTakeHit => "You could parry this attack. Take the hit anyway?", "Vous pouvez parer cette attaque. Accepter quand même la touche ?";
        FinalAttackPrompt => "The deck is out: you may only attack.", "La pioche est vide : vous ne pouvez qu'attaquer.";
        MatchOver => "Match over", "Fin du match";
        RoundOver => "Round over", "Fin de la manche";
        DrawnRound => "Drawn round: no point scored.", "Manche nulle : aucun point.";
        Piste => "The piste", "La piste";
        Squares => "squares", "cases";
        You => "You", "Vous";
        Computer => "Computer", "Ordinateur";
        Red => "Red", "Rouge";
        Green => "Green", "Vert";
        CardsToAttack => "Attack cards", "Cartes d'attaque";
        Selected => "selected", "choisies";
        Illegal => "Not allowed", "Interdit";
        RoundExplained => "Why the round ended", "Pourquoi la manche s'est terminée";
        Hands => "Hands", "Mains";
        CardsOfDistance => "cards equal to the distance", "cartes égales à la distance";
        Advancement => "Squares advanced", "Cases gagnées";
        Back2Home => "Back to the games", "Retour aux jeux";
        Settings => "Match settings", "Réglages du match";
    }
}

pub fn rule_set_name(rules: RuleSet, lang: Lang) -> String {
    let edition = match rules.edition() {
        Edition::Abacus => "Abacus",
        Edition::Ferti => "Ferti",
    };
    let level = match (rules.level(), lang) {
        (Level::Basic, Lang::En) => "Basic",
        (Level::Basic, Lang::Fr) => "Débutant",
        (Level::Classic, Lang::En) => "Classic",
        (Level::Classic, Lang::Fr) => "Classique",
        (Level::Advanced, Lang::En) => "Advanced",
        (Level::Advanced, Lang::Fr) => "Avancé",
    };
    format!("{edition} · {level}")
}

fn cards(n: u8, value: u8, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => format!("a {value}"),
        (Lang::En, _) => format!("{n}×{value}"),
        (Lang::Fr, 1) => format!("un {value}"),
        (Lang::Fr, _) => format!("{n}×{value}"),
    }
}

/// One log line. `show_cards`: the memory-aid option; off, moves name squares, not cards.
pub fn event_text(event: &Event, names: &[String; 2], show_cards: bool, lang: Lang) -> String {
    let name = |seat: crate::core::Seat| names[seat.index()].clone();
    match (event, lang) {
        (
            Event::Moved {
                seat,
                card,
                direction,
                from,
                to,
            },
            _,
        ) => {
            let dir = match (direction, lang) {
                (Direction::Forward, Lang::En) => "advances",
                (Direction::Back, Lang::En) => "steps back",
                (Direction::Forward, Lang::Fr) => "avance",
                (Direction::Back, Lang::Fr) => "recule",
            };
            match (show_cards, lang) {
                (true, Lang::En) => format!(
                    "{} {dir} with {}: square {from} → {to}.",
                    name(*seat),
                    cards(1, *card, lang)
                ),
                (true, Lang::Fr) => format!(
                    "{} {dir} avec {} : case {from} → {to}.",
                    name(*seat),
                    cards(1, *card, lang)
                ),
                (false, Lang::En) => format!("{} {dir}: square {from} → {to}.", name(*seat)),
                (false, Lang::Fr) => format!("{} {dir} : case {from} → {to}.", name(*seat)),
            }
        }
        (Event::Attacked { seat, card, count }, Lang::En) => {
            format!(
                "{} attacks with {}.",
                name(*seat),
                cards(*count, *card, lang)
            )
        }
        (Event::Attacked { seat, card, count }, Lang::Fr) => {
            format!(
                "{} attaque avec {}.",
                name(*seat),
                cards(*count, *card, lang)
            )
        }
        (
            Event::AdvancedAndAttacked {
                seat,
                advance,
                from,
                to,
                card,
                count,
            },
            Lang::En,
        ) => format!(
            "{} advances {advance} (square {from} → {to}) and attacks with {}.",
            name(*seat),
            cards(*count, *card, lang)
        ),
        (
            Event::AdvancedAndAttacked {
                seat,
                advance,
                from,
                to,
                card,
                count,
            },
            Lang::Fr,
        ) => format!(
            "{} avance de {advance} (case {from} → {to}) et attaque avec {}.",
            name(*seat),
            cards(*count, *card, lang)
        ),
        (Event::Parried { seat, card, count }, Lang::En) => {
            format!(
                "{} parries with {}.",
                name(*seat),
                cards(*count, *card, lang)
            )
        }
        (Event::Parried { seat, card, count }, Lang::Fr) => {
            format!("{} pare avec {}.", name(*seat), cards(*count, *card, lang))
        }
        (
            Event::Retreated {
                seat,
                card,
                from,
                to,
            },
            Lang::En,
        ) => {
            format!("{} retreats {card}: square {from} → {to}.", name(*seat))
        }
        (
            Event::Retreated {
                seat,
                card,
                from,
                to,
            },
            Lang::Fr,
        ) => {
            format!("{} rompt de {card} : case {from} → {to}.", name(*seat))
        }
        (Event::TookHit { seat }, Lang::En) => format!("{} takes the hit.", name(*seat)),
        (Event::TookHit { seat }, Lang::Fr) => format!("{} accepte la touche.", name(*seat)),
        (Event::DeclinedFinalAttack { seat }, Lang::En) => {
            format!("{} does not attack.", name(*seat))
        }
        (Event::DeclinedFinalAttack { seat }, Lang::Fr) => {
            format!("{} n'attaque pas.", name(*seat))
        }
        (Event::PileEmptied, Lang::En) => "The last card has been drawn.".to_string(),
        (Event::PileEmptied, Lang::Fr) => "La dernière carte a été piochée.".to_string(),
        (Event::RoundEnded(report), _) => round_summary(report, names, lang),
        (Event::MatchWon { seat }, Lang::En) => format!("{} wins the match!", name(*seat)),
        (Event::MatchWon { seat }, Lang::Fr) => format!("{} remporte le match !", name(*seat)),
    }
}

/// One sentence: who won the round and why.
pub fn round_summary(report: &RoundReport, names: &[String; 2], lang: Lang) -> String {
    let winner = match (report.winner, lang) {
        (Some(seat), Lang::En) => format!("{} wins round {}", names[seat.index()], report.round),
        (Some(seat), Lang::Fr) => {
            format!("{} gagne la manche {}", names[seat.index()], report.round)
        }
        (None, Lang::En) => format!("Round {} is drawn", report.round),
        (None, Lang::Fr) => format!("La manche {} est nulle", report.round),
    };
    format!("{winner}: {}", round_reason(&report.reason, names, lang))
}

/// Why the round ended, in words (the numbers for a deck-out).
pub fn round_reason(reason: &RoundEndReason, names: &[String; 2], lang: Lang) -> String {
    match (reason, lang) {
        (
            RoundEndReason::Hit {
                attacker,
                value,
                count,
                could_parry,
            },
            Lang::En,
        ) => {
            let how = if *could_parry {
                "the parry was declined"
            } else {
                "it could not be parried"
            };
            format!(
                "{} hit with {} and {how}.",
                names[attacker.index()],
                cards(*count, *value, lang)
            )
        }
        (
            RoundEndReason::Hit {
                attacker,
                value,
                count,
                could_parry,
            },
            Lang::Fr,
        ) => {
            let how = if *could_parry {
                "la parade a été refusée"
            } else {
                "elle ne pouvait pas être parée"
            };
            format!(
                "{} touche avec {} et {how}.",
                names[attacker.index()],
                cards(*count, *value, lang)
            )
        }
        (RoundEndReason::Stuck { player }, Lang::En) => {
            format!("{} had no legal move or attack.", names[player.index()])
        }
        (RoundEndReason::Stuck { player }, Lang::Fr) => {
            format!(
                "{} n'avait plus aucun déplacement ni attaque possible.",
                names[player.index()]
            )
        }
        (RoundEndReason::DeckOut(report), _) => {
            let path = match (report.path, lang) {
                (DeckOutPath::NoFinalAttack, Lang::En) => {
                    "the deck ran out and no last attack was made"
                }
                (DeckOutPath::NoFinalAttack, Lang::Fr) => {
                    "la pioche est épuisée et aucune dernière attaque n'a été portée"
                }
                (DeckOutPath::LastTurnNotAttack, Lang::En) => "the deck ran out",
                (DeckOutPath::LastTurnNotAttack, Lang::Fr) => "la pioche est épuisée",
                (DeckOutPath::LastAttackParried, Lang::En) => {
                    "the deck ran out and the last attack was parried"
                }
                (DeckOutPath::LastAttackParried, Lang::Fr) => {
                    "la pioche est épuisée et la dernière attaque a été parée"
                }
                (DeckOutPath::LastAttackRetreated, Lang::En) => {
                    "the deck ran out and the defender retreated from the last attack"
                }
                (DeckOutPath::LastAttackRetreated, Lang::Fr) => {
                    "la pioche est épuisée et le défenseur a rompu devant la dernière attaque"
                }
            };
            let [a1, a2] = report.advancement;
            let decided = match (report.decided_by, report.matching_cards, lang) {
                (DecidedBy::HandComparison, Some([m1, m2]), Lang::En) => format!(
                    "cards of value {} in hand: {} {m1}, {} {m2}",
                    report.distance, names[0], names[1]
                ),
                (DecidedBy::HandComparison, Some([m1, m2]), Lang::Fr) => format!(
                    "cartes de valeur {} en main : {} {m1}, {} {m2}",
                    report.distance, names[0], names[1]
                ),
                (_, Some([m1, m2]), Lang::En) => format!(
                    "equal cards of value {} ({m1}–{m2}), then squares advanced: {} {a1}, {} {a2}",
                    report.distance, names[0], names[1]
                ),
                (_, Some([m1, m2]), Lang::Fr) => format!(
                    "autant de cartes de valeur {} ({m1}–{m2}), puis cases gagnées : {} {a1}, {} {a2}",
                    report.distance, names[0], names[1]
                ),
                (_, None, Lang::En) => format!("squares advanced: {} {a1}, {} {a2}", names[0], names[1]),
                (_, None, Lang::Fr) => format!("cases gagnées : {} {a1}, {} {a2}", names[0], names[1]),
            };
            format!("{path}; {decided}.")
        }
    }
}

impl Explain for Error {
    fn explain(&self, lang: Lang) -> String {
        match (self, lang) {
            (Error::MatchIsOver, Lang::En) => "The match is over.".into(),
            (Error::MatchIsOver, Lang::Fr) => "Le match est terminé.".into(),
            (Error::NoSuchCard { value }, Lang::En) => format!("{value} is not a card: cards are 1 to 5."),
            (Error::NoSuchCard { value }, Lang::Fr) => format!("{value} n'est pas une carte : les cartes vont de 1 à 5."),
            (Error::ZeroCount, Lang::En) => "Play at least one card.".into(),
            (Error::ZeroCount, Lang::Fr) => "Jouez au moins une carte.".into(),
            (Error::NotInHand { value, needed, held }, Lang::En) => {
                format!("You need {needed} card(s) of {value} but hold {held}.")
            }
            (Error::NotInHand { value, needed, held }, Lang::Fr) => {
                format!("Il faut {needed} carte(s) de {value} et vous en avez {held}.")
            }
            (Error::MustAnswerAttack, Lang::En) => "You are under attack: parry, retreat if allowed, or take the hit.".into(),
            (Error::MustAnswerAttack, Lang::Fr) => "Vous êtes attaqué : parez, rompez si c'est permis, ou acceptez la touche.".into(),
            (Error::NoAttackToAnswer, Lang::En) => "There is no attack to answer.".into(),
            (Error::NoAttackToAnswer, Lang::Fr) => "Il n'y a aucune attaque à laquelle répondre.".into(),
            (Error::OnlyAttackNow, Lang::En) => "The deck is out: nobody may move; you may only attack.".into(),
            (Error::OnlyAttackNow, Lang::Fr) => "La pioche est vide : plus aucun déplacement, vous ne pouvez qu'attaquer.".into(),
            (Error::CannotPass, Lang::En) => "You cannot pass: play a card.".into(),
            (Error::CannotPass, Lang::Fr) => "Vous ne pouvez pas passer : jouez une carte.".into(),
            (Error::MoveReachesOpponent { card }, Lang::En) => {
                format!("{card} would land on your opponent: that is an attack, not a move.")
            }
            (Error::MoveReachesOpponent { card }, Lang::Fr) => {
                format!("{card} arriverait sur votre adversaire : c'est une attaque, pas un déplacement.")
            }
            (Error::MovePassesOpponent { card }, Lang::En) => format!("{card} would pass your opponent."),
            (Error::MovePassesOpponent { card }, Lang::Fr) => format!("{card} vous ferait dépasser votre adversaire."),
            (Error::MoveOffPiste { card, .. }, Lang::En) => format!("{card} would take you off the piste."),
            (Error::MoveOffPiste { card, .. }, Lang::Fr) => format!("{card} vous ferait sortir de la piste."),
            (Error::AttackOutOfDistance { card, distance }, Lang::En) => {
                format!("An attack needs a card equal to the distance ({distance}); {card} is not.")
            }
            (Error::AttackOutOfDistance { card, distance }, Lang::Fr) => {
                format!("Une attaque demande une carte égale à la distance ({distance}) ; {card} ne l'est pas.")
            }
            (Error::BasicAttackIsOneCard, Lang::En) => "In Basic rules an attack is a single card.".into(),
            (Error::BasicAttackIsOneCard, Lang::Fr) => "En règle débutant, une attaque se fait avec une seule carte.".into(),
            (Error::AdvanceAttackNeedsAdvanced, Lang::En) => "Advance-and-attack is an Advanced rule.".into(),
            (Error::AdvanceAttackNeedsAdvanced, Lang::Fr) => "Avancer et attaquer est une règle avancée.".into(),
            (Error::AdvanceBlocked { card }, Lang::En) => {
                format!("Advancing {card} is not a legal move: it must stop short of your opponent.")
            }
            (Error::AdvanceBlocked { card }, Lang::Fr) => {
                format!("Avancer de {card} n'est pas un déplacement permis : il faut s'arrêter avant l'adversaire.")
            }
            (Error::CannotParry { value, count, held }, Lang::En) => format!(
                "To parry you need {count} card(s) of {value}; you hold {held}."
            ),
            (Error::CannotParry { value, count, held }, Lang::Fr) => format!(
                "Pour parer il faut {count} carte(s) de {value} ; vous en avez {held}."
            ),
            (Error::RetreatOnlyAgainstAdvance { kind }, Lang::En) => match kind {
                AttackKind::Direct => "You may retreat only from an advance-and-attack; this attack was direct.".into(),
                AttackKind::Indirect => "You may retreat only from an advance-and-attack.".into(),
            },
            (Error::RetreatOnlyAgainstAdvance { kind }, Lang::Fr) => match kind {
                AttackKind::Direct => "On ne rompt que devant une attaque précédée d'une marche ; celle-ci était directe.".into(),
                AttackKind::Indirect => "On ne rompt que devant une attaque précédée d'une marche.".into(),
            },
            (Error::RetreatOffPiste { card }, Lang::En) => format!("Retreating {card} would take you off the piste."),
            (Error::RetreatOffPiste { card }, Lang::Fr) => format!("Rompre de {card} vous ferait sortir de la piste."),
        }
    }
}

impl Explain for SetupError {
    fn explain(&self, lang: Lang) -> String {
        match (self, lang) {
            (SetupError::WrongCardCount { value, found }, Lang::En) => {
                format!("there must be 5 cards of {value}, found {found}")
            }
            (SetupError::WrongCardCount { value, found }, Lang::Fr) => {
                format!("il faut 5 cartes de {value}, trouvé {found}")
            }
            (SetupError::NotACard { value }, Lang::En) => format!("{value} is not a card (1 to 5)"),
            (SetupError::NotACard { value }, Lang::Fr) => format!("{value} n'est pas une carte (1 à 5)"),
            (SetupError::TotalCards { found }, Lang::En) => {
                format!("hands, pile and discards must hold 25 cards, found {found}")
            }
            (SetupError::TotalCards { found }, Lang::Fr) => {
                format!("mains, pioche et défausse doivent compter 25 cartes, trouvé {found}")
            }
            (SetupError::HandTooBig { seat_number, size }, Lang::En) => {
                format!("player {seat_number} holds {size} cards (at most 5)")
            }
            (SetupError::HandTooBig { seat_number, size }, Lang::Fr) => {
                format!("le joueur {seat_number} a {size} cartes (5 au plus)")
            }
            (SetupError::FencerOffPiste { seat_number, square }, Lang::En) => {
                format!("player {seat_number} stands on square {square}, off the 23-square piste")
            }
            (SetupError::FencerOffPiste { seat_number, square }, Lang::Fr) => {
                format!("le joueur {seat_number} est sur la case {square}, hors de la piste de 23 cases")
            }
            (SetupError::SameSquare { square }, Lang::En) => format!("both fencers stand on square {square}"),
            (SetupError::SameSquare { square }, Lang::Fr) => format!("les deux tireurs sont sur la case {square}"),
            (SetupError::FencersCrossed, Lang::En) => "player 1 must stand nearer square 1 than player 2".into(),
            (SetupError::FencersCrossed, Lang::Fr) => "le joueur 1 doit être plus près de la case 1 que le joueur 2".into(),
            (SetupError::ScoreAtTarget { seat_number }, Lang::En) => {
                format!("player {seat_number} has already won the match")
            }
            (SetupError::ScoreAtTarget { seat_number }, Lang::Fr) => {
                format!("le joueur {seat_number} a déjà gagné le match")
            }
            (SetupError::BadPendingAttack, Lang::En) => {
                "the pending attack must use 1+ cards equal to the distance (and Basic has none)".into()
            }
            (SetupError::BadPendingAttack, Lang::Fr) => {
                "l'attaque en cours doit compter 1 carte ou plus égales à la distance (et la règle débutant n'en a pas)".into()
            }
            (SetupError::IndirectAttackNeedsAdvanced, Lang::En) => "an advance-and-attack needs Advanced rules".into(),
            (SetupError::IndirectAttackNeedsAdvanced, Lang::Fr) => "une attaque avec marche demande la règle avancée".into(),
            (SetupError::EmptyPileWithoutAttack, Lang::En) => {
                "an empty draw pile needs a pending attack (the deck-end sequence)".into()
            }
            (SetupError::EmptyPileWithoutAttack, Lang::Fr) => {
                "une pioche vide demande une attaque en cours (la fin de pioche)".into()
            }
            (SetupError::ZeroTargetScore, Lang::En) => "the target score must be at least 1".into(),
            (SetupError::ZeroTargetScore, Lang::Fr) => "le score à atteindre doit être d'au moins 1".into(),
        }
    }
}
