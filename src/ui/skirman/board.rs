//! The play area of the one seat allowed to look (the shared table decides which): the score
//! board, what to do now, the phrase d'armes with the foil target, the set-aside cards, the hand
//! with its action bar, and the teaching panel. The cards selected in the hand, the glossary
//! dialog and the teaching panel's open/closed state live here; the selection is forgotten as
//! soon as an action is played (`turn` changes).
use super::actions::{action_bar, ActionBarProps};
use super::aside::aside_tray;
use super::chain::{seat_class, ChainView};
use super::glossary::GlossaryDialog;
use super::hand::{hand_view, HandProps};
use super::scoreboard::scoreboard;
use super::storage::{remember_teaching, teaching_open};
use super::target::{attack_line, parry_line, target_figure, TargetFigureProps};
use super::teaching::{teaching_panel, TeachingPanelProps};
use crate::games::skirman::{Action, Card, Colour, Error, View};
use crate::i18n::skirman::{phase_prompt, turn_prompt};
use crate::i18n::skirman_screen::Text;
use crate::i18n::Explain;
use crate::ui::context::use_lang;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: View,
    pub names: [String; 2],
    pub on_play: Callback<Action>,
    /// Why the last action was refused, in the player's words.
    pub refusal: Option<String>,
    /// Counts actions played: the selection belongs to one turn.
    pub turn: u32,
    /// The computer is about to play.
    pub thinking: bool,
    /// A hint's move: the cards it plays are highlighted.
    #[prop_or_default]
    pub hint: Option<Action>,
}

/// What the viewer may do now, and why each other hand card cannot be played (the rules' own
/// reasons), decided from the view alone.
struct Choices {
    legal: Vec<Action>,
    unplayable: Vec<(Card, Error)>,
}

fn choices(view: &View) -> Choices {
    Choices {
        legal: view.legal_actions(),
        unplayable: view.unplayable(),
    }
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let lang = use_lang();
    // Indexes into the (sorted) hand, in the order chosen (at most 2), for the turn they belong to.
    let selection = use_state(|| (props.turn, Vec::<usize>::new()));
    let glossary = use_state(|| None::<Card>);
    let teaching = use_state(teaching_open);
    let choices: Rc<Choices> = use_memo(props.view.clone(), choices);

    let view = &props.view;
    let names = &props.names;
    let chosen: Vec<usize> = if selection.0 == props.turn {
        selection.1.clone()
    } else {
        Vec::new()
    };
    let selected: Vec<Card> = chosen
        .iter()
        .filter_map(|&i| view.private.hand.get(i).copied())
        .collect();
    let legal = &choices.legal;
    let my_turn = !legal.is_empty();
    let reasons: Vec<Option<String>> = view
        .private
        .hand
        .iter()
        .map(|c| {
            choices
                .unplayable
                .iter()
                .find(|(u, _)| u == c)
                .map(|(_, e)| e.explain(lang))
        })
        .collect();

    let on_toggle = {
        let (selection, turn, chosen) = (selection.clone(), props.turn, chosen.clone());
        Callback::from(move |i: usize| {
            let mut next = chosen.clone();
            if let Some(at) = next.iter().position(|&j| j == i) {
                next.remove(at);
            } else {
                if next.len() >= 2 {
                    next.remove(0);
                }
                next.push(i);
            }
            selection.set((turn, next));
        })
    };
    let on_clear = {
        let (selection, turn) = (selection.clone(), props.turn);
        Callback::from(move |_| selection.set((turn, Vec::new())))
    };
    let on_info = {
        let glossary = glossary.clone();
        Callback::from(move |card: Card| glossary.set(Some(card)))
    };
    let on_teaching = {
        let teaching = teaching.clone();
        Callback::from(move |_| {
            remember_teaching(!*teaching);
            teaching.set(!*teaching);
        })
    };
    let close_glossary = {
        let glossary = glossary.clone();
        Callback::from(move |_| glossary.set(None))
    };

    // What to do now (the player to act), or what the opponent is about to do.
    let actor = view.to_act();
    let prompt = if view.is_over() {
        Text::BoutOver.text(lang).to_string()
    } else if my_turn {
        let can_discard = legal.iter().any(|a| matches!(a, Action::Discard(_)));
        turn_prompt(view.phase, view.rules.level, can_discard, lang)
    } else {
        phase_prompt(view.phase, false, view.rules.level, lang)
    };
    let prompt_seat = actor.map(seat_class).unwrap_or("none");
    // Nothing selected yet: the target shows where a hint's cards go (the line of its attack
    // or of its parry), not only the cards in hand.
    let hinted: Vec<Card> = match props.hint {
        Some(action) if selected.is_empty() => action.cards().into_iter().flatten().collect(),
        _ => Vec::new(),
    };
    let attack = hinted
        .iter()
        .find(|c| c.colour() == Colour::Red)
        .and_then(|c| c.line())
        .or_else(|| attack_line(view));
    let parry = parry_line(
        view,
        if hinted.is_empty() {
            &selected
        } else {
            &hinted
        },
    );
    // A hint to discard two parries rings both their lines.
    let parry_also = hinted
        .iter()
        .filter(|c| c.colour() == Colour::Green)
        .filter_map(|c| c.line())
        .find(|&line| Some(line) != parry);

    html! {
        <div class="sk-table" data-testid="board">
            { scoreboard(&view.public, names, lang) }
            <div class={classes!("sk-prompt", format!("seat-{prompt_seat}"), props.thinking.then_some("thinking"))}
                 data-testid="prompt">
                if let Some(seat) = actor {
                    <span class="sk-prompt-who">{ &names[seat.index()] }</span>
                }
                <p class="sk-prompt-text" data-testid="prompt-text">{ prompt }</p>
            </div>
            <div class="sk-main">
                <div class="sk-play">
                    if let Some(why) = props.refusal.clone() {
                        <p class="eg-refusal sk-refusal" role="alert" data-testid="refusal">{ why }</p>
                    }
                    <ChainView chain={view.chain.clone()} own_face_down={view.private.face_down.clone()} names={names.clone()}
                               attaquant={view.attaquant} on_info={Some(on_info.clone())}>
                        { target_figure(&TargetFigureProps { attack_line: attack, parry_line: parry, parry_also, attacker: Some(view.attaquant) }, lang) }
                    </ChainView>
                    { aside_tray(view, &view.private.aside, names, lang) }
                    { hand_view(HandProps { hand: view.private.hand.clone(), legal: legal.clone(), reasons,
                                            selection: chosen, my_turn, on_toggle, on_info, hint: props.hint }, lang) }
                    if my_turn {
                        { action_bar(ActionBarProps { legal: legal.clone(), phase: view.phase, selected,
                                                      on_play: props.on_play.clone(), on_clear }, lang) }
                    }
                </div>
                // The online page leaves the fencing help out (feature `online-page`: with the
                // meeting and the line it would not fit the page's 200 KB).
                if !view.is_over() && !cfg!(feature = "online-page") {
                    <div class="sk-side">
                        <div class="sk-coach" data-testid="coach">
                            { teaching_panel(&TeachingPanelProps { view: view.clone(), legal: legal.clone(), unplayable: choices.unplayable.clone(),
                                                     on_play: props.on_play.clone(), collapsed: !*teaching, on_toggle: on_teaching }, lang) }
                        </div>
                    </div>
                }
            </div>
            if let Some(card) = *glossary {
                <GlossaryDialog focus={Some(card)} on_close={close_glossary} />
            }
        </div>
    }
}
