/// A progress bar fed by standard input: zenity's `--progress`, native `progress`.
struct ProgressOptions {
    var percentage: Int?
    var pulsate = false
    var autoClose = false
    var autoKill = false
    var noCancel = false
    var timeRemaining = false
}

extension ProgressOptions {
    /// zenity's "Progress options" (`--help-progress`).
    static var zenityGroup: OptionGroup {
        OptionGroup(
            name: "progress", title: "Progress options", help: "Show progress options",
            options: [
                .integer("percentage", "Set initial percentage", argument: "PERCENTAGE", \.progress.percentage),
                .flag("pulsate", "Pulsate progress bar", \.progress.pulsate),
                .flag("auto-close", "Dismiss the dialog when 100% has been reached", \.progress.autoClose),
                .flag("auto-kill", "Kill parent process if Cancel button is pressed", \.progress.autoKill),
                .flag("no-cancel", "Hide Cancel button", \.progress.noCancel),
                .flag("time-remaining", "Estimate when progress will reach 100%", \.progress.timeRemaining),
            ])
    }

    /// Native `progress`'s options.
    static var nativeOptions: [Option] {
        CommonOptions.nativeButtonOptions(okHelp: "The OK button's label", extraButtons: false) + [
            .integer("percentage", "The bar's initial percentage", argument: "PERCENT", \.progress.percentage),
            .flag("pulsate", "Pulse the bar until standard input ends", \.progress.pulsate),
            .flag("auto-close", "End as completed at 100% or at the end of input", \.progress.autoClose),
            .flag("no-cancel", "No Cancel button", \.progress.noCancel),
            .flag("time-remaining", "Estimate the time left under the bar", \.progress.timeRemaining),
        ]
    }
}
