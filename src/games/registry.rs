//! The one list of the site's games. Whatever must know every game (the record reader, `touche
//! replay`, `arena`, `engine` and `bench`, the AI worker, the home page) goes through
//! `for_each_game!` or `dispatch!` and names none; a game's identity is its line here, and its
//! `GameId`, its record name (`RecordName`) and its `Registered::ID` are made from that line.
//! Shaped like shakmaty's `VariantPosition`: one enum of ids, one macro to reach the game's type.
use crate::core::follow::Follow;
use crate::core::record::Recorded;

/// Calls `$crate::$callback!` with `($($args)*)` and then the list of games, one entry each:
/// `GameId` variant = `games::` module :: state type, record and URL name;
/// the entry may carry attributes (`#[cfg(feature = "…")]`).
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident ! ($($args:tt)*)) => {
        $crate::$callback! { ($($args)*)
            EnGarde = en_garde::EnGarde, "en-garde";
            Skirman = skirman::Skirman, "skirman";
            FifesAndDrums = fifes::FifesAndDrums, "fifes-and-drums";
            #[cfg(feature = "example-game")] Bluff = bluff::Bluff, "bluff";
        }
    };
}

/// `dispatch!(id, G => expr)`: `expr` for the game `id` names, with `G` the type of its state
/// (`dispatch!(game, G => run_arena::<G>(&settings, lang, out, err))`). Every game must fit the
/// expression, so a new game that lacks a trait `expr` needs does not compile.
#[macro_export]
macro_rules! dispatch {
    ($id:expr, $G:ident => $body:expr) => {
        $crate::for_each_game!(__dispatch_game!($id, $G, $body))
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __dispatch_game {
    (($id:expr, $G:ident, $body:expr)
     $($(#[$attr:meta])* $variant:ident = $module:ident :: $state:ident, $slug:literal;)*) => {
        match $id {
            $($(#[$attr])* $crate::games::GameId::$variant => {
                type $G = $crate::games::$module::$state;
                $body
            })*
        }
    };
}

/// A game of the list: its id, made by the list (a game does not declare it). Every game's
/// views follow it on their own (`Follow`), so two devices can play it with no one holding the
/// whole state.
pub trait Registered: Recorded + Follow {
    const ID: GameId;
}

#[doc(hidden)]
#[macro_export]
macro_rules! __declare_games {
    (() $($(#[$attr:meta])* $variant:ident = $module:ident :: $state:ident, $slug:literal;)*) => {
        /// The games of the site, in the home page's order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameId {
            $($(#[$attr])* $variant,)*
        }

        impl GameId {
            pub const ALL: [GameId; [$($(#[$attr])* GameId::$variant,)*].len()] =
                [$($(#[$attr])* GameId::$variant,)*];

            /// Used in URLs and in records' `game` field.
            pub const fn slug(self) -> &'static str {
                match self {
                    $($(#[$attr])* GameId::$variant => $slug,)*
                }
            }
        }

        $(
            $(#[$attr])*
            impl $crate::core::record::RecordName for $crate::games::$module::$state {
                const GAME_ID: &'static str = $slug;
            }
            $(#[$attr])*
            impl Registered for $crate::games::$module::$state {
                const ID: GameId = GameId::$variant;
            }
        )*
    };
}

crate::for_each_game!(__declare_games!());

impl GameId {
    pub fn from_slug(slug: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.slug() == slug)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::record::RecordName;

    fn record_name<G: Registered>() -> (GameId, &'static str) {
        (G::ID, <G as RecordName>::GAME_ID)
    }

    #[test]
    fn every_game_has_one_name_in_urls_records_and_json() {
        for game in GameId::ALL {
            assert_eq!(GameId::from_slug(game.slug()), Some(game));
            assert_eq!(
                serde_json::to_value(game).unwrap(),
                serde_json::Value::from(game.slug())
            );
            let (id, name) = crate::dispatch!(game, G => record_name::<G>());
            assert_eq!((id, name), (game, game.slug()));
        }
        assert_eq!(GameId::from_slug("chess"), None);
    }
}
