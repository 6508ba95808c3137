import DialogsCore

/// Several labelled fields: zenity's `--forms` and `--password --username`, native `form`, all
/// shown as a `FormDialog`.
enum FormKind: DialogKind {
    static let nativeCommands = [
        NativeCommand(
            name: "form", summary: "several labelled fields; prints key=value lines", defaultTitle: "Form",
            manual: [
                "Field kinds (--field key:Label:KIND[:value]): text; number (1815, -3, 2.5), phone, email, url and "
                    + "password, entries that check their format; date, a calendar answered YYYY-MM-DD; multiline, "
                    + "several lines (Return starts a new line, Tab moves on); choice=A|B|..., a drop-down of those "
                    + "items; editable=A|B|..., an entry with a drop-down of suggestions; file and folder, chooser "
                    + "buttons answered with the full path (a relative value is read from the working folder); color, "
                    + "a colour button answered rgb(r,g,b), or rgba(r,g,b,a) when translucent (its chooser offers the "
                    + "opacity), starting from a name, #rrggbb, rgb(...) or rgba(...), or white; font, a font button "
                    + "answered with Pango's text (Sans Bold 12), Sans 12 when empty; slider=MIN..MAX[/STEP], a whole "
                    + "number on a slider, the lowest when empty; label, its Label across the form, and separator, a "
                    + "line: neither takes a value nor is in the answer.",
                "A value a field cannot hold (a choice not among its items, a colour or font it cannot read, a "
                    + "number outside a slider's range) is a usage error (exit 64) naming the field and what to "
                    + "write. zenity's --forms has no spelling for file, folder, color, font, slider, editable, label "
                    + "or separator fields: they are native mode's.",
            ])
    ]

    static let zenityDialogs = [
        ZenityDialog(
            name: "forms", help: "Display forms dialog", listing: .dialogs(position: 14),
            needsOneOf: (
                options: ["add-entry", "add-password", "add-combo", "add-multiline-entry", "add-calendar", "add-list"],
                refusal: "--forms needs at least one --add-entry, --add-password, --add-combo or --add-calendar"
            ))
    ]

    /// The `--field` specs, and the form made once: its refusals (two fields with one key…) are usage errors.
    @MainActor static func checkNative(_ command: NativeCommand, _ options: inout ParsedOptions) throws(UsageError) {
        try options[FormOptions.self].makeNativeFields()
        do {
            _ = try makeForm(options[FormOptions.self], common: options[CommonOptions.self])
        } catch {
            throw UsageError(message: "\(error)")
        }
    }

    @MainActor static func checkZenity(_ dialog: ZenityDialog, _ options: inout ParsedOptions, arguments: [String])
        throws(UsageError)
    {
        options[FormOptions.self].layout = .zenityForms
        options[FormOptions.self].makeZenityFields()
    }

    /// The form for `options`; throws for fields the form refuses (native mode checks this first).
    @MainActor static func makeForm(_ options: FormOptions, common: CommonOptions) throws(FormError) -> FormDialog {
        switch options.layout {
        case .zenityForms, .zenityLogin:
            try FormDialog(
                title: common.title
                    ?? (options.layout == .zenityLogin ? TextDomain.tool("Password") : TextDomain.tool("Forms")),
                fields: options.fields,
                saveTitle: common.okLabel ?? Mnemonics.removing(from: ZenityWords.mnemonicOK),
                cancelTitle: common.cancelLabel ?? Mnemonics.removing(from: ZenityWords.mnemonicCancel))
        case .native:
            try FormDialog(
                title: common.title ?? "", message: common.textIsMarkup ? nil : common.text, fields: options.fields,
                saveTitle: common.okLabel, cancelTitle: common.cancelLabel)
        }
    }

    @MainActor static func show(_ options: FormOptions, in context: DialogContext) {
        let common = context.common
        guard let form = try? makeForm(options, common: common) else { return context.end(.failed) }
        switch options.layout {
        case .zenityLogin:
            form.messageMarkup = Markup(
                escaping: Escapes.compress(common.text ?? TextDomain.tool("Type your username and password")))
        case .zenityForms where common.textIsMarkup:
            form.messageMarkup = Markup(trusted: Escapes.compress(common.text ?? TextDomain.tool("Forms dialog")))
        case .zenityForms:
            form.messageMarkup = Markup(escaping: common.text ?? TextDomain.tool("Forms dialog"))
        case .native:
            form.messageMarkup = context.nativeMarkup
            form.remembersAnswerAs = context.remembering
        }
        form.extraButtons = common.extraButtons
        // zenity 3.44: a --username timeout exits like Escape.
        let timeoutExitCode = options.layout == .zenityLogin ? ZenityExitCode.escape : ZenityExitCode.timeout
        context.show(form) { response in
            switch response {
            case .saved(let values, let changed):
                context.end(
                    .accepted(answer(options, values: values, changed: changed, separator: context.shared.separator)))
            case .cancelled: context.end(.cancelled)
            case .closed, .dismissed: context.end(.closed)
            case .timedOut: context.end(.timedOut(zenityExitCode: timeoutExitCode))
            case .extraButton(let index): context.end(.extraButton(index, label: common.extraButtons[index]))
            }
        }
        context.follow(form)
    }

    /// zenity prints the values on one line, joined by the separator; native mode prints key=value
    /// lines, or the values and the changed keys as JSON.
    @MainActor private static func answer(
        _ options: FormOptions, values: [String: String], changed: Set<String>, separator: String?
    ) -> Answer {
        let zenityValues = options.fields.enumerated().map { index, field -> String in
            let value = values[field.key] ?? ""
            switch field.kind {
            // zenity prints a combo with nothing chosen as one space.
            case .choice where value.isEmpty: return " "
            // zenity prints a list's chosen row cell by cell, each followed by a comma unless the
            // list is the last field; nothing when no row is chosen.
            case .list(let list):
                let row = list.row(forValue: value).map { row in
                    list.columns.indices.map { $0 < row.count ? row[$0] : "" }
                }
                let isLast = index == options.fields.count - 1
                return (row ?? []).map { isLast ? $0 : $0 + "," }.joined()
            // zenity prints a calendar with --forms-date-format, the locale's %x unless given;
            // a multi-line value as it is, newlines included (zenity 4.2).
            case .date:
                return CalendarDate(iso8601: value).map { $0.formatted(options.dateFormat ?? "%x") } ?? value
            default: return value
            }
        }
        // A label or separator has no value to print.
        let keys = options.fields.filter { !$0.kind.isDecoration }.map(\.key)
        return Answer(
            name: "saved",
            members: [
                ("values", .object(keys.map { ($0, .string(values[$0] ?? "")) })),
                ("changed", .strings(keys.filter(changed.contains))),
            ],
            zenityLine: zenityValues.joined(separator: separator ?? "|"),  // zenity's default separator
            plainLine: keys.map { "\($0)=\(values[$0] ?? "")" }.joined(separator: "\n"))
    }
}
