//! A small SVG writer: shapes and text in user units, escaped, one string.

use std::fmt::Write;

/// An SVG picture being drawn; its size may be set once the drawing knows it.
pub struct Svg {
    pub width: f64,
    pub height: f64,
    body: String,
}

/// Text safe inside an element or an attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Fill colours for values 1 to 12, any two at least 50 apart in RGB (and from white), so
/// a projector tells them apart; black text reads on all of them.
const PALETTE: [&str; 12] = [
    "#66c2ff", "#ffa94d", "#8ce99a", "#f783c8", "#ffe066", "#b197fc", "#63e6be", "#ff7b6b",
    "#d8b98c", "#c0eb75", "#e599f7", "#adb5bd",
];

/// A fill colour for a Grundy value: white for 0 (a P-position), then [`PALETTE`] in turn.
pub fn value_colour(value: u64) -> String {
    match value {
        0 => "#ffffff".into(),
        v => PALETTE[((v - 1) % 12) as usize].into(),
    }
}

impl Svg {
    pub fn new(width: f64, height: f64) -> Svg {
        Svg { width, height, body: String::new() }
    }

    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, stroke: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="{fill}" stroke="{stroke}"/>"#
        );
    }

    pub fn circle(
        &mut self, cx: f64, cy: f64, r: f64, fill: &str, stroke: &str, stroke_width: f64,
    ) {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}" stroke="{stroke}" stroke-width="{stroke_width:.1}"/>"#
        );
    }

    pub fn line(
        &mut self, from: (f64, f64), to: (f64, f64), stroke: &str, width: f64, dashed: bool,
    ) {
        let dash = if dashed { r#" stroke-dasharray="6 4""# } else { "" };
        let _ = writeln!(
            self.body,
            r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{stroke}" stroke-width="{width:.1}"{dash}/>"#,
            from.0, from.1, to.0, to.1
        );
    }

    /// A path given by its `d` attribute, not filled.
    pub fn path(&mut self, d: &str, stroke: &str, width: f64, dashed: bool) {
        let dash = if dashed { r#" stroke-dasharray="6 4""# } else { "" };
        let _ = writeln!(
            self.body,
            r#"<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{width:.1}"{dash}/>"#
        );
    }

    /// Text; `anchor` is `start`, `middle` or `end`.
    pub fn text(&mut self, x: f64, y: f64, size: f64, anchor: &str, fill: &str, text: &str) {
        let _ = writeln!(
            self.body,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" text-anchor="{anchor}" fill="{fill}">{}</text>"#,
            escape(text)
        );
    }

    /// What `draw` makes, wrapped in a group standing for move `id` (`data-move`) where
    /// there is one: the page of `grundy serve` makes such groups clickable.
    pub fn as_move(&mut self, id: Option<String>, draw: impl FnOnce(&mut Svg)) {
        if let Some(id) = &id {
            let _ = writeln!(self.body, r#"<g class="move" data-move="{}">"#, escape(id));
        }
        draw(self);
        if id.is_some() {
            self.body.push_str("</g>\n");
        }
    }

    pub fn finish(self) -> String {
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" \
             viewBox=\"0 0 {w:.0} {h:.0}\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{}</svg>\n",
            self.body,
            w = self.width.ceil(),
            h = self.height.ceil()
        )
    }
}

/// Writes the picture `svg` to `path` (a file that cannot be written is bad input).
pub fn save(path: &std::path::Path, svg: &str) -> Result<(), crate::out::Failure> {
    let failed = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    std::fs::write(path, svg).map_err(|e| crate::out::Failure::Usage(failed(e)))
}
