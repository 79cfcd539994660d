//! Sentences the table assembles from the translation table.
use crate::core::Seat;
use crate::i18n::table::{to_play, Text};
use crate::i18n::{Lang, Names};

/// "Your turn", "Computer is thinking…", "Player 2 to play", or "Game over".
pub fn status_line(
    to_act: Option<Seat>,
    computer: bool,
    viewer: Option<Seat>,
    names: &Names,
    lang: Lang,
) -> String {
    match to_act {
        None => Text::GameOver.text(lang).to_string(),
        Some(_) if computer => Text::ComputerThinking.text(lang).to_string(),
        Some(seat) if viewer == Some(seat) && names.you == Some(seat) => {
            Text::YourTurn.text(lang).to_string()
        }
        Some(seat) => to_play(names.of(seat), lang),
    }
}
