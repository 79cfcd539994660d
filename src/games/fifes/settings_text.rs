//! The rules and options as a few words of a save (`core::settings_text`).
use crate::core::settings_text::{pairs, SettingsText};
use crate::games::fifes;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_round_trips_and_unknown_words_are_refused() {
        let rules = fifes::RuleSet::Standard;
        assert_eq!(fifes::RuleSet::from_text(&rules.to_text()), Some(rules));
        let options = fifes::Options {
            first_player: fifes::FirstPlayer::PlayerTwo,
        };
        assert_eq!(fifes::Options::from_text(&options.to_text()), Some(options));
        assert_eq!(fifes::Options::from_text("first"), None);
    }
}
