//! One direct connection to a friend's browser: an `RTCPeerConnection` with one reliable,
//! ordered data channel, negotiated in advance on both sides (id 0), so neither waits for the
//! other to announce it. Descriptions go out and come in as SDP text: all candidates gathered
//! first (no trickle: a manual code carries everything at once); the online worker reads them
//! into `signal::Description` and rebuilds the remote one from its fields (`online::meet`), so
//! this page carries no SDP parser.
use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Promise, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelInit, RtcDataChannelType,
    RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};

/// Longest wait for candidates: past it, the description goes with those found (a STUN
/// server that does not answer must not hold the game up).
pub const GATHERING_TIMEOUT_MS: i32 = 5_000;

/// Where to find a path between the two browsers.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Servers {
    /// `stun:host:port` addresses.
    pub stun: Vec<String>,
    /// A TURN server the player entered: address, user name, password.
    pub turn: Option<(String, String, String)>,
}

/// What the channel reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionEvent {
    Open,
    Message(Vec<u8>),
    /// The channel closed (the other side left, or the connection failed).
    Closed,
    /// The browsers tried every pair of addresses and none reached the other: no direct path
    /// (different networks that block it, and no TURN server).
    NoPath,
}

/// Why a connection could not be made; the browser's own words, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConnectionError(pub String);

impl From<JsValue> for ConnectionError {
    fn from(value: JsValue) -> ConnectionError {
        ConnectionError(
            value
                .as_string()
                .or_else(|| {
                    Reflect::get(&value, &"message".into())
                        .ok()
                        .and_then(|m| m.as_string())
                })
                .unwrap_or_else(|| "the browser refused".into()),
        )
    }
}

impl From<crate::signal::SignalError> for ConnectionError {
    fn from(error: crate::signal::SignalError) -> ConnectionError {
        ConnectionError(error.to_string())
    }
}

type Handlers = Vec<Closure<dyn FnMut(JsValue)>>;

pub struct Connection {
    connection: RtcPeerConnection,
    channel: RtcDataChannel,
    _handlers: Rc<RefCell<Handlers>>,
}

impl Connection {
    /// A fresh connection and its offer's SDP, every candidate in it (the host's side).
    pub async fn offer(
        servers: &Servers,
        on_event: Rc<dyn Fn(ConnectionEvent)>,
    ) -> Result<(Connection, String), ConnectionError> {
        let made = Connection::new(servers, on_event)?;
        let offer = JsFuture::from(made.connection.create_offer()).await?;
        let sdp = Reflect::get(&offer, &"sdp".into())?
            .as_string()
            .unwrap_or_default();
        let gathered = made.set_local(RtcSdpType::Offer, &sdp).await?;
        Ok((made, gathered))
    }

    /// A fresh connection answering the `offer` SDP, and its answer's (the guest's side).
    pub async fn answer(
        servers: &Servers,
        offer: &str,
        on_event: Rc<dyn Fn(ConnectionEvent)>,
    ) -> Result<(Connection, String), ConnectionError> {
        let made = Connection::new(servers, on_event)?;
        made.set_remote(RtcSdpType::Offer, offer).await?;
        let answer = JsFuture::from(made.connection.create_answer()).await?;
        let sdp = Reflect::get(&answer, &"sdp".into())?
            .as_string()
            .unwrap_or_default();
        let gathered = made.set_local(RtcSdpType::Answer, &sdp).await?;
        Ok((made, gathered))
    }

    /// The guest's answer (SDP) to this connection's offer.
    pub async fn accept(&self, answer: &str) -> Result<(), ConnectionError> {
        self.set_remote(RtcSdpType::Answer, answer).await
    }

    pub fn send(&self, bytes: &[u8]) -> Result<(), ConnectionError> {
        self.channel
            .send_with_u8_array(bytes)
            .map_err(ConnectionError::from)
    }

    pub fn is_open(&self) -> bool {
        self.channel.ready_state() == web_sys::RtcDataChannelState::Open
    }

    /// Closes the channel and the connection (the other side sees `Closed`).
    pub fn close(&self) {
        self.channel.close();
        self.connection.close();
    }

    fn new(
        servers: &Servers,
        on_event: Rc<dyn Fn(ConnectionEvent)>,
    ) -> Result<Connection, ConnectionError> {
        let config = RtcConfiguration::new();
        let list = Array::new();
        for url in &servers.stun {
            let server = RtcIceServer::new();
            server.set_urls(&JsValue::from_str(url));
            list.push(&server);
        }
        if let Some((url, username, credential)) = &servers.turn {
            let server = RtcIceServer::new();
            server.set_urls(&JsValue::from_str(url));
            server.set_username(username);
            server.set_credential(credential);
            list.push(&server);
        }
        config.set_ice_servers(&list);
        let connection = RtcPeerConnection::new_with_configuration(&config)?;
        let init = RtcDataChannelInit::new();
        init.set_negotiated(true);
        init.set_id(0);
        init.set_ordered(true);
        let channel = connection.create_data_channel_with_data_channel_dict("touche", &init);
        channel.set_binary_type(RtcDataChannelType::Arraybuffer);
        let handlers: Rc<RefCell<Handlers>> = Rc::default();
        let event = on_event.clone();
        let open = Closure::<dyn FnMut(JsValue)>::new(move |_| event(ConnectionEvent::Open));
        channel.set_onopen(Some(open.as_ref().unchecked_ref()));
        let event = on_event.clone();
        let message = Closure::<dyn FnMut(JsValue)>::new(move |message: JsValue| {
            if let Ok(message) = message.dyn_into::<MessageEvent>() {
                let bytes = Uint8Array::new(&message.data()).to_vec();
                event(ConnectionEvent::Message(bytes));
            }
        });
        channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
        let event = on_event.clone();
        let closed = Closure::<dyn FnMut(JsValue)>::new(move |_| event(ConnectionEvent::Closed));
        channel.set_onclose(Some(closed.as_ref().unchecked_ref()));
        let event = on_event;
        let watched = connection.clone();
        let ice = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if watched.ice_connection_state() == web_sys::RtcIceConnectionState::Failed {
                event(ConnectionEvent::NoPath);
            }
        });
        connection.set_oniceconnectionstatechange(Some(ice.as_ref().unchecked_ref()));
        handlers.borrow_mut().extend([open, message, closed, ice]);
        Ok(Connection {
            connection,
            channel,
            _handlers: handlers,
        })
    }

    /// Sets the local description and waits for every candidate (or the timeout); gives the
    /// SDP with the candidates in it.
    async fn set_local(&self, kind: RtcSdpType, sdp: &str) -> Result<String, ConnectionError> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.connection.set_local_description(&init)).await?;
        let connection = self.connection.clone();
        let handlers = self._handlers.clone();
        let gathered = Promise::new(&mut |resolve, _| {
            if connection.ice_gathering_state() == RtcIceGatheringState::Complete {
                let _ = resolve.call0(&JsValue::NULL);
                return;
            }
            let done = resolve.clone();
            let watched = connection.clone();
            let change = Closure::<dyn FnMut(JsValue)>::new(move |_| {
                if watched.ice_gathering_state() == RtcIceGatheringState::Complete {
                    let _ = done.call0(&JsValue::NULL);
                }
            });
            connection.set_onicegatheringstatechange(Some(change.as_ref().unchecked_ref()));
            handlers.borrow_mut().push(change);
            if let Some(window) = web_sys::window() {
                let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                    &resolve,
                    GATHERING_TIMEOUT_MS,
                );
            }
        });
        JsFuture::from(gathered).await?;
        self.connection.set_onicegatheringstatechange(None);
        Ok(self
            .connection
            .local_description()
            .map(|description| description.sdp())
            .unwrap_or_default())
    }

    async fn set_remote(&self, kind: RtcSdpType, sdp: &str) -> Result<(), ConnectionError> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        JsFuture::from(self.connection.set_remote_description(&init)).await?;
        Ok(())
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.channel.set_onopen(None);
        self.channel.set_onmessage(None);
        self.channel.set_onclose(None);
        self.connection.set_oniceconnectionstatechange(None);
        self.close();
    }
}
