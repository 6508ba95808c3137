/// One field of a typed form, bound to a property of the caller's value through a writable key path.
///
/// ```swift
/// struct Contact { var name = "Ada Lovelace"; var born = 1815; var subscribed = false }
/// let edited = await FormDialog.edit(contact, title: "Edit Contact", fields: [
///     .text("Name", \.name, isRequired: true),
///     .number("Born", \.born),
///     .toggle("Newsletter", \.subscribed),
/// ])
/// if let edited { contact = edited.value }
/// ```
/// The field's key is its label; a scripted user fills it by that label.
public struct FormBinding<Value> {
    let keyPath: PartialKeyPath<Value>
    let field: (Value) -> FormField
    let apply: (inout Value, String) -> Void

    /// A text field for a `String` property.
    ///
    /// ```swift
    /// .text("Email", \.email, kind: .email)
    /// ```
    public static func text(
        _ label: String, _ keyPath: WritableKeyPath<Value, String>, kind: FieldKind = .text,
        isRequired: Bool = false, placeholder: String? = nil, validator: Validator? = nil
    ) -> FormBinding {
        FormBinding(
            keyPath: keyPath,
            field: {
                FormField(
                    key: label, label: label, value: $0[keyPath: keyPath], kind: kind, isRequired: isRequired,
                    placeholder: placeholder, validator: validator)
            },
            apply: { $0[keyPath: keyPath] = $1 })
    }

    /// A number field for an `Int`, `Double` or other numeric property; the form refuses
    /// text that is not a number of that type, with a reason that fits it ("Enter a whole number,
    /// such as 1815." for an `Int`). A decimal comma reads as a point.
    ///
    /// ```swift
    /// .number("Born", \.born)
    /// ```
    public static func number<Number: LosslessStringConvertible & Numeric & SendableMetatype>(
        _ label: String, _ keyPath: WritableKeyPath<Value, Number>, validator: Validator? = nil
    ) -> FormBinding {
        // The kind's format and its reason ("such as 1815 or 2.5") fit no whole-number type.
        let reason =
            Number("0.5") == nil
            ? TextDomain.library("Enter a whole number, such as 1815.")
            : TextDomain.library("Enter a number, such as 1815 or 2.5.")
        let parse = { @Sendable (text: String) in Number(String(text.map { $0 == "," ? "." : $0 })) }
        let format = Validator {
            $0.isEmpty || FieldFormats.isNumber($0) && parse($0) != nil ? .valid : .invalid(reason: reason)
        }
        return FormBinding(
            keyPath: keyPath,
            field: {
                var field = FormField(
                    key: label, label: label, value: "\($0[keyPath: keyPath])", kind: .number, isRequired: true,
                    validator: validator)
                field.format = format
                return field
            },
            apply: { value, text in
                if let number = parse(text) { value[keyPath: keyPath] = number }
            })
    }

    /// A check box for a `Bool` property, labelled `label`.
    ///
    /// ```swift
    /// .toggle("Newsletter", \.subscribed)
    /// ```
    public static func toggle(_ label: String, _ keyPath: WritableKeyPath<Value, Bool>) -> FormBinding {
        FormBinding(
            keyPath: keyPath,
            field: {
                FormField(key: label, label: label, value: FieldKind.value($0[keyPath: keyPath]), kind: .boolean)
            },
            apply: { $0[keyPath: keyPath] = $1 == FieldKind.value(true) })
    }

    /// A slider for an `Int` property, from `range.lowerBound` to `range.upperBound` by `step`.
    ///
    /// ```swift
    /// .slider("Volume", \.volume, range: 0...100, step: 5)
    /// ```
    public static func slider(
        _ label: String, _ keyPath: WritableKeyPath<Value, Int>, range: ClosedRange<Int>, step: Int = 1
    ) -> FormBinding {
        FormBinding(
            keyPath: keyPath,
            field: {
                FormField(
                    key: label, label: label, value: String($0[keyPath: keyPath]), kind: .slider(range, step: step))
            },
            apply: { value, text in
                if let number = Int(text) { value[keyPath: keyPath] = number }
            })
    }

    /// A file chooser button for a `String` property that holds a full path (empty for none).
    ///
    /// ```swift
    /// .file("Photo", \.photoPath, isRequired: true)
    /// ```
    public static func file(
        _ label: String, _ keyPath: WritableKeyPath<Value, String>, isRequired: Bool = false
    ) -> FormBinding {
        text(label, keyPath, kind: .file, isRequired: isRequired)
    }

    /// A folder chooser button for a `String` property that holds a full path (empty for none).
    ///
    /// ```swift
    /// .folder("Back up to", \.backupFolder)
    /// ```
    public static func folder(
        _ label: String, _ keyPath: WritableKeyPath<Value, String>, isRequired: Bool = false
    ) -> FormBinding {
        text(label, keyPath, kind: .folder, isRequired: isRequired)
    }

    /// A choice of the cases of a `String`-backed enum property, labelled by their raw values.
    ///
    /// ```swift
    /// enum Plan: String, CaseIterable { case free = "Free", pro = "Pro" }
    /// .choice("Plan", \.plan)
    /// ```
    public static func choice<Choice: CaseIterable & RawRepresentable>(
        _ label: String, _ keyPath: WritableKeyPath<Value, Choice>
    ) -> FormBinding where Choice.RawValue == String {
        FormBinding(
            keyPath: keyPath,
            field: {
                FormField(
                    key: label, label: label, value: $0[keyPath: keyPath].rawValue,
                    kind: .choice(Choice.allCases.map(\.rawValue)))
            },
            apply: { value, text in
                if let choice = Choice(rawValue: text) { value[keyPath: keyPath] = choice }
            })
    }
}

/// A typed form's answer on Save: the edited value, and which properties changed.
///
/// ```swift
/// if let edited = await FormDialog.edit(contact, title: "Edit Contact", fields: fields),
///    edited.changed.contains(\Contact.email) {
///     sendConfirmation(to: edited.value.email)
/// }
/// ```
public struct EditedValue<Value> {
    /// The value with every field's final text applied.
    public var value: Value
    /// The key paths of the fields whose text differs from the initial one.
    public var changed: Set<PartialKeyPath<Value>>
}

extension FormDialog {
    /// Edits `value` in a form of `fields`, and returns the edited value on Save
    /// (nil for every other ending).
    ///
    /// ```swift
    /// if let edited = await FormDialog.edit(contact, title: "Edit Contact", fields: [
    ///     .text("Name", \.name, isRequired: true), .number("Born", \.born),
    /// ]) {
    ///     contact = edited.value
    /// }
    /// ```
    /// Fields are checked as in ``init(title:message:saveTitle:cancelTitle:fields:)-(_,_,_,_,()->[FormField])``:
    /// two fields with the same label are a programmer error.
    public static func edit<Value>(
        _ value: Value, title: String, message: String? = nil, fields: [FormBinding<Value>],
        saveTitle: String? = nil, cancelTitle: String? = nil, parent: ParentWindow? = nil, timeout: Duration? = nil
    ) async -> EditedValue<Value>? {
        let form = FormDialog(title: title, message: message, saveTitle: saveTitle, cancelTitle: cancelTitle) {
            fields.map { $0.field(value) }
        }
        return edited(value, fields, await form.response(parent: parent, timeout: timeout))
    }

    /// Edits `value` in a form of `fields`; `onSave` gets the edited value, `onCancel`
    /// runs for every other ending.
    ///
    /// ```swift
    /// FormDialog.edit(contact, title: "Edit Contact", fields: [.text("Name", \.name)],
    ///                 onSave: { contact = $0.value })
    /// ```
    public static func edit<Value>(
        _ value: Value, title: String, message: String? = nil, fields: [FormBinding<Value>],
        saveTitle: String? = nil, cancelTitle: String? = nil, parent: ParentWindow? = nil, timeout: Duration? = nil,
        onSave: @escaping @MainActor (EditedValue<Value>) -> Void, onCancel: @escaping @MainActor () -> Void = {}
    ) {
        let form = FormDialog(title: title, message: message, saveTitle: saveTitle, cancelTitle: cancelTitle) {
            fields.map { $0.field(value) }
        }
        form.show(parent: parent, timeout: timeout) { response in
            if let edited = edited(value, fields, response) { onSave(edited) } else { onCancel() }
        }
    }

    /// The value with the saved texts applied, by the same keys the form answered with.
    private static func edited<Value>(
        _ value: Value, _ fields: [FormBinding<Value>], _ response: FormResponse
    ) -> EditedValue<Value>? {
        guard case .saved(let values, let changedKeys) = response else { return nil }
        var edited = EditedValue(value: value, changed: [])
        for binding in fields {
            let key = binding.field(value).key
            guard let text = values[key], changedKeys.contains(key) else { continue }
            binding.apply(&edited.value, text)
            edited.changed.insert(binding.keyPath)
        }
        return edited
    }
}
