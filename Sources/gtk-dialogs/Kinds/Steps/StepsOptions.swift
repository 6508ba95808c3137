/// A step list: native `steps`, driven by `--commands`.
struct StepsOptions: OptionValues {
    /// `--step`, repeated: the steps' titles, top to bottom.
    var titles: [String] = []
    var noCancel = false
}

extension ParsedOptions {
    /// The step list kind's options.
    var steps: StepsOptions {
        get { self[StepsOptions.self] }
        set { self[StepsOptions.self] = newValue }
    }
}

extension StepsOptions {
    static var declarations: [Option] {
        [
            CommonOptions.okLabel("The OK button's label").nativeOnly,
            CommonOptions.cancelLabel().nativeOnly,
            .strings(
                "step", "A step, pending until a command says otherwise (repeat)", argument: "TITLE", \.steps.titles
            )
            .nativeOnly,
            .flag("no-cancel", "No Cancel button", \.steps.noCancel).nativeOnly,
        ]
    }
}
