//! The rules page of Fifes and Drums, in our own words, in both languages (`i18n::rules_pages`: the
//! shape, the published documents and their checks).
use super::rules_pages::Block::{List, Note, Steps, Sub, P};
use super::rules_pages::{RulesPage, Section};
use super::Lang;

/// The page in `lang`.
pub fn rules_page(lang: Lang) -> &'static RulesPage {
    lang.texts().pick(&FIFES_EN, &FIFES_FR)
}

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
