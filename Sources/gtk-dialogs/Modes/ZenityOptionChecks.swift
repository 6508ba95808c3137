extension ZenityMode {
    /// Refuses options the chosen dialog does not take, as zenity does.
    static func check(_ options: ParsedOptions, for kind: Kind) throws(UsageError) {
        func refuse(_ option: String, unless allowed: Bool) throws(UsageError) {
            if !allowed { throw UsageError(message: "--\(option) is not supported for this dialog") }
        }
        if options.entry.entryText != nil { try refuse("entry-text", unless: kind == .entry) }
        if options.entry.hideText { try refuse("hide-text", unless: kind == .entry) }
        if options.entry.username { try refuse("username", unless: kind == .password) }
        if options.forms.outputSeparator != "|" {
            try refuse("separator", unless: [.forms, .fileSelection, .list].contains(kind))
        }
        let file = options.file
        for (option, given) in [
            ("directory", file.directory), ("save", file.save), ("file-filter", !file.filters.isEmpty),
        ] where given {
            try refuse(option, unless: kind == .fileSelection)
        }
        if file.filename != nil { try refuse("filename", unless: [.fileSelection, .textInfo].contains(kind)) }
        // zenity 3.44 ignores --checkbox, --auto-scroll, --url and --no-interaction elsewhere.
        // One `--editable` for both dialogs that take it, declared with the list options.
        if options.list.editable { try refuse("editable", unless: [.list, .textInfo].contains(kind)) }
        for (option, given) in [("font", options.text.font != nil), ("html", options.text.html)] where given {
            try refuse(option, unless: kind == .textInfo)
        }
        // One `--multiple` for both dialogs that take it: GOption gives a name to the first group declaring it.
        if file.multiple || options.list.multiple {
            try refuse("multiple", unless: [.fileSelection, .list].contains(kind))
        }
        if !options.forms.comboValues.isEmpty { try refuse("combo-values", unless: kind == .forms) }
        if options.forms.dateFormat != nil { try refuse("forms-date-format", unless: kind == .forms) }
        if options.message.noWrap { try refuse("no-wrap", unless: kind.isMessage || kind == .textInfo) }
        if options.message.ellipsize { try refuse("ellipsize", unless: kind.isMessage) }
        let progress = options.progress
        for (option, given) in [
            ("percentage", progress.percentage != nil), ("pulsate", progress.pulsate),
            ("auto-close", progress.autoClose),
            ("auto-kill", progress.autoKill), ("no-cancel", progress.noCancel),
            ("time-remaining", progress.timeRemaining),
        ] where given {
            try refuse(option, unless: kind == .progress)
        }
        let scale = options.scale
        for (option, given) in [
            ("value", scale.value != nil), ("min-value", scale.minimum != nil), ("max-value", scale.maximum != nil),
            ("step", scale.step != nil), ("print-partial", scale.printsPartial), ("hide-value", scale.hidesValue),
        ] where given {
            try refuse(option, unless: kind == .scale)
        }
        let date = options.date
        for (option, given) in [
            ("day", date.day != nil), ("month", date.month != nil), ("year", date.year != nil),
            ("date-format", date.format != nil),
        ] where given {
            try refuse(option, unless: kind == .calendar)
        }
        for (option, given) in [("color", options.color.color != nil), ("show-palette", options.color.showsPalette)]
        where given {
            try refuse(option, unless: kind == .colorSelection)
        }
        for (option, given) in [
            ("listen", options.notify.listens), ("hint", !options.notify.hints.isEmpty),
        ] where given {
            try refuse(option, unless: kind == .notification)
        }
        if options.message.switchButtons && options.common.extraButtons.isEmpty {
            throw UsageError(message: "--switch needs at least one --extra-button")
        }
        if kind == .forms && options.forms.fieldOptions.isEmpty {
            throw UsageError(
                message: "--forms needs at least one --add-entry, --add-password, --add-combo or --add-calendar")
        }
    }
}
