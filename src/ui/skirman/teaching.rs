//! The teaching panel: the answers the rules accept now, grouped by fencing family (parry,
//! retreat, counter-offensive…), each a button with its fencing name and one sentence of what it
//! means; below, the hand cards that cannot be played now and why (the engine's own reason).
//! Collapsible for experienced players. It only shows the viewer's own cards and public facts.
use crate::games::skirman::{Action, Card, Category, Error, View};
use crate::i18n::skirman::{
    action_hint, action_label, card_name, category_name, phase_prompt, turn_prompt, why_not_reason,
    Text,
};
use crate::i18n::Lang;
use yew::prelude::*;

pub struct TeachingPanelProps {
    pub view: View,
    /// The legal actions of the viewer (empty when it is not his decision).
    pub legal: Vec<Action>,
    /// The viewer's hand cards that no legal action plays, with the reason
    /// (`View::unplayable`), shown with `why_not_reason`.
    pub unplayable: Vec<(Card, Error)>,
    pub on_play: Callback<Action>,
    pub collapsed: bool,
    pub on_toggle: Callback<()>,
}

/// The legal actions grouped by family, in `Category::ALL` order, empty groups left out.
pub fn group_actions(legal: &[Action]) -> Vec<(Category, Vec<Action>)> {
    Category::ALL
        .iter()
        .filter_map(|&category| {
            let actions: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| a.category() == category)
                .collect();
            (!actions.is_empty()).then_some((category, actions))
        })
        .collect()
}

/// A pair kept against a compound attack that can stop it: a high-line parry and its own counter.
fn sound_keep(action: &Action) -> bool {
    match *action {
        Action::Keep(a, b) => [(a, b), (b, a)].into_iter().any(|(x, y)| match (x, y) {
            (Card::Parade(l), Card::Contre(m)) => l == m,
            _ => false,
        }),
        _ => false,
    }
}

/// A view function, not a component (a component type costs its page 0.5 KB gzip).
pub fn teaching_panel(props: &TeachingPanelProps, lang: Lang) -> Html {
    let view = &props.view;
    let phase = view.phase;
    let expanded = !props.collapsed;
    let toggle = {
        let on_toggle = props.on_toggle.clone();
        Callback::from(move |_| on_toggle.emit(()))
    };
    let toggle_label = if expanded {
        Text::HideHelp
    } else {
        Text::ShowHelp
    };
    let my_turn = view.is_my_turn() && !props.legal.is_empty();
    let prompt = if my_turn {
        let can_discard = props.legal.iter().any(|a| matches!(a, Action::Discard(_)));
        turn_prompt(phase, view.rules.level, can_discard, lang)
    } else {
        phase_prompt(phase, view.is_my_turn(), view.rules.level, lang)
    };

    let groups = group_actions(&props.legal)
        .into_iter()
        .map(|(category, actions)| {
            // Against a compound attack every pair of the hand may be kept (up to 21 buttons):
            // list the pairs that can stop it (a line parry and its own counter) and let the hand
            // choose any other pair.
            let keeps = actions.iter().filter(|a| matches!(a, Action::Keep(..))).count();
            let trimmed = keeps > 3;
            let actions: Vec<Action> = if trimmed {
                actions.into_iter().filter(|a| !matches!(a, Action::Keep(..)) || sound_keep(a)).collect()
            } else {
                actions
            };
            let heading_id = format!("skt-group-{}", category.slug());
            let any_button = !actions.is_empty();
            let buttons = actions.into_iter().map(|action| {
                let on_play = props.on_play.clone();
                let label = action_label(&action, phase, lang);
                // The button's name is its visible text, the answer then its meaning (an
                // aria-label of the answer alone would not contain what is seen: WCAG 2.5.3).
                html! {
                    <li>
                        <button type="button" class="skt-answer" data-label={label.clone()} data-testid="teaching-answer"
                                onclick={Callback::from(move |_| on_play.emit(action))}>
                            <span class="skt-answer-name">{ label }</span>{ " " }
                            <span class="skt-answer-hint">{ action_hint(&action, phase, lang) }</span>
                        </button>
                    </li>
                }
            });
            html! {
                <section class={classes!("skt-group", format!("skt-group--{}", category.slug()))}
                         data-category={category.slug()} aria-labelledby={heading_id.clone()}>
                    <h4 id={heading_id}>{ category_name(category, lang) }</h4>
                    // A compound attack may leave no pair that stops it: then no empty list.
                    if any_button {
                        <ul class="skt-answers" data-rove="">{ for buttons }</ul>
                    }
                    if trimmed {
                        <p class="skt-keep-any" data-testid="keep-any-two">{ Text::KeepAnyTwo.text(lang) }</p>
                    }
                </section>
            }
        });

    let why_not = (!props.unplayable.is_empty()).then(|| {
        let items = props.unplayable.iter().map(|(card, error)| {
            html! {
                <li data-testid="why-not-line">
                    <strong class="skt-whynot-card">{ card_name(*card, lang) }</strong>
                    <span class="skt-whynot-reason">{ why_not_reason(error, lang) }</span>
                </li>
            }
        });
        html! {
            <section class="skt-whynot" data-testid="why-not" aria-labelledby="skt-whynot-title">
                <h4 id="skt-whynot-title">{ Text::NotPossibleNow.text(lang) }</h4>
                <ul>{ for items }</ul>
            </section>
        }
    });

    html! {
        <aside class={classes!("skt-panel", props.collapsed.then_some("collapsed"))}
               data-testid="teaching-panel" aria-labelledby="skt-panel-title">
            <header class="skt-panel-head">
                <h3 id="skt-panel-title">{ Text::TeachingTitle.text(lang) }</h3>
                <button type="button" class="skt-toggle" data-testid="teaching-toggle"
                        aria-expanded={expanded.to_string()} aria-controls="skt-panel-body"
                        onclick={toggle}>
                    <span aria-hidden="true" class="skt-toggle-mark">{ if expanded { "−" } else { "+" } }</span>
                    { toggle_label.text(lang) }
                </button>
            </header>
            <div id="skt-panel-body" class="skt-panel-body" hidden={props.collapsed}>
                <p class="skt-prompt" data-testid="teaching-prompt">{ prompt }</p>
                if my_turn {
                    <div class="skt-groups">{ for groups }</div>
                } else {
                    <p class="skt-wait">{ Text::NothingToDo.text(lang) }</p>
                }
                { for why_not }
            </div>
        </aside>
    }
}
