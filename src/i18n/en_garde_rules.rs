//! The rules page of En Garde, in our own words, in both languages (`i18n::rules_pages`: the
//! shape, the published documents and their checks).
use super::rules_pages::Block::{List, Note, Steps, Sub, P};
use super::rules_pages::{RulesPage, Section};
use super::Lang;

/// The page in `lang`.
pub fn rules_page(lang: Lang) -> &'static RulesPage {
    lang.texts().pick(&EN_GARDE_EN, &EN_GARDE_FR)
}

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
