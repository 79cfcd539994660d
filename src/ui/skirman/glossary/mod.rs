//! The card glossary: every card by family, with its French and English names, its colour, its
//! count at each level, what it means in real foil fencing and what it does in the game. Each
//! card has an anchor (`glossary-<slug>`); `focus` scrolls to one. `Glossary` works as a page;
//! `GlossaryDialog` shows it in a modal over the bout (Escape closes, focus stays inside and
//! returns where it was; in `dialog`).
mod dialog;

pub use dialog::GlossaryDialog;

use super::names::slug;
use crate::games::skirman::{Card, Category, Colour, Level};
use crate::i18n::skirman::{
    card_in_game, card_meaning, card_name, category_name, colour_name, level_name,
    warning_card_name, warning_card_texts, Text,
};
use crate::i18n::Lang;
use crate::ui::context::use_lang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The element id of a card's entry.
pub fn anchor(card: Card) -> String {
    format!("glossary-{}", slug(card))
}

fn colour_slug(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
    }
}

/// The name in the current language first, the other below (learners see both).
fn names(primary: &str, other: &str, lang: Lang) -> Html {
    let other_lang = match lang {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    };
    html! {
        <>
            <h4 class="skt-gl-name">{ primary.to_string() }</h4>
            <p class="skt-gl-other" lang={other_lang.code()}>{ other.to_string() }</p>
        </>
    }
}

fn counts(count: impl Fn(Level) -> u8, lang: Lang) -> Html {
    let cells = Level::ALL.map(|level| {
        let n = count(level);
        html! {
            <li class={classes!((n == 0).then_some("none"))}>
                <span class="skt-gl-level">{ level_name(level, lang) }</span>
                <span class="skt-gl-count">{ if n == 0 { Text::NotAtLevel.text(lang).to_string() } else { n.to_string() } }</span>
            </li>
        }
    });
    html! {
        <div class="skt-gl-counts">
            <span class="skt-gl-label">{ Text::CopiesLabel.text(lang) }</span>
            <ul>{ for cells }</ul>
        </div>
    }
}

fn texts(meaning: &str, game: &str, lang: Lang) -> Html {
    html! {
        <dl class="skt-gl-texts">
            <dt>{ Text::InFencing.text(lang) }</dt><dd>{ meaning.to_string() }</dd>
            <dt>{ Text::InTheGame.text(lang) }</dt><dd>{ game.to_string() }</dd>
        </dl>
    }
}

fn colour_chip(colour: Colour, lang: Lang) -> Html {
    html! {
        <p class="skt-gl-colour">
            <span class={classes!("skt-swatch", format!("skt-swatch--{}", colour_slug(colour)))} aria-hidden="true"></span>
            <span class="visually-hidden">{ Text::ColourLabel.text(lang) }{ ": " }</span>
            { colour_name(colour, lang) }
        </p>
    }
}

fn entry(card: Card, focused: bool, lang: Lang) -> Html {
    let other = match lang {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    };
    let colour = card.colour();
    html! {
        <li key={slug(card)}>
            <article id={anchor(card)} tabindex="-1" data-testid="glossary-card" data-card={slug(card)}
                     class={classes!("skt-gl-card", format!("skt-gl-card--{}", colour_slug(colour)), focused.then_some("focused"))}>
                { names(&card_name(card, lang), &card_name(card, other), lang) }
                { colour_chip(colour, lang) }
                { counts(|level| card.count(level), lang) }
                { texts(&card_meaning(card, lang), &card_in_game(card, lang), lang) }
            </article>
        </li>
    }
}

/// The AVERTISSEMENT card: never dealt, listed with the arbitration cards.
fn warning_entry(lang: Lang) -> Html {
    let other = match lang {
        Lang::En => Lang::Fr,
        Lang::Fr => Lang::En,
    };
    let [meaning, game] = warning_card_texts(lang);
    html! {
        <li key="avertissement">
            <article id="glossary-avertissement" tabindex="-1" data-testid="glossary-warning" class="skt-gl-card skt-gl-card--yellow">
                { names(warning_card_name(lang), warning_card_name(other), lang) }
                { colour_chip(Colour::Yellow, lang) }
                { counts(|level| if level == Level::Competition { 3 } else { 0 }, lang) }
                { texts(meaning, game, lang) }
                <p class="skt-gl-note">{ Text::WarningCardNote.text(lang) }</p>
            </article>
        </li>
    }
}

#[derive(Properties, PartialEq)]
pub struct GlossaryProps {
    /// The card to scroll to (and highlight).
    #[prop_or_default]
    pub focus: Option<Card>,
}

#[function_component(Glossary)]
pub fn glossary(props: &GlossaryProps) -> Html {
    let lang = use_lang();
    let focus = props.focus;
    let root = use_node_ref();
    {
        let root = root.clone();
        use_effect_with(focus, move |focus| {
            // Look inside this glossary: a page and a dialog may both be on screen.
            let found = focus
                .zip(root.cast::<web_sys::Element>())
                .and_then(|(card, root)| {
                    root.query_selector(&format!("#{}", anchor(card)))
                        .ok()
                        .flatten()
                });
            if let Some(el) = found {
                el.scroll_into_view();
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let sections = Category::CARDS.iter().map(|&category| {
        let cards = Card::ALL
            .into_iter()
            .filter(|&c| c.category() == category)
            .map(|c| entry(c, focus == Some(c), lang));
        let heading = format!("glossary-family-{}", category.slug());
        html! {
            <section class="skt-gl-family" data-category={category.slug()} aria-labelledby={heading.clone()}>
                <h3 id={heading}>{ category_name(category, lang) }</h3>
                <ul class="skt-gl-list">
                    { for cards }
                    if category == Category::Arbitration { { warning_entry(lang) } }
                </ul>
            </section>
        }
    });
    html! {
        <div class="skt-glossary" data-testid="glossary" ref={root}>
            <p class="skt-gl-intro">{ Text::GlossaryIntro.text(lang) }</p>
            { for sections }
        </div>
    }
}
