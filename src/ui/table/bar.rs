//! The bar of a game played by people: undo (in hot-seat, asked of the other player), redo,
//! resign (confirmed first) and the list of keyboard shortcuts. On a phone undo and redo are
//! drawn as arrows (table.css), their words still their names, so the bar keeps one row.
use crate::i18n::saves::Text as Saves;
use crate::i18n::table::Text;
use crate::i18n::Lang;
use yew::prelude::*;

/// A press on the bar.
#[derive(Clone, Copy, PartialEq)]
pub enum BarPress {
    Undo,
    Redo,
    /// Resign, to be confirmed.
    AskResign,
    /// Confirmed (`true`) or not.
    ConfirmResign(bool),
}

/// What the bar shows (a view function, not a component: each component type costs a page about
/// half a kilobyte).
pub struct PlayBar {
    pub can_undo: bool,
    pub can_redo: bool,
    /// Undo asks the other player.
    pub hot_seat: bool,
    /// Resigning waits for a yes or a no.
    pub confirming_resign: bool,
    pub on_press: Callback<BarPress>,
    /// Opens the list of keyboard shortcuts.
    pub on_keys: Callback<MouseEvent>,
}

pub fn play_bar(props: PlayBar, lang: Lang) -> Html {
    let send = |press: BarPress| {
        let on_press = props.on_press.clone();
        Callback::from(move |_: MouseEvent| on_press.emit(press))
    };
    let undo_label = if props.hot_seat {
        Saves::UndoAsk
    } else {
        Saves::Undo
    };
    let resign = if props.confirming_resign {
        html! {
            <span class="tb-confirm" role="alert">
                { Saves::ResignConfirm.text(lang) }
                <button type="button" class="eg-btn" data-testid="resign-yes" onclick={send(BarPress::ConfirmResign(true))}>{ Saves::Yes.text(lang) }</button>
                <button type="button" class="eg-btn" data-testid="resign-no" onclick={send(BarPress::ConfirmResign(false))}>{ Saves::No.text(lang) }</button>
            </span>
        }
    } else {
        html! { <button type="button" class="eg-btn" data-testid="resign" onclick={send(BarPress::AskResign)}>{ Saves::Resign.text(lang) }</button> }
    };
    html! {
        <div class="tb-bar" role="toolbar" aria-label={Saves::Undo.text(lang)}>
            <button type="button" class="eg-btn tb-undo" data-testid="undo" disabled={!props.can_undo} onclick={send(BarPress::Undo)}>{ undo_label.text(lang) }</button>
            <button type="button" class="eg-btn tb-redo" data-testid="redo" disabled={!props.can_redo} onclick={send(BarPress::Redo)}>{ Saves::Redo.text(lang) }</button>
            { resign }
            <button type="button" class="eg-btn" data-testid="keys" aria-keyshortcuts="?" onclick={props.on_keys}>{ Text::KeysTitle.text(lang) }</button>
        </div>
    }
}
