//! The cards of Skirm'an (spec §2): which exist at each level, how many copies, their colour and
//! line. AVERTISSEMENT is not a card in hand: warnings are counts with a pool of 3 (§3, SK9).
//!
//! In JSON a card is written as serde derives it: `"fleche"`, `{"attack":["coupe","sixte"]}`,
//! `{"parade":"octave"}`, `{"contre":"quarte"}`.
use super::rules::Level;
use serde::{Deserialize, Serialize};

/// The four lines of arrival (§4). Sixte and quarte are the high lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Line {
    Sixte,
    Quarte,
    Septime,
    Octave,
}

impl Line {
    pub const ALL: [Line; 4] = [Line::Sixte, Line::Quarte, Line::Septime, Line::Octave];
    pub const HIGH: [Line; 2] = [Line::Sixte, Line::Quarte];

    pub fn is_high(self) -> bool {
        matches!(self, Line::Sixte | Line::Quarte)
    }

    /// The other high line (sixte ↔ quarte); a low line is its own.
    pub fn other_high(self) -> Line {
        match self {
            Line::Sixte => Line::Quarte,
            Line::Quarte => Line::Sixte,
            low => low,
        }
    }
}

/// The three ways of making a simple attack; they share the same parries (§8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AttackKind {
    CoupDroit,
    Coupe,
    Degagement,
}

impl AttackKind {
    pub const ALL: [AttackKind; 3] = [
        AttackKind::CoupDroit,
        AttackKind::Coupe,
        AttackKind::Degagement,
    ];
}

/// The card colours (§2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    /// Attacks and offensives.
    Red,
    /// Defences.
    Green,
    /// TOUCHE, TOUCHE NON VALABLE and the arbitration cards.
    Blue,
    /// Tactical cards.
    Yellow,
}

/// One card. Contre, Arrêt, Contre-attaque and Prise de fer exist only in the high lines
/// (sixte, quarte); the other lines have a count of 0 and are never dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Card {
    /// A simple attack: COUP DROIT / COUPÉ / DÉGAGEMENT arriving in a line.
    Attack(AttackKind, Line),
    Fleche,
    Touche,
    Parade(Line),
    Retraite,
    ToucheNonValable,
    Marche,
    PointeEnLigne,
    Feinte,
    Battement,
    /// CONTRE DE SIXTE / CONTRE DE QUARTE: a counter-parry. Contre de quarte stops an attack
    /// arriving in sixte, contre de sixte one arriving in quarte (§4).
    Contre(Line),
    Arret(Line),
    Derobement,
    ContreAttaque(Line),
    AttaqueComposee,
    PriseDeFer(Line),
    Balayage,
    SortieDePiste,
    Bousculade,
    JeuViolent,
}

use AttackKind::{CoupDroit, Coupe, Degagement};
use Line::{Octave, Quarte, Septime, Sixte};

impl Card {
    /// The card's name in URLs, anchors and `data-card`: `coup-droit-sixte`, `parade-quarte`,
    /// `contre-de-sixte`, `fleche`, `touche`…
    pub fn slug(self) -> String {
        let line_slug = |line: Line| match line {
            Sixte => "sixte",
            Quarte => "quarte",
            Septime => "septime",
            Octave => "octave",
        };
        let with_line = |base: &str, line: Line| format!("{base}-{}", line_slug(line));
        match self {
            Card::Attack(kind, line) => with_line(
                match kind {
                    CoupDroit => "coup-droit",
                    Coupe => "coupe",
                    Degagement => "degagement",
                },
                line,
            ),
            Card::Parade(line) => with_line("parade", line),
            Card::Contre(line) => with_line("contre-de", line),
            Card::Arret(line) => with_line("arret", line),
            Card::ContreAttaque(line) => with_line("contre-attaque", line),
            Card::PriseDeFer(line) => with_line("prise-de-fer", line),
            Card::Fleche => "fleche".into(),
            Card::Touche => "touche".into(),
            Card::Retraite => "retraite".into(),
            Card::ToucheNonValable => "touche-non-valable".into(),
            Card::Marche => "marche".into(),
            Card::PointeEnLigne => "pointe-en-ligne".into(),
            Card::Feinte => "feinte".into(),
            Card::Battement => "battement".into(),
            Card::Derobement => "derobement".into(),
            Card::AttaqueComposee => "attaque-composee".into(),
            Card::Balayage => "balayage".into(),
            Card::SortieDePiste => "sortie-de-piste".into(),
            Card::Bousculade => "bousculade".into(),
            Card::JeuViolent => "jeu-violent".into(),
        }
    }

    /// The card a slug names (`Card::slug`).
    pub fn from_slug(slug: &str) -> Option<Card> {
        Card::ALL.into_iter().find(|&c| c.slug() == slug)
    }

    /// Every distinct card, in a fixed order (the order of the §2 tables).
    pub const ALL: [Card; 38] = [
        Card::Attack(CoupDroit, Sixte),
        Card::Attack(Coupe, Sixte),
        Card::Attack(Degagement, Sixte),
        Card::Attack(CoupDroit, Quarte),
        Card::Attack(Coupe, Quarte),
        Card::Attack(Degagement, Quarte),
        Card::Attack(CoupDroit, Octave),
        Card::Attack(Coupe, Octave),
        Card::Attack(Degagement, Octave),
        Card::Attack(CoupDroit, Septime),
        Card::Attack(Coupe, Septime),
        Card::Attack(Degagement, Septime),
        Card::Fleche,
        Card::Touche,
        Card::Parade(Sixte),
        Card::Parade(Quarte),
        Card::Parade(Octave),
        Card::Parade(Septime),
        Card::Retraite,
        Card::ToucheNonValable,
        Card::Marche,
        Card::PointeEnLigne,
        Card::Feinte,
        Card::Battement,
        Card::Contre(Sixte),
        Card::Contre(Quarte),
        Card::Arret(Quarte),
        Card::Arret(Sixte),
        Card::Derobement,
        Card::ContreAttaque(Sixte),
        Card::ContreAttaque(Quarte),
        Card::AttaqueComposee,
        Card::PriseDeFer(Quarte),
        Card::PriseDeFer(Sixte),
        Card::Balayage,
        Card::SortieDePiste,
        Card::Bousculade,
        Card::JeuViolent,
    ];

    /// Position in `Card::ALL` (for count arrays); `None` for a card that does not exist (a
    /// contre, arrêt, contre-attaque or prise de fer in a low line).
    pub fn index(self) -> Option<usize> {
        let line_hi = |l: Line| match l {
            Sixte => Some(0),
            Quarte => Some(1),
            _ => None,
        };
        Some(match self {
            Card::Attack(kind, line) => {
                let l = match line {
                    Sixte => 0,
                    Quarte => 1,
                    Octave => 2,
                    Septime => 3,
                };
                let k = match kind {
                    CoupDroit => 0,
                    Coupe => 1,
                    Degagement => 2,
                };
                l * 3 + k
            }
            Card::Fleche => 12,
            Card::Touche => 13,
            Card::Parade(line) => match line {
                Sixte => 14,
                Quarte => 15,
                Octave => 16,
                Septime => 17,
            },
            Card::Retraite => 18,
            Card::ToucheNonValable => 19,
            Card::Marche => 20,
            Card::PointeEnLigne => 21,
            Card::Feinte => 22,
            Card::Battement => 23,
            Card::Contre(l) => 24 + line_hi(l)?,
            Card::Arret(l) => 27 - line_hi(l)?,
            Card::Derobement => 28,
            Card::ContreAttaque(l) => 29 + line_hi(l)?,
            Card::AttaqueComposee => 31,
            Card::PriseDeFer(l) => 33 - line_hi(l)?,
            Card::Balayage => 34,
            Card::SortieDePiste => 35,
            Card::Bousculade => 36,
            Card::JeuViolent => 37,
        })
    }

    /// The first level whose talon holds this card (`*` Entraînement, `**` Compétition).
    pub fn min_level(self) -> Level {
        match self {
            Card::Attack(..)
            | Card::Fleche
            | Card::Touche
            | Card::Parade(_)
            | Card::Retraite
            | Card::ToucheNonValable => Level::Initiation,
            Card::Marche
            | Card::PointeEnLigne
            | Card::Feinte
            | Card::Battement
            | Card::Contre(_) => Level::Entrainement,
            _ => Level::Competition,
        }
    }

    /// Copies in the talon at `level` (0 for a card of a higher level or one that does not
    /// exist). Totals: 61, 90, 104 (§2).
    pub fn count(self, level: Level) -> u8 {
        if self.index().is_none() || self.min_level() > level {
            return 0;
        }
        match self {
            Card::Attack(CoupDroit, _) => 2,
            Card::Attack(_, Sixte | Quarte) => 2,
            Card::Attack(_, _) => 1,
            Card::Fleche => 1,
            Card::Touche => 16,
            Card::Parade(Sixte | Quarte) => 6,
            Card::Parade(_) => 4,
            Card::Retraite | Card::ToucheNonValable => 2,
            Card::Marche | Card::PointeEnLigne => 5,
            Card::Feinte => 9,
            Card::Battement => 6,
            Card::Contre(_) => 2,
            Card::Derobement | Card::AttaqueComposee => 2,
            Card::Arret(_) | Card::ContreAttaque(_) | Card::PriseDeFer(_) => 1,
            Card::Balayage | Card::SortieDePiste | Card::Bousculade | Card::JeuViolent => 1,
        }
    }

    /// The talon of `level`, in `Card::ALL` order (unshuffled).
    pub fn deck(level: Level) -> Vec<Card> {
        // Built once per level: every deal and every sampled world starts from it.
        static DECKS: std::sync::OnceLock<[Vec<Card>; 3]> = std::sync::OnceLock::new();
        let decks = DECKS.get_or_init(|| {
            Level::ALL.map(|level| {
                let mut deck = Vec::with_capacity(104);
                for card in Card::ALL {
                    for _ in 0..card.count(level) {
                        deck.push(card);
                    }
                }
                deck
            })
        });
        decks[level as usize].clone()
    }

    /// How many cards the talon of `level` holds (§2: 61, 90, 104): the set-up's level hints
    /// say it.
    pub fn talon_size(level: Level) -> usize {
        Card::ALL
            .iter()
            .map(|card| usize::from(card.count(level)))
            .sum()
    }

    /// The colour printed on the card. BALAYAGE ET RIPOSTE DOS is green and red: green here (it
    /// is played as a defence). JEU VIOLENT's colour is not stated: blue, with the arbitration
    /// cards it is listed with.
    pub fn colour(self) -> Colour {
        match self {
            Card::Attack(..)
            | Card::Fleche
            | Card::Battement
            | Card::Arret(_)
            | Card::Derobement
            | Card::ContreAttaque(_)
            | Card::PriseDeFer(_) => Colour::Red,
            Card::Parade(_) | Card::Retraite | Card::Contre(_) | Card::Balayage => Colour::Green,
            Card::Touche
            | Card::ToucheNonValable
            | Card::SortieDePiste
            | Card::Bousculade
            | Card::JeuViolent => Colour::Blue,
            Card::Marche | Card::PointeEnLigne | Card::Feinte | Card::AttaqueComposee => {
                Colour::Yellow
            }
        }
    }

    /// The line the card names, if any.
    pub fn line(self) -> Option<Line> {
        match self {
            Card::Attack(_, l)
            | Card::Parade(l)
            | Card::Contre(l)
            | Card::Arret(l)
            | Card::ContreAttaque(l)
            | Card::PriseDeFer(l) => Some(l),
            _ => None,
        }
    }

    /// COUP DROIT / COUPÉ / DÉGAGEMENT of a line (§4).
    pub fn is_simple_attack(self) -> bool {
        matches!(self, Card::Attack(..))
    }

    /// SORTIE DE PISTE or BOUSCULADE.
    pub fn is_arbitration(self) -> bool {
        matches!(self, Card::SortieDePiste | Card::Bousculade)
    }

    /// The valid parries of an attack arriving in `line` (§4): the line parry, or for a high
    /// line the contre of the other high line.
    pub fn parries(self, line: Line) -> bool {
        match self {
            Card::Parade(l) => l == line,
            Card::Contre(l) => line.is_high() && l == line.other_high(),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn talon_sizes_by_level() {
        // §2: 61 / 90 / 104 cards; 47 / 76 / 90 left after dealing 7 each.
        assert_eq!(Card::deck(Level::Initiation).len(), 61);
        assert_eq!(Card::deck(Level::Entrainement).len(), 90);
        assert_eq!(Card::deck(Level::Competition).len(), 104);
        for level in Level::ALL {
            assert_eq!(Card::talon_size(level), Card::deck(level).len());
        }
        let attacks: usize = Card::ALL
            .iter()
            .filter(|c| c.is_simple_attack() || **c == Card::Fleche)
            .map(|c| c.count(Level::Initiation) as usize)
            .sum();
        assert_eq!(attacks, 21);
    }

    #[test]
    fn index_matches_all() {
        for (i, card) in Card::ALL.iter().enumerate() {
            assert_eq!(card.index(), Some(i), "{card:?}");
            assert!(card.count(Level::Competition) > 0);
        }
        assert_eq!(Card::Contre(Octave).index(), None);
        assert_eq!(Card::PriseDeFer(Septime).count(Level::Competition), 0);
    }

    #[test]
    fn contres_cross_the_high_lines() {
        // §4: contre de quarte stops sixte, contre de sixte stops quarte.
        assert!(Card::Contre(Quarte).parries(Sixte));
        assert!(Card::Contre(Sixte).parries(Quarte));
        assert!(!Card::Contre(Sixte).parries(Sixte));
        assert!(Card::Parade(Octave).parries(Octave));
        assert!(!Card::Parade(Octave).parries(Septime));
    }

    #[test]
    fn json_names() {
        assert_eq!(serde_json::to_string(&Card::Fleche).unwrap(), "\"fleche\"");
        assert_eq!(
            serde_json::to_string(&Card::Attack(Coupe, Sixte)).unwrap(),
            "{\"attack\":[\"coupe\",\"sixte\"]}"
        );
    }
}
