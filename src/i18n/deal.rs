//! The fair deal's refusals and audit failures (`deal::Refusal`, `AuditFailure`, `AuditRule`)
//! in the player's language. Their `Display` stays the English of logs; the protocol's own short
//! labels (a message kind, what a list was, why a position is unavailable) are quoted as they are.
use super::{Explain, Lang, Words};
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

fn seat(seat: Seat, lang: Lang) -> String {
    lang.texts().pick(
        format!("seat {}", seat.number()),
        format!("le joueur {}", seat.number()),
    )
}

fn pos(pos: &Pos, lang: Lang) -> String {
    lang.texts().pick(
        format!("stack {} position {}", pos.stack, pos.index),
        format!("paquet {} position {}", pos.stack, pos.index),
    )
}

impl Explain for AuditRule {
    fn explain(&self, lang: Lang) -> String {
        audit_rule(*self, lang).into()
    }
}

impl Explain for AuditFailure {
    fn explain(&self, lang: Lang) -> String {
        let who = seat(self.seat, lang);
        let step = &self.step;
        let message = match (self.message, lang.texts()) {
            (None, _) => String::new(),
            (Some(n), Words::En(_)) => format!(" (its message {n})"),
            (Some(n), Words::Fr(_)) => format!(" (son message {n})"),
        };
        let rule = audit_rule(self.rule, lang);
        match lang.texts() {
            Words::En(_) => format!("{who}, {step}{message}: {rule}"),
            Words::Fr(_) => format!("{who}, {step}{message}\u{202F}: {rule}"),
        }
    }
}

impl Explain for Refusal {
    fn explain(&self, lang: Lang) -> String {
        let p = |at: &Pos| pos(at, lang);
        let s = |at: &Seat| seat(*at, lang);
        match (self, lang.texts()) {
            (Refusal::TooLarge { size, limit }, Words::En(_)) => format!("message of {size} bytes is over the {limit}-byte limit"),
            (Refusal::TooLarge { size, limit }, Words::Fr(_)) => format!("message de {size} octets, au-delà de la limite de {limit} octets"),
            (Refusal::Truncated, Words::En(_)) => "message is cut short".into(),
            (Refusal::Truncated, Words::Fr(_)) => "message tronqué".into(),
            (Refusal::NotAFrame, Words::En(_)) => "not a message of the fair deal".into(),
            (Refusal::NotAFrame, Words::Fr(_)) => "ce n'est pas un message de la donne équitable".into(),
            (Refusal::Version { got, supported }, Words::En(_)) => format!("protocol version {got}, this side speaks version {supported}"),
            (Refusal::Version { got, supported }, Words::Fr(_)) => format!("protocole en version {got}, ce côté parle la version {supported}"),
            (Refusal::Replayed { number, expected }, Words::En(_)) => format!("message {number} was already received (expected {expected})"),
            (Refusal::Replayed { number, expected }, Words::Fr(_)) => format!("le message {number} a déjà été reçu (attendu {expected})"),
            (Refusal::OutOfOrder { number, expected }, Words::En(_)) => format!("message {number} arrived before message {expected}"),
            (Refusal::OutOfOrder { number, expected }, Words::Fr(_)) => format!("le message {number} est arrivé avant le message {expected}"),
            (Refusal::BrokenChain { number }, Words::En(_)) => format!("message {number} does not follow from the previous one (altered or forged)"),
            (Refusal::BrokenChain { number }, Words::Fr(_)) => format!("le message {number} ne découle pas du précédent (altéré ou contrefait)"),
            (Refusal::UnknownKind(kind), Words::En(_)) => format!("unknown message kind {kind}"),
            (Refusal::UnknownKind(kind), Words::Fr(_)) => format!("sorte de message inconnue {kind}"),
            (Refusal::Malformed(what), Words::En(_)) => format!("malformed message: {what}"),
            (Refusal::Malformed(what), Words::Fr(_)) => format!("message mal formé\u{202F}: {what}"),
            (Refusal::Unexpected { got, expected }, Words::En(_)) => format!("received a {got} while waiting for a {expected}"),
            (Refusal::Unexpected { got, expected }, Words::Fr(_)) => format!("reçu «\u{202F}{got}\u{202F}» en attendant «\u{202F}{expected}\u{202F}»"),
            (Refusal::DeckMismatch, Words::En(_)) => "the other side is dealing a different deck".into(),
            (Refusal::DeckMismatch, Words::Fr(_)) => "l'autre côté donne un autre jeu de cartes".into(),
            (Refusal::WrongLength { what, got, expected }, Words::En(_)) => format!("{what}: {got} items where {expected} were due"),
            (Refusal::WrongLength { what, got, expected }, Words::Fr(_)) => format!("{what}\u{202F}: {got} éléments au lieu de {expected}"),
            (Refusal::DuplicatePoint { stack }, Words::En(_)) => format!("a shuffle pass of stack {stack} holds the same card twice"),
            (Refusal::DuplicatePoint { stack }, Words::Fr(_)) => format!("un passage de mélange du paquet {stack} contient deux fois la même carte"),
            (Refusal::BadProof { seat, stack, index }, Words::En(_)) => format!("{}'s proof for stack {stack} position {index} does not hold: it did not lock with the key it committed to", s(seat)),
            (Refusal::BadProof { seat, stack, index }, Words::Fr(_)) => format!("la preuve du {} pour le paquet {stack} position {index} est fausse\u{202F}: il n'a pas verrouillé avec la clé promise", s(seat).trim_start_matches("le ")),
            (Refusal::WrongKey { seat, pos }, Words::En(_)) => format!("{} released a key for {} that is not the one it committed to", s(seat), p(pos)),
            (Refusal::WrongKey { seat, pos }, Words::Fr(_)) => format!("{} a livré pour {} une clé qui n'est pas celle promise", s(seat), p(pos)),
            (Refusal::NoCard { pos }, Words::En(_)) => format!("{} unmasks to no card: the deck was tampered with", p(pos)),
            (Refusal::NoCard { pos }, Words::Fr(_)) => format!("{} ne se démasque en aucune carte\u{202F}: le jeu a été falsifié", p(pos)),
            (Refusal::DuplicateCard { card, first, second }, Words::En(_)) => format!("card {card} turned up twice, at {} and at {}", p(first), p(second)),
            (Refusal::DuplicateCard { card, first, second }, Words::Fr(_)) => format!("la carte {card} est apparue deux fois, en {} et en {}", p(first), p(second)),
            (Refusal::PositionUnavailable { pos, why }, Words::En(_)) => format!("{} cannot be used: {why}", p(pos)),
            (Refusal::PositionUnavailable { pos, why }, Words::Fr(_)) => format!("{} est inutilisable\u{202F}: {why}", p(pos)),
            (Refusal::NotDealt { seat, pos }, Words::En(_)) => format!("{} showed {}, which was not dealt to it", s(seat), p(pos)),
            (Refusal::NotDealt { seat, pos }, Words::Fr(_)) => format!("{} a montré {}, qui ne lui avait pas été donnée", s(seat), p(pos)),
            (Refusal::ShownWrongCard { seat, pos, claimed, actual }, Words::En(_)) => format!("{} named card {claimed} at {}, which holds card {actual}", s(seat), p(pos)),
            (Refusal::ShownWrongCard { seat, pos, claimed, actual }, Words::Fr(_)) => format!("{} a annoncé la carte {claimed} en {}, qui porte la carte {actual}", s(seat), p(pos)),
            (Refusal::CoinMismatch { coin }, Words::En(_)) => format!("coin {coin}: the revealed nonce does not open the commitment"),
            (Refusal::CoinMismatch { coin }, Words::Fr(_)) => format!("pile ou face {coin}\u{202F}: l'aléa révélé n'ouvre pas l'engagement"),
            (Refusal::SecretMismatch { seat, secret }, Words::En(_)) => format!("{}'s secret {secret} does not open its commitment", s(seat)),
            (Refusal::SecretMismatch { seat, secret }, Words::Fr(_)) => format!("le secret {secret} du {} n'ouvre pas son engagement", s(seat).trim_start_matches("le ")),
            (Refusal::TooFarAhead, Words::En(_)) => "too many messages arrived ahead of the game".into(),
            (Refusal::TooFarAhead, Words::Fr(_)) => "trop de messages sont arrivés en avance sur la partie".into(),
            (Refusal::Abandoned { seat, waiting_for }, Words::En(_)) => format!("{} did not answer while this side waited for {waiting_for}: it forfeits", s(seat)),
            (Refusal::Abandoned { seat, waiting_for }, Words::Fr(_)) => format!("{} n'a pas répondu pendant que ce côté attendait «\u{202F}{waiting_for}\u{202F}»\u{202F}: il perd par forfait", s(seat)),
            (Refusal::Audit(failure), Words::En(_)) => format!("audit failed: {}", failure.explain(lang)),
            (Refusal::Audit(failure), Words::Fr(_)) => format!("échec de la vérification\u{202F}: {}", failure.explain(lang)),
            (Refusal::Misuse(what), Words::En(_)) => format!("not possible now: {what}"),
            (Refusal::Misuse(what), Words::Fr(_)) => format!("impossible pour l'instant\u{202F}: {what}"),
            (Refusal::NoEntropy, Words::En(_)) => "no source of randomness is available".into(),
            (Refusal::NoEntropy, Words::Fr(_)) => "aucune source de hasard n'est disponible".into(),
        }
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
            let chars: Vec<char> = fr.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                if matches!(c, ':' | ';' | '!' | '?') {
                    assert_eq!(chars.get(i.wrapping_sub(1)), Some(&'\u{202F}'), "{fr}");
                }
            }
        }
        for rule in ALL_RULES {
            let [en, fr] = Lang::ALL.map(|lang| rule.explain(lang));
            assert!(!en.is_empty() && !fr.is_empty() && en != fr, "{rule:?}");
            assert_eq!(en, rule.to_string());
        }
    }
}
