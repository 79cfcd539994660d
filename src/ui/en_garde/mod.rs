//! The En Garde table.
use yew::prelude::*;

#[function_component(EnGardePage)]
pub fn en_garde_page() -> Html {
    html! { <section class="en-garde"></section> }
}
