/// A progress bar fed by standard input: zenity's `--progress`, native `progress`.
struct ProgressOptions: OptionValues {
    var percentage: Int?
    var pulsate = false
    var autoClose = false
    var autoKill = false
    var noCancel = false
    var timeRemaining = false
}

extension ParsedOptions {
    /// The progress kind's options.
    var progress: ProgressOptions {
        get { self[ProgressOptions.self] }
        set { self[ProgressOptions.self] = newValue }
    }
}

extension ProgressOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "progress", title: "Progress options", help: "Show progress options")
    ]

    static var declarations: [Option] {
        [
            CommonOptions.okLabel("The OK button's label").nativeOnly,
            CommonOptions.cancelLabel().nativeOnly,
            .integer("percentage", "The bar's initial percentage", argument: "PERCENT", \.progress.percentage)
                .zenity("Set initial percentage", argument: "PERCENTAGE"),
            .flag("pulsate", "Pulse the bar until standard input ends", \.progress.pulsate)
                .zenity("Pulsate progress bar"),
            .flag("auto-close", "End as completed at 100% or at the end of input", \.progress.autoClose)
                .zenity("Dismiss the dialog when 100% has been reached"),
            .flag("auto-kill", "Kill parent process if Cancel button is pressed", \.progress.autoKill).zenityOnly,
            .flag("no-cancel", "No Cancel button", \.progress.noCancel).zenity("Hide Cancel button"),
            .flag("time-remaining", "Estimate the time left under the bar", \.progress.timeRemaining)
                .zenity("Estimate when progress will reach 100%"),
        ]
    }
}
