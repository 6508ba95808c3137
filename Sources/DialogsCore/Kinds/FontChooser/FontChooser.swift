/// How a font chooser ended.
///
/// ```swift
/// if case .chosen(let font) = await chooser.response() { editor.font = font.description }
/// ```
public enum FontResponse: Equatable, Sendable {
    /// Select (or Return, or a double-clicked font), with the font chosen.
    case chosen(FontSelection)
    /// The Cancel button, or Escape.
    case cancelled
    /// The window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed

    /// The chosen font; nil for every ending but Select.
    ///
    /// ```swift
    /// let font = await chooser.response().font
    /// ```
    public var font: FontSelection? {
        if case .chosen(let font) = self { font } else { nil }
    }
}

/// GTK's font chooser (GtkFontChooserDialog): a searchable list of the installed fonts, each
/// drawn in itself, a size, and a preview line.
///
/// ```swift
/// let chooser = FontChooser(title: "Editor font", font: "Monospace 11")
/// chooser.previewText = "fn main() { println!(\"hello\") }"
/// if let font = await chooser.response().font { settings.editorFont = font.description }
/// ```
/// Typing searches the families; Return or a double-clicked font answers Select; Escape answers
/// Cancel (GTK's font chooser gives the key to its search first), the window's close button
/// ``FontResponse/closed``; every ending reaches the handler exactly once.
@MainActor
public final class FontChooser: TitledDialog<FontResponse> {
    /// The font selected when the dialog opens, as Pango writes one ("Sans Bold 12"); nil for GTK's
    /// default.
    public var font: String?
    /// The text the preview line shows; nil for GTK's own pangram.
    public var previewText: String?
    /// Whether the preview line shows (it can be edited to try other text).
    public var showsPreview = true
    /// The Select button's label; nil for GTK's translated "Select".
    public var selectTitle: String? { didSet { buttonTitleChanged(selectTitle, fallback: .select, of: .accept) } }
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }
    /// The key the chosen font is remembered under (``RememberedAnswers``): the chooser starts at
    /// the font chosen last time under this key instead of ``font``.
    ///
    /// ```swift
    /// let chooser = FontChooser(title: "Editor font", font: "Monospace 11")
    /// chooser.remembersAnswerAs = "editor-font"
    /// ```
    public var remembersAnswerAs: AnswerKey?

    /// Describes a font chooser; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let chooser = FontChooser(title: "Choose a font", font: "Cantarell 11")
    /// ```
    public init(title: String = FontChooser.defaultTitle, font: String? = nil) {
        self.font = font
        super.init(title: title)
    }

    /// "Select a font", in the user's language: the title when none is given.
    ///
    /// ```swift
    /// FontChooser().title == FontChooser.defaultTitle   // true
    /// ```
    public static var defaultTitle: String { TextDomain.library("Select a font") }

    override package func presentation() -> Presentation<FontResponse> {
        let memory = AnswerMemory(remembersAnswerAs, kind: "font chooser", title: title)
        let start = memory.kept?["font"]?.string ?? font
        let description = FontChooserDescription(
            title: title, initialFont: start.map(SafeText.sanitized), previewText: previewText.map(SafeText.sanitized),
            showsPreview: showsPreview, acceptLabel: ButtonLabel(selectTitle, fallback: .select),
            cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel), options: options)
        return Presentation(description, request: FontChooserRequest.init) { ending, font in
            if ending.accepts, let font { memory.keep(.object(["font": .string(font.description)])) }
            return ending.response(accepted: font.map(FontResponse.chosen) ?? .cancelled, timedOut: .timedOut)
        }
    }
}

extension FontResponse: AcceptOrCancelResponse {}
