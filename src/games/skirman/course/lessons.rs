//! The lessons, in the seed's order: Initiation (the convention, the lines, the touch, the
//! flèche, the retraite), then the cards Entraînement adds, then Compétition's. Each starts from
//! an explicit position; the talon holds the level's TOUCHE cards first (see `Lesson::position`),
//! so whoever draws during a lesson draws a card that changes none of its decisions.
use super::{BladePath, Drawing, Footwork, Lesson};
use crate::core::walkthrough::{Step, Wrong, WrongKind};
use crate::core::Seat;
use crate::games::skirman::actions::Action;
use crate::games::skirman::cards::{AttackKind::*, Card, Line::*};
use crate::games::skirman::rules::Level;

use Action::{Attente, Decline, Discard, Keep, Play, PlayTwo};

const CD6: Card = Card::Attack(CoupDroit, Sixte);
const CO6: Card = Card::Attack(Coupe, Sixte);
const DG6: Card = Card::Attack(Degagement, Sixte);
const CD4: Card = Card::Attack(CoupDroit, Quarte);
const CO4: Card = Card::Attack(Coupe, Quarte);
const DG4: Card = Card::Attack(Degagement, Quarte);
const CD8: Card = Card::Attack(CoupDroit, Octave);
const CO8: Card = Card::Attack(Coupe, Octave);
const DG8: Card = Card::Attack(Degagement, Octave);
const CD7: Card = Card::Attack(CoupDroit, Septime);
const CO7: Card = Card::Attack(Coupe, Septime);
const DG7: Card = Card::Attack(Degagement, Septime);
const P6: Card = Card::Parade(Sixte);
const P4: Card = Card::Parade(Quarte);
const P7: Card = Card::Parade(Septime);
const P8: Card = Card::Parade(Octave);
const T: Card = Card::Touche;
const TNV: Card = Card::ToucheNonValable;
const R: Card = Card::Retraite;
const F: Card = Card::Fleche;
const MA: Card = Card::Marche;
const PL: Card = Card::PointeEnLigne;
const FE: Card = Card::Feinte;
const BA: Card = Card::Battement;
const C6: Card = Card::Contre(Sixte);
const C4: Card = Card::Contre(Quarte);
const AR4: Card = Card::Arret(Quarte);
const AR6: Card = Card::Arret(Sixte);
const DER: Card = Card::Derobement;
const CA6: Card = Card::ContreAttaque(Sixte);
const CA4: Card = Card::ContreAttaque(Quarte);
const AC: Card = Card::AttaqueComposee;
const PF4: Card = Card::PriseDeFer(Quarte);
const PF6: Card = Card::PriseDeFer(Sixte);
const BAL: Card = Card::Balayage;
const SDP: Card = Card::SortieDePiste;
const BOU: Card = Card::Bousculade;
const JV: Card = Card::JeuViolent;

/// A decision: the answers accepted, the wrong answers explained, then the opponent's replies.
const fn step(
    answers: &'static [Action],
    wrong: &'static [Wrong<Action>],
    replies: &'static [Action],
) -> Step<Action> {
    Step {
        answers,
        wrong,
        replies,
    }
}

/// A wrong answer the rules refuse, for `rule`.
const fn refused(action: Action, rule: &'static str) -> Wrong<Action> {
    Wrong {
        action,
        kind: WrongKind::Refused(rule),
    }
}

/// A wrong answer the rules allow, played out with `then`.
const fn played(action: Action, then: &'static [Action]) -> Wrong<Action> {
    Wrong {
        action,
        kind: WrongKind::PlayedOut(then),
    }
}

const ME: Seat = Seat::One;
const YOU: Seat = Seat::Two;
const NONE: [u8; 2] = [0, 0];

pub static LESSONS: [Lesson; 19] = [
    // 1. The convention: attack, parry, riposte, and the touch that concludes.
    Lesson {
        slug: "attack-parry-riposte",
        level: Level::Initiation,
        hands: [&[CD6, P4, P6, CO8, T, T, T], &[P6, CD4, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: ME,
        opening: &[],
        steps: &[
            step(
                &[Play(CD6)],
                &[refused(Play(T), "SK-§7"), refused(Play(P4), "SK-§7")],
                &[Play(P6), Play(CD4)],
            ),
            step(&[Play(P4)], &[refused(Play(P6), "SK-§4")], &[]),
            step(&[Play(CO8)], &[refused(Play(T), "SK-§7")], &[Discard(T)]),
            step(&[Play(T)], &[refused(Play(P6), "SK-§7")], &[Decline]),
        ],
        drawing: Drawing::Blade(BladePath::CoupDroit),
    },
    // 2. The right of way: who is ATTAQUANT, and how a parry takes the initiative.
    Lesson {
        slug: "right-of-way",
        level: Level::Initiation,
        hands: [&[P4, P6, CO6, DG4, T, T, T], &[DG4, P6, CD6, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(DG4)],
        steps: &[
            step(&[Play(P4)], &[refused(Play(CO6), "SK-§7")], &[]),
            step(
                &[Play(CO6)],
                &[refused(Play(T), "SK-§7")],
                &[Play(P6), Play(CD6)],
            ),
            step(&[Play(P6)], &[refused(Play(DG4), "SK-§7")], &[]),
            step(&[Play(DG4)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Target {
            attack: Quarte,
            parry: Quarte,
        },
    },
    // 3. The high lines: sixte and quarte, each closed by its own parry.
    Lesson {
        slug: "high-lines",
        level: Level::Initiation,
        hands: [&[P6, P4, P8, CO4, DG6, T, T], &[DG6, P4, DG4, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(DG6)],
        steps: &[
            step(&[Play(P6)], &[refused(Play(P4), "SK-§4")], &[]),
            step(&[Play(CO4)], &[], &[Play(P4), Play(DG4)]),
            step(&[Play(P4)], &[refused(Play(P8), "SK-§4")], &[]),
            step(&[Play(DG6)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Target {
            attack: Sixte,
            parry: Sixte,
        },
    },
    // 4. The low lines: septime (inside) and octave (outside).
    Lesson {
        slug: "low-lines",
        level: Level::Initiation,
        hands: [&[P7, P7, P8, CD8, DG8, T, T], &[CD7, P8, CO7, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(CD7)],
        steps: &[
            step(&[Play(P7)], &[refused(Play(P8), "SK-§4")], &[]),
            step(&[Play(CD8)], &[], &[Play(P8), Play(CO7)]),
            step(&[Play(P7)], &[refused(Play(P8), "SK-§4")], &[]),
            step(&[Play(DG8)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Target {
            attack: Septime,
            parry: Septime,
        },
    },
    // 5. TOUCHE and TOUCHE NON VALABLE.
    Lesson {
        slug: "touche-non-valable",
        level: Level::Initiation,
        hands: [&[CD4, TNV, T, T, T, T, T], &[TNV, CD8, P6, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: ME,
        opening: &[],
        steps: &[
            step(&[Play(CD4)], &[], &[Discard(T)]),
            step(
                &[Play(T)],
                &[refused(Play(TNV), "SK-§7")],
                &[Play(TNV), Play(CD8)],
            ),
            step(
                &[Discard(T)],
                &[played(Discard(TNV), &[Play(T), Decline])],
                &[Play(T)],
            ),
            step(&[Play(TNV)], &[played(Decline, &[])], &[]),
        ],
        drawing: Drawing::Target {
            attack: Octave,
            parry: Octave,
        },
    },
    // 6. The flèche and its two answers.
    Lesson {
        slug: "fleche",
        level: Level::Initiation,
        hands: [&[P6, P4, R, R, DG6, T, T], &[F, T, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(F)],
        steps: &[
            step(
                &[PlayTwo(P6, P4), PlayTwo(R, R)],
                &[refused(Play(P6), "SK-§6"), refused(Play(R), "SK-§6")],
                &[],
            ),
            step(&[Play(DG6)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Distance(Footwork::Fleche),
    },
    // 7. The retraite: breaking the distance answers any simple attack.
    Lesson {
        slug: "retraite",
        level: Level::Initiation,
        hands: [&[R, P8, P6, CD6, T, T, T], &[DG7, T, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(DG7)],
        steps: &[
            step(&[Play(R)], &[refused(Play(P8), "SK-§4")], &[]),
            step(&[Play(CD6)], &[refused(Play(P6), "SK-§7")], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Distance(Footwork::Retraite),
    },
    // 8. The marche: three unanswered advances push the opponent off the piste.
    Lesson {
        slug: "marche",
        level: Level::Entrainement,
        hands: [&[MA, MA, MA, CD6, T, T, T], &[P6, T, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: ME,
        opening: &[],
        steps: &[
            step(&[Play(MA)], &[], &[Discard(T)]),
            step(&[Play(MA)], &[refused(Play(T), "SK-§7")], &[Discard(T)]),
            step(&[Play(MA)], &[played(Play(CD6), &[])], &[Discard(T)]),
        ],
        drawing: Drawing::Distance(Footwork::Marche),
    },
    // 9. The pointe en ligne: the arm extended has priority; the opponent must take the blade.
    Lesson {
        slug: "pointe-en-ligne",
        level: Level::Entrainement,
        hands: [&[PL, P4, CD6, T, T, T, T], &[BA, CD4, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: ME,
        opening: &[],
        steps: &[
            step(
                &[Play(PL)],
                &[refused(Play(T), "SK-§7")],
                &[PlayTwo(BA, CD4)],
            ),
            step(&[Play(P4)], &[refused(Play(CD6), "SK-§7")], &[]),
            step(&[Play(CD6)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Distance(Footwork::PointeEnLigne),
    },
    // 10. The battement: beat the blade of an advancing opponent, and attack at once.
    Lesson {
        slug: "battement",
        level: Level::Entrainement,
        hands: [&[BA, DG4, P6, CD6, T, T, T], &[MA, P4, CD6, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(MA)],
        steps: &[
            step(
                &[PlayTwo(BA, DG4)],
                &[refused(Play(DG4), "SK-§7"), refused(Play(BA), "SK32")],
                &[Play(P4), Play(CD6)],
            ),
            step(&[Play(P6)], &[], &[]),
            step(&[Play(CD6)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Blade(BladePath::Battement),
    },
    // 11. The feinte and the card en attente.
    Lesson {
        slug: "feinte-attente",
        level: Level::Entrainement,
        hands: [&[P6, P6, P4, CD4, T, T, T], &[FE, FE, CO6, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(FE)],
        steps: &[
            step(
                &[Attente(P6), Attente(P4)],
                &[refused(Play(P6), "SK-§7")],
                &[Play(FE)],
            ),
            step(
                &[Attente(P6)],
                &[played(Attente(T), &[Play(CO6), Play(T), Decline])],
                &[Play(CO6)],
            ),
            step(&[Play(CD4)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Blade(BladePath::Degagement),
    },
    // 12. The contres: a circle that picks up the attack in the other high line.
    Lesson {
        slug: "contres",
        level: Level::Entrainement,
        hands: [&[C4, C6, P8, CO4, T, T, T], &[CD6, P4, DG4, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(CD6)],
        steps: &[
            step(&[Play(C4)], &[refused(Play(C6), "SK-§4")], &[]),
            step(&[Play(CO4)], &[], &[Play(P4), Play(DG4)]),
            step(&[Play(C6)], &[refused(Play(P8), "SK-§4")], &[]),
        ],
        drawing: Drawing::Blade(BladePath::Contre),
    },
    // 13. The arrêt: a stop-hit on the opponent's preparation.
    Lesson {
        slug: "arret",
        level: Level::Competition,
        hands: [&[AR4, MA, P6, P4, T, T, T], &[MA, AR6, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(MA)],
        steps: &[
            step(&[Play(AR4)], &[refused(Play(P4), "SK-§7")], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
            step(&[Play(MA)], &[], &[Play(AR6)]),
            step(&[Play(P6)], &[refused(Play(P4), "SK-§4")], &[]),
        ],
        drawing: Drawing::Distance(Footwork::Marche),
    },
    // 14. The dérobement: the blade the opponent looked for is not there.
    Lesson {
        slug: "derobement",
        level: Level::Competition,
        hands: [&[PL, PL, DER, DER, R, T, T], &[PF4, BA, CD6, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: ME,
        opening: &[],
        steps: &[
            step(&[Play(PL)], &[], &[Play(PF4)]),
            step(&[Play(DER)], &[refused(Play(R), "SK7")], &[]),
            step(&[Play(PL)], &[], &[PlayTwo(BA, CD6)]),
            step(&[Play(DER)], &[], &[]),
        ],
        drawing: Drawing::Blade(BladePath::Derobement),
    },
    // 15. The contre-attaque: against a feint, and from the other side.
    Lesson {
        slug: "contre-attaque",
        level: Level::Competition,
        hands: [&[CA6, P6, FE, P4, T, T, T], &[FE, CA4, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(FE)],
        steps: &[
            step(&[Play(CA6)], &[refused(Play(P6), "SK-§7")], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
            step(&[Play(FE)], &[], &[Play(CA4)]),
            step(&[Play(P4)], &[refused(Play(P6), "SK-§4")], &[]),
        ],
        drawing: Drawing::Blade(BladePath::CoupDroit),
    },
    // 16. The attaque composée: the line parry, then its own contre.
    Lesson {
        slug: "attaque-composee",
        level: Level::Competition,
        hands: [&[P4, C4, P6, DG6, T, T, T], &[AC, CD4, CD6, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(AC)],
        steps: &[
            step(
                &[Keep(P4, C4)],
                &[played(
                    Keep(P6, P4),
                    &[Play(CD4), Play(CD6), Play(T), Decline],
                )],
                &[Play(CD4), Play(CD6)],
            ),
            step(&[Play(DG6)], &[], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Blade(BladePath::Contre),
    },
    // 17. The prise de fer: on a point in line, and as a riposte.
    Lesson {
        slug: "prise-de-fer",
        level: Level::Competition,
        hands: [&[PF6, PF4, P4, T, T, T, T], &[PL, P6, CD4, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(PL)],
        steps: &[
            step(
                &[Play(PF6)],
                &[refused(Play(P4), "SK-§7")],
                &[Play(P6), Play(CD4)],
            ),
            step(&[Play(P4)], &[], &[]),
            step(&[Play(PF4)], &[refused(Play(T), "SK-§7")], &[Discard(T)]),
            step(&[Play(T)], &[], &[Decline]),
        ],
        drawing: Drawing::Blade(BladePath::PriseDeFer),
    },
    // 18. The balayage et riposte dos: a sweep that must be followed by the touch.
    Lesson {
        slug: "balayage",
        level: Level::Competition,
        hands: [&[BAL, P6, CD4, T, T, T, T], &[CO8, T, T, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: NONE,
        to_move: YOU,
        opening: &[Play(CO8)],
        steps: &[
            step(&[Play(BAL)], &[refused(Play(P6), "SK-§4")], &[Discard(T)]),
            step(&[Play(T)], &[refused(Play(CD4), "SK8")], &[Decline]),
        ],
        drawing: Drawing::Blade(BladePath::Coupe),
    },
    // 19. Sortie de piste, bousculade, jeu violent and the warnings.
    Lesson {
        slug: "arbitrage",
        level: Level::Competition,
        hands: [&[BOU, JV, CD6, T, T, T, T], &[CD4, CD4, SDP, T, T, T, T]],
        talon_top: &[],
        touches: NONE,
        warnings: [0, 1],
        to_move: YOU,
        opening: &[Play(CD4)],
        steps: &[
            step(&[Play(BOU)], &[refused(Play(T), "SK-§7")], &[]),
            step(&[Play(CD6)], &[], &[Play(SDP), Play(CD4)]),
            step(&[Play(JV)], &[refused(Play(T), "SK-§7")], &[]),
        ],
        drawing: Drawing::Distance(Footwork::SortieDePiste),
    },
];
