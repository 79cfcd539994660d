//! The rule set and the (absent) options as words of a save (`core::settings_text`).
use super::record::{Options, RuleSet};
use crate::core::settings_text::SettingsText;

impl SettingsText for RuleSet {
    fn to_text(&self) -> String {
        "standard".into()
    }
    fn from_text(text: &str) -> Option<Self> {
        (text == "standard").then_some(RuleSet::Standard)
    }
}

impl SettingsText for Options {
    fn to_text(&self) -> String {
        String::new()
    }
    fn from_text(text: &str) -> Option<Self> {
        text.trim().is_empty().then_some(Options {})
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_unknown_words_are_refused() {
        assert_eq!(
            RuleSet::from_text(&RuleSet::Standard.to_text()),
            Some(RuleSet::Standard)
        );
        assert_eq!(Options::from_text(&Options {}.to_text()), Some(Options {}));
        assert_eq!(Options::from_text("first=one"), None);
    }
}
