import CAdw
import DialogsGLib

/// Builds GTK 4's GtkFontChooserDialog behind `FontChooser`.
@MainActor
enum FontChooserWindow: KindPresenter {
    /// The window reports the font selected with its ending.
    static func present(_ session: DialogSession<FontChooserDescription>) {
        let description = session.description
        let dialog = gtk_font_chooser_dialog_new(nil, nil)!
        Widgets.apply(description.options, to: dialog)
        Widgets.setTitle(description.title, of: dialog)
        let chooser = ad_font_chooser(dialog)!
        let wanted = description.initialFont.flatMap { resolved($0, in: dialog) }
        if let wanted { gtk_font_chooser_set_font_desc(chooser, wanted) }
        if let preview = description.previewText {
            CStrings.with(preview) { gtk_font_chooser_set_preview_text(chooser, $0) }
        }
        gtk_font_chooser_set_show_preview_entry(chooser, description.showsPreview ? 1 : 0)
        let window = DialogWindow(dialog, session: session) { selected(in: chooser) }
        window.adoptsChooserButtons(description.buttons)
        if let wanted { keepSelecting(wanted, in: chooser, of: dialog, until: window) }
        window.present()
    }

    /// `font` as Pango reads it, an alias ("Sans", "Monospace") replaced by the family it stands
    /// for: GTK 4.8's chooser lists no aliases, and would select its first family for one.
    private static func resolved(_ font: String, in dialog: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let asked = CStrings.with(font, { pango_font_description_from_string($0) }) else { return nil }
        if let loaded = pango_context_load_font(gtk_widget_get_pango_context(dialog), asked) {
            if let real = pango_font_describe(loaded) {
                if let family = pango_font_description_get_family(real) {
                    pango_font_description_set_family(asked, family)
                }
                pango_font_description_free(real)
            }
            g_object_unref(UnsafeMutableRawPointer(loaded))
        }
        return asked
    }

    /// GTK 4.8's chooser loads its fonts after it shows and then selects its first family, losing
    /// the font set before: until the person presses a key or a button, the chooser is set back to
    /// `font` whenever it selects another family by itself. `font` is freed with the window.
    private static func keepSelecting(
        _ font: OpaquePointer, in chooser: OpaquePointer, of dialog: UnsafeMutablePointer<GtkWidget>,
        until window: DialogWindow<FontChooserDescription>
    ) {
        var personActed = false
        let family = String(cString: pango_font_description_get_family(font))
        let watcher = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(watcher, GTK_PHASE_CAPTURE)
        Signals.onEvent(UnsafeMutableRawPointer(watcher)) { event in
            let type = gdk_event_get_event_type(event)
            if type == GDK_KEY_PRESS || type == GDK_BUTTON_PRESS { personActed = true }
            return false
        }
        gtk_widget_add_controller(dialog, watcher)  // takes it
        Signals.onPointerSignal(UnsafeMutableRawPointer(chooser), "notify::font-desc") { [weak window] in
            guard !personActed, window?.widget != nil else { return }
            let now = gtk_font_chooser_get_font_desc(chooser)
            defer { if let now { pango_font_description_free(now) } }
            guard now.flatMap({ pango_font_description_get_family($0) }).map({ String(cString: $0) }) != family
            else { return }
            Signals.whenIdle { [weak window] in
                if window?.widget != nil, !personActed { gtk_font_chooser_set_font_desc(chooser, font) }
            }
        }
        window.onTakeDown = { pango_font_description_free(font) }
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
