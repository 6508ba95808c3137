/// How a colour chooser ended.
///
/// ```swift
/// if case .chosen(let colour) = await chooser.response() { theme.accent = colour }
/// ```
public enum ColorResponse: Equatable, Sendable {
    /// Select (or Return, or a double-clicked swatch), with the colour chosen.
    case chosen(RGBAColor)
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed

    /// The chosen colour; nil for every ending but Select.
    ///
    /// ```swift
    /// let accent = await chooser.response().color ?? accent
    /// ```
    public var color: RGBAColor? {
        if case .chosen(let color) = self { color } else { nil }
    }
}

/// GTK's colour chooser (GtkColorChooserDialog): a palette of swatches, or the editor
/// with a colour plane, a hue slider and a text field for `#rrggbb`.
///
/// ```swift
/// let chooser = ColorChooser(title: "Accent colour", color: try RGBAColor(parsing: "teal"))
/// chooser.palette = [.black, .white, try RGBAColor(parsing: "#3584e4")]
/// if let accent = await chooser.response().color { settings.accent = accent.hexText }
/// ```
/// Return or a double-clicked swatch answers Select; Escape and the close button end it
/// as ``ColorResponse/closed``; every ending reaches the handler exactly once.
@MainActor
public final class ColorChooser {
    /// The window's title.
    public var title: String
    /// The colour selected when the dialog opens.
    public var color: RGBAColor
    /// Whether the palette of swatches is shown (GTK's start); false opens the editor.
    public var showsPalette = true
    /// The palette's swatches; nil for GTK's own colours.
    public var palette: [RGBAColor]?
    /// How many swatches a row of ``palette`` holds; above 0.
    public var colorsPerRow = 9
    /// Whether the opacity can be chosen too (an alpha slider in the editor).
    public var usesAlpha = false
    /// The Select button's label; nil for GTK's translated "Select".
    public var selectTitle: String?
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String?
    /// Window size and icon.
    public var options = DialogOptions()

    private var presented = PresentedSessions()

    /// Describes a colour chooser; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let chooser = ColorChooser(title: "Highlight", color: RGBAColor(red: 1, green: 1, blue: 0))
    /// ```
    public init(title: String = "Select a colour", color: RGBAColor = .white) {
        self.title = title
        self.color = color
    }

    /// Shows the dialog; `handler` runs once when it ends.
    ///
    /// ```swift
    /// chooser.show { response in
    ///     if let colour = response.color { canvas.background = colour }
    /// }
    /// ```
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        handler: @escaping @MainActor (ColorResponse) -> Void = { _ in }
    ) {
        _ = present(parent: parent, timeout: timeout, handler: handler)
    }

    /// Shows the dialog until the user ends it, and returns how it ended.
    /// Cancelling the awaiting task dismisses it.
    ///
    /// ```swift
    /// let response = await ColorChooser(title: "Ink").response()
    /// ```
    public func response(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> ColorResponse {
        await AsyncAnswer.await { handler in present(parent: parent, timeout: timeout, handler: handler) }
    }

    /// Ends every dialog this object is showing (``ColorResponse/dismissed``).
    ///
    /// ```swift
    /// chooser.dismiss()
    /// ```
    public func dismiss() {
        presented.dismissAll()
    }

    private func present(
        parent: ParentWindow?, timeout: Duration?, handler: @escaping @MainActor (ColorResponse) -> Void
    ) -> (any Dismissible)? {
        let description = resolved()
        return DialogPresenter.present(
            presented: &presented,
            request: { .color(ColorRequest(description, timeout: timeout, handler: handler)) },
            window: {
                ColorWindow.present(description, parent: parent, timeout: timeout) { ending, color in
                    handler(description.response(for: ending, color: color))
                }
            },
            unavailable: { handler(.dismissed) })
    }

    private func resolved() -> ColorDescription {
        if colorsPerRow <= 0 {
            Diagnostics.programmerError(
                "ColorChooser's colorsPerRow is \(colorsPerRow); it must be above 0 (9 is used)")
        }
        var initial = color
        if !usesAlpha { initial.alpha = 1 }
        return ColorDescription(
            title: title, initial: initial, showsPalette: showsPalette, palette: palette,
            colorsPerRow: colorsPerRow > 0 ? colorsPerRow : 9, usesAlpha: usesAlpha,
            selectLabel: ButtonLabel(selectTitle, fallback: .select),
            cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel), options: options)
    }
}
