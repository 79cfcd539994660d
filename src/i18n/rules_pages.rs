//! Long-form text of the rules pages, in our own words, one page per game and language.
//!
//! Written from the project's rules specifications (`shared/rules/*.md`, clarifications
//! included), not copied from any rule book. Each page is structured data — a lead paragraph and
//! sections made of paragraphs, bullet lists, numbered steps and notes — so the UI decides how it
//! looks. Both languages of a game have the same sections with the same `id`s, in the same order
//! (checked by the tests below).
use super::Lang;
use crate::games::GameId;

/// One block of text inside a section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Block {
    /// A paragraph.
    P(&'static str),
    /// A bullet list.
    List(&'static [&'static str]),
    /// A numbered sequence of steps.
    Steps(&'static [&'static str]),
    /// A highlighted aside (a clarification, a tip).
    Note(&'static str),
    /// A sub-heading inside the section.
    Sub(&'static str),
}

/// A section of a rules page: one heading and its blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section {
    /// A stable, language-independent id (used for in-page navigation and tests).
    pub id: &'static str,
    pub heading: &'static str,
    pub blocks: &'static [Block],
}

/// A whole rules page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RulesPage {
    /// The paragraph under the title: the game in two sentences.
    pub lead: &'static str,
    pub sections: &'static [Section],
}

/// Where a rules document is published: `static/rules/<slug>.<lang>.html`, copied by Trunk to
/// `rules/` and fetched by the rules page when it opens. The long text thus stays out of the
/// wasm that every visitor downloads first (the size budget); this module remains its only
/// source, and a test checks the published files match it.
pub fn document_file(game: GameId, lang: Lang) -> String {
    format!("{}.{}.html", game.slug(), lang.code())
}

pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The rules document as an HTML fragment: the lead, the contents list (links carry
/// `data-jump`, since `#id` anchors would change the hash route) and the sections.
pub fn to_html(game: GameId, lang: Lang) -> String {
    let page = page(game, lang);
    let href = format!("#/{}/rules", game.slug());
    let mut out = String::new();
    out.push_str(&format!("<p class=\"lead\">{}</p>\n", escape(page.lead)));
    out.push_str("<div class=\"rules__layout\">\n");
    out.push_str(&format!(
        "<nav class=\"rules__toc\" aria-label=\"{0}\"><p class=\"rules__toc-title\">{0}</p><ol>\n",
        escape(super::shell::Text::RulesContents.text(lang))
    ));
    for section in page.sections {
        out.push_str(&format!(
            "<li><a href=\"{href}\" data-jump=\"rules-{}\">{}</a></li>\n",
            section.id,
            escape(section.heading)
        ));
    }
    out.push_str("</ol></nav>\n<div class=\"rules__body\">\n");
    for section in page.sections {
        out.push_str(&format!(
            "<section class=\"rules__section\" id=\"rules-{0}\" data-section=\"{0}\">\n<h2>{1}</h2>\n",
            section.id,
            escape(section.heading)
        ));
        for block in section.blocks {
            let items = |list: &[&str]| {
                list.iter()
                    .map(|i| format!("<li>{}</li>", escape(i)))
                    .collect::<String>()
            };
            out.push_str(&match *block {
                Block::P(text) => format!("<p>{}</p>\n", escape(text)),
                Block::Sub(text) => format!("<h3>{}</h3>\n", escape(text)),
                Block::Note(text) => format!("<p class=\"note\">{}</p>\n", escape(text)),
                Block::List(list) => format!("<ul>{}</ul>\n", items(list)),
                Block::Steps(list) => format!("<ol class=\"steps\">{}</ol>\n", items(list)),
            });
        }
        out.push_str("</section>\n");
    }
    out.push_str("</div>\n</div>\n");
    out
}

/// The rules page of `game` in `lang` (`GameInfo::rules_page`).
pub fn page(game: GameId, lang: Lang) -> &'static RulesPage {
    crate::dispatch!(game, G => <G as super::shell::GameInfo>::rules_page(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published documents must be exactly what this module says (regenerate with
    /// `cargo run --bin touche -- export-rules static/rules`).
    #[test]
    fn published_documents_match_the_source() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/static/rules");
        // The site publishes the rules of the games it has a page for (pages/games.txt): not
        // those of an unshipped game (the example game's feature).
        let pages =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/pages/games.txt"))
                .unwrap();
        let has_page = |game: GameId| {
            pages
                .lines()
                .any(|l| l.split_whitespace().next() == Some(game.slug()))
        };
        assert!(has_page(GameId::EnGarde));
        for game in GameId::ALL.into_iter().filter(|&g| has_page(g)) {
            for lang in Lang::ALL {
                let path = format!("{dir}/{}", document_file(game, lang));
                let published = std::fs::read_to_string(&path).unwrap_or_default();
                assert!(
                    published == to_html(game, lang),
                    "{path} is stale or missing: run `cargo run --bin touche -- export-rules static/rules`"
                );
            }
        }
    }

    #[test]
    fn documents_escape_markup() {
        assert_eq!(escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
        let html = to_html(GameId::EnGarde, Lang::Fr);
        assert!(html.contains("data-jump=\"rules-"));
        assert_eq!(
            html.matches("<section").count(),
            page(GameId::EnGarde, Lang::Fr).sections.len()
        );
    }

    fn texts(block: &Block) -> Vec<&'static str> {
        match *block {
            Block::P(s) | Block::Note(s) | Block::Sub(s) => vec![s],
            Block::List(items) | Block::Steps(items) => {
                assert!(!items.is_empty(), "an empty list");
                items.to_vec()
            }
        }
    }

    #[test]
    fn both_languages_have_the_same_sections() {
        for game in GameId::ALL {
            let en = page(game, Lang::En);
            let fr = page(game, Lang::Fr);
            assert!(!en.sections.is_empty(), "{game:?} has no sections");
            assert_eq!(
                en.sections.len(),
                fr.sections.len(),
                "{game:?}: section counts differ"
            );
            for (e, f) in en.sections.iter().zip(fr.sections) {
                assert_eq!(e.id, f.id, "{game:?}: sections out of order");
                assert_eq!(
                    e.blocks.len(),
                    f.blocks.len(),
                    "{game:?} section {}: block counts differ",
                    e.id
                );
                for (be, bf) in e.blocks.iter().zip(f.blocks) {
                    assert_eq!(
                        std::mem::discriminant(be),
                        std::mem::discriminant(bf),
                        "{game:?} section {}: block kinds differ",
                        e.id
                    );
                    assert_eq!(
                        texts(be).len(),
                        texts(bf).len(),
                        "{game:?} section {}: list lengths differ",
                        e.id
                    );
                }
            }
        }
    }

    #[test]
    fn no_empty_strings() {
        for game in GameId::ALL {
            for lang in Lang::ALL {
                let p = page(game, lang);
                assert!(!p.lead.trim().is_empty(), "{game:?} {lang:?}: empty lead");
                for s in p.sections {
                    assert!(!s.id.trim().is_empty());
                    assert!(!s.heading.trim().is_empty(), "{game:?} {lang:?} {}", s.id);
                    assert!(!s.blocks.is_empty(), "{game:?} {lang:?} {}", s.id);
                    for b in s.blocks {
                        for t in texts(b) {
                            assert!(!t.trim().is_empty(), "{game:?} {lang:?} {}", s.id);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn section_ids_are_unique_per_page() {
        for game in GameId::ALL {
            let p = page(game, Lang::En);
            let mut ids: Vec<_> = p.sections.iter().map(|s| s.id).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), p.sections.len(), "{game:?}: duplicate ids");
        }
    }

    #[test]
    fn fifes_page_names_the_missing_variant() {
        for lang in Lang::ALL {
            let p = page(GameId::FifesAndDrums, lang);
            assert!(p
                .sections
                .iter()
                .any(|s| s.heading.contains("Fuite dans la brume")));
        }
    }
}
