//! The words the table needs from `i18n::skirman`, plus each card's URL slug (the glossary's
//! `skirman/#/glossary/<slug>` and the `data-card` attribute).
use crate::games::skirman::{AttackKind, Card, Line};
pub use crate::i18n::skirman::{card_name, line_name, link_name, phase_prompt, role_name};

fn line_slug(line: Line) -> &'static str {
    match line {
        Line::Sixte => "sixte",
        Line::Quarte => "quarte",
        Line::Septime => "septime",
        Line::Octave => "octave",
    }
}

/// `coup-droit-sixte`, `parade-quarte`, `contre-de-sixte`, `fleche`, `touche`…
pub fn slug(card: Card) -> String {
    let with_line = |base: &str, line: Line| format!("{base}-{}", line_slug(line));
    match card {
        Card::Attack(kind, line) => with_line(
            match kind {
                AttackKind::CoupDroit => "coup-droit",
                AttackKind::Coupe => "coupe",
                AttackKind::Degagement => "degagement",
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

pub fn card_from_slug(s: &str) -> Option<Card> {
    Card::ALL.into_iter().find(|&c| slug(c) == s)
}
