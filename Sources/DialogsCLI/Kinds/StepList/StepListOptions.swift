/// A step list: native `steps`, driven by `--commands`.
struct StepListOptions: OptionValues {
    /// `--step`, repeated: the steps' titles, top to bottom.
    var titles: [String] = []
    var noCancel = false
}

extension StepListOptions {
    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK button's label") + [
            .strings(
                "step", "A step, pending until a command says otherwise (repeat)", argument: "TITLE",
                \StepListOptions.titles
            )
            .nativeOnly,
            .flag("no-cancel", "No Cancel button", \StepListOptions.noCancel).nativeOnly,
        ]
    }
}
