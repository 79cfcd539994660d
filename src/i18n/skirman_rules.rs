//! The rules page of Skirm'an, in our own words, in both languages (`i18n::rules_pages`: the
//! shape, the published documents and their checks).
use super::rules_pages::Block::{List, Note, Steps, Sub, P};
use super::rules_pages::{RulesPage, Section};
use super::Lang;

/// The page in `lang`.
pub fn rules_page(lang: Lang) -> &'static RulesPage {
    lang.texts().pick(&SKIRMAN_EN, &SKIRMAN_FR)
}

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
