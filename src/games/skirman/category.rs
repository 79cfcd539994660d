//! The fencing families of cards and answers, by what they do (the teaching panel and the
//! glossary group by them; their names are in `i18n::skirman::category_name`).
use super::actions::Action;
use super::cards::Card;

/// The families the teaching panel and the glossary group cards and answers by (by what a card
/// does in fencing). The last four
/// group actions, not cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    Parry,
    Retreat,
    CounterOffensive,
    Arbitration,
    Touch,
    Attack,
    Tactical,
    /// A card placed face down under a FEINTE.
    FaceDown,
    /// Two cards kept against an ATTAQUE COMPOSÉE.
    Keep,
    Discard,
    /// Take the attack, accept the touch, do not intervene, or pass.
    Decline,
}

impl Category {
    pub const ALL: [Category; 11] = [
        Category::Parry,
        Category::Retreat,
        Category::CounterOffensive,
        Category::Arbitration,
        Category::Touch,
        Category::Attack,
        Category::Tactical,
        Category::FaceDown,
        Category::Keep,
        Category::Discard,
        Category::Decline,
    ];

    /// The card families, in the glossary's order.
    pub const CARDS: [Category; 7] = [
        Category::Attack,
        Category::Touch,
        Category::Parry,
        Category::Retreat,
        Category::Tactical,
        Category::CounterOffensive,
        Category::Arbitration,
    ];

    /// For CSS classes and anchors: `parry`, `counter-offensive`…
    pub fn slug(self) -> &'static str {
        match self {
            Category::Parry => "parry",
            Category::Retreat => "retreat",
            Category::CounterOffensive => "counter-offensive",
            Category::Arbitration => "arbitration",
            Category::Touch => "touch",
            Category::Attack => "attack",
            Category::Tactical => "tactical",
            Category::FaceDown => "face-down",
            Category::Keep => "keep",
            Category::Discard => "discard",
            Category::Decline => "decline",
        }
    }
}

impl Card {
    /// The card's family (its colour mostly, but by what it does: BALAYAGE is a parry, JEU
    /// VIOLENT and TOUCHE NON VALABLE are the referee's decisions).
    pub fn category(self) -> Category {
        match self {
            Card::Attack(..) | Card::Fleche | Card::Battement | Card::PriseDeFer(_) => {
                Category::Attack
            }
            Card::Touche => Category::Touch,
            Card::Parade(_) | Card::Contre(_) | Card::Balayage => Category::Parry,
            Card::Retraite => Category::Retreat,
            Card::Marche | Card::PointeEnLigne | Card::Feinte | Card::AttaqueComposee => {
                Category::Tactical
            }
            Card::Arret(_) | Card::Derobement | Card::ContreAttaque(_) => {
                Category::CounterOffensive
            }
            Card::ToucheNonValable | Card::SortieDePiste | Card::Bousculade | Card::JeuViolent => {
                Category::Arbitration
            }
        }
    }
}

impl Action {
    /// The group an answer belongs to. A pair takes its first card's family (BATTEMENT + attack
    /// is an attack, two RETRAITE a retreat, QUARTE + SIXTE a parry, ATTAQUE COMPOSÉE + its first
    /// attack a tactical card); thrown attacks are discarded.
    pub fn category(&self) -> Category {
        match self {
            Action::Play(card) | Action::PlayTwo(card, _) => card.category(),
            Action::Attente(_) => Category::FaceDown,
            Action::Keep(..) => Category::Keep,
            Action::Discard(_) | Action::ThrowAttacks(..) => Category::Discard,
            Action::Decline => Category::Decline,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::skirman::Line;

    #[test]
    fn a_pair_takes_its_first_cards_family() {
        let beat = Action::pair(Card::Battement, Card::Fleche);
        assert_eq!(beat.category(), Category::Attack);
        let retreats = Action::PlayTwo(Card::Retraite, Card::Retraite);
        assert_eq!(retreats.category(), Category::Retreat);
        let parries = Action::pair(Card::Parade(Line::Quarte), Card::Parade(Line::Sixte));
        assert_eq!(parries.category(), Category::Parry);
        assert_eq!(Action::Decline.category(), Category::Decline);
        for card in Card::ALL {
            assert!(Category::CARDS.contains(&card.category()), "{card:?}");
        }
    }
}
