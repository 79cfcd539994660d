//! The lesson's table, with the bout's own widgets: score board, phrase d'armes with the
//! target, what the lesson says (right above the hand), the hand with the
//! lesson's action bar, and the teaching panel while a decision waits.
use super::bar::LessonBar;
use crate::games::skirman::{Action, Card, View};
use crate::i18n::skirman_course::Text;
use crate::i18n::{Explain, Lang};
use crate::ui::skirman::chain::ChainView;
use crate::ui::skirman::hand::{hand_view, HandProps};
use crate::ui::skirman::scoreboard::scoreboard;
use crate::ui::skirman::target::{attack_line, parry_line, target_figure, TargetFigureProps};
use crate::ui::skirman::teaching::{teaching_panel, TeachingPanelProps};
use yew::prelude::*;

/// What the lesson's table shows, and what it does.
pub struct LessonTable {
    /// The learner's view of the position shown.
    pub view: View,
    /// A decision waits: the hand and the answers are live.
    pub deciding: bool,
    pub selection: Vec<usize>,
    pub on_try: Callback<Action>,
    pub on_toggle: Callback<usize>,
    pub on_clear: Callback<()>,
    pub on_info: Callback<Card>,
    pub teaching_open: bool,
    pub on_teaching: Callback<()>,
}

/// The table, with `said` (the prompt and what the lesson said) right above the hand.
pub fn lesson_table(props: LessonTable, said: Html, lang: Lang) -> Html {
    let view = &props.view;
    let (legal, unplayable) = if props.deciding {
        (view.legal_actions(), view.unplayable())
    } else {
        (Vec::new(), Vec::new())
    };
    let reasons: Vec<Option<String>> = view
        .private
        .hand
        .iter()
        .map(|c| {
            unplayable
                .iter()
                .find(|(u, _)| u == c)
                .map(|(_, e)| e.explain(lang))
        })
        .collect();
    let selected: Vec<Card> = props
        .selection
        .iter()
        .filter_map(|&i| view.private.hand.get(i).copied())
        .collect();
    let names = [
        Text::You.text(lang).to_string(),
        Text::Opponent.text(lang).to_string(),
    ];
    let attack = attack_line(view);
    let parry = parry_line(view, &selected);
    let can_decline = legal.contains(&Action::Decline);
    html! {
        <div class="sk-table lc-table" data-testid="board">
            { scoreboard(&view.public, &names, lang) }
            <div class="sk-main">
                <div class="sk-play">
                    <ChainView chain={view.chain.clone()} own_face_down={view.private.face_down.clone()} {names}
                               attaquant={view.attaquant} on_info={Some(props.on_info.clone())}>
                        { target_figure(&TargetFigureProps { attack_line: attack, parry_line: parry, parry_also: None, attacker: Some(view.attaquant) }, lang) }
                    </ChainView>
                    { said }
                    { hand_view(HandProps { hand: view.private.hand.clone(), legal: legal.clone(), reasons,
                                            selection: props.selection.clone(), my_turn: props.deciding,
                                            on_toggle: props.on_toggle.clone(), on_info: props.on_info.clone(), hint: None }, lang) }
                    if props.deciding {
                        <LessonBar phase={view.phase} {selected} {can_decline} on_try={props.on_try.clone()} on_clear={props.on_clear.clone()} />
                    }
                </div>
                if props.deciding {
                    <div class="sk-side">
                        <div class="sk-coach" data-testid="coach">
                            { teaching_panel(&TeachingPanelProps { view: view.clone(), legal, unplayable,
                                                     on_play: props.on_try.clone(), collapsed: !props.teaching_open, on_toggle: props.on_teaching.clone() }, lang) }
                        </div>
                    </div>
                }
            </div>
        </div>
    }
}
