import DialogsCore

/// A list of steps with a status each: native `steps`, shown as a `StepList`, its statuses set by
/// `--commands` lines (`step: Download: done: 84 MB`). It answers with every step's final status.
enum StepListKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "steps",
            summary:
                "steps with a status each, set by --commands (step: TITLE: STATUS[: DETAIL]); prints each step's status",
            defaultTitle: "Steps")
    ]

    static let zenityDialogs: [ZenityDialog] = []

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        if options[StepListOptions.self].titles.contains(where: \.isEmpty) {
            throw UsageError(message: TextDomain.tool("--step needs a title"))
        }
    }

    @MainActor static func show(_ options: StepListOptions, in context: DialogContext) {
        let common = context.common
        let list = StepList(
            title: common.title ?? TextDomain.tool("Steps"), message: context.nativeMessage, steps: options.titles)
        list.messageMarkup = context.nativeMarkup
        list.isCancellable = !options.noCancel
        list.okTitle = common.okLabel
        list.cancelTitle = common.cancelLabel
        context.show(list) { response in
            let steps = list.steps
            let members: [(String, JSONObject.Value)] = [("steps", .array(steps.map(json)))]
            switch response {
            case .finished:
                let lines = steps.map(line).joined(separator: "\n")
                context.end(
                    .accepted(Answer(name: "finished", members: members, plainLine: lines.isEmpty ? nil : lines)))
            case .cancelled: context.end(.cancelled, with: members)
            case .closed, .dismissed: context.end(.closed, with: members)
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout), with: members)
            }
        }
        context.follow(list, kindCommands: ["step"]) { command in
            guard case .step(let title, let status, let detail) = command else { return command.doesNotApply }
            if list.steps.contains(where: { $0.title == title }) {
                list.setStatus(status, detail: detail, ofStep: title)
            } else {
                list.appendStep(StepListItem(title: title, status: status, detail: detail))
            }
            return nil
        }
    }

    /// `Download: done: 84 MB`, as a `step:` command writes it.
    private static func line(_ step: StepListItem) -> String {
        "\(step.title): \(step.status.rawValue)" + (step.detail.map { ": \($0)" } ?? "")
    }

    private static func json(_ step: StepListItem) -> JSONObject.Value {
        var members: [(String, JSONObject.Value)] = [
            ("title", .string(step.title)), ("status", .string(step.status.rawValue)),
        ]
        if let detail = step.detail { members.append(("detail", .string(detail))) }
        return .object(members)
    }
}
