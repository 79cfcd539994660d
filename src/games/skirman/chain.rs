//! The exchange on the table: every card played since the exchange began, with who played it
//! and what it did (the UI draws the arrows from `LinkKind`), and how finished exchanges ended.
use super::cards::Card;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// What a link of the chain did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinkKind {
    /// A simple attack or a FLÈCHE (the first of an exchange, or a renewed attack).
    Attack,
    /// A parry or a contre (also the two cards against a FLÈCHE, and the kept cards answering
    /// an ATTAQUE COMPOSÉE, SK26).
    Parry,
    /// A RETRAITE.
    Retreat,
    /// The attack played right after one's own parry or retreat.
    Riposte,
    /// BALAYAGE ET RIPOSTE DOS.
    Sweep,
    /// A TOUCHE card.
    Touch,
    /// TOUCHE NON VALABLE.
    Cancel,
    /// A discard. No card: a discarded card goes straight to the discard pile and never enters
    /// the chain (SK29).
    Discard,
    /// MARCHE or POINTE EN LIGNE.
    Tactical,
    /// FEINTE.
    Feint,
    /// A card placed face down under a FEINTE.
    Attente,
    /// The last attente card turned over when the attack came (no card of its own: the
    /// attente link above now shows its card). `card` is `None`.
    Reveal,
    /// BATTEMENT.
    Beat,
    /// PRISE DE FER, ARRÊT, CONTRE-ATTAQUE.
    Counter,
    /// DÉROBEMENT.
    Evade,
    /// ATTAQUE COMPOSÉE.
    Compound,
    /// The defender kept 2 cards and set the rest aside (no card shown).
    Keep,
    /// An attack thrown away after a CONTRE-ATTAQUE on an AC. No card: it is discarded, not
    /// played, and goes straight to the discard pile (under the talon with the SK14 option).
    Thrown,
    /// SORTIE DE PISTE / BOUSCULADE.
    Arbitration,
    /// JEU VIOLENT.
    Violent,
    /// No card play: a TOUCHE conceded, or nothing left to answer with (no card, SK34).
    Declined,
}

impl LinkKind {
    /// Every kind, for tests and legends.
    pub const ALL: [LinkKind; 21] = [
        LinkKind::Attack,
        LinkKind::Parry,
        LinkKind::Retreat,
        LinkKind::Riposte,
        LinkKind::Sweep,
        LinkKind::Touch,
        LinkKind::Cancel,
        LinkKind::Discard,
        LinkKind::Tactical,
        LinkKind::Feint,
        LinkKind::Attente,
        LinkKind::Reveal,
        LinkKind::Beat,
        LinkKind::Counter,
        LinkKind::Evade,
        LinkKind::Compound,
        LinkKind::Keep,
        LinkKind::Thrown,
        LinkKind::Arbitration,
        LinkKind::Violent,
        LinkKind::Declined,
    ];
}

/// A card as one viewer sees it on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ShownCard {
    Up(Card),
    /// Face down: its back only. Its owner finds the card in its view's private part.
    FaceDown,
}

impl ShownCard {
    /// The card, if it is face up.
    pub fn known(self) -> Option<Card> {
        match self {
            ShownCard::Up(c) => Some(c),
            ShownCard::FaceDown => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChainLink {
    pub by: Seat,
    /// `None` for links without a card (`Reveal`, `Keep`, `Declined`, and `Discard` / `Thrown`,
    /// whose cards are not on the table).
    pub card: Option<ShownCard>,
    pub link: LinkKind,
}

/// How a touch was scored (§3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TouchCause {
    /// A TOUCHE card, not cancelled.
    Touche,
    /// An unparried FLÈCHE (SK28) or a FLÈCHE after a feint chain (SK27).
    Fleche,
    Derobement,
    JeuViolent,
    /// The third MARCHE in a row (SK15).
    Marches,
    /// The defender's hand emptied under FEINTEs (SK16).
    FeintExhaustion,
    /// The opponent received a second warning (SK9).
    Warnings,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "kebab-case")]
pub enum ExchangeEnd {
    Touch {
        scorer: Seat,
        cause: TouchCause,
    },
    /// TOUCHE NON VALABLE: the canceller restarts (SK10).
    Cancelled {
        by: Seat,
    },
    /// SORTIE DE PISTE / BOUSCULADE: the attack is cancelled for good and `warned` receives a
    /// warning (SK33).
    Arbitration {
        by: Seat,
        warned: Seat,
    },
    /// A discard or a pass handed the initiative to `to` (SK29).
    InitiativePassed {
        to: Seat,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exchange {
    /// Public links only: cards that were never turned over stay `FaceDown`.
    pub links: Vec<ChainLink>,
    pub end: ExchangeEnd,
}

/// The finished exchanges, stored flat: every public link in one list and where each exchange
/// ends in it. Ending an exchange then allocates nothing; `Public::exchanges` gets them one by
/// one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct History {
    links: Vec<ChainLink>,
    /// Each exchange's end, after its links `links[previous end .. at]`.
    ends: Vec<(usize, ExchangeEnd)>,
}

impl History {
    pub(super) fn with_capacity(links: usize, exchanges: usize) -> History {
        History {
            links: Vec::with_capacity(links),
            ends: Vec::with_capacity(exchanges),
        }
    }

    pub(super) fn push(&mut self, links: impl IntoIterator<Item = ChainLink>, end: ExchangeEnd) {
        self.links.extend(links);
        self.ends.push((self.links.len(), end));
    }

    pub(super) fn len(&self) -> usize {
        self.ends.len()
    }

    pub(super) fn last_end(&self) -> Option<ExchangeEnd> {
        self.ends.last().map(|&(_, end)| end)
    }

    pub(super) fn to_vec(&self) -> Vec<Exchange> {
        let mut start = 0;
        self.ends
            .iter()
            .map(|&(at, end)| {
                let links = self.links[start..at].to_vec();
                start = at;
                Exchange { links, end }
            })
            .collect()
    }

    pub(super) fn from_exchanges(exchanges: &[Exchange]) -> History {
        let mut history = History::with_capacity(
            exchanges.iter().map(|e| e.links.len()).sum(),
            exchanges.len(),
        );
        for exchange in exchanges {
            history.push(exchange.links.iter().copied(), exchange.end);
        }
        history
    }
}
