/// How a color chooser ended.
///
/// ```swift
/// if case .chosen(let color) = await chooser.response() { theme.accent = color }
/// ```
public enum ColorResponse: Equatable, Sendable {
    /// Select (or Return, or a double-clicked swatch), with the color chosen.
    case chosen(RGBAColor)
    /// The Cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed, the awaiting task cancelled).
    case dismissed

    /// The chosen color; nil for every ending but Select.
    ///
    /// ```swift
    /// let accent = await chooser.response().color ?? accent
    /// ```
    public var color: RGBAColor? {
        if case .chosen(let color) = self { color } else { nil }
    }
}

/// GTK's color chooser (GtkColorChooserDialog): a palette of swatches, or the editor
/// with a color plane, a hue slider and a text field for `#rrggbb`.
///
/// ```swift
/// let chooser = ColorChooser(title: "Accent colour", color: try RGBAColor(parsing: "teal"))
/// chooser.palette = [.black, .white, try RGBAColor(parsing: "#3584e4")]
/// if let accent = await chooser.response().color { settings.accent = accent.hexText }
/// ```
/// The palette opens with the keyboard on the selected swatch (``color``, added as a custom
/// swatch when the palette lacks it), so Return answers it; an arrow moves to another swatch,
/// which a first Return selects. Return or a double-clicked swatch answers Select; Escape and
/// the close button end it as ``ColorResponse/closed``; every ending reaches the handler exactly once.
@MainActor
public final class ColorChooser: TitledDialog<ColorResponse> {
    /// The color selected when the dialog opens.
    public var color: RGBAColor
    /// Whether the palette of swatches is shown (GTK's start); false opens the editor.
    public var showsPalette = true
    /// The palette's swatches; nil for GTK's own colors.
    public var palette: [RGBAColor]?
    /// How many swatches a row of ``palette`` holds; above 0.
    public var colorsPerRow = 9
    /// Whether the opacity can be chosen too (an alpha slider in the editor).
    public var usesAlpha = false
    /// The Select button's label; nil for GTK's translated "Select".
    public var selectTitle: String? { didSet { buttonTitleChanged(selectTitle, fallback: .select, of: .accept) } }
    /// The Cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }
    /// The key the chosen color is remembered under (``RememberedAnswers``): the chooser starts at
    /// the color chosen last time under this key instead of ``color``.
    ///
    /// ```swift
    /// let accent = ColorChooser(title: "Accent colour")
    /// accent.remembersAnswerAs = "accent"
    /// ```
    public var remembersAnswerAs: AnswerKey?

    /// Describes a color chooser; nothing is shown until `show` or `response`.
    ///
    /// ```swift
    /// let chooser = ColorChooser(title: "Highlight", color: RGBAColor(red: 1, green: 1, blue: 0))
    /// ```
    public init(title: String = ColorChooser.defaultTitle, color: RGBAColor = .white) {
        self.color = color
        super.init(title: title)
    }

    /// "Select a colour", in the user's language: the title when none is given.
    ///
    /// ```swift
    /// ColorChooser().title == ColorChooser.defaultTitle   // true
    /// ```
    public static var defaultTitle: String { TextDomain.library("Select a colour") }

    override package func presentation() -> Presentation<ColorResponse> {
        var description = resolved()
        let memory = AnswerMemory(remembersAnswerAs, kind: "colour chooser", title: title)
        if let kept = memory.kept, let red = kept["red"]?.number, let green = kept["green"]?.number,
            let blue = kept["blue"]?.number
        {
            description.initialState = RGBAColor(
                red: red, green: green, blue: blue, alpha: usesAlpha ? kept["alpha"]?.number ?? 1 : 1)
        }
        return Presentation(description, request: ColorChooserRequest.init) { [description] ending, color in
            if ending.accepts {
                let chosen = description.chosen(color)
                memory.keep(
                    .object([
                        "red": .number(chosen.red), "green": .number(chosen.green), "blue": .number(chosen.blue),
                        "alpha": .number(chosen.alpha),
                    ]))
            }
            return ending.response(accepted: .chosen(description.chosen(color)), timedOut: .timedOut)
        }
    }

    private func resolved() -> ColorChooserDescription {
        if colorsPerRow <= 0 {
            Diagnostics.programmerError(
                "ColorChooser's colorsPerRow is \(colorsPerRow); it must be above 0 (9 is used)")
        }
        var initial = color
        if !usesAlpha { initial.alpha = 1 }
        return ColorChooserDescription(
            title: title, initialState: initial, showsPalette: showsPalette, palette: palette,
            colorsPerRow: colorsPerRow > 0 ? colorsPerRow : 9, usesAlpha: usesAlpha,
            acceptLabel: ButtonLabel(selectTitle, fallback: .select),
            cancelLabel: ButtonLabel(cancelTitle, fallback: .cancel), options: options)
    }
}

extension ColorResponse: AcceptOrCancelResponse {}
