//! A game in progress, saved after every action: its rules and options, the deal's seed, who
//! sits where and under which name, the computer players' own seed, the hints each seat asked
//! for, and each action as its index in the legal actions of its moment. It is read back by
//! replaying those indices through the rules, never by trusting a stored state, so a save that
//! parses but breaks a rule is refused with the action's number.
//!
//! Text, one field per line, so a page reads it without a JSON library:
//!
//! ```text
//! touche-save 1
//! game en-garde
//! rules abacus-advanced
//! options first=one memory=1 target=5
//! seed 1234
//! bot-seed 99
//! seat human Ada
//! seat strong
//! hints 2 0
//! resigned -
//! moves 3 0 12 4
//! ```
//!
//! A save holds the deal's seed: it stays in the browser's own storage. A finished game's record
//! (docs/record-format.md) is what may be shown or downloaded.
//!
//! Legal actions are listed in a fixed order (the `Game` contract); a version of the site that
//! changes that order must bump `SAVE_FORMAT`, and older saves are then refused and kept.
use crate::bots::Strength;
use crate::core::record::Recorded;
use crate::core::settings_text::SettingsText;
use crate::core::Seat;

/// The version of the save format.
pub const SAVE_FORMAT: u32 = 1;
/// A seat's name is cut to this many characters.
pub const MAX_NAME_CHARS: usize = 40;
/// A save longer than this is refused (a whole game is a few hundred bytes).
pub const MAX_SAVE_BYTES: usize = 256 * 1024;
/// More actions than this are refused (the longest games play a few hundred).
pub const MAX_MOVES: usize = 20_000;

/// Who sits in one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavedKind {
    Human,
    Computer(Strength),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSeat {
    pub kind: SavedKind,
    /// The chosen name; empty for the default one ("You", "Computer", "Player 1"…).
    pub name: String,
}

/// What a save holds besides the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitting {
    pub seats: [SavedSeat; 2],
    /// Seeds the computer players' own randomness (never the deal's seed).
    pub bot_seed: u64,
    /// Hints asked for, per seat.
    pub hints: [u32; 2],
    /// This seat resigned (the game is over).
    pub resigned: Option<Seat>,
}

/// A game in progress: how it started and what was played.
#[derive(Clone, Debug, PartialEq)]
pub struct Save<G: Recorded> {
    pub rules: G::Rules,
    pub options: G::Options,
    pub seed: u64,
    /// The state before the first action.
    pub initial: G,
    /// Each action and who played it, in order.
    pub moves: Vec<(Seat, G::Action)>,
    /// The state after the last action.
    pub state: G,
    pub sitting: Sitting,
}

/// Why a save was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    TooLarge,
    /// Not a save of this site (the first line).
    NotASave,
    /// A save of another version of this site.
    OtherVersion {
        found: String,
    },
    /// A save of another game.
    OtherGame {
        found: String,
    },
    /// A line missing, repeated, unknown or unreadable (its name).
    BadLine(&'static str),
    /// Both seats are computers: nobody to resume the game for.
    NoPerson,
    /// Action number `index` (0-based) is not among the legal actions of its moment.
    IllegalMove {
        index: usize,
    },
}

fn kind_text(kind: SavedKind) -> &'static str {
    match kind {
        SavedKind::Human => "human",
        SavedKind::Computer(strength) => strength.slug(),
    }
}

/// Writes a save. Names lose their line breaks and are cut to `MAX_NAME_CHARS`.
pub fn write_save<G: Recorded>(
    rules: &G::Rules,
    options: &G::Options,
    seed: u64,
    sitting: &Sitting,
    move_indices: &[usize],
) -> String
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    let seat = |s: &SavedSeat| {
        let name: String = s
            .name
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME_CHARS)
            .collect();
        format!("seat {} {}", kind_text(s.kind), name.trim())
            .trim_end()
            .to_string()
    };
    let moves: Vec<String> = move_indices.iter().map(usize::to_string).collect();
    format!(
        "touche-save {SAVE_FORMAT}\ngame {}\nrules {}\noptions {}\nseed {seed}\nbot-seed {}\n{}\n{}\nhints {} {}\nresigned {}\nmoves {}\n",
        G::GAME_ID,
        rules.to_text(),
        options.to_text(),
        sitting.bot_seed,
        seat(&sitting.seats[0]),
        seat(&sitting.seats[1]),
        sitting.hints[0],
        sitting.hints[1],
        sitting.resigned.map_or("-".to_string(), |s| s.number().to_string()),
        moves.join(" ")
    )
}

/// The index of `action` among the legal actions of `state` (how a save writes it).
pub fn move_index<G: Recorded>(state: &G, action: &G::Action) -> Option<usize> {
    state.legal_actions().iter().position(|a| a == action)
}

fn read_seat(rest: &str) -> Option<SavedSeat> {
    let (kind, name) = rest.split_once(' ').unwrap_or((rest, ""));
    let kind = match kind {
        "human" => SavedKind::Human,
        slug => SavedKind::Computer(Strength::from_slug(slug)?),
    };
    let name = name.trim();
    if name.chars().count() > MAX_NAME_CHARS || name.chars().any(char::is_control) {
        return None;
    }
    Some(SavedSeat {
        kind,
        name: name.to_string(),
    })
}

/// Reads and checks a save of game `G`: every action is replayed through the rules. Never
/// panics, whatever the text.
pub fn read_save<G: Recorded>(text: &str) -> Result<Save<G>, SaveError>
where
    G::Rules: SettingsText,
    G::Options: SettingsText,
{
    if text.len() > MAX_SAVE_BYTES {
        return Err(SaveError::TooLarge);
    }
    let mut lines = text.lines();
    match lines.next().and_then(|l| l.strip_prefix("touche-save ")) {
        None => return Err(SaveError::NotASave),
        Some(v) if v.trim() == SAVE_FORMAT.to_string() => {}
        Some(v) => {
            return Err(SaveError::OtherVersion {
                found: v.chars().take(20).collect(),
            })
        }
    }
    let mut field = |name: &'static str| -> Result<&str, SaveError> {
        let line = lines.next().ok_or(SaveError::BadLine(name))?;
        match line.split_once(' ') {
            Some((key, rest)) if key == name => Ok(rest),
            None if line == name => Ok(""),
            _ => Err(SaveError::BadLine(name)),
        }
    };
    let game = field("game")?;
    if game != G::GAME_ID {
        return Err(SaveError::OtherGame {
            found: game.chars().take(40).collect(),
        });
    }
    let rules = G::Rules::from_text(field("rules")?).ok_or(SaveError::BadLine("rules"))?;
    let options = G::Options::from_text(field("options")?).ok_or(SaveError::BadLine("options"))?;
    let seed: u64 = field("seed")?
        .parse()
        .map_err(|_| SaveError::BadLine("seed"))?;
    let bot_seed: u64 = field("bot-seed")?
        .parse()
        .map_err(|_| SaveError::BadLine("bot-seed"))?;
    let one = read_seat(field("seat")?).ok_or(SaveError::BadLine("seat"))?;
    let two = read_seat(field("seat")?).ok_or(SaveError::BadLine("seat"))?;
    let hints: Vec<u32> = field("hints")?
        .split(' ')
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| SaveError::BadLine("hints"))?;
    let [h1, h2] = hints[..] else {
        return Err(SaveError::BadLine("hints"));
    };
    let resigned = match field("resigned")? {
        "-" => None,
        "1" => Some(Seat::One),
        "2" => Some(Seat::Two),
        _ => return Err(SaveError::BadLine("resigned")),
    };
    let indices = field("moves")?;
    if lines.any(|l| !l.trim().is_empty()) {
        return Err(SaveError::BadLine("moves"));
    }
    let seats = [one, two];
    if !seats.iter().any(|s| s.kind == SavedKind::Human) {
        return Err(SaveError::NoPerson);
    }
    let initial = G::new_game(rules.clone(), options.clone(), seed);
    let mut state = initial.clone();
    let mut moves = Vec::new();
    for (index, word) in indices.split_whitespace().enumerate() {
        if index >= MAX_MOVES {
            return Err(SaveError::TooLarge);
        }
        let i: usize = word.parse().map_err(|_| SaveError::BadLine("moves"))?;
        let (Some(actor), Some(action)) = (state.to_act(), state.legal_actions().get(i).cloned())
        else {
            return Err(SaveError::IllegalMove { index });
        };
        state
            .play_in_place(&action)
            .map_err(|_| SaveError::IllegalMove { index })?;
        moves.push((actor, action));
    }
    Ok(Save {
        rules,
        options,
        seed,
        initial,
        moves,
        state,
        sitting: Sitting {
            seats,
            bot_seed,
            hints: [h1, h2],
            resigned,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Rng};
    use crate::games::en_garde::{EnGarde, Options, RuleSet};
    use crate::games::fifes::FifesAndDrums;

    fn sitting() -> Sitting {
        Sitting {
            seats: [
                SavedSeat {
                    kind: SavedKind::Human,
                    name: "Ada".into(),
                },
                SavedSeat {
                    kind: SavedKind::Computer(Strength::Strong),
                    name: String::new(),
                },
            ],
            bot_seed: 99,
            hints: [1, 0],
            resigned: Some(Seat::Two),
        }
    }

    /// A game of En Garde after `n` random actions, and its save.
    fn en_garde_after(n: usize) -> (String, EnGarde) {
        let rules = RuleSet::ALL[2];
        let options = Options::default();
        let mut game = EnGarde::new(rules, options, 11);
        let mut rng = Rng::seeded(3);
        let mut indices = Vec::new();
        for _ in 0..n {
            let legal = game.legal_actions();
            let i = rng.below(legal.len() as u32) as usize;
            assert_eq!(move_index(&game, &legal[i]), Some(i));
            game.play_in_place(&legal[i]).unwrap();
            indices.push(i);
        }
        let text = write_save::<EnGarde>(&rules, &options, 11, &sitting(), &indices);
        (text, game)
    }

    #[test]
    fn a_save_round_trips_to_the_same_game() {
        let (text, game) = en_garde_after(40);
        let save = read_save::<EnGarde>(&text).unwrap();
        assert_eq!(save.state, game);
        assert_eq!(save.moves.len(), 40);
        assert_eq!(save.sitting, sitting());
        assert_eq!(
            save.initial,
            EnGarde::new(RuleSet::ALL[2], Options::default(), 11)
        );
    }

    #[test]
    fn a_move_out_of_range_names_its_index() {
        let (text, _) = en_garde_after(6);
        let tampered = text.replace("\nmoves ", "\nmoves 0 0 0 999 ");
        let error = read_save::<EnGarde>(&tampered).unwrap_err();
        assert!(
            matches!(error, SaveError::IllegalMove { index } if index <= 3),
            "{error:?}"
        );
    }

    #[test]
    fn other_versions_and_other_games_are_refused() {
        let (text, _) = en_garde_after(2);
        let older = text.replace("touche-save 1", "touche-save 0");
        assert!(matches!(
            read_save::<EnGarde>(&older),
            Err(SaveError::OtherVersion { .. })
        ));
        assert!(matches!(
            read_save::<FifesAndDrums>(&text),
            Err(SaveError::OtherGame { .. })
        ));
        assert_eq!(
            read_save::<EnGarde>("{\"format\": 1}"),
            Err(SaveError::NotASave)
        );
    }

    #[test]
    fn tampered_seats_are_refused() {
        let (text, _) = en_garde_after(2);
        let both = text.replace("seat human Ada", "seat beginner");
        assert_eq!(read_save::<EnGarde>(&both), Err(SaveError::NoPerson));
        let unknown = text.replace("seat strong", "seat grandmaster");
        assert_eq!(
            read_save::<EnGarde>(&unknown),
            Err(SaveError::BadLine("seat"))
        );
        let long = text.replace("Ada", &"x".repeat(MAX_NAME_CHARS + 1));
        assert_eq!(read_save::<EnGarde>(&long), Err(SaveError::BadLine("seat")));
    }

    #[test]
    fn names_are_written_on_one_line() {
        let mut s = sitting();
        s.seats[0].name = "An\nna\u{7}".into();
        let text = write_save::<EnGarde>(&RuleSet::ALL[0], &Options::default(), 1, &s, &[]);
        let save = read_save::<EnGarde>(&text).unwrap();
        assert_eq!(save.sitting.seats[0].name, "Anna");
    }

    #[test]
    fn truncated_saves_never_panic() {
        let (text, _) = en_garde_after(20);
        for cut in 0..text.len() {
            if text.is_char_boundary(cut) {
                let _ = read_save::<EnGarde>(&text[..cut]);
            }
        }
    }
}
