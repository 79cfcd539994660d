//! Skirm'an at the shared table (`ui::table`): its settings are the rules (the level and the
//! SK2/SK11/SK14 options) and its widgets are the boards of this folder (its log lines, the links
//! of the phrase d'armes and the end of each exchange, are its narration, `i18n::skirman`).
use super::board::Board;
use super::chain::link_words;
use super::end::EndSummary;
use super::public_board::PublicBoard;
use super::setup::RulesForm;
use crate::core::{Outcome, Seat};
use crate::games::skirman::{Error, Level, Options, Public, Rules, Skirman};
use crate::i18n::skirman::role_name;
use crate::i18n::skirman_screen::Text;
use crate::i18n::{Explain, Lang, Names};
use crate::ui::table::{BoardProps, PublicProps, TableGame};
use yew::prelude::*;

impl TableGame for Skirman {
    const ONLINE_PAGE: bool = true;

    type Settings = Rules;

    /// A first bout is at the Initiation level (61 cards), with the spec's options.
    fn first_settings() -> Rules {
        Rules::new(Level::Initiation)
    }

    fn record_parts(settings: &Rules) -> (Level, Options) {
        (settings.level, settings.options)
    }

    fn explain(error: &Error, lang: Lang) -> String {
        error.explain(lang)
    }

    /// "Anna 2 – Bruno 1. Attacker: Anna. The phrase d'armes: attack: …, played by Anna; …".
    fn describe(public: &Public, names: &Names, lang: Lang) -> String {
        let colon = lang.texts().pick(":", "\u{202F}:");
        let [one, two] = [names.of(Seat::One), names.of(Seat::Two)];
        let [t1, t2] = public.touches;
        let chain = if public.chain.is_empty() {
            Text::ChainEmpty.text(lang).to_string()
        } else {
            let links: Vec<String> = public
                .chain
                .iter()
                .map(|link| link_words(link, None, &names.names, lang))
                .collect();
            format!(
                "{}{colon} {}.",
                Text::Chain.text(lang),
                links.join(lang.texts().pick("; ", "\u{202F}; "))
            )
        };
        format!(
            "{one} {t1} – {two} {t2}. {}{colon} {}. {chain}",
            role_name(true, lang),
            names.of(public.attaquant)
        )
    }

    fn settings_form(settings: &Rules, on_change: Callback<Rules>) -> Html {
        html! { <RulesForm rules={*settings} {on_change} /> }
    }

    fn board(props: &BoardProps<Skirman>) -> Html {
        html! {
            <Board view={props.view.clone()} names={props.names.names.clone()} on_play={props.on_play.clone()}
                   refusal={props.refusal.clone()} turn={props.turn} thinking={props.thinking} hint={props.hint} />
        }
    }

    fn public_board(props: &PublicProps<Skirman>) -> Html {
        html! { <PublicBoard public={props.public.clone()} names={props.names.names.clone()} /> }
    }

    fn end_summary(props: &PublicProps<Skirman>) -> Html {
        let winner = match props.public.outcome {
            Some(Outcome::Winner(seat)) => Some(seat),
            _ => None,
        };
        html! { <EndSummary {winner} touches={props.public.touches} names={props.names.clone()} /> }
    }

    /// Nothing: the scoreboard of the board above the online end panel shows the touches (and
    /// the online page's 200 KB have no room for the summary's 1.5 KB).
    fn online_end_summary(_: &PublicProps<Skirman>) -> Html {
        Html::default()
    }
}
