//! A game's rules and options as a few words of text (`abacus-advanced`, `first=random`), so a
//! page reads a save without a JSON library (serde_json's reader costs a game page about 30 KB
//! gzip). Unknown or missing words are refused, never guessed. Each game implements it for its
//! `Recorded::Rules` and `Options` (`games::<game>::settings_text`).

pub trait SettingsText: Sized {
    fn to_text(&self) -> String;
    fn from_text(text: &str) -> Option<Self>;
}

/// `key=value` words, each key at most once; every key known to `read`.
pub fn pairs(text: &str) -> Option<Vec<(&str, &str)>> {
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

/// `1` or `0`.
pub fn flag(value: &str) -> Option<bool> {
    match value {
        "1" => Some(true),
        "0" => Some(false),
        _ => None,
    }
}
