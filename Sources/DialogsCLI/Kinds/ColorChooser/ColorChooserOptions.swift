import DialogsCore

/// A color chooser: zenity's `--color-selection`, native `color` (or `colour`).
struct ColorChooserOptions: OptionValues {
    /// `--color`, as given.
    var color: String?
    /// zenity's `--show-palette`; native mode shows the palette unless `--editor`.
    var showsPalette = false
    var opensEditor = false
    var usesAlpha = false
    /// Native `--palette-color`, repeated: the palette's own swatches.
    var paletteColors: [String] = []

    /// `--color` read as GDK reads it; nil without one (the chooser then starts at white, as zenity's).
    func initialColor() throws(UsageError) -> RGBAColor? {
        guard let color else { return nil }
        do {
            return try RGBAColor(parsing: color)
        } catch {
            throw UsageError(message: TextDomain.tool.format("--color: %s", "\(error)"))
        }
    }

    /// The palette's swatches, each read as GDK reads it; nil for GTK's own.
    func palette() throws(UsageError) -> [RGBAColor]? {
        guard !paletteColors.isEmpty else { return nil }
        var colors: [RGBAColor] = []
        for text in paletteColors {
            do {
                colors.append(try RGBAColor(parsing: text))
            } catch {
                throw UsageError(message: TextDomain.tool.format("--palette-color: %s", "\(error)"))
            }
        }
        return colors
    }

    /// Native mode: refuses a color that does not parse.
    func check() throws(UsageError) {
        _ = try initialColor()
        _ = try palette()
    }

    /// zenity mode: a `--color` that does not parse is dropped with a line on stderr, and the
    /// chooser starts at white, as zenity 3.44's does (it ignores what `gdk_rgba_parse` refuses).
    mutating func dropUnreadableColor() {
        guard let color, (try? initialColor()) == nil else { return }
        Output.error(
            TextDomain.tool.format("--color \"%s\" is not a colour: starting from white, as zenity does", color))
        self.color = nil
    }
}

extension ColorChooserOptions {
    static let zenityGroups = [
        OptionGroup.Heading(
            name: "color-selection", title: "Color selection options", help: "Show color selection options")
    ]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The Select button's label") + [
            .string(
                "color", "The colour selected at the start: a name, #rrggbb, rgb(r,g,b) or rgba(r,g,b,a)",
                argument: "COLOR", \ColorChooserOptions.color
            ).zenity("Set the color", argument: "VALUE"),
            .flag("show-palette", "Show the palette", \ColorChooserOptions.showsPalette).zenityOnly,
            .flag(
                "editor", "Open the editor (a colour plane and a text field) instead of the palette",
                \ColorChooserOptions.opensEditor
            ).nativeOnly,
            .flag(
                "alpha", "Let the opacity be chosen too (prints rgba(…) for a translucent colour)",
                \ColorChooserOptions.usesAlpha
            ).nativeOnly,
            .strings(
                "palette-color", "A swatch of the palette, instead of GTK's colours (repeat)", argument: "COLOR",
                \ColorChooserOptions.paletteColors
            ).nativeOnly,
        ]
            + RememberOptions.remember(
                "Start from the colour chosen last time under KEY, and remember this answer")
    }
}
