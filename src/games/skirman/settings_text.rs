//! The rules and options as a few words of a save (`core::settings_text`).
use crate::core::settings_text::{flag, pairs, SettingsText};
use crate::games::skirman;

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

    #[test]
    fn every_setting_round_trips_and_unknown_words_are_refused() {
        for level in skirman::Level::ALL {
            assert_eq!(skirman::Level::from_text(&level.to_text()), Some(level));
        }
        let options = skirman::Options {
            free_discard: true,
            ac_first_attack_shown: false,
            countered_ac_under_talon: true,
        };
        assert_eq!(
            skirman::Options::from_text(&options.to_text()),
            Some(options)
        );
        assert_eq!(skirman::Level::from_text("olympic"), None);
    }
}
