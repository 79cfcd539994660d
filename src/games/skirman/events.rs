//! What one action did, told from the public parts before and after it (the table's log): the
//! links it put on the piste and, when the exchange ended, how and the score. A face-down card
//! (en attente, SK5) stays nameless until a later link turns it over.
use super::cards::Card;
use super::chain::{ChainLink, ExchangeEnd, LinkKind, ShownCard};
use super::view::Public;
use crate::core::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A link on the piste: who, what it did, and its card when everyone can see it (never a
    /// card en attente, nor one that went to the discard pile unseen).
    Link {
        by: Seat,
        kind: LinkKind,
        card: Option<Card>,
    },
    /// The exchange ended (`number` counts from 1); `touches` is the score after it.
    Ended {
        number: usize,
        end: ExchangeEnd,
        touches: [u8; 2],
    },
}

/// The events of one action, from the public parts only.
pub fn events(before: &Public, after: &Public) -> Vec<Event> {
    let ended = after.exchanges.len() > before.exchanges.len();
    // The exchange the action played into: finished now, or still on the piste.
    let links: &[ChainLink] = match after.exchanges.last() {
        Some(exchange) if ended => &exchange.links,
        _ => &after.chain,
    };
    // A reveal turns over an attente card that was face down before (its link shows it now).
    let revealed =
        before
            .chain
            .iter()
            .zip(links)
            .find_map(|(was, now)| match (was.card, now.card) {
                (Some(ShownCard::FaceDown), Some(ShownCard::Up(card))) => Some(card),
                _ => None,
            });
    let mut out: Vec<Event> = links
        .iter()
        .skip(before.chain.len())
        .map(|link| link_event(link, revealed))
        .collect();
    if ended {
        // An exchange that ends clears the piste: whatever is on it now is new.
        out.extend(after.chain.iter().map(|link| link_event(link, None)));
        if let Some(exchange) = after.exchanges.last() {
            out.push(Event::Ended {
                number: after.exchanges.len(),
                end: exchange.end,
                touches: after.touches,
            });
        }
    }
    out
}

fn link_event(link: &ChainLink, revealed: Option<Card>) -> Event {
    let card = match (link.link, link.card) {
        (LinkKind::Reveal, None) => revealed,
        (_, card) => card.and_then(ShownCard::known),
    };
    Event::Link {
        by: link.by,
        kind: link.link,
        card,
    }
}
