//! A QR code for a phone across the table: an invite link or a connection code, drawn as one
//! SVG path, dark on light whatever the page's theme (a camera needs the contrast). The online
//! worker encodes it (`Request::Qr`): the encoder stays out of the page's download.
use yew::prelude::*;

use crate::signal::qr::QrDrawing;

/// Asks for the drawing of a text; the answer comes to the callback (`None`: too long for one).
pub type DrawQr = Callback<(String, Callback<Option<QrDrawing>>)>;

#[derive(Properties, PartialEq)]
pub struct QrCodeProps {
    /// What the code holds.
    pub text: AttrValue,
    /// What a screen reader says instead ("QR code of the invite link").
    pub label: AttrValue,
    pub draw: DrawQr,
}

#[function_component(QrCode)]
pub fn qr_code(props: &QrCodeProps) -> Html {
    let drawing = use_state(|| None::<QrDrawing>);
    {
        let (draw, drawing) = (props.draw.clone(), drawing.setter());
        use_effect_with(props.text.clone(), move |text| {
            drawing.set(None);
            // The worker answers in order: the last text asked is the last drawing set.
            draw.emit((text.to_string(), Callback::from(move |d| drawing.set(d))));
        });
    }
    let Some(drawing) = drawing.as_ref() else {
        return Html::default();
    };
    let size = drawing.size.to_string();
    html! {
        <svg class="qr-code" role="img" aria-label={props.label.clone()} data-testid="qr-code"
             viewBox={format!("0 0 {size} {size}")} shape-rendering="crispEdges">
            <rect width={size.clone()} height={size} fill="#fff" />
            <path d={drawing.path.clone()} fill="#000" />
        </svg>
    }
}
