/// A progress bar fed by standard input: zenity's `--progress`, native `progress`.
struct ProgressOptions: OptionValues {
    var percentage: Int?
    var pulsate = false
    var autoClose = false
    var autoKill = false
    var noCancel = false
    var timeRemaining = false
}

extension ProgressOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "progress", title: "Progress options", help: "Show progress options")
    ]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            .integer("percentage", "The bar's initial percentage", argument: "PERCENT", \ProgressOptions.percentage)
                .zenity("Set initial percentage", argument: "PERCENTAGE"),
            .flag("pulsate", "Pulse the bar until standard input ends", \ProgressOptions.pulsate)
                .zenity("Pulsate progress bar"),
            .flag("auto-close", "End as completed at 100% or at the end of input", \ProgressOptions.autoClose)
                .zenity("Dismiss the dialog when 100% has been reached"),
            .flag("auto-kill", "Kill parent process if Cancel button is pressed", \ProgressOptions.autoKill).zenityOnly,
            .flag("no-cancel", "No Cancel button", \ProgressOptions.noCancel).zenity("Hide Cancel button"),
            .flag("time-remaining", "Estimate the time left under the bar", \ProgressOptions.timeRemaining)
                .zenity("Estimate when progress will reach 100%"),
        ]
    }
}
