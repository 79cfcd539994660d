//! Long-form text of the rules pages, in our own words, one page per game and language.
//!
//! Written from the project's rules specifications (`shared/rules/*.md`, clarifications
//! included), not copied from any rule book. Each page is structured data — a lead paragraph and
//! sections made of paragraphs, bullet lists, numbered steps and notes — so the UI decides how it
//! looks. Both languages of a game have the same sections with the same `id`s, in the same order
//! (checked by the tests below).
use super::Lang;
use crate::games::GameId;

/// One block of text inside a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Block {
    /// A paragraph.
    P(&'static str),
    /// A bullet list.
    List(&'static [&'static str]),
    /// A numbered sequence of steps.
    Steps(&'static [&'static str]),
    /// A highlighted aside (a clarification, a tip).
    Note(&'static str),
    /// A sub-heading inside the section.
    Sub(&'static str),
}

/// A section of a rules page: one heading and its blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section {
    /// A stable, language-independent id (used for in-page navigation and tests).
    pub id: &'static str,
    pub heading: &'static str,
    pub blocks: &'static [Block],
}

/// A whole rules page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesPage {
    /// The paragraph under the title: the game in two sentences.
    pub lead: &'static str,
    pub sections: &'static [Section],
}

/// Where a rules document is published: `static/rules/<slug>.<lang>.html`, copied by Trunk to
/// `rules/` and fetched by the rules page when it opens. The long text thus stays out of the
/// wasm that every visitor downloads first (the size budget); this module remains its only
/// source, and a test checks the published files match it.
pub fn document_file(game: GameId, lang: Lang) -> String {
    let lang = lang.texts();
    format!("{}.{}.html", game.slug(), lang.code())
}

pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The rules document as an HTML fragment: the lead, the contents list (links carry
/// `data-jump`, since `#id` anchors would change the hash route) and the sections.
pub fn to_html(game: GameId, lang: Lang) -> String {
    let lang = lang.texts();
    let page = page(game, lang);
    let href = format!("#/{}/rules", game.slug());
    let mut out = String::new();
    out.push_str(&format!("<p class=\"lead\">{}</p>\n", escape(page.lead)));
    out.push_str("<div class=\"rules__layout\">\n");
    out.push_str(&format!(
        "<nav class=\"rules__toc\" aria-label=\"{0}\"><p class=\"rules__toc-title\">{0}</p><ol>\n",
        escape(super::shell::Text::RulesContents.text(lang))
    ));
    for section in page.sections {
        out.push_str(&format!(
            "<li><a href=\"{href}\" data-jump=\"rules-{}\">{}</a></li>\n",
            section.id,
            escape(section.heading)
        ));
    }
    out.push_str("</ol></nav>\n<div class=\"rules__body\">\n");
    for section in page.sections {
        out.push_str(&format!(
            "<section class=\"rules__section\" id=\"rules-{0}\" data-section=\"{0}\">\n<h2>{1}</h2>\n",
            section.id,
            escape(section.heading)
        ));
        for block in section.blocks {
            let items = |list: &[&str]| {
                list.iter()
                    .map(|i| format!("<li>{}</li>", escape(i)))
                    .collect::<String>()
            };
            out.push_str(&match *block {
                Block::P(text) => format!("<p>{}</p>\n", escape(text)),
                Block::Sub(text) => format!("<h3>{}</h3>\n", escape(text)),
                Block::Note(text) => format!("<p class=\"note\">{}</p>\n", escape(text)),
                Block::List(list) => format!("<ul>{}</ul>\n", items(list)),
                Block::Steps(list) => format!("<ol class=\"steps\">{}</ol>\n", items(list)),
            });
        }
        out.push_str("</section>\n");
    }
    out.push_str("</div>\n</div>\n");
    out
}

/// The rules page of `game` in `lang`.
pub fn page(game: GameId, lang: Lang) -> &'static RulesPage {
    let lang = lang.texts();
    match game {
        GameId::EnGarde => match lang {
            Lang::En => &EN_GARDE_EN,
            Lang::Fr => &EN_GARDE_FR,
        },
        GameId::Skirman => match lang {
            Lang::En => &SKIRMAN_EN,
            Lang::Fr => &SKIRMAN_FR,
        },
        GameId::FifesAndDrums => match lang {
            Lang::En => &FIFES_EN,
            Lang::Fr => &FIFES_FR,
        },
    }
}

use Block::{List, Note, Steps, Sub, P};

// ------------------------------------------------------------------------------------------------
// En Garde
// ------------------------------------------------------------------------------------------------

const EN_GARDE_EN: RulesPage = RulesPage {
    lead: "A duel on a strip of 23 squares. Move with numbered cards, attack when a card matches the distance exactly, and parry with the very same cards. The first fencer to win five rounds wins the match.",
    sections: &[
        Section {
            id: "goal",
            heading: "The goal",
            blocks: &[
                P("Two fencers face each other on a piste of 23 squares: red starts on the left end, green on the right end. Each round ends with one touch, or sometimes with a draw."),
                P("Whoever wins a round scores one point; a drawn round scores nothing. The first player to five points wins the match."),
            ],
        },
        Section {
            id: "setup",
            heading: "Setting up a round",
            blocks: &[
                List(&[
                    "Both fencers go back to their end squares.",
                    "All 25 cards — five each of the values 1, 2, 3, 4 and 5 — are shuffled, and each player is dealt five.",
                    "The other cards form a face-down draw pile. Anyone may count it; it is never reshuffled during the round.",
                    "Played cards go face up on a discard pile. Only its top card may be looked at.",
                ]),
                P("The first player of the match is chosen with the options below; after that the starting player alternates every round, drawn rounds included."),
            ],
        },
        Section {
            id: "turn",
            heading: "Your turn",
            blocks: &[
                P("On your turn you do one thing, then draw back up to five cards."),
                List(&[
                    "Move: play one card and move your fencer exactly that many squares, forward or backward. You may not step off the piste, land on your opponent’s square or pass it.",
                    "Attack: if a card’s value equals the distance between the two fencers, play it as an attack. Your fencer does not move.",
                ]),
                P("If, at the start of your turn, no card in your hand gives you a legal move or an attack, you are cornered and lose the round."),
            ],
        },
        Section {
            id: "levels",
            heading: "Basic, Classic and Advanced",
            blocks: &[
                Sub("Basic"),
                P("Every attack hits and wins the round at once. A good way to learn how the distance works."),
                Sub("Classic"),
                List(&[
                    "You may attack with several cards of the same value, each equal to the distance. More cards make a stronger attack.",
                    "The attacker draws back to five straight away, before the defender answers.",
                    "The defender parries by playing as many cards of that same value: one 4 against one 4, two 4s against two 4s. Nothing parries three identical cards.",
                    "A parry is made outside the defender’s turn and he does not draw after it. He then takes his normal turn with the cards he has left, and draws only at its end.",
                    "A defender who cannot parry, or chooses not to, is hit and loses the round. The app offers the parry when you have one, and asks before you take a hit you could have stopped.",
                    "An attack made just after a parry is an ordinary attack: it can be parried in turn.",
                ]),
                Sub("Advanced"),
                P("Advanced adds the advance-and-attack (the Ferti rules call it the indirect attack):"),
                List(&[
                    "Play exactly one card to step forward — a legal move — then one or more identical cards equal to the new distance.",
                    "The defender may parry it as in Classic, or retreat: play one card and move backward by its value, staying on the piste.",
                    "A retreat is the defender’s whole turn: he draws back to five and the attacker plays next.",
                    "Retreating is only allowed against an advance-and-attack, never against an attack made without stepping forward.",
                ]),
            ],
        },
        Section {
            id: "deck-end",
            heading: "When the draw pile runs out",
            blocks: &[
                P("The round ends when a player’s refill takes the last card of the pile (he may end up with fewer than five). Call him the last drawer."),
                P("The more advanced fencer is the one who has gained more squares from his own end of the piste — in other words, the one nearer the centre square, number 12. Equal advancement means a drawn round."),
                Sub("Basic"),
                List(&[
                    "Nobody may move any more.",
                    "The last drawer’s opponent gets one final turn in which he may only attack. If he holds a card equal to the distance, he hits and wins.",
                    "Otherwise the more advanced fencer wins the round.",
                ]),
                Sub("Classic"),
                Steps(&[
                    "If the last drawer’s turn was an attack, his opponent may parry it. If he cannot, the attacker wins.",
                    "There is no further turn. Both players show their hands: the one holding more cards equal to the distance wins.",
                    "Still equal? The more advanced fencer wins. Equal again? The round is drawn.",
                ]),
                Sub("Advanced"),
                P("As in Classic, but against a final advance-and-attack the defender may also retreat. In the Abacus rules a retreat at that moment skips the hand comparison: advancement alone decides. In the Ferti rules the hands are compared first, then advancement."),
                Note("If a retreat’s own refill is the one that empties the pile, that retreat was the last turn and it was not an attack: compare the hands, then advancement, in every rule set."),
            ],
        },
        Section {
            id: "rule-sets",
            heading: "Abacus and Ferti",
            blocks: &[
                P("The app offers five rule sets from two editions:"),
                List(&[
                    "Abacus Basic, Classic and Advanced: the 1993 Abacus Spiele rules, in the English translation by John Webley as corrected by Chris Lawson and approved by Reiner Knizia. Parries use identical cards; advance-and-attack and the retreat come with Advanced.",
                    "Ferti Classic and Advanced: the French Ferti edition, which has no Basic level. It plays like Abacus, except that a defender who retreats from the final advance-and-attack still goes through the hand comparison before advancement.",
                ]),
                Note("Some early translations let a parry match the total of an attack (two 3s parried by a 2 and a 4) or made a riposte win outright. Those were translation mistakes, corrected in the approved text; the app does not use them."),
            ],
        },
        Section {
            id: "options",
            heading: "Options",
            blocks: &[
                List(&[
                    "Rule set: one of the five above.",
                    "Opponent: the computer, or a friend taking turns on the same device.",
                    "First player: player 1, player 2 or random. It decides who starts the first round; the starter then alternates every round.",
                    "Show played cards in the log (on by default): a memory aid that lists every card played during the round, so you need not count them in your head. Turn it off to play from memory, as at the table, where the discard pile may not be searched.",
                ]),
            ],
        },
    ],
};

const EN_GARDE_FR: RulesPage = RulesPage {
    lead: "Un duel sur une piste de 23 cases. Avancez et reculez avec des cartes numérotées, attaquez quand une carte mesure exactement la distance, et parez avec les mêmes cartes. Le premier escrimeur à gagner cinq manches remporte la partie.",
    sections: &[
        Section {
            id: "goal",
            heading: "Le but",
            blocks: &[
                P("Deux escrimeurs se font face sur une piste de 23 cases : le rouge part de l’extrémité gauche, le vert de l’extrémité droite. Chaque manche se termine par une touche, ou parfois par un match nul."),
                P("Le vainqueur d’une manche marque un point ; une manche nulle ne rapporte rien. Le premier à cinq points gagne la partie."),
            ],
        },
        Section {
            id: "setup",
            heading: "Préparer une manche",
            blocks: &[
                List(&[
                    "Les deux escrimeurs reviennent sur leur case de bout de piste.",
                    "Les 25 cartes — cinq de chaque valeur, de 1 à 5 — sont mélangées, et chaque joueur en reçoit cinq.",
                    "Les autres forment une pioche face cachée. Chacun peut la compter ; elle n’est jamais remélangée pendant la manche.",
                    "Les cartes jouées vont face visible sur une défausse, dont seule la carte du dessus peut être regardée.",
                ]),
                P("Le premier joueur de la partie se choisit dans les options ci-dessous ; ensuite, le joueur qui commence change à chaque manche, manches nulles comprises."),
            ],
        },
        Section {
            id: "turn",
            heading: "Votre tour",
            blocks: &[
                P("À votre tour, vous faites une seule chose, puis vous complétez votre main à cinq cartes."),
                List(&[
                    "Déplacement : jouez une carte et déplacez votre escrimeur d’exactement autant de cases, en avant ou en arrière. Vous ne pouvez ni sortir de la piste, ni arriver sur la case de l’adversaire, ni la dépasser.",
                    "Attaque : si la valeur d’une carte est égale à la distance entre les deux escrimeurs, jouez-la comme une attaque. Votre escrimeur ne bouge pas.",
                ]),
                P("Si, au début de votre tour, aucune carte de votre main ne permet un déplacement légal ou une attaque, vous êtes acculé et perdez la manche."),
            ],
        },
        Section {
            id: "levels",
            heading: "Base, Classique et Avancé",
            blocks: &[
                Sub("Base"),
                P("Toute attaque touche et gagne la manche aussitôt. Idéal pour apprendre à jouer avec la distance."),
                Sub("Classique"),
                List(&[
                    "Vous pouvez attaquer avec plusieurs cartes de même valeur, chacune égale à la distance. Plus il y a de cartes, plus l’attaque est forte.",
                    "L’attaquant complète aussitôt sa main à cinq, avant la réponse du défenseur.",
                    "Le défenseur pare en jouant autant de cartes de cette même valeur : un 4 contre un 4, deux 4 contre deux 4. Rien ne pare trois cartes identiques.",
                    "La parade se joue hors du tour du défenseur et il ne pioche pas après elle. Il joue ensuite son tour normal avec les cartes qui lui restent, et ne complète sa main qu’à la fin de ce tour.",
                    "Un défenseur qui ne peut pas parer, ou qui ne le veut pas, est touché et perd la manche. L’application propose la parade quand vous l’avez, et demande confirmation avant d’encaisser une touche évitable.",
                    "Une attaque portée juste après une parade est une attaque ordinaire : elle peut être parée à son tour.",
                ]),
                Sub("Avancé"),
                P("Le niveau avancé ajoute l’attaque en marchant (les règles Ferti l’appellent attaque indirecte) :"),
                List(&[
                    "Jouez exactement une carte pour avancer — un déplacement légal — puis une ou plusieurs cartes identiques égales à la nouvelle distance.",
                    "Le défenseur peut la parer comme en Classique, ou rompre : jouer une carte et reculer de sa valeur, sans sortir de la piste.",
                    "Rompre constitue tout le tour du défenseur : il complète sa main à cinq et l’attaquant rejoue.",
                    "On ne peut rompre que contre une attaque en marchant, jamais contre une attaque portée sans avancer.",
                ]),
            ],
        },
        Section {
            id: "deck-end",
            heading: "Quand la pioche est épuisée",
            blocks: &[
                P("La manche s’achève quand un joueur, en complétant sa main, prend la dernière carte de la pioche (il peut alors avoir moins de cinq cartes). Appelons-le le dernier à piocher."),
                P("L’escrimeur le plus avancé est celui qui a gagné le plus de cases depuis son bout de piste — autrement dit le plus proche de la case centrale, la 12. À avancée égale, la manche est nulle."),
                Sub("Base"),
                List(&[
                    "Plus personne ne peut se déplacer.",
                    "L’adversaire du dernier à piocher joue un ultime tour où il ne peut qu’attaquer. S’il a une carte égale à la distance, il touche et gagne.",
                    "Sinon, l’escrimeur le plus avancé gagne la manche.",
                ]),
                Sub("Classique"),
                Steps(&[
                    "Si le dernier à piocher vient d’attaquer, son adversaire peut parer. S’il ne le peut pas, l’attaquant gagne.",
                    "Il n’y a pas d’autre tour. Les deux joueurs montrent leur main : celui qui a le plus de cartes égales à la distance gagne.",
                    "Toujours à égalité ? Le plus avancé gagne. Encore à égalité ? La manche est nulle.",
                ]),
                Sub("Avancé"),
                P("Comme en Classique, mais contre une dernière attaque en marchant, le défenseur peut aussi rompre. Dans les règles Abacus, rompre à ce moment-là supprime la comparaison des mains : seule l’avancée départage. Dans les règles Ferti, on compare d’abord les mains, puis l’avancée."),
                Note("Si c’est la pioche qui suit une rupture qui vide la pile, cette rupture était le dernier tour et ce n’était pas une attaque : on compare les mains, puis l’avancée, quelles que soient les règles."),
            ],
        },
        Section {
            id: "rule-sets",
            heading: "Abacus et Ferti",
            blocks: &[
                P("L’application propose cinq jeux de règles issus de deux éditions :"),
                List(&[
                    "Abacus Base, Classique et Avancé : les règles d’Abacus Spiele de 1993, dans la traduction anglaise de John Webley corrigée par Chris Lawson et approuvée par Reiner Knizia. On pare avec des cartes identiques ; l’attaque en marchant et la rupture arrivent avec le niveau avancé.",
                    "Ferti Classique et Avancé : l’édition française de Ferti, sans niveau de base. Elle se joue comme Abacus, sauf qu’un défenseur qui rompt face à la dernière attaque en marchant passe quand même par la comparaison des mains avant l’avancée.",
                ]),
                Note("Certaines traductions anciennes permettaient de parer avec le même total (deux 3 parés par un 2 et un 4) ou faisaient gagner une riposte d’office. C’étaient des erreurs de traduction, corrigées dans le texte approuvé ; l’application ne les reprend pas."),
            ],
        },
        Section {
            id: "options",
            heading: "Options",
            blocks: &[
                List(&[
                    "Règles : l’un des cinq jeux de règles ci-dessus.",
                    "Adversaire : l’ordinateur, ou un ami qui joue à tour de rôle sur le même appareil.",
                    "Premier joueur : joueur 1, joueur 2 ou au hasard. Cela désigne qui commence la première manche ; ensuite, cela alterne à chaque manche.",
                    "Montrer les cartes jouées dans le journal (activé par défaut) : une aide-mémoire qui liste chaque carte jouée pendant la manche, pour ne pas avoir à les compter de tête. Désactivez-la pour jouer de mémoire, comme autour d’une table, où l’on ne fouille pas la défausse.",
                ]),
            ],
        },
    ],
};

// ------------------------------------------------------------------------------------------------
// Skirm'an
// ------------------------------------------------------------------------------------------------

const SKIRMAN_EN: RulesPage = RulesPage {
    lead: "A foil bout played with cards, published by Massard-Rostain in 1992. Attack in one of the four lines, parry in the right one, riposte — and conclude with a TOUCHE card. The first to five touches wins.",
    sections: &[
        Section {
            id: "goal",
            heading: "The goal",
            blocks: &[
                P("Be the first to score five touches. Most touches come from an attack the opponent could not stop, concluded with a TOUCHE card."),
                P("At every moment one player is the attacker — he has the initiative, what fencers call the right of way — and the other is the defender. Parries, retreats, discards and some special cards swap the roles."),
                P("Each player holds seven cards; the rest of the deck is the draw pile (the talon). The cards keep their French names, as on the originals."),
            ],
        },
        Section {
            id: "levels",
            heading: "Three levels",
            blocks: &[
                P("The game is learnt in three stages. Each one adds cards to the deck; cards of the levels you do not play stay in the box."),
                List(&[
                    "Initiation (61 cards): simple attacks, the FLÈCHE, TOUCHE, the line parries, RETRAITE (retreat) and TOUCHE NON VALABLE (touch not valid). It teaches the founding convention of foil: attack, then parry and riposte.",
                    "Entraînement — training (90 cards): adds tactics — MARCHE (advance), POINTE EN LIGNE (point in line), FEINTE (feint) — as well as BATTEMENT (beat) and the counter-parries CONTRE DE SIXTE and CONTRE DE QUARTE.",
                    "Compétition (104 cards, plus three warnings kept apart): adds ARRÊT (stop-hit), CONTRE-ATTAQUE, DÉROBEMENT (evasion), PRISE DE FER (taking the blade), ATTAQUE COMPOSÉE (compound attack), BALAYAGE ET RIPOSTE DOS, and the referee’s cards SORTIE DE PISTE, BOUSCULADE, JEU VIOLENT and AVERTISSEMENT (warning).",
                ]),
            ],
        },
        Section {
            id: "lines",
            heading: "The four lines",
            blocks: &[
                P("Every simple attack — COUP DROIT (straight thrust), DÉGAGEMENT (disengage) or COUPÉ (cut-over) — names the line where it arrives. For a right-handed fencer:"),
                List(&[
                    "sixte: high, outside;",
                    "quarte: high, inside;",
                    "septime: low, inside;",
                    "octave: low, outside.",
                ]),
                P("A parry must be in the line of the attack: PARADE SIXTE against an attack arriving in sixte, and so on. From the training level, a counter-parry sweeps an attack from the other high line: CONTRE DE QUARTE stops an attack in sixte, CONTRE DE SIXTE an attack in quarte. Septime and octave are parried only in their own line."),
                P("A RETRAITE answers any simple attack, whatever its line."),
            ],
        },
        Section {
            id: "exchange",
            heading: "Attack, parry, riposte",
            blocks: &[
                Steps(&[
                    "The attacker opens with a simple attack, the FLÈCHE or (from the training level) a tactical card. He discards one card only if he has no play at all.",
                    "The defender answers with a correct parry or a RETRAITE, and goes straight on to his riposte — an attack of his own, or a discard — without drawing in between: parry and riposte form a single action. He is now the attacker.",
                    "A defender who holds a correct answer must play it: there is no declining a defence. Only when he cannot stop the attack does he discard one card, and the attacker may then conclude with a TOUCHE card, or keep the initiative with another play. A player with no legal card play discards one card instead.",
                    "A TOUCHE can be cancelled only by TOUCHE NON VALABLE, whose player then takes the initiative. Otherwise the touch is scored: the defender may also concede it, even while holding a TOUCHE NON VALABLE.",
                ]),
                P("Drawing: whenever play passes to the other player, the one who just played draws back to seven. Nobody draws between a parry and its riposte, between a beat and its attack, while facing feints, or during a compound attack. After a touch, scored or cancelled, both players draw to seven and the scorer attacks again. When the talon is empty, the discard pile is shuffled into a new one."),
                Sub("Touches without a TOUCHE card"),
                List(&[
                    "The FLÈCHE, a running attack: only two RETRAITE cards, or a PARADE QUARTE and a PARADE SIXTE together, stop it. Otherwise the defender discards one card of his choice and the flèche scores at once.",
                    "Three MARCHE cards in a row that the defender lets pass (each time by discarding a card) push him off the end of the piste: one touch.",
                    "A defender who runs out of cards during a chain of feints is touched.",
                    "At the competition level: DÉROBEMENT, JEU VIOLENT, and two warnings.",
                ]),
                Note("TOUCHE NON VALABLE cancels only a TOUCHE card, never these touches."),
            ],
        },
        Section {
            id: "tactics",
            heading: "Tactical cards (training)",
            blocks: &[
                List(&[
                    "MARCHE keeps the initiative while you prepare. The defender may interrupt with a BATTEMENT followed at once by an attack, or, in competition, with an ARRÊT; or he lets it pass by discarding one card.",
                    "POINTE EN LIGNE also keeps the initiative. The defender can only deal with it by moving the blade: BATTEMENT plus an immediate attack, or, in competition, PRISE DE FER. If you then escape the blade with a DÉROBEMENT, you score.",
                    "FEINTE: the defender must counter-attack (competition) or put one card face down, « en attente », without drawing. Each further feint forces another face-down card; only the last one counts. When the real attack comes, that card is turned over: if it is a correct defence, the defender ripostes; if not, the attacker may play TOUCHE.",
                ]),
                P("If an attacker cannot follow a MARCHE or a POINTE EN LIGNE with a tactical card or an attack, he loses the initiative."),
            ],
        },
        Section {
            id: "competition",
            heading: "Competition cards",
            blocks: &[
                List(&[
                    "ATTAQUE COMPOSÉE: needs a quarte and a sixte simple attack in hand. The defender keeps just two cards to defend with and sets the rest aside; the attacker then plays both attacks. Only the line parry followed by its own counter-parry — PARADE QUARTE then CONTRE DE QUARTE, or PARADE SIXTE then CONTRE DE SIXTE — stops both. A CONTRE-ATTAQUE cancels the whole sequence instead.",
                    "ARRÊT and CONTRE-ATTAQUE: counter-offensives in quarte or sixte. The ARRÊT answers a MARCHE; the CONTRE-ATTAQUE answers a FEINTE or an ATTAQUE COMPOSÉE.",
                    "PRISE DE FER: taking the blade, played on a POINTE EN LIGNE or as a riposte. A RETRAITE cannot answer it.",
                    "BALAYAGE ET RIPOSTE DOS: a super-parry against any simple attack that must be followed at once by a TOUCHE, so you may play it only while holding one.",
                    "SORTIE DE PISTE and BOUSCULADE (leaving the piste, jostling): played on an attack, they cancel it for good. Their player takes the initiative and the opponent receives a warning.",
                    "JEU VIOLENT (violent play): a red card, worth one touch to the player who plays it.",
                ]),
                P("Two warnings give one touch to the other player; the two cards then go back to the pool of three."),
            ],
        },
        Section {
            id: "options",
            heading: "Options",
            blocks: &[
                P("The printed rules leave a few points open. The app follows the reading that fits both the rules and real foil fencing, and lets you choose the other one:"),
                List(&[
                    "Discarding (default: strict). Strict: you may discard only when no card play is legal for you — except against a MARCHE or a POINTE EN LIGNE, where not intervening is always allowed. Free: a discard is always allowed instead of a play.",
                    "Order of the ATTAQUE COMPOSÉE (default: the defender chooses his two cards before seeing the first attack, as in the card table). The other choice shows the compound-attack card and the first attack together, as the rules text tells it.",
                    "Where countered attacks go (default: the discard pile). When a CONTRE-ATTAQUE answers an ATTAQUE COMPOSÉE, the attacker’s two attack cards are discarded, not played: they go straight to the discard pile and never join the phrase on the table; the other choice puts them under the talon.",
                ]),
                Note("There is no declining a defence: a defender who holds a correct answer must play it, and discards only when he has none. Any discarded card goes straight to the discard pile; only played cards stay on the table until the exchange ends."),
            ],
        },
    ],
};

const SKIRMAN_FR: RulesPage = RulesPage {
    lead: "Un assaut de fleuret joué avec des cartes, publié par Massard-Rostain en 1992. Attaquez dans l’une des quatre lignes, parez dans la bonne, ripostez — et concluez par une carte TOUCHE. Le premier à cinq touches gagne.",
    sections: &[
        Section {
            id: "goal",
            heading: "Le but",
            blocks: &[
                P("Être le premier à marquer cinq touches. La plupart des touches viennent d’une attaque que l’adversaire n’a pas pu arrêter, conclue par une carte TOUCHE."),
                P("À tout moment, un joueur est l’attaquant — il a l’initiative, ce que les escrimeurs appellent la priorité — et l’autre est le défenseur. Parades, retraites, défausses et certaines cartes spéciales inversent les rôles."),
                P("Chaque joueur a sept cartes en main ; le reste du paquet forme le talon."),
            ],
        },
        Section {
            id: "levels",
            heading: "Trois niveaux",
            blocks: &[
                P("Le jeu se découvre en trois étapes. Chacune ajoute des cartes au paquet ; celles des niveaux non joués restent dans la boîte."),
                List(&[
                    "Initiation (61 cartes) : attaques simples, FLÈCHE, TOUCHE, parades de ligne, RETRAITE et TOUCHE NON VALABLE. On y apprend la convention fondatrice du fleuret : l’attaque, puis la parade et la riposte.",
                    "Entraînement (90 cartes) : ajoute la tactique — MARCHE, POINTE EN LIGNE, FEINTE — ainsi que le BATTEMENT et les contres, CONTRE DE SIXTE et CONTRE DE QUARTE.",
                    "Compétition (104 cartes, plus trois avertissements mis à part) : ajoute l’ARRÊT, la CONTRE-ATTAQUE, le DÉROBEMENT, la PRISE DE FER, l’ATTAQUE COMPOSÉE, le BALAYAGE ET RIPOSTE DOS, et les cartes d’arbitrage SORTIE DE PISTE, BOUSCULADE, JEU VIOLENT et AVERTISSEMENT.",
                ]),
            ],
        },
        Section {
            id: "lines",
            heading: "Les quatre lignes",
            blocks: &[
                P("Chaque attaque simple — COUP DROIT, DÉGAGEMENT ou COUPÉ — porte le nom de la ligne où elle arrive. Pour un droitier :"),
                List(&[
                    "sixte : haut, dehors ;",
                    "quarte : haut, dedans ;",
                    "septime : bas, dedans ;",
                    "octave : bas, dehors.",
                ]),
                P("La parade doit être dans la ligne de l’attaque : PARADE SIXTE contre une attaque qui arrive en sixte, et ainsi de suite. Dès l’entraînement, un contre ramasse une attaque venue de l’autre ligne haute : le CONTRE DE QUARTE arrête une attaque en sixte, le CONTRE DE SIXTE une attaque en quarte. Septime et octave ne se parent que dans leur propre ligne."),
                P("Une RETRAITE répond à toute attaque simple, quelle que soit sa ligne."),
            ],
        },
        Section {
            id: "exchange",
            heading: "Attaque, parade, riposte",
            blocks: &[
                Steps(&[
                    "L’attaquant ouvre par une attaque simple, la FLÈCHE ou (dès l’entraînement) une carte tactique. Il ne se défausse d’une carte que s’il n’a aucun autre coup.",
                    "Le défenseur répond par une parade correcte ou une RETRAITE, et enchaîne aussitôt sa riposte — sa propre attaque, ou une défausse — sans piocher entre les deux : parade et riposte forment une seule action. Il devient l’attaquant.",
                    "Un défenseur qui a une réponse correcte doit la jouer : on ne renonce pas à se défendre. Ce n’est que s’il ne peut pas arrêter l’attaque qu’il se défausse d’une carte ; l’attaquant peut alors conclure par une carte TOUCHE, ou garder l’initiative avec un autre coup. Un joueur qui n’a aucun coup permis se défausse d’une carte à la place.",
                    "Seule une TOUCHE NON VALABLE annule une TOUCHE ; son joueur prend alors l’initiative. Sinon, la touche est marquée : le défenseur peut aussi la concéder, même s’il a une TOUCHE NON VALABLE.",
                ]),
                P("La pioche : chaque fois que la main passe à l’autre joueur, celui qui vient de jouer complète sa main à sept. On ne pioche pas entre une parade et sa riposte, entre un battement et son attaque, face à des feintes, ni pendant une attaque composée. Après une touche, marquée ou annulée, les deux joueurs complètent à sept et le marqueur attaque de nouveau. Quand le talon est vide, on mélange la défausse pour en former un nouveau."),
                Sub("Les touches sans carte TOUCHE"),
                List(&[
                    "La FLÈCHE, une attaque en courant : seules deux RETRAITE, ou une PARADE QUARTE et une PARADE SIXTE ensemble, l’arrêtent. Sinon, le défenseur se défausse d’une carte de son choix et elle touche aussitôt.",
                    "Trois MARCHE de suite que le défenseur laisse passer (en se défaussant chaque fois d’une carte) le poussent hors du bout de la piste : une touche.",
                    "Un défenseur qui n’a plus de cartes pendant une série de feintes est touché.",
                    "Au niveau compétition : le DÉROBEMENT, le JEU VIOLENT, et deux avertissements.",
                ]),
                Note("La TOUCHE NON VALABLE n’annule qu’une carte TOUCHE, jamais ces touches-là."),
            ],
        },
        Section {
            id: "tactics",
            heading: "Les cartes tactiques (entraînement)",
            blocks: &[
                List(&[
                    "La MARCHE garde l’initiative pendant que vous préparez. Le défenseur peut l’interrompre par un BATTEMENT suivi aussitôt d’une attaque ou, en compétition, par un ARRÊT ; ou la laisser passer en se défaussant d’une carte.",
                    "La POINTE EN LIGNE garde aussi l’initiative. Le défenseur ne peut y répondre qu’en écartant la lame : BATTEMENT et attaque immédiate ou, en compétition, PRISE DE FER. Si vous échappez alors à la lame par un DÉROBEMENT, vous touchez.",
                    "La FEINTE : le défenseur doit contre-attaquer (compétition) ou poser une carte face cachée, « en attente », sans piocher. Chaque nouvelle feinte impose une nouvelle carte cachée ; seule la dernière compte. Quand la vraie attaque arrive, on la retourne : si c’est une défense correcte, le défenseur riposte ; sinon, l’attaquant peut jouer TOUCHE.",
                ]),
                P("Un attaquant qui ne peut pas poursuivre une MARCHE ou une POINTE EN LIGNE par une carte tactique ou une attaque perd l’initiative."),
            ],
        },
        Section {
            id: "competition",
            heading: "Les cartes de compétition",
            blocks: &[
                List(&[
                    "ATTAQUE COMPOSÉE : il faut avoir en main une attaque simple en quarte et une en sixte. Le défenseur ne garde que deux cartes pour se défendre et met les autres de côté ; l’attaquant joue ensuite ses deux attaques. Seule la parade de ligne suivie de son propre contre — PARADE QUARTE puis CONTRE DE QUARTE, ou PARADE SIXTE puis CONTRE DE SIXTE — les arrête toutes deux. Une CONTRE-ATTAQUE annule plutôt toute la séquence.",
                    "ARRÊT et CONTRE-ATTAQUE : des contre-offensives en quarte ou en sixte. L’ARRÊT répond à une MARCHE ; la CONTRE-ATTAQUE répond à une FEINTE ou à une ATTAQUE COMPOSÉE.",
                    "PRISE DE FER : se joue sur une POINTE EN LIGNE ou en riposte. Une RETRAITE ne peut pas y répondre.",
                    "BALAYAGE ET RIPOSTE DOS : une super-parade contre toute attaque simple, qui doit être suivie aussitôt d’une TOUCHE ; on ne peut donc la jouer qu’en ayant une TOUCHE en main.",
                    "SORTIE DE PISTE et BOUSCULADE : jouées sur une attaque, elles l’annulent définitivement. Leur joueur prend l’initiative et l’adversaire reçoit un avertissement.",
                    "JEU VIOLENT : un carton rouge, qui vaut une touche au joueur qui le joue.",
                ]),
                P("Deux avertissements donnent une touche à l’autre joueur ; les deux cartes retournent alors dans la réserve de trois."),
            ],
        },
        Section {
            id: "options",
            heading: "Options",
            blocks: &[
                P("Les règles imprimées laissent quelques points ouverts. L’application suit la lecture qui concorde à la fois avec les règles et avec le vrai fleuret, et vous laisse choisir l’autre :"),
                List(&[
                    "Défausse (par défaut : stricte). Stricte : on ne se défausse que si aucun coup n’est permis — sauf face à une MARCHE ou une POINTE EN LIGNE, où l’on peut toujours ne pas intervenir. Libre : la défausse est toujours permise à la place d’un coup.",
                    "Ordre de l’ATTAQUE COMPOSÉE (par défaut : le défenseur choisit ses deux cartes avant de voir la première attaque, comme dans le tableau des enchaînements). L’autre choix montre la carte d’attaque composée et la première attaque ensemble, comme le raconte le texte des règles.",
                    "Destination des attaques contrées (par défaut : la défausse). Quand une CONTRE-ATTAQUE répond à une ATTAQUE COMPOSÉE, les deux cartes d’attaque de l’attaquant sont défaussées, pas jouées : elles vont droit à la défausse sans rejoindre la phrase d’armes sur la table ; l’autre choix les place sous le talon.",
                ]),
                Note("On ne renonce pas à se défendre : un défenseur qui a une réponse correcte doit la jouer, et ne se défausse que s’il n’en a aucune. Toute carte défaussée va droit à la défausse ; seules les cartes jouées restent sur la table jusqu’à la fin de l’échange."),
            ],
        },
    ],
};

// ------------------------------------------------------------------------------------------------
// Fifes and Drums
// ------------------------------------------------------------------------------------------------

const FIFES_EN: RulesPage = RulesPage {
    lead: "A game of military retreat for two, played with the Decktet. Six worn-out units flee an enemy that cannot be stopped; each of you has been bribed to get three of them to safety — and keeps secret which three.",
    sections: &[
        Section {
            id: "deck",
            heading: "The deck and the track",
            blocks: &[
                P("The game uses the whole 45-card Decktet: six Aces, 24 numbered cards from 2 to 9 (each showing two suits), six Crowns, and the extended cards — four Pawns, four Courts and the Excuse."),
                P("The six suits — Moons, Suns, Waves, Leaves, Wyrms and Knots — are the six units, each shown by a token on a battlefield track. Space 1 is the front line, nearest the enemy; higher spaces mean a deeper retreat."),
            ],
        },
        Section {
            id: "setup",
            heading: "Setting up",
            blocks: &[
                Steps(&[
                    "Shuffle the four Pawns and four Courts and deal one face down to each player. Look at yours: its three suits are the three units you have been bribed to save. The other six are set aside unseen and play no part.",
                    "Shuffle the 36 basic cards (Aces, numbered cards and Crowns). Take five of them, shuffle the Excuse in with them and put those six cards at the bottom. This is the draw pile: the Excuse hides among its last six cards.",
                    "Turn the top five cards face up: this is the display.",
                    "Put all six tokens on space 1, the front line.",
                    "Choose the first player at random.",
                ]),
            ],
        },
        Section {
            id: "turn",
            heading: "A turn",
            blocks: &[
                P("Take one card from the display, carry out its order at once, and discard it. The empty slot is refilled straight away from the pile. Then it is your opponent’s turn."),
                P("There are no hands: apart from the two secret cards, everything is in plain view."),
            ],
        },
        Section {
            id: "cards",
            heading: "What the cards do",
            blocks: &[
                List(&[
                    "A numbered card (2 to 9) orders a retreat: split its value as you like between the units of its two suits, each moving at least one space away from the enemy. An 8 may be 1 + 7, 2 + 6, 3 + 5 or 4 + 4.",
                    "An Ace orders a forced march: the unit of its suit moves, in the direction of your choice, to the next space holding another token. If there is none that way, it moves one space.",
                    "A Crown orders a charge: the unit of its suit moves toward the enemy to the next space holding a token — or one space, if none lies ahead.",
                ]),
                Sub("Crowns in the display"),
                P("A Crown works even while it lies in the display. If you take a numbered card that shares a suit with a Crown showing among the four other cards, that unit charges toward the enemy instead of retreating. You still split the value, at least one space each. If both suits have their Crown showing, both units charge. The card that replaces the one you took never counts."),
                Sub("The front line"),
                P("No unit can go beyond space 1. A charge or forward march that would carry it further stops on space 1, and the rest of the move is lost."),
                P("Pawns and Courts never enter play. The Excuse carries no order: it only ends the game."),
            ],
        },
        Section {
            id: "end",
            heading: "The end and the score",
            blocks: &[
                P("As soon as the Excuse is turned up while refilling the display, the enemy overruns the last defences and the game ends at once. The card just taken has already been carried out."),
                List(&[
                    "The unit nearest the enemy is worth 0 points, the next one 1, the next 2, and so on.",
                    "Units on the same space are worth the same, and the next space counts only one more: units on spaces 1, 1, 4, 7, 7 and 12 score 0, 0, 1, 2, 2 and 3.",
                    "Only if all six stand on different spaces is the rearmost unit worth 5.",
                ]),
                P("Reveal the secret cards. Each player adds up the points of the three units on his card: the higher total wins, and equal totals are a draw."),
                P("A unit on both cards counts fully for both players, so only the units you do not share can decide the game. During play, everyone can see what each unit is currently worth."),
            ],
        },
        Section {
            id: "variant",
            heading: "The variant « Fuite dans la brume »",
            blocks: &[
                P("The French rules announce a variant called « Fuite dans la brume » (escape into the mist). They say it is untested, that it should add madness and bluff, and that it changes a single thing right after the secret cards are dealt."),
                Note("The text of that change is missing from the source we have. Rather than guess it, the app does not offer the variant: it plays the standard game only."),
            ],
        },
    ],
};

const FIFES_FR: RulesPage = RulesPage {
    lead: "Un jeu de retraite militaire pour deux, avec le Decktet. Six unités épuisées fuient un ennemi que rien n’arrête ; chacun de vous a été soudoyé pour en mettre trois à l’abri — et garde secret lesquelles.",
    sections: &[
        Section {
            id: "deck",
            heading: "Le paquet et la piste",
            blocks: &[
                P("Le jeu utilise le Decktet complet de 45 cartes : six As, 24 cartes numérotées de 2 à 9 (chacune à deux couleurs), six Couronnes, et les cartes du paquet étendu — quatre Pions, quatre Cours et l’Excuse."),
                P("Les six couleurs — Lunes, Soleils, Vagues, Feuilles, Guivres et Nœuds — sont les six unités, chacune représentée par un jeton sur une piste de champ de bataille. La case 1 est la ligne de front, la plus proche de l’ennemi ; plus le numéro est grand, plus la retraite est profonde."),
            ],
        },
        Section {
            id: "setup",
            heading: "Mise en place",
            blocks: &[
                Steps(&[
                    "Mélangez les quatre Pions et les quatre Cours et distribuez-en un face cachée à chaque joueur. Regardez le vôtre : ses trois couleurs sont les trois unités que l’on vous a payé pour sauver. Les six autres sont écartées sans être vues et ne servent pas.",
                    "Mélangez les 36 cartes du paquet de base (As, cartes numérotées et Couronnes). Prenez-en cinq, mélangez-y l’Excuse et placez ces six cartes sous le paquet. C’est la pioche : l’Excuse se cache parmi ses six dernières cartes.",
                    "Retournez les cinq premières cartes face visible : c’est le tableau de pioche.",
                    "Placez les six jetons sur la case 1, la ligne de front.",
                    "Tirez au sort le premier joueur.",
                ]),
            ],
        },
        Section {
            id: "turn",
            heading: "Un tour",
            blocks: &[
                P("Prenez une carte du tableau, exécutez aussitôt son ordre et défaussez-la. L’emplacement vide est regarni tout de suite depuis la pioche. C’est ensuite au tour de votre adversaire."),
                P("Il n’y a pas de main : hormis les deux cartes secrètes, tout est visible."),
            ],
        },
        Section {
            id: "cards",
            heading: "Ce que font les cartes",
            blocks: &[
                List(&[
                    "Une carte numérotée (de 2 à 9) ordonne une retraite : répartissez sa valeur comme vous voulez entre les unités de ses deux couleurs, chacune s’éloignant de l’ennemi d’au moins une case. Un 8 peut donner 1 + 7, 2 + 6, 3 + 5 ou 4 + 4.",
                    "Un As ordonne une marche forcée : l’unité de sa couleur va, dans la direction de votre choix, jusqu’à la prochaine case occupée par un autre jeton. S’il n’y en a aucun de ce côté, elle avance d’une case.",
                    "Une Couronne ordonne une charge : l’unité de sa couleur va vers l’ennemi jusqu’à la prochaine case occupée par un jeton — ou d’une case, s’il n’y en a aucun devant elle.",
                ]),
                Sub("Les Couronnes du tableau"),
                P("Une Couronne agit même posée dans le tableau. Si vous prenez une carte numérotée qui partage une couleur avec une Couronne visible parmi les quatre autres cartes, cette unité charge vers l’ennemi au lieu de reculer. Vous répartissez toujours la valeur, au moins une case chacune. Si les deux couleurs ont leur Couronne visible, les deux unités chargent. La carte qui remplace celle que vous avez prise ne compte jamais."),
                Sub("La ligne de front"),
                P("Aucune unité ne peut dépasser la case 1. Une charge ou une marche vers l’avant qui l’emmènerait plus loin s’arrête sur la case 1, et le reste du mouvement est perdu."),
                P("Les Pions et les Cours n’entrent jamais en jeu. L’Excuse ne porte aucun ordre : elle ne fait que terminer la partie."),
            ],
        },
        Section {
            id: "end",
            heading: "Fin de partie et score",
            blocks: &[
                P("Dès que l’Excuse est retournée en regarnissant le tableau, l’ennemi submerge les dernières défenses et la partie s’arrête aussitôt. La carte qui vient d’être prise a déjà été exécutée."),
                List(&[
                    "L’unité la plus proche de l’ennemi vaut 0 point, la suivante 1, la suivante 2, et ainsi de suite.",
                    "Des unités sur la même case valent autant, et la case suivante ne compte qu’un de plus : des unités sur les cases 1, 1, 4, 7, 7 et 12 valent 0, 0, 1, 2, 2 et 3.",
                    "L’unité la plus en arrière ne vaut 5 que si les six sont toutes sur des cases différentes.",
                ]),
                P("Révélez les cartes secrètes. Chaque joueur additionne les points des trois unités de sa carte : le total le plus haut gagne, et une égalité donne une partie nulle."),
                P("Une unité présente sur les deux cartes compte pleinement pour les deux joueurs : seules les unités que vous ne partagez pas peuvent décider de la partie. Pendant le jeu, chacun voit ce que vaut chaque unité à l’instant."),
            ],
        },
        Section {
            id: "variant",
            heading: "La variante « Fuite dans la brume »",
            blocks: &[
                P("Les règles françaises annoncent une variante appelée « Fuite dans la brume ». Elles disent qu’elle n’a pas été testée, qu’elle devrait ajouter de la folie et du bluff, et qu’elle change une seule chose juste après la distribution des cartes secrètes."),
                Note("Le texte de ce changement manque dans la source dont nous disposons. Plutôt que de l’inventer, l’application ne propose pas la variante : elle ne joue que le jeu standard."),
            ],
        },
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The published documents must be exactly what this module says (regenerate with
    /// `cargo run --bin touche -- export-rules static/rules`).
    #[test]
    fn published_documents_match_the_source() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/static/rules");
        for game in GameId::ALL {
            for lang in Lang::ALL {
                let path = format!("{dir}/{}", document_file(game, lang));
                let published = std::fs::read_to_string(&path).unwrap_or_default();
                assert!(
                    published == to_html(game, lang),
                    "{path} is stale or missing: run `cargo run --bin touche -- export-rules static/rules`"
                );
            }
        }
    }

    #[test]
    fn documents_escape_markup() {
        assert_eq!(escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
        let html = to_html(GameId::EnGarde, Lang::Fr);
        assert!(html.contains("data-jump=\"rules-"));
        assert_eq!(
            html.matches("<section").count(),
            page(GameId::EnGarde, Lang::Fr).sections.len()
        );
    }

    fn texts(block: &Block) -> Vec<&'static str> {
        match *block {
            Block::P(s) | Block::Note(s) | Block::Sub(s) => vec![s],
            Block::List(items) | Block::Steps(items) => {
                assert!(!items.is_empty(), "an empty list");
                items.to_vec()
            }
        }
    }

    #[test]
    fn both_languages_have_the_same_sections() {
        for game in GameId::ALL {
            let en = page(game, Lang::En);
            let fr = page(game, Lang::Fr);
            assert!(!en.sections.is_empty(), "{game:?} has no sections");
            assert_eq!(
                en.sections.len(),
                fr.sections.len(),
                "{game:?}: section counts differ"
            );
            for (e, f) in en.sections.iter().zip(fr.sections) {
                assert_eq!(e.id, f.id, "{game:?}: sections out of order");
                assert_eq!(
                    e.blocks.len(),
                    f.blocks.len(),
                    "{game:?} section {}: block counts differ",
                    e.id
                );
                for (be, bf) in e.blocks.iter().zip(f.blocks) {
                    assert_eq!(
                        std::mem::discriminant(be),
                        std::mem::discriminant(bf),
                        "{game:?} section {}: block kinds differ",
                        e.id
                    );
                    assert_eq!(
                        texts(be).len(),
                        texts(bf).len(),
                        "{game:?} section {}: list lengths differ",
                        e.id
                    );
                }
            }
        }
    }

    #[test]
    fn no_empty_strings() {
        for game in GameId::ALL {
            for lang in Lang::ALL {
                let p = page(game, lang);
                assert!(!p.lead.trim().is_empty(), "{game:?} {lang:?}: empty lead");
                for s in p.sections {
                    assert!(!s.id.trim().is_empty());
                    assert!(!s.heading.trim().is_empty(), "{game:?} {lang:?} {}", s.id);
                    assert!(!s.blocks.is_empty(), "{game:?} {lang:?} {}", s.id);
                    for b in s.blocks {
                        for t in texts(b) {
                            assert!(!t.trim().is_empty(), "{game:?} {lang:?} {}", s.id);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn section_ids_are_unique_per_page() {
        for game in GameId::ALL {
            let p = page(game, Lang::En);
            let mut ids: Vec<_> = p.sections.iter().map(|s| s.id).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), p.sections.len(), "{game:?}: duplicate ids");
        }
    }

    #[test]
    fn fifes_page_names_the_missing_variant() {
        for lang in Lang::ALL {
            let p = page(GameId::FifesAndDrums, lang);
            assert!(p
                .sections
                .iter()
                .any(|s| s.heading.contains("Fuite dans la brume")));
        }
    }
}
