/// How a form ended.
///
/// ```swift
/// if case .saved(let values, let changedKeys) = await form.response() { store(values, changedKeys) }
/// ```
public enum FormResponse: Equatable, Sendable {
    /// Save (or Return on the last field) with every field valid: every key with
    /// its final value, and the keys whose value differs from the initial one.
    case saved(values: [String: String], changedKeys: Set<String>)
    /// The cancel button.
    case cancelled
    /// Escape or the window's close button.
    case closed
    /// The `timeout` ran out. No values are reported.
    case timedOut
    /// Ended from code (`dismiss()`, `Dialogs.quit()`, the window destroyed).
    case dismissed
    /// One of `extraButtons`, by index.
    case extraButton(Int)

    /// The saved values, or nil for every other ending.
    ///
    /// ```swift
    /// let values = await form.response().values
    /// ```
    public var values: [String: String]? {
        if case .saved(let values, _) = self { return values }
        return nil
    }
}

/// Edits several labelled values and hands back a key→value dictionary on Save.
///
/// ```swift
/// let form = try FormDialog(title: "Edit Contact", fields: [
///     FormField(key: "name",  label: "Name",  value: "Ada Lovelace", isRequired: true),
///     FormField(key: "phone", label: "Phone", value: "", kind: .phone),
///     FormField(key: "email", label: "Email", value: "", kind: .email),
///     FormField(key: "born",  label: "Born",  value: "1815", kind: .number),
/// ], saveTitle: "Save", cancelTitle: "Cancel")
/// form.show(onSave: { values in contact.update(from: values) }, onCancel: {})
/// ```
/// The first field has the focus; Tab follows field order; Return moves to the
/// next field and, on the last one, saves when every field is valid. Save stays
/// insensitive while a field is invalid; that field is marked and says why.
/// Many fields scroll inside a window that stays on screen.
@MainActor
public final class FormDialog: MessageDialog<FormResponse> {
    /// The fields, top to bottom; ``setValue(_:forField:)`` changes a value.
    public private(set) var fields: [FormField]
    /// The save button's label; nil for GTK's translated "Save".
    public var saveTitle: String? { didSet { buttonTitleChanged(saveTitle, fallback: .save, of: .accept) } }
    /// The cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }
    /// More buttons, left of Cancel; they end the form with ``FormResponse/extraButton(_:)``.
    public var extraButtons: [String] = []
    /// With a timeout, Save counts the seconds left: "Save (9)".
    ///
    /// ```swift
    /// form.showsCountdown = true
    /// ```
    public var showsCountdown = false
    /// The key the saved values are remembered under (``RememberedAnswers``), by field key: each
    /// field starts with the value saved last time under this key instead of its own. A field no
    /// longer in the form is ignored, and a field keeps its own value when the remembered one no
    /// longer fits it (a choice it no longer offers, a list row no longer there). A password is never
    /// remembered. ``FormResponse/saved(values:changedKeys:)`` then names the fields changed since
    /// the form showed.
    ///
    /// ```swift
    /// let login = FormDialog(title: "Sign in") {
    ///     FormField(key: "user", label: "User", isRequired: true)
    ///     FormField(key: "password", label: "Password", kind: .password)
    /// }
    /// login.remembersAnswerAs = "sign-in"          // next time the user name is filled in
    /// ```
    public var remembersAnswerAs: AnswerKey?

    /// Describes a form built from data, whose fields may be wrong.
    ///
    /// ```swift
    /// let form = try FormDialog(title: "Login", fields: [
    ///     FormField(key: "user", label: "User", isRequired: true),
    ///     FormField(key: "password", label: "Password", kind: .password),
    /// ])
    /// ```
    /// For fields written in the code, ``init(title:message:saveTitle:cancelTitle:fields:)-(_,_,_,_,()->[FormField])``
    /// needs no `try`.
    /// - Throws: ``FormError`` for an empty field list, an empty or duplicate
    ///   key, or a value the field's kind cannot hold (a choice that is not an option, a colour or a
    ///   font it cannot read, a slider's number out of its range).
    public convenience init(
        title: String, message: String? = nil, fields: [FormField], saveTitle: String? = nil,
        cancelTitle: String? = nil
    ) throws(FormError) {
        if let error = Self.problems(in: fields).first { throw error }
        self.init(checked: title, message, fields, saveTitle, cancelTitle)
    }

    /// Describes a form whose fields are written in the code: no `try`.
    ///
    /// ```swift
    /// let form = FormDialog(title: "Edit Contact", saveTitle: "Save") {
    ///     FormField(key: "name", label: "Name", value: "Ada Lovelace", isRequired: true)
    ///     FormField(key: "email", label: "Email", kind: .email)
    /// }
    /// ```
    /// A mistake in them (no fields, an empty or duplicate key, a choice value that is
    /// not an option) is a programmer error: an assertion in debug builds; release builds
    /// warn on stderr and show the fields that are right.
    public convenience init(
        title: String, message: String? = nil, saveTitle: String? = nil, cancelTitle: String? = nil,
        @FormFieldBuilder fields: () -> [FormField]
    ) {
        var fields = fields()
        for problem in Self.problems(in: fields) {
            Diagnostics.programmerError("form \"\(title)\": \(problem)")
        }
        var keys = Set<String>()
        fields = fields.filter { !$0.key.isEmpty && keys.insert($0.key).inserted }
        for index in fields.indices {
            if !fields[index].kind.offers(fields[index].value) { fields[index].value = "" }
            if fields[index].kind == .date, CalendarDate(iso8601: fields[index].value) == nil {
                fields[index].value = ""
            }
        }
        if fields.isEmpty { fields = [FormField(key: "text", label: title)] }
        self.init(checked: title, message, fields, saveTitle, cancelTitle)
    }

    private init(
        checked title: String, _ message: String?, _ fields: [FormField], _ saveTitle: String?, _ cancelTitle: String?
    ) {
        self.fields = fields
        self.saveTitle = saveTitle
        self.cancelTitle = cancelTitle
        super.init(title: title, message: message)
    }

    /// What is wrong with `fields`, first problem first.
    private static func problems(in fields: [FormField]) -> [FormError] {
        guard !fields.isEmpty else { return [.noFields] }
        var problems: [FormError] = []
        var keys = Set<String>()
        for field in fields {
            if field.key.isEmpty {
                problems.append(.emptyKey(label: field.label))
            } else if !keys.insert(field.key).inserted {
                problems.append(.duplicateKey(field.key))
            }
            if let problem = Self.unfit(field) { problems.append(problem) }
            if field.kind == .date, !field.value.isEmpty, CalendarDate(iso8601: field.value) == nil {
                problems.append(.notADate(key: field.key, value: field.value))
            }
        }
        return problems
    }

    /// Why the field's kind cannot hold its value, if it cannot.
    private static func unfit(_ field: FormField) -> FormError? {
        if field.kind.offers(field.value) { return nil }
        switch field.kind {
        case .file, .folder: return .notAFullPath(key: field.key, value: field.value)
        case .slider(let range, _): return .outOfRange(key: field.key, value: field.value, range: range)
        case .color: return .notAColor(key: field.key, value: field.value)
        case .font: return .notAFont(key: field.key, value: field.value)
        default: return .valueNotAnOption(key: field.key, value: field.value)
        }
    }

    /// Shows the form: `onSave` gets every key with its final value, `onCancel`
    /// runs for every other ending.
    ///
    /// ```swift
    /// form.show(onSave: { values in print(values["name"] ?? "") }, onCancel: { print("unchanged") })
    /// ```
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil,
        onSave: @escaping @MainActor ([String: String]) -> Void, onCancel: @escaping @MainActor () -> Void = {}
    ) {
        show(parent: parent, timeout: timeout) { response in
            if let values = response.values { onSave(values) } else { onCancel() }
        }
    }

    /// Shows the form and returns the saved values, or nil when it was not saved.
    ///
    /// ```swift
    /// if let values = await form.values() { contact.update(from: values) }
    /// ```
    public func values(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> [String: String]? {
        await response(parent: parent, timeout: timeout).values
    }

    override package func presentation() -> Presentation<FormResponse> {
        let memory = AnswerMemory(remembersAnswerAs, kind: "form", title: title)
        var description = resolved()
        if let kept = memory.kept?["values"] { description.start(from: kept) }
        return Presentation(description, request: FormRequest.init) { [description] ending, values in
            if ending.accepts { memory.keep(.object(["values": description.remembered(values)])) }
            return ending.response(
                accepted: description.saved(values), timedOut: .timedOut, extraButton: FormResponse.extraButton)
        }
    }

    /// A field's value as the window shows it.
    private static func shownValue(of field: FormField) -> String {
        if field.kind.isDecoration { return "" }
        let value = SafeText.sanitized(field.value)
        // A colour as the button answers it: "teal" shows as rgb(0,128,128).
        if field.kind == .color, let color = try? RGBAColor(parsing: value) { return color.text }
        guard value.isEmpty else { return value }
        switch field.kind {
        case .boolean: return FieldKind.value(false)
        case .date: return CalendarDate.today().iso8601
        case .slider(let range, _): return String(range.lowerBound)
        case .color: return RGBAColor.white.text
        case .font: return FormField.defaultFont
        default: return value
        }
    }

    /// Sets a field's value; on a form shown now, the field shows it instead of what it showed
    /// (the person's own edit there too), and Save follows the field's rule again.
    ///
    /// ```swift
    /// form.show { response in print(response) }
    /// try form.setValue("ada@example.org", forField: "email")   // the address book answered
    /// ```
    /// - Throws: ``FormError/unknownField(_:)`` for a key no field has; ``FormError/valueNotAnOption(key:value:)``,
    ///   ``FormError/notADate(key:value:)``, ``FormError/notAFullPath(key:value:)``,
    ///   ``FormError/outOfRange(key:value:range:)``, ``FormError/notAColor(key:value:)`` or
    ///   ``FormError/notAFont(key:value:)`` for a value the field cannot show.
    public func setValue(_ value: String, forField key: String) throws(FormError) {
        guard let index = fields.firstIndex(where: { $0.key == key }) else { throw .unknownField(key) }
        var field = fields[index]
        field.value = value
        if let problem = Self.problems(in: [field]).first { throw problem }
        fields[index] = field
        applyShown(FormChange(key: key, value: Self.shownValue(of: field)), to: FormDescription.self)
    }

    /// The form as shown: values as the window shows them (NUL cannot cross into GTK; an empty
    /// date is today's).
    private func resolved() -> FormDescription {
        var shownFields = fields
        for index in shownFields.indices { shownFields[index].value = Self.shownValue(of: shownFields[index]) }
        return FormDescription(
            title: title, message: messageText, fields: shownFields,
            buttons: ActionButtons(
                extra: extraButtons, cancel: ButtonLabel(cancelTitle, fallback: .cancel),
                accept: ButtonLabel(saveTitle, fallback: .save)),
            options: options, showsCountdown: showsCountdown)
    }
}

extension FormResponse: AcceptOrCancelResponse {}
