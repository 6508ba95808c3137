import CGtk
import DialogsGLib

/// Pango markup in labels: escaping, checking, and setting it safely.
@MainActor
enum PangoMarkup {
    /// `g_markup_escape_text`: `<`, `>`, `&`, quotes become entities.
    nonisolated static func escape(_ text: String) -> String {
        CStrings.with(text) { CStrings.takeOwnership(g_markup_escape_text($0, -1)) }
    }

    /// Whether Pango accepts `markup` (a label given invalid markup shows nothing).
    nonisolated static func isValid(_ markup: String) -> Bool {
        CStrings.with(markup) { pango_parse_markup($0, -1, 0, nil, nil, nil, nil) != 0 }
    }

    /// Sets `markup` on `label`; markup Pango rejects is shown literally
    /// (a label given invalid markup would otherwise show nothing).
    static func apply(_ markup: String, to label: UnsafeMutablePointer<GtkWidget>) {
        if isValid(markup) {
            Widgets.setLabelMarkup(label, markup)
        } else {
            Widgets.setLabelText(label, markup)
        }
    }

    /// Shows a kind's message in `label`: plain text as given, markup as `apply` sets it; nil
    /// leaves the label empty.
    static func show(_ text: LabelText?, in label: UnsafeMutablePointer<GtkWidget>) {
        switch text {
        case .plain(let text): Widgets.setLabelText(label, text)
        case .markup(let markup): apply(markup, to: label)
        case nil: break
        }
    }
}
