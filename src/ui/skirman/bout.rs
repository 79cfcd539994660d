//! The contract shared with the tournament: one bout between two seats, each a human or the
//! computer, that reports the winner and the score when the players leave the end screen.
use crate::core::Seat;
use crate::games::skirman::Rules;
use yew::prelude::*;

/// Who sits on a side of the table: `Human` or `Computer(Strength)` (the tournament's own
/// participant kinds, so a bracket match opens a bout with no conversion).
pub use crate::tournament::{ParticipantKind as SeatKind, Strength};

#[derive(Properties, PartialEq, Clone)]
pub struct BoutProps {
    pub rules: Rules,
    pub seats: [SeatKind; 2],
    pub names: [String; 2],
    /// Never shown on the page.
    pub seed: u64,
    /// Set by the tournament: the end screen then offers "Continue", which sends the winner and
    /// the touches `[seat one, seat two]`, instead of Rematch / New game / Home.
    #[prop_or_default]
    pub on_end: Option<Callback<(Seat, [u8; 2])>>,
    /// Rematch with the same settings (a new seed); absent in a tournament.
    #[prop_or_default]
    pub on_rematch: Option<Callback<()>>,
    /// Back to the set-up form; absent in a tournament.
    #[prop_or_default]
    pub on_new_game: Option<Callback<()>>,
    /// A game to play on instead of a new deal (e.g. from a record's explicit position).
    #[prop_or_default]
    pub start: Option<SkirmanGame>,
}

use super::chain::{seat_class, ChainView};
use super::end::EndScreen;
use super::hand::{ActionBar, HandView};
use super::log::LogView;
use super::names::card_name;
use super::scoreboard::Scoreboard;
use super::table::{Msg, Table};
use crate::games::skirman::{
    Action, Card, Colour, Line, LinkKind, Phase, ShownCard, SkirmanGame, SkirmanView,
};
use crate::i18n::skirman::turn_prompt;
use crate::i18n::skirman::why_not;
use crate::i18n::skirman_screen::{aside_owner, to_act_line, Text};
use crate::i18n::Explain;
use crate::ui::browser::reduced_motion;
use crate::ui::context::use_lang;
use crate::ui::handoff::HandOff;
use gloo::timers::callback::Timeout;

const TEACHING_KEY: &str = "touche.skirman.teaching";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The teaching panel starts open unless the player closed it before.
fn teaching_remembered() -> bool {
    storage()
        .and_then(|s| s.get_item(TEACHING_KEY).ok().flatten())
        .is_none_or(|v| v != "closed")
}

fn remember_teaching(open: bool) {
    if let Some(s) = storage() {
        let _ = s.set_item(TEACHING_KEY, if open { "open" } else { "closed" });
    }
}

/// The line of the attack the defender faces now, or of the last attack of the exchange.
pub fn attack_line(view: &SkirmanView) -> Option<Line> {
    match view.phase {
        Phase::DefAttack { line, .. } | Phase::DefOff { line, .. } => return Some(line),
        _ => {}
    }
    view.chain
        .iter()
        .rev()
        .find(|l| {
            matches!(
                l.link,
                LinkKind::Attack | LinkKind::Riposte | LinkKind::Counter
            )
        })
        .and_then(|l| l.card.and_then(ShownCard::known))
        .and_then(Card::line)
}

/// The line of the parry chosen in the hand, or else of the parry on the table after the last
/// attack.
pub fn parry_line(view: &SkirmanView, selected: &[Card]) -> Option<Line> {
    let green = |c: &Card| c.colour() == Colour::Green && c.line().is_some();
    if let Some(card) = selected.iter().find(|c| green(c)) {
        return card.line();
    }
    let after_attack = view.chain.iter().rev().take_while(|l| {
        !matches!(
            l.link,
            LinkKind::Attack | LinkKind::Riposte | LinkKind::Counter
        )
    });
    after_attack
        .filter(|l| l.link == LinkKind::Parry)
        .filter_map(|l| l.card.and_then(ShownCard::known))
        .find(green)
        .and_then(Card::line)
}

/// One bout at the table. The reducer owns the game; this component lays out the widgets, runs
/// the computer after a short pause, and shows the hand-off screen in hot-seat.
#[function_component(Bout)]
pub fn bout(props: &BoutProps) -> Html {
    let lang = use_lang();
    let table = use_reducer(|| match &props.start {
        Some(game) => Table::from_game(props.seats, game.clone()),
        None => Table::new(props.rules, props.seats, props.seed),
    });
    let glossary = use_state(|| None::<Card>);
    let teaching_open = use_state(teaching_remembered);
    // The computer plays after a pause, so its move can be followed (shorter with reduced motion).
    {
        let handle = table.clone();
        let key = (table.animation, table.computer_to_play());
        use_effect_with(key, move |&(_, computer)| {
            let timeout = computer.then(|| {
                let delay = if reduced_motion() { 150 } else { 900 };
                Timeout::new(delay, move || handle.dispatch(Msg::ComputerTurn))
            });
            move || drop(timeout)
        });
    }

    let view = table.view();
    let names = props.names.clone();
    let legal = table.my_legal();
    let my_turn = !legal.is_empty();
    let hand_visible = table.viewer().is_some() && table.handoff_to.is_none();
    let selected = if hand_visible {
        table.selected_cards(&view)
    } else {
        Vec::new()
    };
    // Why the cards no legal action plays cannot be played now, in the rules' words.
    let unplayable = if my_turn {
        why_not(&view.private.hand, &legal, |a| table.check(a))
    } else {
        Vec::new()
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
    let hand_sizes = table.hand_sizes();

    let on_play = {
        let t = table.clone();
        Callback::from(move |a: Action| t.dispatch(Msg::Play(a)))
    };
    let on_toggle = {
        let t = table.clone();
        Callback::from(move |i: usize| t.dispatch(Msg::Toggle(i)))
    };
    let on_clear = {
        let t = table.clone();
        Callback::from(move |_| t.dispatch(Msg::ClearSelection))
    };
    let on_info = {
        let glossary = glossary.clone();
        Callback::from(move |card: Card| glossary.set(Some(card)))
    };
    let on_teaching = {
        let teaching_open = teaching_open.clone();
        Callback::from(move |_| {
            remember_teaching(!*teaching_open);
            teaching_open.set(!*teaching_open);
        })
    };

    // The prompt line: what to do now, and who does it.
    let actor = view.to_act;
    let prompt_text = if view.is_over() {
        Text::BoutOver.text(lang).to_string()
    } else if table.computer_to_play() {
        Text::ComputerThinking.text(lang).to_string()
    } else if my_turn {
        turn_prompt(
            view.phase,
            props.rules.level,
            legal.iter().any(|a| matches!(a, Action::Discard(_))),
            lang,
        )
    } else if let Some(seat) = actor {
        to_act_line(&names[seat.index()], lang)
    } else {
        String::new()
    };
    let refusal = table.refusal.as_ref().map(|e| e.explain(lang));
    let attack = attack_line(&view);
    let parry = parry_line(&view, &selected);
    let owner = view.ac_defender.unwrap_or(view.attaquant.other());
    let aside = (!view.private.aside.is_empty() || view.opponent_aside() > 0).then(|| {
        let mine = view.private.aside.iter().map(|&c| super::card::card_face(c, &card_name(c, lang), true));
        let theirs = (0..view.opponent_aside()).map(|_| super::card::card_back(true, Text::FaceDown.text(lang)));
        html! {
            <div class="sk-tray" data-testid="aside-tray">
                <span class="sk-tray-label"><strong>{ aside_owner(&names[owner.index()], lang) }</strong>{ " · " }{ Text::AsideHint.text(lang) }</span>
                <ul>{ for mine.chain(theirs).map(|c| html! { <li>{ c }</li> }) }</ul>
            </div>
        }
    });
    let on_continue = props.on_end.clone().and_then(|cb| {
        let winner = table.winner()?;
        let touches = view.touches;
        Some(Callback::from(move |_| cb.emit((winner, touches))))
    });
    let prompt_seat = actor.map(seat_class).unwrap_or("none");

    html! {
            <div class="sk-table" data-testid="skirman-table"
                 data-mode={if table.hot_seat() { "hotseat" } else { "computer" }}>
                <Scoreboard view={view.clone()} names={names.clone()} {hand_sizes} />
                <div class={classes!("sk-prompt", format!("seat-{prompt_seat}"), table.computer_to_play().then_some("thinking"))}
                     data-testid="prompt" role="status">
                    if let Some(seat) = actor {
                        <span class="sk-prompt-who">{ &names[seat.index()] }</span>
                    }
                    <p class="sk-prompt-text" data-testid="prompt-text">{ prompt_text }</p>
                </div>
                if let Some(why) = refusal {
                    <p class="eg-refusal sk-refusal" role="alert" data-testid="refusal">{ why }</p>
                }
                <div class="sk-main">
                    <div class="sk-play">
                        <ChainView chain={view.chain.clone()} own_face_down={view.private.face_down.clone()} names={names.clone()} attaquant={view.attaquant} on_info={on_info.clone()}>
                            <super::target::TargetFigure attack_line={attack} parry_line={parry} attacker={Some(view.attaquant)} />
                        </ChainView>
                        { for aside }
                        if hand_visible {
                            <HandView hand={view.private.hand.clone()} legal={legal.clone()} reasons={reasons.clone()}
                                      selection={table.selection.clone()} {my_turn} {on_toggle} on_info={on_info.clone()} />
                            if my_turn {
                                <ActionBar legal={legal.clone()} phase={view.phase} selected={selected.clone()}
                                           on_play={on_play.clone()} {on_clear} />
                            }
                        }
                    </div>
                    <div class="sk-side">
                        if hand_visible && !view.is_over() {
    <div class="sk-coach" data-testid="coach"><super::teaching::TeachingPanel view={view.clone()} legal={legal.clone()} unplayable={unplayable.clone()} on_play={on_play.clone()} collapsed={!*teaching_open} on_toggle={on_teaching} /></div>
                        }
                        <LogView exchanges={view.exchanges.clone()} names={names.clone()} />
                    </div>
                </div>
                if let Some(card) = *glossary {
                    <super::glossary::GlossaryDialog focus={Some(card)} on_close={{ let g = glossary.clone(); Callback::from(move |_| g.set(None)) }} />
                }
                if let Some(winner) = table.winner() {
                    <EndScreen {winner} touches={view.touches} names={names.clone()} {on_continue}
                               on_rematch={props.on_rematch.clone().filter(|_| props.on_end.is_none())}
                               on_new_game={props.on_new_game.clone().filter(|_| props.on_end.is_none())} />
                } else if let Some(seat) = table.handoff_to {
                    <HandOff {seat} title={format!("{} — {}", Text::HandOffTitle.text(lang), names[seat.index()])}
                        hint={Text::HandOffHint.text(lang).to_string()} ready={Text::HandOffReady.text(lang).to_string()}
                        on_ready={{ let t = table.clone(); Callback::from(move |_| t.dispatch(Msg::TakeDevice)) }} />
                }
            </div>
        }
}
