//! The player's connection settings (`signal::servers`): the relays, the STUN servers and a
//! TURN server, edited as the text they are kept as and checked line by line before they are
//! kept (a wrong line is named, nothing is saved).
use yew::prelude::*;

use super::page::CONNECTION_KEY;
use crate::i18n::online_page::OnlineText as T;
use crate::i18n::signal::setting_error;
use crate::signal::servers::ConnectionSettings;
use crate::ui::browser;
use crate::ui::context::use_lang;

/// What the last press said: kept, or which line is wrong.
#[derive(Clone, PartialEq)]
enum Said {
    Saved,
    Wrong(String),
}

#[function_component(ConnectionSettingsForm)]
pub fn connection_settings_form() -> Html {
    let lang = use_lang();
    let text = use_state(|| {
        ConnectionSettings::stored_or_default(browser::stored(CONNECTION_KEY).as_deref()).to_text()
    });
    let said = use_state(|| None::<Said>);
    let on_input = {
        let (text, said) = (text.clone(), said.clone());
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            text.set(input.value());
            said.set(None);
        })
    };
    let save = {
        let (text, said) = (text.clone(), said.clone());
        Callback::from(move |_| match ConnectionSettings::from_text(&text) {
            Ok(settings) => {
                browser::store(CONNECTION_KEY, &settings.to_text());
                text.set(settings.to_text());
                said.set(Some(Said::Saved));
            }
            Err(error) => said.set(Some(Said::Wrong(setting_error(&error, lang)))),
        })
    };
    let defaults = {
        let (text, said) = (text.clone(), said.clone());
        Callback::from(move |_| {
            text.set(ConnectionSettings::default().to_text());
            said.set(None);
        })
    };
    html! {
        <details class="ol-settings" data-testid="online-settings">
            <summary>{ T::ConnectionSettings.text(lang) }</summary>
            <label class="ol-field">{ T::SettingsHint.text(lang) }
                <textarea rows="6" spellcheck="false" autocomplete="off" data-testid="online-settings-text"
                          value={(*text).clone()} oninput={on_input} />
            </label>
            <div class="ol-row">
                <button type="button" class="eg-btn" onclick={save} data-testid="online-settings-save">{ T::SaveSettings.text(lang) }</button>
                <button type="button" class="eg-btn" onclick={defaults}>{ T::DefaultSettings.text(lang) }</button>
            </div>
            { match &*said {
                Some(Said::Saved) => html! { <p role="status" data-testid="online-settings-said">{ T::SettingsSaved.text(lang) }</p> },
                Some(Said::Wrong(why)) => html! { <p class="ol-trouble" role="alert" data-testid="online-settings-said">{ why.clone() }</p> },
                None => Html::default(),
            } }
        </details>
    }
}
