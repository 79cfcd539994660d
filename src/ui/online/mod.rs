//! Playing a friend on another device: the direct connection (`link`). The signalling and the
//! codes are `crate::signal` (native); the game over the channel is the deal's peer.
pub mod link;
