//! The cards the defender of an ATTAQUE COMPOSÉE set aside (SK26): faces for their owner, backs
//! for everyone else (the public part has only their number).
use super::card::{card_back, card_face};
use super::names::card_name;
use crate::games::skirman::{Card, Public};
use crate::i18n::skirman_screen::{aside_owner, Text};
use crate::i18n::Lang;
use yew::prelude::*;

/// The tray, or nothing when no card is set aside. `own`: the viewer's own set-aside cards
/// (from its private part; empty for a public board).
pub fn aside_tray(public: &Public, own: &[Card], names: &[String; 2], lang: Lang) -> Html {
    let Some(owner) = public.ac_defender.filter(|_| public.aside > 0) else {
        return Html::default();
    };
    let backs = usize::from(public.aside).saturating_sub(own.len());
    let faces = own.iter().map(|&c| card_face(c, &card_name(c, lang), true));
    let backs = (0..backs).map(|_| card_back(true, Text::FaceDown.text(lang)));
    html! {
        <div class="sk-tray" data-testid="aside-tray">
            <span class="sk-tray-label"><strong>{ aside_owner(&names[owner.index()], lang) }</strong>{ " · " }{ Text::AsideHint.text(lang) }</span>
            <ul>{ for faces.chain(backs).map(|c| html! { <li>{ c }</li> }) }</ul>
        </div>
    }
}
