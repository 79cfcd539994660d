//! One fencer of the tournament's set-up: seed, name, who plays, and a button to remove them.
use super::{kind_from_value, kind_label, kind_value, kinds};
use crate::i18n::skirman_tournament::Text;
use crate::tournament::{Participant, ParticipantKind};
use crate::ui::context::use_lang;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ParticipantRowProps {
    /// The place in seeding order (0: the first).
    pub index: usize,
    pub participant: Participant,
    /// At least the fewest fencers are left otherwise.
    pub removable: bool,
    /// The participant as edited (name or kind).
    pub on_change: Callback<Participant>,
    pub on_remove: Callback<()>,
}

#[function_component(ParticipantRow)]
pub fn participant_row(props: &ParticipantRowProps) -> Html {
    let lang = use_lang();
    let (i, p) = (props.index, &props.participant);
    let edit = |f: fn(&mut Participant, String)| {
        let (p, on_change) = (p.clone(), props.on_change.clone());
        move |value: String| {
            let mut p = p.clone();
            f(&mut p, value);
            on_change.emit(p);
        }
    };
    let on_name = {
        let set = edit(|p, v| p.name = v);
        Callback::from(move |e: InputEvent| {
            set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let on_kind = {
        let set = edit(|p, v| p.kind = kind_from_value(&v));
        Callback::from(move |e: Event| set(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let remove = {
        let on_remove = props.on_remove.clone();
        Callback::from(move |_: MouseEvent| on_remove.emit(()))
    };
    let option = |kind: ParticipantKind| {
        html! {
            <option value={kind_value(kind)} selected={p.kind == kind}>{ kind_label(kind, lang) }</option>
        }
    };
    let seed = (i + 1).to_string();
    html! {
        <li class="skt-row" data-testid={format!("participant-{i}")}>
            <span class="skt-seed" aria-hidden="true">{ seed }</span>
            <input type="text" maxlength="24" value={p.name.clone()} oninput={on_name}
                   aria-label={format!("{} {}", Text::NameLabel.text(lang), i + 1)}
                   data-testid={format!("participant-name-{i}")} />
            <select onchange={on_kind} aria-label={format!("{} {}", Text::KindLabel.text(lang), i + 1)}
                    data-testid={format!("participant-kind-{i}")}>
                { for kinds().map(option) }
            </select>
            <button type="button" class="skt-remove" onclick={remove} disabled={!props.removable}
                    aria-label={format!("{} {}", Text::Remove.text(lang), p.name)} title={Text::Remove.text(lang)}
                    data-testid={format!("participant-remove-{i}")}>{ "✕" }</button>
        </li>
    }
}
