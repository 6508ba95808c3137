import DialogsCore

/// A slider: zenity's `--scale`, native `scale`.
struct ScaleOptions: OptionValues {
    var value: Int?
    var minimum: Int?
    var maximum: Int?
    var step: Int?
    var printsPartial = false
    var hidesValue = false

    /// zenity starts at 0 even when 0 is out of range (and refuses that); native mode then starts at the minimum.
    var startsAtZero = true

    /// The range, the start value and the step, with zenity's defaults (0…100, at 0, by 1).
    var resolved: (range: ClosedRange<Int>, value: Int, step: Int)? {
        let (low, high) = (minimum ?? 0, maximum ?? 100)
        guard low < high else { return nil }
        let start = startsAtZero || (low...high).contains(0) ? 0 : low
        return (low...high, value ?? start, step ?? 1)
    }

    /// Refuses what zenity 3.44 refuses (with its words), and a step that could not move the slider.
    func check() throws(UsageError) {
        guard let resolved else {
            throw UsageError(message: TextDomain.tool("Maximum value must be greater than minimum value"))
        }
        guard resolved.range.contains(resolved.value) else {
            throw UsageError(message: TextDomain.tool("Value out of range"))
        }
        guard resolved.step > 0 else { throw UsageError(message: TextDomain.tool("--step needs a number above 0")) }
    }
}

extension ScaleOptions {
    static let zenityGroups = [OptionGroup.Heading(name: "scale", title: "Scale options", help: "Show scale options")]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            .integer(
                "value", "The slider's start value (default 0, or the minimum above 0)", argument: "VALUE",
                \ScaleOptions.value
            ).zenity("Set initial value"),
            .integer("min-value", "The lowest value (default 0)", argument: "VALUE", \ScaleOptions.minimum)
                .zenity("Set minimum value"),
            .integer("max-value", "The highest value (default 100)", argument: "VALUE", \ScaleOptions.maximum)
                .zenity("Set maximum value"),
            .integer("step", "How far an arrow key moves the slider (default 1)", argument: "VALUE", \ScaleOptions.step)
                .zenity("Set step size"),
            .flag(
                "print-partial", "Print each value as the slider moves (with --json: {\"changed\":N} lines)",
                \ScaleOptions.printsPartial
            ).zenity("Print partial values"),
            .flag("hide-value", "Do not draw the value beside the slider", \ScaleOptions.hidesValue).zenity(
                "Hide value"),
        ]
            + RememberOptions.remember(
                "Start from the value chosen last time under KEY, and remember this answer")
    }
}
