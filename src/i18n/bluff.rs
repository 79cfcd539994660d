//! The example game's words (`games::bluff`): its names and card on the home page, its moves,
//! its refusals and its rules page, in English and French.
use super::rules_pages::Block::{List, Note, P};
use super::rules_pages::{RulesPage, Section};
use super::{messages, sentences, Explain, Lang, Names};
use crate::core::narration::Narrated;
use crate::core::settings_text::SettingsText;
use crate::core::{Game, Outcome, RuleError, Seat};
use crate::games::bluff::record::{RuleSet, SetupError};
use crate::games::bluff::{
    Action, Bid, Bluff, Error, Hand, Public, ViewProblem, COPIES, FACES, HAND,
};

messages! {
    pub enum Text {
        GameName => "Bluff", "Bluff";
        GameDesigner => "An example game of Touché", "Un jeu d’exemple de Touché";
        GamePitch =>
            "Three hidden cards each and one round of bids: say how many of a face the two hands hold, or call the last bid a lie.",
            "Trois cartes cachées chacun et un tour d’enchères\u{202F}: annoncez combien les deux mains ont d’une valeur, ou traitez la dernière annonce de mensonge.";
        GameArt =>
            "Two fans of three cards face down, and a question mark between them.",
            "Deux éventails de trois cartes face cachée, et un point d’interrogation entre eux.";
        GameCredits =>
            "Bluff is this site’s own example game, after the dice game known as Liar’s Dice; it shows how a game plugs into the site.",
            "Bluff est le jeu d’exemple du site, d’après le jeu de dés connu sous le nom de dés menteurs\u{202F}; il montre comment un jeu se branche sur le site.";
        Challenge => "Challenge", "Contester";
        Bid => "Bid", "Annoncer";
        Count => "How many", "Combien";
        Face => "Of which face", "De quelle valeur";
        YourHand => "Your hand", "Votre main";
        NoBidYet => "No bid yet.", "Pas encore d’annonce.";
        LastBid => "Last bid:", "Dernière annonce\u{202F}:";
        Shown => "Hands shown:", "Mains montrées\u{202F}:";
        Won => "wins", "gagne";
    }
}

sentences! {
    /// "2 5s", "2 5".
    pub fn bid_text(bid: Bid) match bid {
        Bid { count: 1, face } => "1 {face}", "1 {face}";
        Bid { count, face } => "{count} {face}s", "{count} {face}";
    }
}

/// One action in a few words, for a hint: "Bid 2 5s", "Challenge".
pub fn action_text(action: &Action, lang: Lang) -> String {
    match action {
        Action::Bid(bid) => format!("{} {}", Text::Bid.text(lang), bid_text(*bid, lang)),
        Action::Challenge => Text::Challenge.text(lang).to_string(),
    }
}

/// A hand shown at the challenge: "Anna 1 5 5".
fn shown_hand(hands: &[Hand; 2], seat: Seat, who: &Names) -> String {
    let cards: Vec<String> = hands[seat.index()].iter().map(u8::to_string).collect();
    format!("{} {}", who.of(seat), cards.join(" "))
}

sentences! {
    /// What a move did, from public facts: the bid, or the challenge and who won it.
    pub fn move_text(actor: Seat, action: &Action, after: &Public, who: &Names) in lang match (action, after.shown, after.outcome) {
        (Action::Bid(bid), _, _) => "{name} bids {bid}.", "{name} annonce {bid}."
            where name = who.of(actor), bid = bid_text(*bid, lang);
        (Action::Challenge, Some(hands), Some(Outcome::Winner(winner))) =>
            "{name} challenges: {one}, {two}. {winner} wins.",
            "{name} conteste\u{202F}: {one}, {two}. {winner} gagne."
            where name = who.of(actor), one = shown_hand(&hands, Seat::One, who),
                two = shown_hand(&hands, Seat::Two, who), winner = who.of(winner);
        (Action::Challenge, _, _) => "{name} challenges.", "{name} conteste."
            where name = who.of(actor);
    }

    /// The end of a replay: who won, or who is to play.
    pub fn outcome_text(winner: Option<&str>, to_play: &str) match winner {
        Some(name) => "{name} wins.", "{name} gagne.";
        None => "{to_play} to play.", "À {to_play} de jouer.";
    }

    fn error_reason(error: &Error) in lang match error {
        Error::GameOver => "The game is over.", "La partie est finie.";
        Error::NotYourTurn => "It is the other player’s turn.", "C’est à l’autre joueur.";
        Error::NoSuchBid(_) =>
            "A bid is 1 to {most} cards of a face from 1 to {FACES}.",
            "Une annonce porte sur 1 à {most} cartes d’une valeur de 1 à {FACES}."
            where most = 2 * HAND;
        Error::BidTooLow { last, .. } =>
            "A bid must be higher than {last}.", "Une annonce doit dépasser {last}."
            where last = bid_text(*last, lang);
        Error::NothingToChallenge =>
            "There is no bid to challenge yet.",
            "Il n’y a pas encore d’annonce à contester.";
    }

    fn setup_problem(error: &SetupError) in lang match error {
        SetupError::NoSuchFace { seat, face } =>
            "Player {n}’s hand holds {face}, which is no face of the deck.",
            "La main du joueur {n} contient {face}, qui n’est pas une valeur du jeu."
            where n = seat.number();
        SetupError::TooMany { face, times } =>
            "The hands hold {times} cards of {face}; the deck has {copies}.",
            "Les mains contiennent {times} cartes de {face}\u{202F}; le jeu en a {copies}."
            where copies = super::spelled_count(usize::from(COPIES), lang);
    }

    fn view_problem(problem: &ViewProblem) match problem {
        ViewProblem::GameOver => "the game is over", "la partie est finie";
        ViewProblem::NotYourDecision =>
            "it is not this seat’s decision",
            "ce n’est pas à ce joueur de décider";
        ViewProblem::NoSuchHand(hand) =>
            "no deal gives the hand {hand:?}",
            "aucune donne ne donne la main {hand:?}";
        ViewProblem::BidsOutOfOrder => "the bids do not rise", "les annonces ne montent pas";
        ViewProblem::ShownTooSoon =>
            "hands are shown while the game goes on",
            "des mains sont montrées alors que la partie continue";
    }
}

impl Explain for Error {
    fn explain(&self, lang: Lang) -> String {
        error_reason(self, lang)
    }
}

impl Explain for SetupError {
    fn explain(&self, lang: Lang) -> String {
        setup_problem(self, lang)
    }
}

impl Explain for ViewProblem {
    fn explain(&self, lang: Lang) -> String {
        view_problem(self, lang)
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.explain(Lang::En), self.rule_id())
    }
}

impl std::error::Error for Error {}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.explain(Lang::En), self.rule_id())
    }
}

impl std::error::Error for SetupError {}

super::game_info!(Bluff, Text, rules_page, [GameCredits]);

fn rules_page(lang: Lang) -> &'static RulesPage {
    lang.texts().pick(&RULES_EN, &RULES_FR)
}

const RULES_EN: RulesPage = RulesPage {
    lead: "Twelve cards, three each in hand, and one round of bids about the six cards the two of you hold.",
    sections: &[
        Section {
            id: "deal",
            heading: "The deal",
            blocks: &[P(
                "The faces 1 to 6, two cards of each, are shuffled. Each player is dealt three cards and looks at them; the six others stay face down, out of play.",
            )],
        },
        Section {
            id: "bids",
            heading: "Bidding",
            blocks: &[
                P("Player 1 opens; then you take turns. On your turn, either bid or challenge."),
                List(&[
                    "A bid says: among the six cards in our hands there are at least this many cards of this face (1 to 6 cards, faces 1 to 6).",
                    "Each bid must be higher than the last: more cards, or as many cards of a higher face.",
                    "The opening player must bid. After six 6s, the only move left is to challenge.",
                ]),
            ],
        },
        Section {
            id: "challenge",
            heading: "The challenge",
            blocks: &[
                P("A challenge ends the game: both hands are shown. If the last bid holds, its bidder wins; otherwise the challenger wins."),
                Note("The six cards out of play never count."),
            ],
        },
    ],
};

const RULES_FR: RulesPage = RulesPage {
    lead: "Douze cartes, trois en main chacun, et un tour d’enchères sur les six cartes que vous tenez à vous deux.",
    sections: &[
        Section {
            id: "deal",
            heading: "La donne",
            blocks: &[P(
                "Les valeurs 1 à 6, deux cartes de chaque, sont mélangées. Chaque joueur reçoit trois cartes et les regarde\u{202F}; les six autres restent face cachée, hors jeu.",
            )],
        },
        Section {
            id: "bids",
            heading: "Les annonces",
            blocks: &[
                P("Le joueur 1 commence, puis chacun son tour. À votre tour, annoncez ou contestez."),
                List(&[
                    "Une annonce dit\u{202F}: parmi les six cartes de nos mains, il y a au moins tant de cartes de telle valeur (1 à 6 cartes, valeurs 1 à 6).",
                    "Chaque annonce doit dépasser la précédente\u{202F}: plus de cartes, ou autant de cartes d’une valeur plus haute.",
                    "Le premier joueur doit annoncer. Après six 6, il ne reste qu’à contester.",
                ]),
            ],
        },
        Section {
            id: "challenge",
            heading: "La contestation",
            blocks: &[
                P("Contester met fin à la partie\u{202F}: on montre les deux mains. Si la dernière annonce est vraie, son auteur gagne\u{202F}; sinon celui qui conteste gagne."),
                Note("Les six cartes hors jeu ne comptent jamais."),
            ],
        },
    ],
};

/// One line of Bluff's log: a move, told from the public part after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Move {
    pub actor: Seat,
    pub action: Action,
    pub after: Public,
}

impl Narrated for Bluff {
    type Event = Move;

    fn events(_before: &Public, actor: Seat, action: &Action, after: &Public) -> Vec<Move> {
        vec![Move {
            actor,
            action: *action,
            after: after.clone(),
        }]
    }

    fn event_text(line: &Move, names: &Names, lang: Lang) -> String {
        move_text(line.actor, &line.action, &line.after, names, lang)
    }

    fn action_text(_view: &crate::games::bluff::View, action: &Action, lang: Lang) -> String {
        action_text(action, lang)
    }

    fn outcome_text(state: &Self, names: &Names, lang: Lang) -> String {
        let winner = match state.outcome() {
            Some(Outcome::Winner(seat)) => Some(names.of(seat)),
            _ => None,
        };
        let to_play = state.to_act().map(|s| names.of(s)).unwrap_or_default();
        outcome_text(winner, to_play, lang)
    }

    fn rules_name(rules: &RuleSet, _lang: Lang) -> String {
        rules.to_text()
    }
}
