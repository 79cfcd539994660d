//! Each game's rules and options as a few words of text (`abacus-advanced`, `first=random`), so a
//! page reads a save without a JSON library (serde_json's reader costs a game page about 30 KB
//! gzip). Unknown or missing words are refused, never guessed.
use crate::games::{en_garde, fifes, skirman};

pub trait SettingsText: Sized {
    fn to_text(&self) -> String;
    fn from_text(text: &str) -> Option<Self>;
}

/// `key=value` words, each key at most once; every key known to `read`.
fn pairs(text: &str) -> Option<Vec<(&str, &str)>> {
    let mut seen: Vec<(&str, &str)> = Vec::new();
    for word in text.split_whitespace() {
        let (key, value) = word.split_once('=')?;
        if seen.iter().any(|(k, _)| *k == key) {
            return None;
        }
        seen.push((key, value));
    }
    Some(seen)
}

fn flag(value: &str) -> Option<bool> {
    match value {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}

impl SettingsText for en_garde::RuleSet {
    fn to_text(&self) -> String {
        self.name().to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        en_garde::RuleSet::from_name(text)
    }
}

impl SettingsText for en_garde::Options {
    fn to_text(&self) -> String {
        let first = match self.first_player {
            en_garde::FirstPlayer::PlayerOne => "one",
            en_garde::FirstPlayer::PlayerTwo => "two",
            en_garde::FirstPlayer::Random => "random",
        };
        format!(
            "first={first} memory={} target={}",
            u8::from(self.show_played_cards),
            self.target_score
        )
    }
    fn from_text(text: &str) -> Option<Self> {
        let mut options = en_garde::Options::default();
        for (key, value) in pairs(text)? {
            match key {
                "first" => {
                    options.first_player = match value {
                        "one" => en_garde::FirstPlayer::PlayerOne,
                        "two" => en_garde::FirstPlayer::PlayerTwo,
                        "random" => en_garde::FirstPlayer::Random,
                        _ => return None,
                    }
                }
                "memory" => options.show_played_cards = flag(value)?,
                "target" => options.target_score = value.parse().ok()?,
                _ => return None,
            }
        }
        Some(options)
    }
}

impl SettingsText for fifes::RuleSet {
    fn to_text(&self) -> String {
        "standard".into()
    }
    fn from_text(text: &str) -> Option<Self> {
        (text == "standard").then_some(fifes::RuleSet::Standard)
    }
}

impl SettingsText for fifes::Options {
    fn to_text(&self) -> String {
        let first = match self.first_player {
            fifes::FirstPlayer::PlayerOne => "one",
            fifes::FirstPlayer::PlayerTwo => "two",
            fifes::FirstPlayer::Random => "random",
        };
        format!("first={first}")
    }
    fn from_text(text: &str) -> Option<Self> {
        let mut options = fifes::Options::default();
        for (key, value) in pairs(text)? {
            match (key, value) {
                ("first", "one") => options.first_player = fifes::FirstPlayer::PlayerOne,
                ("first", "two") => options.first_player = fifes::FirstPlayer::PlayerTwo,
                ("first", "random") => options.first_player = fifes::FirstPlayer::Random,
                _ => return None,
            }
        }
        Some(options)
    }
}

impl SettingsText for skirman::Level {
    fn to_text(&self) -> String {
        self.slug().to_string()
    }
    fn from_text(text: &str) -> Option<Self> {
        skirman::Level::ALL.into_iter().find(|l| l.slug() == text)
    }
}

impl SettingsText for skirman::Options {
    fn to_text(&self) -> String {
        format!(
            "free-discard={} ac-shown={} countered-under-talon={}",
            u8::from(self.free_discard),
            u8::from(self.ac_first_attack_shown),
            u8::from(self.countered_ac_under_talon)
        )
    }
    fn from_text(text: &str) -> Option<Self> {
        let mut options = skirman::Options::default();
        for (key, value) in pairs(text)? {
            let on = flag(value)?;
            match key {
                "free-discard" => options.free_discard = on,
                "ac-shown" => options.ac_first_attack_shown = on,
                "countered-under-talon" => options.countered_ac_under_talon = on,
                _ => return None,
            }
        }
        Some(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<T: SettingsText + PartialEq + std::fmt::Debug>(value: T) {
        assert_eq!(T::from_text(&value.to_text()), Some(value));
    }

    #[test]
    fn every_setting_round_trips() {
        for rules in en_garde::RuleSet::ALL {
            round_trip(rules);
        }
        for first_player in [
            en_garde::FirstPlayer::PlayerOne,
            en_garde::FirstPlayer::PlayerTwo,
            en_garde::FirstPlayer::Random,
        ] {
            round_trip(en_garde::Options {
                first_player,
                show_played_cards: false,
                target_score: 3,
            });
        }
        round_trip(fifes::RuleSet::Standard);
        round_trip(fifes::Options {
            first_player: fifes::FirstPlayer::PlayerTwo,
        });
        for level in skirman::Level::ALL {
            round_trip(level);
        }
        round_trip(skirman::Options {
            free_discard: true,
            ac_first_attack_shown: false,
            countered_ac_under_talon: true,
        });
    }

    #[test]
    fn unknown_or_repeated_words_are_refused() {
        assert_eq!(en_garde::Options::from_text("first=one first=two"), None);
        assert_eq!(en_garde::Options::from_text("colour=red"), None);
        assert_eq!(en_garde::Options::from_text("memory=yes"), None);
        assert_eq!(fifes::Options::from_text("first"), None);
        assert_eq!(skirman::Level::from_text("olympic"), None);
    }
}
