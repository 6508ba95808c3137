/// How a text viewer ended.
///
/// ```swift
/// if case .accepted(let edited?) = await viewer.response() { save(edited) }
/// ```
public enum TextViewerResponse: Equatable, Sendable {
    /// OK; the text as edited when the viewer is editable, else nil.
    case accepted(editedText: String?)
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out; the text as edited when the viewer is editable (so no edit is
    /// lost), else nil.
    case timedOut(editedText: String?)
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed
}

/// A window of plain text — a licence, a log, a command's output — from a string, a file or a stream.
///
/// ```swift
/// let viewer = TextViewer(title: "Licence", source: try .file("/usr/share/common-licenses/MIT"))
/// viewer.checkboxLabel = "I have read and agree"      // OK waits for the tick
/// viewer.show { response in if response == .accepted(editedText: nil) { install() } }
/// ```
/// Text is never markup. A stream keeps appending and the view follows its end
/// (``followsEnd``). Web addresses in the text (`https://…`, `www.…`) are underlined and open
/// in the desktop's default browser when clicked (`g_app_info_launch_default_for_uri`).
@MainActor
public final class TextViewer: TitledDialog<TextViewerResponse> {
    /// Where the text comes from.
    public var source: TextSource
    /// Shows the text in a monospace font.
    public var isMonospace = false
    /// A Pango font description (`"Serif 12"`), overriding the theme's font.
    public var fontName: String?
    /// Wraps long lines at word (else character) boundaries; false scrolls them sideways.
    public var wrapsLines = true
    /// Lets the user edit the text; OK then answers with it.
    public var isEditable = false
    /// A check box under the text that must be ticked before OK works.
    public var checkboxLabel: String?
    /// Scrolls to the end as text is appended.
    public var followsEnd = true
    /// Whether there is a Cancel button.
    public var isCancellable = true
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: .ok, of: .accept) } }
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }

    /// Describes a viewer; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let viewer = TextViewer(title: "Release notes", source: .text(notes))
    /// ```
    public init(title: String, source: TextSource) {
        self.source = source
        super.init(title: title)
    }

    override package func presentation() -> Presentation<TextViewerResponse> {
        let description = TextViewerDescription(
            title: title, source: source, isMonospace: isMonospace, fontName: fontName, wrapsLines: wrapsLines,
            isEditable: isEditable,
            checkboxLabel: checkboxLabel, followsEnd: followsEnd,
            cancelLabel: isCancellable ? ButtonLabel(cancelTitle, fallback: .cancel) : nil,
            acceptLabel: ButtonLabel(okTitle, fallback: .ok), options: options)
        return Presentation(description, request: TextViewerRequest.init) { ending, text in
            ending.response(accepted: .accepted(editedText: text), timedOut: .timedOut(editedText: text))
        }
    }
}

extension TextViewerResponse: AcceptOrCancelResponse {}
