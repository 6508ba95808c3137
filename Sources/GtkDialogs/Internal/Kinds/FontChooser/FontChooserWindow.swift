import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the GtkFontChooserDialog behind `FontChooser`.
@MainActor
enum FontChooserWindow: KindPresenter {
    /// The window reports the font selected with its ending.
    static func present(_ session: DialogSession<FontChooserDescription>) {
        let description = session.description
        let dialog = gtk_font_chooser_dialog_new(nil, nil)!  // titled by Widgets.setTitle, with its accessible name
        Widgets.setTitle(description.title, of: dialog)
        let chooser = gd_font_chooser(dialog)!
        if let font = description.initialFont { CStrings.with(font) { gtk_font_chooser_set_font(chooser, $0) } }
        if let preview = description.previewText {
            CStrings.with(preview) { gtk_font_chooser_set_preview_text(chooser, $0) }
        }
        gtk_font_chooser_set_show_preview_entry(chooser, description.showsPreview ? 1 : 0)
        Widgets.apply(description.options, to: dialog, message: nil)
        let window = DialogWindow(dialog, session: session) { selected(in: chooser) }
        window.adoptsChooserButtons(description.buttons)
        window.present()
    }

    /// The font selected now, with Pango's own text for it and that text's face words.
    private static func selected(in chooser: OpaquePointer) -> FontSelection? {
        guard let font = gtk_font_chooser_get_font_desc(chooser) else { return nil }
        defer { pango_font_description_free(font) }
        let face = gtk_font_chooser_get_font_face(chooser).flatMap { pango_font_face_get_face_name($0) }
        let size = Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE)
        let family = pango_font_description_get_family(font).map { String(cString: $0) } ?? ""
        let text = CStrings.takeOwnership(pango_font_description_to_string(font))
        // The face's own name may not be Pango's word for it (DejaVu's "Condensed" is Semi-Condensed).
        return FontSelection(
            family: family,
            style: FontSelection.faceWords(of: text, family: family) ?? face.map { String(cString: $0) } ?? "Regular",
            weight: Int(pango_font_description_get_weight(font).rawValue), size: size, description: text)
    }
}
