//! The phrase d'armes on the table: the cards of the exchange in progress, left to right, each
//! with who played it (player colour) and an arrow naming what it did ("attack", "parry",
//! "riposte", "touch"…). A new link slides in (transform/opacity, off under reduced motion):
//! links are keyed by position, so only the new one is created and animated.
use super::card::{card_back, card_face, with_break_points};
use super::names::{card_name, link_name, role_name};
use crate::core::Seat;
use crate::games::skirman::{Card, ChainLink, LinkKind, ShownCard};
use crate::i18n::skirman_screen::{played_by, Text};
use crate::i18n::Lang;
use crate::ui::context::use_lang;
use yew::prelude::*;

pub fn seat_class(seat: Seat) -> &'static str {
    match seat {
        Seat::One => "one",
        Seat::Two => "two",
    }
}

/// The colour family of an arrow: what the link does to the right of way.
pub fn arrow_class(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Parry | LinkKind::Retreat | LinkKind::Sweep | LinkKind::Attente => "parry",
        LinkKind::Riposte => "riposte",
        LinkKind::Attack
        | LinkKind::Counter
        | LinkKind::Beat
        | LinkKind::Evade
        | LinkKind::Compound
        | LinkKind::Feint
        | LinkKind::Tactical => "attack",
        LinkKind::Touch | LinkKind::Violent => "touch",
        _ => "neutral",
    }
}

fn arrow(kind: LinkKind, lang: Lang) -> Html {
    html! {
        <span class={classes!("sk-arrow", arrow_class(kind))}>
            <svg viewBox="0 0 56 14" aria-hidden="true">
                <path d="M2 7 L46 7" /><polygon points="44,1 55,7 44,13" />
            </svg>
            <span class="sk-arrow-label" data-testid="link-label">{ link_name(kind, lang) }</span>
        </span>
    }
}

/// One played card as this viewer sees it (a face-down card shows its back to the opponent; its
/// owner sees the face, marked face down).
/// `own` is the card of a face-down link when the viewer played it (from its private part).
pub fn shown_card(card: ShownCard, own: Option<Card>, lang: Lang, small: bool) -> Html {
    match (card, own) {
        (ShownCard::Up(c), _) => card_face(c, &card_name(c, lang), small),
        (ShownCard::FaceDown, Some(c)) => html! {
            <span class="sk-own-facedown" title={Text::FaceDown.text(lang)}>{ card_face(c, &card_name(c, lang), small) }</span>
        },
        (ShownCard::FaceDown, None) => card_back(small, Text::FaceDown.text(lang)),
    }
}

/// Words for a link, for screen readers: "parry: Quarte parry, played by Green".
pub fn link_words(link: &ChainLink, own: Option<Card>, names: &[String; 2], lang: Lang) -> String {
    let what = match (link.card, own) {
        (Some(ShownCard::Up(c)), _) => card_name(c, lang),
        (Some(ShownCard::FaceDown), Some(c)) => {
            format!("{} ({})", card_name(c, lang), Text::FaceDown.text(lang))
        }
        (Some(ShownCard::FaceDown), None) => Text::FaceDown.text(lang).to_string(),
        (None, _) => String::new(),
    };
    let by = played_by(&names[link.by.index()], lang);
    if what.is_empty() {
        format!("{}, {by}", link_name(link.link, lang))
    } else {
        // French: a narrow no-break space, so the colon never starts a line.
        let colon = lang.texts().pick(":", "\u{202F}:");
        format!("{}{colon} {what}, {by}", link_name(link.link, lang))
    }
}

#[derive(Properties, PartialEq)]
pub struct ChainProps {
    pub chain: Vec<ChainLink>,
    /// The viewer's own face-down cards: (chain index, card), from its private part.
    #[prop_or_default]
    pub own_face_down: Vec<(usize, Card)>,
    pub names: [String; 2],
    pub attaquant: Seat,
    /// Open the glossary on a face-up card (`None`: the cards are not buttons).
    #[prop_or_default]
    pub on_info: Option<Callback<Card>>,
    /// The target figure (and anything else) drawn beside the chain.
    #[prop_or_default]
    pub children: Html,
}

#[function_component(ChainView)]
pub fn chain_view(props: &ChainProps) -> Html {
    let lang = use_lang();
    // The newest link is on the right: keep it in sight when the chain is wider than the piste.
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.chain.len(), move |_| {
            if let Some(list) = list_ref.cast::<web_sys::Element>() {
                list.set_scroll_left(list.scroll_width());
            }
        });
    }
    let names = &props.names;
    let links = props.chain.iter().enumerate().map(|(i, link)| {
        let side = seat_class(link.by);
        let own = props
            .own_face_down
            .iter()
            .find(|(at, _)| *at == i)
            .map(|&(_, c)| c);
        // The card's name as its face writes it (its soft hyphens): the words seen are the
        // words of the link's name.
        let words = with_break_points(&link_words(link, own, names, lang));
        let body = match link.card {
            Some(shown) => {
                let face = shown_card(shown, own, lang, false);
                let face = match (shown.known(), props.on_info.clone()) {
                    (Some(card), Some(on_info)) => {
                        html! {
                            <button type="button" class="sk-chain-card" aria-label={words.clone()} data-card={card.slug()}
                                    onclick={Callback::from(move |_| on_info.emit(card))}>{ face }</button>
                        }
                    }
                    _ => html! { <span aria-label={words.clone()} role="img">{ face }</span> },
                };
                html! {
                    <span class={classes!("sk-played", side)}>
                        { face }
                        <span class="sk-played-by" aria-hidden="true">{ &names[link.by.index()] }</span>
                    </span>
                }
            }
            None => html! {
                <span class={classes!("sk-played", "sk-no-card", side)}>
                    <span class="sk-played-by">{ &names[link.by.index()] }</span>
                </span>
            },
        };
        html! {
            <li key={i} class="sk-link enter" data-link={format!("{:?}", link.link).to_ascii_lowercase()} data-testid="chain-link">
                { arrow(link.link, lang) }
                { body }
            </li>
        }
    });
    let role = |seat: Seat| {
        let attacks = seat == props.attaquant;
        html! {
            <span class={classes!("sk-chain-role", seat_class(seat))}>
                <span class="sk-dot" aria-hidden="true">{ if seat == Seat::One { "●" } else { "◆" } }</span>
                { &names[seat.index()] }{ " " }
                <span class={classes!("sk-role", attacks.then_some("attacker"))}>{ role_name(attacks, lang) }</span>
            </span>
        }
    };
    html! {
        <section class="sk-piste" data-testid="chain-area" aria-labelledby="sk-chain-title">
            <div class="sk-piste-head">
                <h2 id="sk-chain-title">{ Text::Chain.text(lang) }</h2>
                <div class="sk-chain-roles">{ role(Seat::One) }{ role(Seat::Two) }</div>
            </div>
            <div class="sk-piste-body">
                if props.chain.is_empty() {
                    <p class="sk-chain-empty" data-testid="chain">{ Text::ChainEmpty.text(lang) }</p>
                } else {
                    <ol ref={list_ref} class="sk-chain" data-testid="chain" data-rove="">{ for links }</ol>
                }
                { props.children.clone() }
            </div>
        </section>
    }
}
