//! Computer opponents. They receive a view, never the real state.
pub mod en_garde;
pub mod fifes;
pub mod skirman;
