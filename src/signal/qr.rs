//! A QR code of a link or a code, drawn as one SVG path (the page's own drawing, no image from
//! elsewhere). The encoding is Nayuki's reference implementation (`qrcodegen`); medium error
//! correction, so a phone reads it from a screen at a glance even with a glare.
use qrcodegen::{QrCode, QrCodeEcc};

/// The blank margin the standard asks for, in modules.
pub const QUIET_ZONE: i32 = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrDrawing {
    /// Modules across, the quiet zone included: the SVG's view box is this square.
    pub size: i32,
    /// The QR version (1–40): 21 modules for version 1, 4 more per version.
    pub version: u8,
    /// Every dark module, one `M x y h… v1 h… z` run per row segment.
    pub path: String,
}

/// `None` if the text is longer than a QR code holds (about 2 300 characters at this level).
pub fn qr_drawing(text: &str) -> Option<QrDrawing> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let mut path = String::new();
    for y in 0..code.size() {
        let mut x = 0;
        while x < code.size() {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < code.size() && code.get_module(x, y) {
                x += 1;
            }
            let run = x - start;
            path.push_str(&format!(
                "M{} {}h{run}v1h-{run}z",
                start + QUIET_ZONE,
                y + QUIET_ZONE
            ));
        }
    }
    Some(QrDrawing {
        size: code.size() + 2 * QUIET_ZONE,
        version: code.version().value(),
        path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The modules a path paints, read back from its runs.
    fn painted(path: &str) -> std::collections::BTreeSet<(i32, i32)> {
        let mut dark = std::collections::BTreeSet::new();
        for run in path.split('M').filter(|run| !run.is_empty()) {
            let (x, rest) = run.split_once(' ').unwrap();
            let (y, rest) = rest.split_once('h').unwrap();
            let (len, _) = rest.split_once('v').unwrap();
            let (x, y, len): (i32, i32, i32) =
                (x.parse().unwrap(), y.parse().unwrap(), len.parse().unwrap());
            for i in 0..len {
                assert!(dark.insert((x + i, y)), "painted twice");
            }
        }
        dark
    }

    #[test]
    fn the_path_paints_exactly_the_dark_modules() {
        let text = "TQ".to_string() + &"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".repeat(7);
        let drawing = qr_drawing(&text).unwrap();
        let code = QrCode::encode_text(&text, QrCodeEcc::Medium).unwrap();
        let mut expected = std::collections::BTreeSet::new();
        for y in 0..code.size() {
            for x in 0..code.size() {
                if code.get_module(x, y) {
                    expected.insert((x + QUIET_ZONE, y + QUIET_ZONE));
                }
            }
        }
        assert_eq!(painted(&drawing.path), expected);
        assert_eq!(drawing.size, code.size() + 8);
    }

    #[test]
    fn a_manual_code_and_an_invite_link_make_small_codes() {
        // A 210-character code: alphanumeric mode, version 8 (49 modules) at most.
        let code = "TQ".to_string() + &"A7".repeat(104);
        let drawing = qr_drawing(&code).unwrap();
        assert!(drawing.version <= 8, "version {}", drawing.version);
        let link = "https://example.github.io/touche/fifes-and-drums/online/#invite=1.\
                    Zm9vYmFyZm9vYmFyZm9vYm.fifes-and-drums.rules%3Dstandard.Zo%C3%A9";
        assert!(qr_drawing(link).unwrap().version <= 8);
        assert_eq!(qr_drawing(&"x".repeat(3000)), None);
    }
}
