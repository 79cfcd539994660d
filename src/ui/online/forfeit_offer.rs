//! The friend's line down for a long while (`FORFEIT_WAIT_MS`): keep waiting, or end the game
//! as a win by forfeit, recorded on this device only (there is no one to appeal to).
use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::online_table::{OnlineState, StateMsg};
use crate::deal::game::DealtGame;
use crate::i18n::online_end::EndText as E;
use crate::ui::browser;
use crate::ui::context::use_lang;
use crate::ui::table::TableGame;

/// How long the friend's line stays down before the forfeit is offered.
pub const FORFEIT_WAIT_MS: f64 = 120_000.0;
/// A shorter wait, in seconds (1 to 3600), for the tests: set in localStorage by hand.
pub const FORFEIT_WAIT_KEY: &str = "touche-online-forfeit-wait";

/// The wait before the offer: `FORFEIT_WAIT_KEY`'s seconds if set and sensible, else
/// `FORFEIT_WAIT_MS`.
pub fn forfeit_wait_ms() -> f64 {
    browser::stored(FORFEIT_WAIT_KEY)
        .and_then(|text| text.trim().parse::<u32>().ok())
        .filter(|s| (1..=3600).contains(s))
        .map_or(FORFEIT_WAIT_MS, |s| f64::from(s) * 1000.0)
}

/// The friend's line is down (or this page resumed its game without the friend): the clock
/// of the offer starts (a timer per start: one that fires after the friend came back, or
/// early after another drop, finds the wait not over and does nothing).
pub fn away<G: TableGame + DealtGame>(state: &UseReducerHandle<OnlineState<G>>) {
    state.dispatch(StateMsg::Dropped);
    start_clock(state.clone());
}

/// Tells the table once the wait is over.
pub fn start_clock<G: TableGame + DealtGame>(state: UseReducerHandle<OnlineState<G>>) {
    tell_after(forfeit_wait_ms(), state, || StateMsg::AwayLong);
}

/// Tells the table `message` a little after `ms` (a timer per call: the table checks whether
/// the time it waits for is really over, so a timer of a move or a wait gone by does nothing).
pub fn tell_after<G: TableGame + DealtGame>(
    ms: f64,
    state: UseReducerHandle<OnlineState<G>>,
    message: fn() -> StateMsg<G>,
) {
    Timeout::new(ms as u32 + 50, move || state.dispatch(message())).forget();
}

/// A move begins (or the player gives more time): with a move clock, the table hears when its
/// time is up.
pub fn time_the_move<G: TableGame + DealtGame>(state: &UseReducerHandle<OnlineState<G>>) {
    if let Some(clock) = state.clock {
        tell_after(clock.ms(), state.clone(), || StateMsg::TimeUp);
    }
}

#[derive(Properties, PartialEq)]
pub struct ForfeitOfferProps {
    /// Why the claim is offered: the friend away (the default), or its time for a move up.
    #[prop_or(E::AwayLong)]
    pub why: E,
    #[prop_or(E::ClaimForfeit)]
    pub claim: E,
    pub on_wait: Callback<()>,
    pub on_claim: Callback<()>,
}

#[function_component(ForfeitOffer)]
pub fn forfeit_offer(props: &ForfeitOfferProps) -> Html {
    let lang = use_lang();
    let wait = props.on_wait.reform(|_: MouseEvent| ());
    let claim = props.on_claim.reform(|_: MouseEvent| ());
    html! {
        <div class="ol-panel ol-forfeit" role="alertdialog" aria-labelledby="ol-forfeit-title" data-testid="online-forfeit-offer">
            <p id="ol-forfeit-title"><strong>{ props.why.text(lang) }</strong></p>
            <p class="tb-muted">{ E::ForfeitLocal.text(lang) }</p>
            <div class="ol-row">
                <button type="button" class="eg-btn primary" onclick={wait} data-testid="online-keep-waiting">{ E::KeepWaiting.text(lang) }</button>
                <button type="button" class="eg-btn" onclick={claim} data-testid="online-claim-forfeit">{ props.claim.text(lang) }</button>
            </div>
        </div>
    }
}
