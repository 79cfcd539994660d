//! The score board: per fencer the touches (5 pips), the warnings (0–2 AVERTISSEMENT cards), the
//! role badge and the hand size; in the middle the talon and the discard pile. The seat to act
//! is lit in its colour. Public facts only: whoever looks sees the same board.
use super::chain::seat_class;
use super::names::role_name;
use crate::core::Seat;
use crate::games::skirman::Public;
use crate::i18n::skirman_screen::{hand_size, kept_line, warnings_line, Text};
use crate::i18n::Lang;
use yew::prelude::*;

/// A view function of the boards', not a component (a component type costs its page 0.5 KB).
pub fn scoreboard(view: &Public, names: &[String; 2], lang: Lang) -> Html {
    let fencer = |seat: Seat| {
        let i = seat.index();
        let attacks = view.attaquant == seat;
        let acting = view.to_act == Some(seat);
        // Cards kept against a compound attack: a count only, whoever looks.
        let kept = match view.ac_defender {
            Some(d) if d == seat => view.kept,
            _ => 0,
        };
        let pips = (0..5u8).map(|k| html! { <span class={classes!("sk-touch-pip", (k < view.touches[i]).then_some("on"))}></span> });
        let warns = (0..2u8).map(|k| html! { <span class={classes!("sk-warn-card", (k < view.warnings[i]).then_some("on"))}></span> });
        html! {
            <section class={classes!("sk-fencer", seat_class(seat), acting.then_some("acting"))} data-testid={format!("fencer-{}", seat.number())}
                     aria-label={names_label(&names[i], view.touches[i], lang)}>
                <div class="sk-fencer-top">
                    <span class="sk-fencer-name">{ &names[i] }</span>
                    <span class={classes!("sk-role", attacks.then_some("attacker"))} data-testid={format!("role-{}", seat.number())}>{ role_name(attacks, lang) }</span>
                </div>
                <div class="sk-touches" title={Text::Touches.text(lang)}>
                    { for pips }
                    <span class="sk-score-n" data-testid={format!("touches-{}", seat.number())}>{ view.touches[i] }</span>
                </div>
                <div class="sk-fencer-meta">
                    <span class={classes!("sk-warn", (view.warnings[i] > 0).then_some("on"))} title={Text::Warnings.text(lang)} data-testid={format!("warnings-{}", seat.number())}>
                        { for warns }
                        if view.warnings[i] > 0 {
                            <span class="sk-warn-text">{ warnings_line(view.warnings[i], lang) }</span>
                        } else {
                            <span class="visually-hidden">{ format!("{} {}", Text::Warnings.text(lang), view.warnings[i]) }</span>
                        }
                    </span>
                    <span data-testid={format!("hand-size-{}", seat.number())}>{ hand_size(view.hand_sizes[i].into(), lang) }</span>
                    if kept > 0 {
                        <span class="sk-kept" data-testid={format!("kept-{}", seat.number())}>{ kept_line(kept, lang) }</span>
                    }
                </div>
            </section>
        }
    };
    html! {
        <div class="sk-board" data-testid="scoreboard">
            { fencer(Seat::One) }
            <dl class="sk-piles">
                <div class="sk-pile">
                    <span class="sk-pile-card talon" aria-hidden="true"></span>
                    <dt>{ Text::Talon.text(lang) }</dt><dd data-testid="talon-count">{ view.talon }</dd>
                </div>
                <div class="sk-pile">
                    <span class="sk-pile-card discard" aria-hidden="true"></span>
                    <dt>{ Text::DiscardPile.text(lang) }</dt><dd data-testid="discard-count">{ view.discard }</dd>
                </div>
            </dl>
            { fencer(Seat::Two) }
        </div>
    }
}

fn names_label(name: &str, touches: u8, lang: Lang) -> String {
    format!(
        "{name}: {touches} {}",
        Text::Touches.text(lang).to_ascii_lowercase()
    )
}
