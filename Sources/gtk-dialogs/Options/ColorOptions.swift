import GtkDialogs

/// A colour chooser: zenity's `--color-selection`, native `colour` (or `color`).
struct ColorOptions {
    /// `--color`, as given.
    var color: String?
    /// zenity's `--show-palette`; native mode shows the palette unless `--editor`.
    var showsPalette = false
    var opensEditor = false
    var usesAlpha = false
    /// Native `--palette-color`, repeated: the palette's own swatches.
    var paletteColors: [String] = []

    /// `--color` read as GDK reads it (zenity's default start is GTK's, white).
    func initialColor() throws(UsageError) -> RGBAColor? {
        guard let color else { return nil }
        do {
            return try RGBAColor(parsing: color)
        } catch {
            throw UsageError(message: "--color: \(error)")
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
                throw UsageError(message: "--palette-color: \(error)")
            }
        }
        return colors
    }

    /// Refuses a colour that does not parse (zenity 3.44 silently starts at white instead).
    func check() throws(UsageError) {
        _ = try initialColor()
        _ = try palette()
    }
}

extension ColorOptions {
    /// zenity's "Color selection options" (`--help-color-selection`).
    static var zenityGroup: OptionGroup {
        OptionGroup(
            name: "color-selection", title: "Color selection options", help: "Show color selection options",
            options: [
                .string("color", "Set the color", argument: "VALUE", \.color.color),
                .flag("show-palette", "Show the palette", \.color.showsPalette),
            ])
    }

    /// Native `colour`'s options.
    static var nativeOptions: [Option] {
        CommonOptions.nativeButtonOptions(okHelp: "The Select button's label", extraButtons: false) + [
            .string(
                "color", "The colour selected at the start: a name, #rrggbb, rgb(r,g,b) or rgba(r,g,b,a)",
                argument: "COLOR", \.color.color),
            .flag(
                "editor", "Open the editor (a colour plane and a text field) instead of the palette",
                \.color.opensEditor),
            .flag(
                "alpha", "Let the opacity be chosen too (prints rgba(…) for a translucent colour)",
                \.color.usesAlpha),
            .strings(
                "palette-color", "A swatch of the palette, instead of GTK's colours (repeat)", argument: "COLOR",
                \.color.paletteColors),
        ]
    }
}
