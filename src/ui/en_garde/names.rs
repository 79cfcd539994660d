//! How players are called on screen: "You" and "Computer", or "Red" and "Green" in hot-seat.
use super::table::Mode;
use crate::core::Seat;
use crate::i18n::en_garde::{Names, Text};
use crate::i18n::Lang;

pub fn seat_names(mode: Mode, lang: Lang) -> Names {
    match mode {
        Mode::VsComputer => Names {
            names: [
                Text::You.text(lang).into(),
                Text::Computer.text(lang).into(),
            ],
            you: Some(Seat::One),
        },
        Mode::HotSeat => Names {
            names: [Text::Red.text(lang).into(), Text::Green.text(lang).into()],
            you: None,
        },
    }
}
