//! The end of an online game: the result, the audit's verdict ("every move checked"), the
//! game kept in this device's history once (`ui::online::history`: this seat's view only),
//! the head-to-head against this friend, the record to download (the transcript too after a
//! stop), and the rematch (both agree; the seats swap).
use yew::prelude::*;

use super::history;
use super::online_table::{OnlineState, StateMsg};
use super::page::kept_save;
use crate::core::view::PublicInfo;
use crate::core::{Outcome, Seat};
use crate::deal::game::DealtGame;
use crate::i18n::online_end::{head_to_head, EndText as E};
use crate::i18n::online_page::{resigned, OnlineText as T};
use crate::i18n::table::result_title;
use crate::i18n::{Lang, Names};
use crate::online::record::{record_id, Ending, How, OnlineRecord};
use crate::online::worker::Request;
use crate::signal::Invite;
use crate::ui::context::use_lang;
use crate::ui::download::download_text;
use crate::ui::table::{PublicProps, TableGame};

#[derive(Properties)]
pub struct OnlineEndProps<G: TableGame + DealtGame> {
    pub state: UseReducerHandle<OnlineState<G>>,
    pub send: Callback<Request>,
    pub names: Names,
    pub invite: Invite,
}

impl<G: TableGame + DealtGame> PartialEq for OnlineEndProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state
            && self.send == other.send
            && self.names == other.names
            && self.invite == other.invite
    }
}

/// What the end panel's key says: which game, and whether its end is known (the panel
/// remounts then, and keeps the game).
pub fn end_key<G: TableGame + DealtGame>(state: &OnlineState<G>) -> String {
    let known = state.audited() || state.stopped().is_some() || state.forfeit.is_some();
    format!("{}-{known}", state.game)
}

/// The game as this device keeps it, once its end is known (the audit's verdict, a stop, a
/// forfeit), ended at `ended` (seconds since the epoch); `None` while both browsers still
/// check.
fn record_of<G: TableGame + DealtGame>(
    state: &OnlineState<G>,
    invite: &Invite,
    ended: u64,
) -> Option<OnlineRecord> {
    let me = state.seat;
    let outcome = state.view.as_ref().and_then(|v| v.public.outcome());
    let won = |winner: Seat| match winner == me {
        true => Ending::Won,
        false => Ending::Lost,
    };
    let (ending, how) = match (state.forfeit, state.stopped(), state.resigned()) {
        (Some(by), _, _) => (won(by), How::Forfeit),
        (None, Some(_), _) => (Ending::Stopped, How::Stopped),
        (None, None, _) if !state.audited() => return None,
        (None, None, Some(by)) => (won(by.other()), How::Resigned),
        (None, None, None) => match outcome? {
            Outcome::Winner(winner) => (won(winner), How::Rules),
            Outcome::Draw => (Ending::Drawn, How::Rules),
        },
    };
    // The friend as it named itself; else the host's name in the invitation (the guest's
    // friend); else unnamed.
    let friend = state
        .friend
        .clone()
        .unwrap_or_else(|| match state.line_seat() {
            Seat::Two => invite.host.clone(),
            Seat::One => String::new(),
        });
    let (rules, options) = invite.settings.split_once('\n').unwrap_or_default();
    Some(OnlineRecord {
        id: record_id(&invite.room.to_text(), state.game),
        friend,
        seat: me,
        ending,
        how,
        ended: Some(ended),
        reason: state.stopped().unwrap_or_default().to_string(),
        rules: rules.to_string(),
        options: options.to_string(),
        updates: state.updates.clone(),
        transcript: (ending == Ending::Stopped).then(kept_save::<G>).flatten(),
    })
}

/// How the game ended, as the end panel's title and the table's status line say it: a forfeit,
/// a stop, a resignation, or the rules' result; `None` while it runs.
pub fn end_title<G: TableGame + DealtGame>(
    state: &OnlineState<G>,
    names: &Names,
    lang: Lang,
) -> Option<String> {
    let me = state.seat;
    Some(match (state.forfeit, state.resigned(), state.stopped()) {
        (Some(by), _, _) if by == me && state.won_on_time => E::YouWonOnTime.text(lang).to_string(),
        (Some(by), _, _) if by == me => E::YouWonByForfeit.text(lang).to_string(),
        (Some(_), _, _) => E::FriendWonByForfeit.text(lang).to_string(),
        (None, _, Some(_)) => T::Stopped.text(lang).to_string(),
        (None, Some(by), _) => resigned(by == me, lang),
        (None, None, None) if state.over() => result_title(
            state.view.as_ref().and_then(|v| v.public.outcome()),
            names,
            lang,
        ),
        (None, None, None) => return None,
    })
}

#[function_component(OnlineEnd)]
pub fn online_end<G: TableGame + DealtGame>(props: &OnlineEndProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    // Kept as the panel shows it (once: a reload shows the end again), with when it ended; the
    // table remounts this panel when the end becomes known (its key), so its state starts with
    // it.
    let kept = use_state(|| {
        let ended = (js_sys::Date::now() / 1000.0) as u64;
        let kept = record_of(state, &props.invite, ended)
            .map(|record| history::keep_at_end(G::ID, &record).map_err(|_| ()));
        (ended, kept)
    });
    let record = record_of(state, &props.invite, kept.0);
    let me = state.seat;
    let outcome = state.view.as_ref().and_then(|v| v.public.outcome());
    let title = end_title(state, &props.names, lang).unwrap_or_default();
    let shown_outcome = match (state.forfeit, state.resigned()) {
        (Some(by), _) => Some(Outcome::Winner(by)),
        (None, Some(by)) => Some(Outcome::Winner(by.other())),
        (None, None) => outcome,
    };
    let verdict = match (state.stopped(), state.forfeit, state.audited()) {
        (Some(why), _, _) => format!("{} {why}", T::Stopped.text(lang)),
        (None, Some(_), _) => E::ForfeitLocal.text(lang).to_string(),
        (None, None, true) => T::Checked.text(lang).to_string(),
        (None, None, false) => T::Checking.text(lang).to_string(),
    };
    let friend_name = props.names.names[me.other().index()].clone();
    let standing = match &kept.1 {
        Some(Ok(h)) => Some(head_to_head(&friend_name, h.won, h.lost, h.drawn, lang)),
        Some(Err(())) => Some(E::NotKept.text(lang).to_string()),
        None => None,
    };
    let rematch = state.audited() && state.stopped().is_none() && state.forfeit.is_none();
    let ask = {
        let (send, handle) = (props.send.clone(), state.clone());
        let accept = state.friend_asked;
        Callback::from(move |_: MouseEvent| {
            handle.dispatch(StateMsg::AskedRematch);
            send.emit(Request::Rematch { accept });
        })
    };
    let download = record.clone().map(|record| {
        let file = format!(
            "touche-{}-online-{}.txt",
            G::ID.slug(),
            record.id.replace('.', "-")
        );
        Callback::from(move |_: MouseEvent| {
            download_text(&file, "text/plain", &record.to_text());
        })
    });
    let download_label = match state.stopped() {
        Some(_) => E::DownloadTranscript,
        None => E::DownloadRecord,
    };
    html! {
        <div class="ol-end" data-testid="online-end" data-outcome={format!("{shown_outcome:?}")}>
            <h2>{ title }</h2>
            <p data-testid="online-verdict" role="status">{ verdict }</p>
            if let Some(view) = &state.view {
                { G::online_end_summary(&PublicProps::<G> {
                    public: view.public.clone(),
                    before: None,
                    events: Vec::new(),
                    names: props.names.clone(),
                }) }
            }
            if let Some(line) = standing {
                <p class="ol-standing" data-testid="online-head-to-head">{ line }</p>
            }
            if rematch {
                <div class="ol-rematch" data-testid="online-rematch-area">
                    if state.asked {
                        <p role="status" data-testid="online-rematch-asked">{ E::RematchAsked.text(lang) }</p>
                    } else if state.friend_asked {
                        <p role="status" data-testid="online-friend-asks">{ E::FriendAsksRematch.text(lang) }</p>
                        <button type="button" class="eg-btn primary" onclick={ask} data-testid="online-accept-rematch">{ E::AcceptRematch.text(lang) }</button>
                    } else {
                        <button type="button" class="eg-btn primary" onclick={ask} data-testid="online-rematch">{ E::Rematch.text(lang) }</button>
                    }
                    <p class="tb-muted">{ E::RematchSwaps.text(lang) }</p>
                </div>
            }
            <div class="ol-row">
                if let Some(download) = download {
                    <button type="button" class="eg-btn" onclick={download} data-testid="online-download">{ download_label.text(lang) }</button>
                }
                // The finished game leaves this device's "game under way": the next visit
                // starts anew.
                <a class="eg-btn" href="./" data-testid="online-new-game"
                   onclick={Callback::from(|_| crate::ui::stored::remove(&super::page::game_key::<G>()))}>{ T::NewGame.text(lang) }</a>
            </div>
        </div>
    }
}
