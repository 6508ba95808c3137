import DialogsCore

/// A font chooser: native `font` (zenity has none; yad's `--font` is the model).
struct FontChooserOptions: OptionValues {
    /// `--font`: the font selected at the start, as Pango writes one ("Sans Bold 12").
    var font: String?
    /// `--preview-text`: what the preview line shows.
    var previewText: String?
    var hidesPreview = false

    /// Refuses a `--font` with nothing in it (Pango would read it as its default font).
    func check() throws(UsageError) {
        if let font, font.allSatisfy(\.isWhitespace) {
            throw UsageError(message: TextDomain.tool("--font needs a font, as Pango writes one: \"Sans Bold 12\""))
        }
    }
}

extension FontChooserOptions {
    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The Select button's label") + [
            .string(
                "font", "The font selected at the start, as Pango writes one: \"Sans Bold 12\"", argument: "FONT",
                \FontChooserOptions.font
            ).nativeOnly,
            .string(
                "preview-text", "The text of the preview line (GTK's own pangram without it)", argument: "TEXT",
                \FontChooserOptions.previewText
            ).nativeOnly,
            .flag("no-preview", "No preview line", \FontChooserOptions.hidesPreview).nativeOnly,
        ]
            + RememberOptions.remember(
                "Start from the font chosen last time under KEY, and remember this answer")
    }
}
