//! Long-form text of the rules pages, in our own words, one function per game and language.
