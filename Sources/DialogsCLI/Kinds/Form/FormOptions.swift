import DialogsCore

/// Several labelled fields: zenity's `--forms` (and `--password --username`), native `form`.
struct FormOptions: OptionValues {
    /// Which command line asked: it decides the defaults and how the values are printed.
    enum Layout {
        case zenityForms, zenityLogin, native
    }

    var layout = Layout.native
    /// zenity's `--add-*` options, or native `--field` specs, in command-line order.
    var fieldOptions: [OrderedOption] = []
    var comboValues: [String] = []
    /// `--list-values` and `--column-values`, one per `--add-list` in order, and `--show-header`.
    var listValues: [String] = []
    var columnValues: [String] = []
    var showsListHeaders = false
    /// zenity's `--forms-date-format`: how a calendar field is printed (the locale's `%x` unless given).
    var dateFormat: String?
    var requiredKeys: [String] = []
    /// The fields shown, made from the options above by `makeZenityFields` or `makeNativeFields`.
    var fields: [FormField] = []

    /// `--password --username`: a form of two fields.
    static var zenityLogin: FormOptions {
        FormOptions(
            layout: .zenityLogin,
            fields: [
                FormField(key: "username", label: TextDomain.tool("Username:")),
                FormField(key: "password", label: TextDomain.tool("Password:"), kind: .password),
            ])
    }
}

extension FormOptions {
    static let zenityGroups = [
        OptionGroup.Heading(name: "forms", title: "Forms dialog options", help: "Show forms dialog options")
    ]

    static var declarations: [Option] {
        CommonOptions.nativeButtonLabels("The OK (or Save) button's label") + [
            addsField("add-entry", "Add a new Entry in forms dialog", argument: "Field name"),
            addsField("add-password", "Add a new Password Entry in forms dialog", argument: "Field name"),
            addsField("add-combo", "Add a new combo box in forms dialog", argument: "Combo box field name"),
            addsField(
                "add-multiline-entry", "Add a new multi-line entry in forms dialog (zenity 4.2)", argument: "Field name"
            ),
            addsField("add-calendar", "Add a new Calendar in forms dialog", argument: "Calendar field name"),
            addsField("add-list", "Add a new List in forms dialog", argument: "List field and header name"),
            .strings(
                "list-values", "List of values for List, separated by |", argument: "List of values",
                \FormOptions.listValues
            ).zenityOnly.ignoredElsewhereByZenity,
            .strings(
                "column-values", "List of values for columns, separated by |", argument: "List of values",
                \FormOptions.columnValues
            ).zenityOnly.ignoredElsewhereByZenity,
            .strings(
                "combo-values", "List of values for combo box, separated by |", argument: "List of values",
                \FormOptions.comboValues
            ).zenityOnly,
            SharedOptions.separator("Set output separator character", argument: "SEPARATOR").zenityOnly,
            .flag("show-header", "Show the columns header", \FormOptions.showsListHeaders).zenityOnly
                .ignoredElsewhereByZenity,
            .string(
                "forms-date-format", "Set the format for the returned date", argument: "PATTERN",
                \FormOptions.dateFormat
            ).zenityOnly,
            // native form's
            CommonOptions.extraButton().nativeOnly,
            // A literal, for the catalog; ManPageTests checks it names FieldSpec's kinds.
            .ordered(
                "field",
                "Add a field: key:Label[:kind[:value]]; kinds: text, number, phone, email, url, password, date, "
                    + "multiline, file, folder, color, font, label, separator, choice=A|B|…, editable=A|B|…, "
                    + "slider=MIN..MAX[/STEP]", argument: "SPEC",
                \FormOptions.fieldOptions
            ).completing(.wordsInPart(2, FieldSpec.kinds.map(\.name) + ["choice=", "editable=", "slider="])).nativeOnly,
            .strings(
                "required", "The field with this key may not be empty", argument: "KEY", \FormOptions.requiredKeys
            )
            .nativeOnly,
        ]
            + RememberOptions.remember(
                "Start from the values saved last time under KEY, and remember this answer")
    }

    /// One of zenity's `--add-*` options: a field, kept in command-line order among the others
    /// (``makeZenityFields`` reads which).
    private static func addsField(_ name: String, _ help: String, argument: String) -> Option {
        .ordered(name, help, argument: argument, \FormOptions.fieldOptions).zenityOnly.ignoredElsewhereByZenity
    }

    /// The `--add-*` fields in command-line order; the Nth combo takes the Nth `--combo-values`,
    /// the Nth list the Nth `--list-values` and `--column-values` (the first when there are fewer).
    mutating func makeZenityFields() {
        var comboIndex = 0
        var listIndex = 0
        fields = fieldOptions.enumerated().map { index, field in
            let key = String(index)
            switch field.option {
            case "--add-password":
                return FormField(key: key, label: field.value, kind: .password)
            case "--add-calendar":
                return FormField(key: key, label: field.value, kind: .date)
            case "--add-multiline-entry":
                return FormField(key: key, label: field.value, kind: .multilineText)
            case "--add-combo":
                let values = comboIndex < comboValues.count ? comboValues[comboIndex] : ""
                comboIndex += 1
                let items =
                    values.isEmpty
                    ? [] : values.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                return FormField(key: key, label: field.value, kind: .choice(items))
            case "--add-list":
                defer { listIndex += 1 }
                return FormField(key: key, label: field.value, kind: .list(zenityList(listIndex)))
            default:
                return FormField(key: key, label: field.value)
            }
        }
    }

    /// zenity's list for the `index`th `--add-list`: `--list-values` fill the rows a cell at a
    /// time, left to right, under the `index`th `--column-values`; without any `--column-values`
    /// the list has one column. zenity 3.44 gives a list past the last `--column-values` its
    /// own values as headers and as one row; so does this. (A row short of cells shows them empty,
    /// where zenity prints "(null)" for them.)
    private func zenityList(_ index: Int) -> FormList {
        func cells(_ text: String?) -> [String] {
            guard let text, !text.isEmpty else { return [] }
            return text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        }
        let values = cells(index < listValues.count ? listValues[index] : nil)
        if !columnValues.isEmpty, index >= columnValues.count {
            return FormList(columns: values, rows: values.isEmpty ? [] : [values], showsHeaders: showsListHeaders)
        }
        let columns = cells(columnValues.isEmpty ? nil : columnValues[index])
        let width = max(columns.count, 1)
        let rows = stride(from: 0, to: values.count, by: width).map {
            Array(values[$0..<min($0 + width, values.count)])
        }
        return FormList(columns: columns, rows: rows, showsHeaders: showsListHeaders)
    }

    /// The `--field` specs, with `--required` applied.
    mutating func makeNativeFields() throws(UsageError) {
        for field in fieldOptions { fields.append(try FieldSpec.parse(field.value)) }
        guard !fields.isEmpty else { throw UsageError(message: TextDomain.tool("a form needs at least one --field")) }
        for key in requiredKeys {
            guard let index = fields.firstIndex(where: { $0.key == key }) else {
                throw UsageError(message: TextDomain.tool.format("--required %s: no --field has that key", key))
            }
            fields[index].isRequired = true
        }
    }
}
