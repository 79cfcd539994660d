//! The fair deal's refusals and audit failures (`deal::Refusal`, `AuditFailure`, `AuditRule`)
//! in the player's language. Their `Display` stays the English of logs; the protocol's own short
//! labels (a message kind, what a list was, why a position is unavailable) are quoted as they are.
use super::{sentences, Explain, Lang};
use crate::core::Seat;
use crate::deal::{AuditFailure, AuditRule, Pos, Refusal};

super::words! {
    /// What an audit failure says its seat broke.
    pub fn audit_rule(rule: AuditRule) {
        AuditRule::SeedCommitment => "the revealed seed is not the one it committed to",
            "la graine révélée n'est pas celle à laquelle il s'était engagé";
        AuditRule::Shuffle => "its shuffle is not the one its seed commits to (skipped, stacked or substituted)",
            "son mélange n'est pas celui qu'impose sa graine (sauté, arrangé ou remplacé)";
        AuditRule::Locks => "its locks are not the ones its seed commits to",
            "ses verrous ne sont pas ceux qu'impose sa graine";
        AuditRule::Keys => "a key it released is not the one its seed commits to",
            "une clé qu'il a livrée n'est pas celle qu'impose sa graine";
        AuditRule::Coin => "its coin nonce is not the one its seed commits to",
            "son aléa de pile ou face n'est pas celui qu'impose sa graine";
        AuditRule::SecretNotDisclosed => "it committed to a secret and never disclosed it",
            "il s'est engagé sur un secret sans jamais le dévoiler";
        AuditRule::Cards => "a stack does not hold exactly the cards it was made from",
            "un paquet ne contient pas exactement les cartes dont il est fait";
    }
}

sentences! {
    /// A seat as the subject of a sentence: "seat 2", "le joueur 2".
    fn seat_words(seat: Seat) match seat {
        seat => "seat {n}", "le joueur {n}" where n = seat.number();
    }

    /// A face-down position: "stack 2 position 7".
    fn pos(pos: &Pos) match pos {
        Pos { stack, index } => "stack {stack} position {index}", "paquet {stack} position {index}";
    }

    /// An audit failure: who, at which step (and message), broke which commitment.
    fn audit_failure(failure: &AuditFailure) in lang match failure {
        AuditFailure { seat, message: None, step, rule } =>
            "{who}, {step}: {rule}", "{who}, {step}\u{202F}: {rule}"
            where who = seat_words(*seat, lang), rule = audit_rule(*rule, lang);
        AuditFailure { seat, message: Some(n), step, rule } =>
            "{who}, {step} (its message {n}): {rule}", "{who}, {step} (son message {n})\u{202F}: {rule}"
            where who = seat_words(*seat, lang), rule = audit_rule(*rule, lang);
    }

    /// Why a message of the fair deal is refused.
    fn refusal(refusal: &Refusal) in lang match refusal {
        Refusal::TooLarge { size, limit } =>
            "message of {size} bytes is over the {limit}-byte limit",
            "message de {size} octets, au-delà de la limite de {limit} octets";
        Refusal::Truncated => "message is cut short", "message tronqué";
        Refusal::NotAFrame =>
            "not a message of the fair deal",
            "ce n'est pas un message de la donne équitable";
        Refusal::Version { got, supported } =>
            "protocol version {got}, this side speaks version {supported}",
            "protocole en version {got}, ce côté parle la version {supported}";
        Refusal::Replayed { number, expected } =>
            "message {number} was already received (expected {expected})",
            "le message {number} a déjà été reçu (attendu {expected})";
        Refusal::OutOfOrder { number, expected } =>
            "message {number} arrived before message {expected}",
            "le message {number} est arrivé avant le message {expected}";
        Refusal::BrokenChain { number } =>
            "message {number} does not follow from the previous one (altered or forged)",
            "le message {number} ne découle pas du précédent (altéré ou contrefait)";
        Refusal::UnknownKind(kind) => "unknown message kind {kind}", "sorte de message inconnue {kind}";
        Refusal::Malformed(what) => "malformed message: {what}", "message mal formé\u{202F}: {what}";
        Refusal::Unexpected { got, expected } =>
            "received a {got} while waiting for a {expected}",
            "reçu «\u{202F}{got}\u{202F}» en attendant «\u{202F}{expected}\u{202F}»";
        Refusal::DeckMismatch =>
            "the other side is dealing a different deck",
            "l'autre côté donne un autre jeu de cartes";
        Refusal::WrongLength { what, got, expected } =>
            "{what}: {got} items where {expected} were due",
            "{what}\u{202F}: {got} éléments au lieu de {expected}";
        Refusal::DuplicatePoint { stack } =>
            "a shuffle pass of stack {stack} holds the same card twice",
            "un passage de mélange du paquet {stack} contient deux fois la même carte";
        Refusal::BadProof { seat, stack, index } =>
            "seat {n}'s proof for stack {stack} position {index} does not hold: it did not lock with the key it committed to",
            "la preuve du joueur {n} pour le paquet {stack} position {index} est fausse\u{202F}: il n'a pas verrouillé avec la clé promise"
            where n = seat.number();
        Refusal::WrongKey { seat, pos: at } =>
            "{who} released a key for {at} that is not the one it committed to",
            "{who} a livré pour {at} une clé qui n'est pas celle promise"
            where who = seat_words(*seat, lang), at = pos(at, lang);
        Refusal::NoCard { pos: at } =>
            "{at} unmasks to no card: the deck was tampered with",
            "{at} ne se démasque en aucune carte\u{202F}: le jeu a été falsifié"
            where at = pos(at, lang);
        Refusal::DuplicateCard { card, first, second } =>
            "card {card} turned up twice, at {first} and at {second}",
            "la carte {card} est apparue deux fois, en {first} et en {second}"
            where first = pos(first, lang), second = pos(second, lang);
        Refusal::PositionUnavailable { pos: at, why } =>
            "{at} cannot be used: {why}",
            "{at} est inutilisable\u{202F}: {why}"
            where at = pos(at, lang);
        Refusal::NotDealt { seat, pos: at } =>
            "{who} showed {at}, which was not dealt to it",
            "{who} a montré {at}, qui ne lui avait pas été donnée"
            where who = seat_words(*seat, lang), at = pos(at, lang);
        Refusal::ShownWrongCard { seat, pos: at, claimed, actual } =>
            "{who} named card {claimed} at {at}, which holds card {actual}",
            "{who} a annoncé la carte {claimed} en {at}, qui porte la carte {actual}"
            where who = seat_words(*seat, lang), at = pos(at, lang);
        Refusal::CoinMismatch { coin } =>
            "coin {coin}: the revealed nonce does not open the commitment",
            "pile ou face {coin}\u{202F}: l'aléa révélé n'ouvre pas l'engagement";
        Refusal::SecretMismatch { seat, secret } =>
            "seat {n}'s secret {secret} does not open its commitment",
            "le secret {secret} du joueur {n} n'ouvre pas son engagement"
            where n = seat.number();
        Refusal::TooFarAhead =>
            "too many messages arrived ahead of the game",
            "trop de messages sont arrivés en avance sur la partie";
        Refusal::Abandoned { seat, waiting_for } =>
            "{who} did not answer while this side waited for {waiting_for}: it forfeits",
            "{who} n'a pas répondu pendant que ce côté attendait «\u{202F}{waiting_for}\u{202F}»\u{202F}: il perd par forfait"
            where who = seat_words(*seat, lang);
        Refusal::Audit(failure) =>
            "audit failed: {why}",
            "échec de la vérification\u{202F}: {why}"
            where why = audit_failure(failure, lang);
        Refusal::Misuse(what) => "not possible now: {what}", "impossible pour l'instant\u{202F}: {what}";
        Refusal::NoEntropy =>
            "no source of randomness is available",
            "aucune source de hasard n'est disponible";
    }
}

impl Explain for AuditRule {
    fn explain(&self, lang: Lang) -> String {
        audit_rule(*self, lang).into()
    }
}

impl Explain for AuditFailure {
    fn explain(&self, lang: Lang) -> String {
        audit_failure(self, lang)
    }
}

impl Explain for Refusal {
    fn explain(&self, lang: Lang) -> String {
        refusal(self, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_refusal() -> Vec<Refusal> {
        let seat = Seat::Two;
        let pos = Pos { stack: 2, index: 7 };
        let failure = |rule| AuditFailure {
            seat,
            message: Some(12),
            step: "shuffle of stack 1".into(),
            rule,
        };
        let mut all = vec![
            Refusal::TooLarge { size: 9, limit: 8 },
            Refusal::Truncated,
            Refusal::NotAFrame,
            Refusal::Version {
                got: 2,
                supported: 1,
            },
            Refusal::Replayed {
                number: 3,
                expected: 5,
            },
            Refusal::OutOfOrder {
                number: 6,
                expected: 5,
            },
            Refusal::BrokenChain { number: 4 },
            Refusal::UnknownKind(99),
            Refusal::Malformed("a point"),
            Refusal::Unexpected {
                got: "keys",
                expected: "pass",
            },
            Refusal::DeckMismatch,
            Refusal::WrongLength {
                what: "keys",
                got: 1,
                expected: 2,
            },
            Refusal::DuplicatePoint { stack: 1 },
            Refusal::BadProof {
                seat,
                stack: 1,
                index: 3,
            },
            Refusal::WrongKey { seat, pos },
            Refusal::NoCard { pos },
            Refusal::DuplicateCard {
                card: 4,
                first: pos,
                second: pos,
            },
            Refusal::PositionUnavailable {
                pos,
                why: "it was already used",
            },
            Refusal::NotDealt { seat, pos },
            Refusal::ShownWrongCard {
                seat,
                pos,
                claimed: 1,
                actual: 2,
            },
            Refusal::CoinMismatch { coin: 0 },
            Refusal::SecretMismatch { seat, secret: 3 },
            Refusal::TooFarAhead,
            Refusal::Abandoned {
                seat,
                waiting_for: "keys",
            },
            Refusal::Misuse("a step in progress"),
            Refusal::NoEntropy,
        ];
        all.extend(ALL_RULES.iter().map(|rule| Refusal::Audit(failure(*rule))));
        all
    }

    const ALL_RULES: [AuditRule; 7] = [
        AuditRule::SeedCommitment,
        AuditRule::Shuffle,
        AuditRule::Locks,
        AuditRule::Keys,
        AuditRule::Coin,
        AuditRule::SecretNotDisclosed,
        AuditRule::Cards,
    ];

    /// Every refusal (and, through `Audit`, every audit rule) reads in both languages, the two
    /// differ, the English is the `Display` of logs, and the French spaces its marks (U+202F).
    #[test]
    fn every_refusal_has_both_languages() {
        for refusal in every_refusal() {
            let [en, fr] = Lang::ALL.map(|lang| refusal.explain(lang));
            assert!(
                !en.trim().is_empty() && !fr.trim().is_empty(),
                "{refusal:?}"
            );
            assert_ne!(en, fr, "{refusal:?}");
            assert_eq!(en, refusal.to_string(), "{refusal:?}");
            let bad = crate::i18n::tests::french_marks("deal", &refusal, &fr);
            assert!(bad.is_empty(), "{bad:?}");
        }
        for rule in ALL_RULES {
            let [en, fr] = Lang::ALL.map(|lang| rule.explain(lang));
            assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{rule:?}");
            assert_eq!(en, rule.to_string());
        }
    }
}
