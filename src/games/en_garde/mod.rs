//! En Garde (Reiner Knizia): rules per ../shared/rules/en-garde.md.
