/// A step list: native `steps`, driven by `--commands`.
struct StepsOptions: OptionValues {
    /// `--step`, repeated: the steps' titles, top to bottom.
    var titles: [String] = []
    var noCancel = false
}

extension StepsOptions {
    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            .strings(
                "step", "A step, pending until a command says otherwise (repeat)", argument: "TITLE",
                \StepsOptions.titles
            )
            .nativeOnly,
            .flag("no-cancel", "No Cancel button", \StepsOptions.noCancel).nativeOnly,
        ]
    }
}
