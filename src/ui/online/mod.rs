//! Playing a friend on another device: the direct connection (`link`) and the relays that help
//! the two browsers meet (`relays`). The signalling and the
//! codes are `crate::signal` (native); the game over the channel is the deal's peer.
pub mod link;
pub mod meeting;
pub mod qr_code;
pub mod relays;
