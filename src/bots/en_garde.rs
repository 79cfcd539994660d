//! The baseline En Garde bot.
