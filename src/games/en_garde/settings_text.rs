//! The rules and options as a few words of a save (`core::settings_text`).
use crate::core::settings_text::{flag, pairs, SettingsText};
use crate::games::en_garde;

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
    }

    #[test]
    fn unknown_or_repeated_words_are_refused() {
        assert_eq!(en_garde::Options::from_text("first=one first=two"), None);
        assert_eq!(en_garde::Options::from_text("colour=red"), None);
        assert_eq!(en_garde::Options::from_text("memory=yes"), None);
    }
}
