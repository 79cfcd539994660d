//! The translation table: every user-facing string, in English and French side by side.
//!
//! The table is split into one file per screen so it stays readable; each file is a `messages!`
//! block (fixed strings), `words!` (a value's name) and `sentences!` (sentences with values in
//! them, the values given by the game as arguments). A string missing in
//! one language is a compile error (the macro needs both), and `tests::every_key_has_both_languages`
//! fails on an empty or untranslated entry.
use serde::{Deserialize, Serialize};

#[cfg(feature = "example-game")]
pub mod bluff;
pub mod cli;
pub mod deal;
pub mod en_garde;
pub mod en_garde_rules;
pub mod fifes;
pub mod fifes_rules;
pub mod fifes_screen;
pub mod online;
pub mod online_end;
pub mod online_page;
pub mod records;
pub mod rules_pages;
pub mod saves;
pub mod shell;
pub mod signal;
pub mod skirman;
pub mod skirman_course;
pub mod skirman_glossary;
pub mod skirman_rules;
pub mod skirman_screen;
pub mod skirman_tournament;
pub mod table;
pub mod walkthrough;

/// The player's language. It is no pattern (`PartialEq` is written by hand): words are chosen
/// only through [`Lang::texts`], whose [`Words`] is what every table matches on, so a
/// one-language page cannot pick the other language's words by mistake.
#[derive(Clone, Copy, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct Lang(Code);

/// The stored value of a `Lang` ("en", "fr"), private so nothing outside matches on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
enum Code {
    #[default]
    En,
    Fr,
}

impl PartialEq for Lang {
    fn eq(&self, other: &Lang) -> bool {
        self.0 == other.0
    }
}

impl Eq for Lang {}

impl std::hash::Hash for Lang {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl std::fmt::Debug for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// The language a table's words are taken in, made only by [`Lang::texts`] (its field is
/// private): in a one-language build it is always the build's language, and the other
/// language's arms are dropped as dead code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    En(Folded),
    Fr(Folded),
}

/// The proof that a [`Words`] went through [`Lang::texts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Folded(());

impl Words {
    /// `en` or `fr`, for the small words of a sentence (a colon and its French space).
    #[inline(always)]
    pub fn pick<T>(self, en: T, fr: T) -> T {
        match self {
            Words::En(_) => en,
            Words::Fr(_) => fr,
        }
    }
}

#[cfg(all(feature = "lang-en", feature = "lang-fr"))]
compile_error!("features lang-en and lang-fr each build a one-language page: choose one");

#[allow(non_upper_case_globals)]
impl Lang {
    pub const En: Lang = Lang(Code::En);
    pub const Fr: Lang = Lang(Code::Fr);
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The one language whose words this build holds, or `None` for both. Each game page is
    /// built once per language (features `lang-en`, `lang-fr`; scripts/build-pages.sh) and its
    /// loader downloads the player's: the other language's words are a tenth of a page. Home,
    /// the command line and the tests hold both.
    pub const BUNDLED: Option<Lang> = if cfg!(feature = "lang-fr") {
        Some(Lang::Fr)
    } else if cfg!(feature = "lang-en") {
        Some(Lang::En)
    } else {
        None
    };

    /// The language the table's words are taken in: `self`, or the build's one language. The
    /// only way to a [`Words`], so every table folds to the build's language.
    #[inline(always)]
    pub const fn texts(self) -> Words {
        let code = match Lang::BUNDLED {
            Some(bundled) => bundled.0,
            None => self.0,
        };
        match code {
            Code::En => Words::En(Folded(())),
            Code::Fr => Words::Fr(Folded(())),
        }
    }

    /// The other language (the language switch, the glossary's second name).
    pub fn other(self) -> Lang {
        match self.0 {
            Code::En => Lang::Fr,
            Code::Fr => Lang::En,
        }
    }

    /// The `lang` attribute / storage value.
    pub fn code(self) -> &'static str {
        match self.0 {
            Code::En => "en",
            Code::Fr => "fr",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }
}

/// Who the players are on a screen (or in the CLI), and which one, if any, is "you": that
/// player's verbs take the second person ("You advance", "Vous avancez").
#[derive(Clone, Debug, PartialEq)]
pub struct Names {
    pub names: [String; 2],
    pub you: Option<crate::core::Seat>,
}

impl Names {
    pub fn of(&self, seat: crate::core::Seat) -> &str {
        &self.names[seat.index()]
    }

    /// The verb form for `seat`: `[English 3rd person, English 2nd, French 3rd, French 2nd]`.
    pub(crate) fn verb(
        &self,
        seat: crate::core::Seat,
        lang: Lang,
        forms: [&'static str; 4],
    ) -> &'static str {
        let [third_person, second_person] = lang
            .texts()
            .pick([forms[0], forms[1]], [forms[2], forms[3]]);
        if self.you == Some(seat) {
            second_person
        } else {
            third_person
        }
    }
}

/// Turns a rules error (or anything the rules return) into a sentence.
pub trait Explain {
    fn explain(&self, lang: Lang) -> String;
}

/// Every rules error reads as a sentence in English with its rule ID (`Display`, for logs and
/// `std::error::Error`); screens and the CLI use `Explain` in the player's language.
macro_rules! display_in_english {
    ($($error:ty),* $(,)?) => {$(
        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let rule = crate::core::RuleError::rule_id(self);
                write!(f, "{} ({rule})", self.explain(Lang::En))
            }
        }

        impl std::error::Error for $error {}
    )*};
}

display_in_english!(
    crate::games::en_garde::Error,
    crate::games::en_garde::SetupError,
    crate::games::fifes::Error,
    crate::games::fifes::SetupError,
    crate::games::skirman::Error,
    crate::games::skirman::SetupError,
);

/// Declares a section of the table: `Key => "English", "Français";`.
macro_rules! messages {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($key:ident => $en:expr, $fr:expr;)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name { $($key),* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            #[inline(always)]
            pub fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                match lang.texts() {
                    $crate::i18n::Words::En(_) => match self { $($name::$key => $en),* },
                    $crate::i18n::Words::Fr(_) => match self { $($name::$key => $fr),* },
                }
            }
        }
    };
}
pub(crate) use messages;

/// A game's `shell::GameInfo` from its word table (`$text`: `GameName`, `GameDesigner`,
/// `GamePitch`, `GameArt` and the credits' keys) and its rules page's function; more items of
/// the trait (a credits link) may follow.
macro_rules! game_info {
    ($game:ty, $text:ident, $rules:path, [$($credit:ident),+] $(, $more:item)*) => {
        impl $crate::i18n::shell::GameInfo for $game {
            fn name(lang: Lang) -> &'static str {
                $text::GameName.text(lang)
            }

            fn designer(lang: Lang) -> &'static str {
                $text::GameDesigner.text(lang)
            }

            fn pitch(lang: Lang) -> &'static str {
                $text::GamePitch.text(lang)
            }

            fn art_label(lang: Lang) -> &'static str {
                $text::GameArt.text(lang)
            }

            fn rules_page(lang: Lang) -> &'static $crate::i18n::rules_pages::RulesPage {
                $rules(lang)
            }

            fn credits(lang: Lang) -> Vec<&'static str> {
                vec![$($text::$credit.text(lang)),+]
            }

            $($more)*
        }
    };
}
pub(crate) use game_info;

/// Declares a function naming a value of the game in both languages, side by side like
/// `messages!`: `Pattern => "English", "Français";`, a pattern with a guard if need be
/// (`p if p.is_defence() => …`). It takes the language last.
macro_rules! words {
    ($($(#[$meta:meta])* $vis:vis fn $name:ident($arg:ident: $ty:ty) { $($pat:pat $(if $guard:expr)? => $en:expr, $fr:expr;)* })*) => {$(
        $(#[$meta])*
        $vis fn $name($arg: $ty, lang: $crate::i18n::Lang) -> &'static str {
            match lang.texts() {
                $crate::i18n::Words::En(_) => match $arg { $($pat $(if $guard)? => $en),* },
                $crate::i18n::Words::Fr(_) => match $arg { $($pat $(if $guard)? => $fr),* },
            }
        }
    )*};
}
pub(crate) use words;

/// Declares functions of sentences with values in them, the two languages side by side like
/// `messages!`. Each sentence is `format!`'s text, naming the function's arguments (or a case's
/// bindings): the values are the game's and the caller's, never written in the table. One
/// sentence:
///
/// ```text
/// pub fn to_play(name: &str) { "{name} to play", "À {name} de jouer"; }
/// ```
///
/// or one sentence per case of a value:
///
/// ```text
/// pub fn hint(action: &str, percent: Option<u32>) match percent {
///     Some(p) => "Hint: {action} — about {p} % to win", "Indice : … {p} % …";
///     None => "Hint: {action}", "Indice : {action}";
/// }
/// ```
///
/// A sentence or a case may end with the values its sentences name that the game computes (a
/// card's name, a line), `where name = expression, …` (a name or an irrefutable pattern:
/// `[first, second] = …`), and a case may have a guard, as in a `match`. To compute the values
/// in the reader's language, name the language after the arguments:
///
/// ```text
/// pub fn expected(phase: Phase) in lang match phase {
///     Phase::Ac2 { first_line } => "… in {line}", "… en {line}"
///         where line = line_name(first_line.other_high(), lang);
///     …
/// }
/// ```
///
/// It takes the language last and gives a `String`.
macro_rules! sentences {
    () => {};
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) {
        $en:literal, $fr:literal $(where $($value:pat = $computed:expr),+)?;
    } $($rest:tt)*) => {
        $crate::i18n::sentences! {
            $(#[$meta])* $vis fn $name($($arg: $ty),*) in lang {
                $en, $fr $(where $($value = $computed),+)?;
            } $($rest)*
        }
    };
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) in $lang:ident {
        $en:literal, $fr:literal $(where $($value:pat = $computed:expr),+)?;
    } $($rest:tt)*) => {
        $(#[$meta])*
        $vis fn $name($($arg: $ty,)* $lang: $crate::i18n::Lang) -> String {
            $($(let $value = $computed;)+)?
            match $lang.texts() {
                $crate::i18n::Words::En(_) => format!($en),
                $crate::i18n::Words::Fr(_) => format!($fr),
            }
        }
        $crate::i18n::sentences! { $($rest)* }
    };
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) match $on:tt {
        $($cases:tt)*
    } $($rest:tt)*) => {
        $crate::i18n::sentences! {
            $(#[$meta])* $vis fn $name($($arg: $ty),*) in lang match $on { $($cases)* } $($rest)*
        }
    };
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) in $lang:ident match $on:tt {
        $($pat:pat $(if $guard:expr)? => $en:literal, $fr:literal $(where $($value:pat = $computed:expr),+)?;)*
    } $($rest:tt)*) => {
        $(#[$meta])*
        $vis fn $name($($arg: $ty,)* $lang: $crate::i18n::Lang) -> String {
            match $lang.texts() {
                $crate::i18n::Words::En(_) => match $on {
                    $($pat $(if $guard)? => { $($(#[allow(unused_variables)] let $value = $computed;)+)? format!($en) }),*
                },
                $crate::i18n::Words::Fr(_) => match $on {
                    $($pat $(if $guard)? => { $($(#[allow(unused_variables)] let $value = $computed;)+)? format!($fr) }),*
                },
            }
        }
        $crate::i18n::sentences! { $($rest)* }
    };
}
pub(crate) use sentences;

sentences! {
    /// A small count spelled out, as a sentence says a rule's number ("the five face-up
    /// cards"); digits from eleven on. One is left out: its French form agrees with the noun.
    pub fn spelled_count(n: usize) match n {
        2 => "two", "deux";
        3 => "three", "trois";
        4 => "four", "quatre";
        5 => "five", "cinq";
        6 => "six", "six";
        7 => "seven", "sept";
        8 => "eight", "huit";
        9 => "nine", "neuf";
        10 => "ten", "dix";
        n => "{n}", "{n}";
    }
}

/// `n` with its noun, singular for 0 and 1 in French and for 1 in English: "1 card",
/// "2 cards", "1 carte", "0 carte".
pub fn count_of(n: impl Into<u64>, one: &str, many: &str, lang: Lang) -> String {
    let n = n.into();
    format!("{n} {}", noun_for(n, one, many, lang))
}

/// The noun for `n` things, `one` or `many`: singular for 0 and 1 in French and for 1 in
/// English.
pub fn noun_for<'a>(n: u64, one: &'a str, many: &'a str, lang: Lang) -> &'a str {
    let singular = lang.texts().pick(n == 1, n <= 1);
    if singular {
        one
    } else {
        many
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_section<K: Copy + std::fmt::Debug>(all: &[K], text: impl Fn(K, Lang) -> &'static str) {
        for &key in all {
            for lang in Lang::ALL {
                assert!(
                    !text(key, lang).trim().is_empty(),
                    "{key:?} is empty in {lang:?}"
                );
            }
        }
    }

    /// French typography: a narrow no-break space (U+202F) before «\u{202F}:\u{202F};\u{202F}!\u{202F}? », never a plain or
    /// a wide no-break space, never none (a web address's "://" aside).
    pub(super) fn french_marks(
        section: &str,
        key: &dyn std::fmt::Debug,
        text: &str,
    ) -> Vec<String> {
        let chars: Vec<char> = text.chars().collect();
        let mut bad = Vec::new();
        for (i, &c) in chars.iter().enumerate() {
            if !matches!(c, ':' | ';' | '!' | '?') {
                continue;
            }
            if c == ':' && chars.get(i + 1) == Some(&'/') {
                continue;
            }
            let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
            if before != Some('\u{202F}') {
                bad.push(format!(
                    "{section}::{key:?}: {c:?} after {before:?} in {text:?}"
                ));
            }
        }
        bad
    }

    fn french_section<K: Copy + std::fmt::Debug>(
        section: &str,
        all: &[K],
        text: impl Fn(K, Lang) -> &'static str,
    ) -> Vec<String> {
        all.iter()
            .flat_map(|&key| french_marks(section, &key, text(key, Lang::Fr)))
            .collect()
    }

    #[test]
    fn french_has_a_narrow_no_break_space_before_high_marks() {
        let bad: Vec<String> = [
            french_section("shell", shell::Text::ALL, |k, l| k.text(l)),
            french_section("saves", saves::Text::ALL, |k, l| k.text(l)),
            french_section("en_garde", en_garde::Text::ALL, |k, l| k.text(l)),
            french_section("fifes_screen", fifes_screen::Text::ALL, |k, l| k.text(l)),
            french_section("fifes", fifes::Text::ALL, |k, l| k.text(l)),
            french_section("skirman", skirman::Text::ALL, |k, l| k.text(l)),
            french_section("skirman_screen", skirman_screen::Text::ALL, |k, l| {
                k.text(l)
            }),
            french_section(
                "skirman_tournament",
                skirman_tournament::Text::ALL,
                |k, l| k.text(l),
            ),
            french_section("records", records::Text::ALL, |k, l| k.text(l)),
            french_section("cli", cli::Text::ALL, |k, l| k.text(l)),
            french_section("table", table::Text::ALL, |k, l| k.text(l)),
        ]
        .concat();
        assert!(
            bad.is_empty(),
            "{} French string(s) without U+202F:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }

    #[test]
    fn the_typography_check_fails_on_a_plain_space_or_none() {
        assert_eq!(french_marks("t", &"k", "Prêt ?").len(), 1);
        assert_eq!(french_marks("t", &"k", "Prêt?").len(), 1);
        assert_eq!(french_marks("t", &"k", "Score\u{a0}: 3").len(), 1);
        assert!(french_marks("t", &"k", "Prêt\u{202F}? Voir https://example.org").is_empty());
    }

    #[test]
    fn every_key_has_both_languages() {
        check_section(shell::Text::ALL, |k, l| k.text(l));
        check_section(saves::Text::ALL, |k, l| k.text(l));
        check_section(en_garde::Text::ALL, |k, l| k.text(l));
        check_section(fifes_screen::Text::ALL, |k, l| k.text(l));
        check_section(fifes::Text::ALL, |k, l| k.text(l));
        check_section(skirman::Text::ALL, |k, l| k.text(l));
        check_section(skirman_screen::Text::ALL, |k, l| k.text(l));
        check_section(skirman_tournament::Text::ALL, |k, l| k.text(l));
        check_section(skirman_course::Text::ALL, |k, l| k.text(l));
        check_section(records::Text::ALL, |k, l| k.text(l));
        check_section(cli::Text::ALL, |k, l| k.text(l));
        check_section(table::Text::ALL, |k, l| k.text(l));
    }

    #[test]
    fn lang_codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("de"), None);
    }
}
