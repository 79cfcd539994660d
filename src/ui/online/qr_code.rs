//! A QR code for a phone across the table: an invite link or a connection code, drawn as one
//! SVG path, dark on light whatever the page's theme (a camera needs the contrast).
use yew::prelude::*;

use crate::signal::qr::qr_drawing;

#[derive(Properties, PartialEq)]
pub struct QrCodeProps {
    /// What the code holds.
    pub text: AttrValue,
    /// What a screen reader says instead ("QR code of the invite link").
    pub label: AttrValue,
}

#[function_component(QrCode)]
pub fn qr_code(props: &QrCodeProps) -> Html {
    let drawing = use_memo(props.text.clone(), |text| qr_drawing(text));
    let Some(drawing) = drawing.as_ref() else {
        return Html::default();
    };
    let size = drawing.size.to_string();
    html! {
        <svg class="qr-code" role="img" aria-label={props.label.clone()}
             viewBox={format!("0 0 {size} {size}")} shape-rendering="crispEdges">
            <rect width={size.clone()} height={size} fill="#fff" />
            <path d={drawing.path.clone()} fill="#000" />
        </svg>
    }
}
