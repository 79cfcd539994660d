//! The states of the §7 machine. The seat to act is kept beside the phase (`to_act`); the
//! ATTAQUANT follows from both (`Phase::actor_attacks`).
use super::cards::Line;
use serde::{Deserialize, Serialize};

/// The three "offensives" of the quarte or sixte line (§4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Offensive {
    PriseDeFer,
    Arret,
    ContreAttaque,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "kebab-case")]
pub enum Phase {
    /// OPEN(X), "début de jeu": the ATTAQUANT starts an exchange.
    Open,
    /// RIPOSTE(X): right after X's parry or retreat, no draw; opening set + PRISE DE FER.
    Riposte,
    /// CONT_ATTACK(X): X's attack was not parried: TOUCHE, or any opening play.
    ContAttack,
    /// CONT_TACT(X): the opponent did not intervene on a MARCHE / POINTE EN LIGNE.
    ContTact,
    /// AFTER_FEINTE(X): the opponent placed a card en attente.
    AfterFeinte,
    /// DEF_ATTACK(Y, line): a simple attack arrives in `line`. `derobement_allowed`: it came
    /// with a BATTEMENT on the defender's own POINTE EN LIGNE (SK18, SK31).
    DefAttack {
        line: Line,
        derobement_allowed: bool,
    },
    /// DEF_FLECHE(Y).
    DefFleche {
        derobement_allowed: bool,
    },
    /// DEF_OFF(Y, kind, line): a PRISE DE FER, ARRÊT or CONTRE-ATTAQUE.
    DefOff {
        kind: Offensive,
        line: Line,
        derobement_allowed: bool,
    },
    /// DEF_TOUCHE(Y): TOUCHE NON VALABLE, or concede (`Decline`, SK34).
    DefTouche,
    DefMarche,
    DefPointe,
    DefFeinte,
    /// DEF_AC(Y): CONTRE-ATTAQUE, or keep 2 cards. `first_attack`: shown with the AC (SK11
    /// option).
    DefAc {
        first_attack: Option<super::cards::Card>,
    },
    /// AC1(X): play the first attack of the ATTAQUE COMPOSÉE (quarte or sixte).
    Ac1,
    /// AC2(X): play the second attack, in the other high line.
    Ac2 {
        first_line: Line,
    },
    /// X throws his quarte and sixte attacks after a CONTRE-ATTAQUE on his AC (SK26).
    AcThrow,
    /// DEF_BALAYAGE(X): X faces the opponent's BALAYAGE ET RIPOSTE DOS.
    DefBalayage,
    /// The BALAYAGE was not cancelled: its player must now play his TOUCHE (SK8).
    BalayageTouche,
    /// Someone has 5 touches.
    Over,
}

impl Phase {
    /// Whether the seat to act is the ATTAQUANT (else the defender).
    pub fn actor_attacks(self) -> bool {
        matches!(
            self,
            Phase::Open
                | Phase::Riposte
                | Phase::ContAttack
                | Phase::ContTact
                | Phase::AfterFeinte
                | Phase::Ac1
                | Phase::Ac2 { .. }
                | Phase::BalayageTouche
        )
    }

    /// The phases where the seat to act answers the ATTAQUANT's play: a defence is due, and
    /// there is no declining it while an answer is legal (SK34).
    pub fn is_defence(self) -> bool {
        matches!(
            self,
            Phase::DefAttack { .. }
                | Phase::DefFleche { .. }
                | Phase::DefOff { .. }
                | Phase::DefTouche
                | Phase::DefMarche
                | Phase::DefPointe
                | Phase::DefAc { .. }
                | Phase::DefBalayage
        )
    }
}
