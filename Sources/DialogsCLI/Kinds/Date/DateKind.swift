import DialogsCore

/// A calendar: zenity's `--calendar` and native `date`, both shown as a `DateDialog`. zenity prints
/// the day with `--date-format` (the locale's `%x` unless given); native mode prints it as
/// `YYYY-MM-DD` unless given, and with `--json` its year, month, day and text.
enum DateKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "date", summary: "a calendar; prints the chosen day (YYYY-MM-DD unless --date-format)",
            defaultTitle: "Date")
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "calendar", help: "Display calendar dialog", listing: .dialogs(position: 0), ignoresExtraButtons: true
        )
    ]

    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        options[DateOptions.self].outOfRangeMeansToday = false
        _ = try options[DateOptions.self].startDate()
        _ = try options[DateOptions.self].bounds()
    }

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        _ = try options[DateOptions.self].startDate()
    }

    @MainActor static func show(_ options: DateOptions, in context: DialogContext) {
        let common = context.common
        // parse has checked both.
        guard let start = try? options.startDate(), let bounds = try? options.bounds() else {
            return context.end(.failed)
        }
        let dialog = DateDialog(title: common.title ?? TextDomain.tool("Calendar selection"), date: start)
        dialog.earliest = bounds.earliest
        dialog.latest = bounds.latest
        context.showText(in: dialog, zenityDefault: TextDomain.tool("Select a date from below."))
        dialog.remembersAnswerAs = context.remembering  // --remember is native mode's
        dialog.okTitle = common.okLabel
        dialog.cancelTitle = common.cancelLabel
        let format = options.format ?? (context.isZenity ? "%x" : "%Y-%m-%d")
        context.show(dialog) { response in
            switch response {
            case .chosen(let date):
                let text = date.formatted(format)
                context.end(
                    .accepted(
                        Answer(
                            name: "chosen",
                            members: [
                                ("year", .integer(date.year)), ("month", .integer(date.month)),
                                ("day", .integer(date.day)), ("text", .string(text)),
                            ], zenityLine: text, plainLine: text)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            // zenity 3.44 prints the date on timeout too; as for --entry, nothing is printed (DESIGN.md).
            case .timedOut: context.end(.timedOut(zenityExitCode: ZenityExitCode.timeout))
            }
        }
        context.follow(dialog)
    }
}
