//! Skirm'an's card glossary as a published document, like the rules documents
//! (`rules_pages`): `static/rules/skirman-glossary.<lang>.html`, copied by Trunk to `rules/`
//! and fetched when the glossary opens (`ui::skirman::glossary`). Every card by family, with
//! its name in both languages, its colour, its copies at each level, what it means in real foil
//! fencing and what it does in the game. Kept out of the pages' wasm for their size budget; this
//! module is its only source, and a test checks the published files match it.
use super::rules_pages::escape;
use super::skirman::{
    card_in_game, card_meaning, card_name, category_name, colour_name, level_name,
    warning_card_name, warning_card_texts, Text,
};
use super::Lang;
use crate::games::skirman::{Card, Category, Colour, Level, WARNING_POOL};

/// The published file's name, under `rules/`.
pub fn document_file(lang: Lang) -> String {
    format!("skirman-glossary.{}.html", lang.code())
}

/// The element id of a card's entry (the glossary scrolls to it and marks it `focused`).
pub fn anchor(card: Card) -> String {
    format!("glossary-{}", card.slug())
}

fn colour_slug(colour: Colour) -> &'static str {
    match colour {
        Colour::Red => "red",
        Colour::Green => "green",
        Colour::Blue => "blue",
        Colour::Yellow => "yellow",
    }
}

/// One entry's body: the name in this language, the other below (learners see both), the
/// colour, the copies per level, and the two texts.
fn entry_body(
    out: &mut String,
    [name, other_name]: [&str; 2],
    colour: Colour,
    count: impl Fn(Level) -> u8,
    [meaning, game]: [&str; 2],
    lang: Lang,
) {
    out.push_str(&format!(
        "<h4 class=\"skt-gl-name\">{}</h4><p class=\"skt-gl-other\" lang=\"{}\">{}</p>",
        escape(name),
        lang.other().code(),
        escape(other_name)
    ));
    out.push_str(&format!(
        "<p class=\"skt-gl-colour\"><span class=\"skt-swatch skt-swatch--{}\" aria-hidden=\"true\"></span><span class=\"visually-hidden\">{}{} </span>{}</p>",
        colour_slug(colour),
        escape(Text::ColourLabel.text(lang)),
        lang.texts().pick(":", "\u{202F}:"),
        escape(colour_name(colour, lang))
    ));
    out.push_str(&format!(
        "<div class=\"skt-gl-counts\"><span class=\"skt-gl-label\">{}</span><ul>",
        escape(Text::CopiesLabel.text(lang))
    ));
    for level in Level::ALL {
        let n = count(level);
        let shown = if n == 0 {
            Text::NotAtLevel.text(lang).to_string()
        } else {
            n.to_string()
        };
        out.push_str(&format!(
            "<li{}><span class=\"skt-gl-level\">{}</span><span class=\"skt-gl-count\">{}</span></li>",
            if n == 0 { " class=\"none\"" } else { "" },
            escape(level_name(level, lang)),
            escape(&shown)
        ));
    }
    out.push_str("</ul></div>");
    out.push_str(&format!(
        "<dl class=\"skt-gl-texts\"><dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd></dl>",
        escape(Text::InFencing.text(lang)),
        escape(meaning),
        escape(Text::InTheGame.text(lang)),
        escape(game)
    ));
}

/// The glossary as an HTML fragment, the inside of the page's `.skt-glossary`.
pub fn to_html(lang: Lang) -> String {
    let mut out = format!(
        "<p class=\"skt-gl-intro\">{}</p>\n",
        escape(Text::GlossaryIntro.text(lang))
    );
    for category in Category::CARDS {
        let heading = format!("glossary-family-{}", category.slug());
        out.push_str(&format!(
            "<section class=\"skt-gl-family\" data-category=\"{}\" aria-labelledby=\"{heading}\"><h3 id=\"{heading}\">{}</h3><ul class=\"skt-gl-list\">\n",
            category.slug(),
            escape(category_name(category, lang))
        ));
        for card in Card::ALL.into_iter().filter(|c| c.category() == category) {
            let colour = card.colour();
            out.push_str(&format!(
                "<li><article id=\"{}\" tabindex=\"-1\" data-testid=\"glossary-card\" data-card=\"{}\" class=\"skt-gl-card skt-gl-card--{}\">",
                anchor(card),
                card.slug(),
                colour_slug(colour)
            ));
            entry_body(
                &mut out,
                [&card_name(card, lang), &card_name(card, lang.other())],
                colour,
                |level| card.count(level),
                [&card_meaning(card, lang), &card_in_game(card, lang)],
                lang,
            );
            out.push_str("</article></li>\n");
        }
        if category == Category::Arbitration {
            // The AVERTISSEMENT card: never dealt, listed with the arbitration cards.
            out.push_str("<li><article id=\"glossary-avertissement\" tabindex=\"-1\" data-testid=\"glossary-warning\" class=\"skt-gl-card skt-gl-card--yellow\">");
            entry_body(
                &mut out,
                [warning_card_name(lang), warning_card_name(lang.other())],
                Colour::Yellow,
                |level| {
                    if level == Level::Competition {
                        WARNING_POOL
                    } else {
                        0
                    }
                },
                warning_card_texts(lang),
                lang,
            );
            out.push_str(&format!(
                "<p class=\"skt-gl-note\">{}</p></article></li>\n",
                escape(Text::WarningCardNote.text(lang))
            ));
        }
        out.push_str("</ul></section>\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published documents must be exactly what this module says (regenerate with
    /// `cargo run --bin touche -- export-rules static/rules`).
    #[test]
    fn published_documents_match_the_source() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/static/rules");
        for lang in Lang::ALL {
            let path = format!("{dir}/{}", document_file(lang));
            let published = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                published == to_html(lang),
                "{path} is stale or missing: run `cargo run --bin touche -- export-rules static/rules`"
            );
        }
    }

    #[test]
    fn every_card_has_one_entry_with_its_anchor_and_both_names() {
        for lang in Lang::ALL {
            let html = to_html(lang);
            assert_eq!(
                html.matches("data-testid=\"glossary-card\"").count(),
                Card::ALL.len()
            );
            assert_eq!(html.matches("data-testid=\"glossary-warning\"").count(), 1);
            for card in Card::ALL {
                assert_eq!(html.matches(&format!("id=\"{}\"", anchor(card))).count(), 1);
                assert!(html.contains(&escape(&card_name(card, lang.other()))));
                assert_eq!(Card::from_slug(&card.slug()), Some(card));
            }
            assert_eq!(html.matches("<section").count(), Category::CARDS.len());
        }
    }

    #[test]
    fn french_entries_keep_french_typography() {
        let html = to_html(Lang::Fr);
        assert!(
            html.contains("lang=\"en\""),
            "the other name is marked English"
        );
        assert!(!html.contains(" :"), "a colon after a plain space");
        assert!(to_html(Lang::En).contains("lang=\"fr\""));
    }
}
