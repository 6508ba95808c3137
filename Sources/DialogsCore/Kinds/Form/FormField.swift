/// What a form field holds: sets GTK's input purpose and hints (the desktop's
/// counterpart of a per-field keyboard type) and the format the text must have.
///
/// ```swift
/// FormField(key: "born", label: "Born", value: "1815", kind: .number)
/// ```
public enum FieldKind: Equatable, Sendable {
    /// Free text.
    case text
    /// A number such as `1815`, `-3` or `2.5`.
    case number
    /// A phone number: digits, spaces and `+ ( ) - . /`, at least three digits.
    case phone
    /// An email address such as `ada@example.org`.
    case email
    /// An absolute URL such as `https://example.org`.
    case url
    /// Hidden text.
    case password
    /// One of `options`, picked from a drop-down; the value is the option's text.
    case choice([String])
    /// Any text, typed or picked from `options` in a drop-down beside the entry (Down and Up step
    /// through them); the value is the text.
    ///
    /// ```swift
    /// FormField(key: "branch", label: "Branch", value: "main", kind: .editableChoice(["main", "develop"]))
    /// ```
    case editableChoice([String])
    /// A day, picked in a calendar; the value is `YYYY-MM-DD` (``CalendarDate/iso8601``), and an
    /// empty initial value starts at today.
    case date
    /// Several lines of text: Return starts a new line, Tab moves on.
    ///
    /// ```swift
    /// FormField(key: "notes", label: "Notes", value: "Run the tests first.", kind: .multilineText)
    /// ```
    case multilineText
    /// One row of a list with columns; the value is the row's index as text, empty when none is chosen.
    case list(FormList)
    /// A check box beside the label: the value is `true` or `false` (empty is `false`); Space ticks it.
    ///
    /// ```swift
    /// FormField(key: "newsletter", label: "Send me the newsletter", value: "true", kind: .boolean)
    /// ```
    case boolean
    /// A file, picked with a chooser button that shows its name; the value is its full path, empty
    /// while none is chosen. A required one says "Choose a file".
    ///
    /// ```swift
    /// FormField(key: "photo", label: "Photo", value: "/home/ada/ada.png", kind: .file)
    /// ```
    case file
    /// A folder, picked with a chooser button that shows its name; the value is its full path.
    ///
    /// ```swift
    /// FormField(key: "backup", label: "Back up to", kind: .folder, isRequired: true)
    /// ```
    case folder
    /// A whole number on a slider from `range.lowerBound` to `range.upperBound`, the arrow keys
    /// moving it by `step`; the value is the number as text, and an empty initial value starts at
    /// the lowest. A number outside the range is refused ("Choose a number from 0 to 100.").
    ///
    /// ```swift
    /// FormField(key: "volume", label: "Volume", value: "40", kind: .slider(0...100, step: 5))
    /// ```
    case slider(ClosedRange<Int>, step: Int = 1)
    /// Read-only text between fields, its `label` across the form: no value, nothing in the answer,
    /// and Return passes it by.
    ///
    /// ```swift
    /// FormField(key: "about-address", label: "Where we send the invoice:", kind: .label)
    /// ```
    case label
    /// A line between fields (its `label` is not shown): no value, nothing in the answer.
    ///
    /// ```swift
    /// FormField(key: "line", label: "", kind: .separator)
    /// ```
    case separator
    /// A colour, picked with a colour button that opens GTK's colour chooser, opacity included (as
    /// ``ColorChooser/usesAlpha``); the value is `rgb(r,g,b)` (`rgba(r,g,b,a)` when translucent), as
    /// ``ColorChooser`` answers. The initial value may be any colour text ``RGBAColor/init(parsing:)``
    /// reads; empty is white.
    ///
    /// ```swift
    /// FormField(key: "accent", label: "Accent", value: "teal", kind: .color)
    /// ```
    case color
    /// A font, picked with a font button that opens GTK's font chooser; the value is Pango's text
    /// for it ("DejaVu Sans Bold 12"), as ``FontChooser`` answers; empty is "Sans 12".
    ///
    /// ```swift
    /// FormField(key: "font", label: "Editor font", value: "Monospace 11", kind: .font)
    /// ```
    case font

    /// Whether the field only shows something (``label``, ``separator``): it takes no value, no
    /// focus, and is left out of the answer.
    ///
    /// ```swift
    /// let keys = form.fields.filter { !$0.kind.isDecoration }.map(\.key)   // the keys an answer has
    /// ```
    public var isDecoration: Bool { self == .label || self == .separator }

    /// A check box's value for `isOn`.
    ///
    /// ```swift
    /// FormField(key: "newsletter", label: "Newsletter", value: FieldKind.value(subscribed), kind: .boolean)
    /// ```
    public static func value(_ isOn: Bool) -> String { isOn ? "true" : "false" }

    /// Whether `value` is one this kind can hold: an offered option, a row index, a full path, or empty.
    func offers(_ value: String) -> Bool {
        switch self {
        case .choice(let options): value.isEmpty || options.contains(value)
        case .list(let list): value.isEmpty || list.row(forValue: value) != nil
        case .boolean: value.isEmpty || value == "true" || value == "false"
        case .file, .folder: value.isEmpty || value.hasPrefix("/")
        case .slider(let range, _): value.isEmpty || Int(value).map(range.contains) == true
        case .color: value.isEmpty || (try? RGBAColor(parsing: value)) != nil
        case .font: value.isEmpty || FontSelection(pangoText: value) != nil
        default: true
        }
    }
}

/// One labelled value in a ``FormDialog``.
///
/// ```swift
/// FormField(key: "email", label: "Email", value: contact.email, kind: .email)
/// ```
public struct FormField: Sendable {
    /// The key the value is returned under.
    public var key: String
    /// The label shown beside the field (plain text); it also names the field for screen readers.
    public var label: String
    /// The initial value.
    public var value: String
    /// The kind of value.
    public var kind: FieldKind
    /// An empty value is refused.
    public var isRequired: Bool
    /// Grey hint shown while the field is empty.
    public var placeholder: String?
    /// An extra rule, checked after `isRequired` and the kind's format.
    public var validator: Validator?
    /// A format in place of the kind's, with a reason of its own: a typed number field's
    /// (``FormBinding/number(_:_:validator:)``: an `Int`'s takes no 2.5).
    var format: Validator?

    /// Describes a field.
    ///
    /// ```swift
    /// FormField(key: "name", label: "Name", value: "Ada Lovelace", isRequired: true)
    /// ```
    public init(
        key: String, label: String, value: String = "", kind: FieldKind = .text, isRequired: Bool = false,
        placeholder: String? = nil, validator: Validator? = nil
    ) {
        self.key = key
        self.label = label
        self.value = value
        self.kind = kind
        self.isRequired = isRequired
        self.placeholder = placeholder
        self.validator = validator
    }

    /// The whole rule for this field: required, then the kind's format, then `validator`.
    ///
    /// ```swift
    /// FormField(key: "born", label: "Born", kind: .number).rule.validate("18x5").isValid   // false
    /// ```
    public var rule: Validator {
        let reason =
            switch kind {
            case .file: TextDomain.library.format("Choose a file for %s.", label)
            case .folder: TextDomain.library.format("Choose a folder for %s.", label)
            default: TextDomain.library.format("%s is required.", label)
            }
        let required =
            isRequired && !kind.isDecoration
            ? Validator { $0.contains { !$0.isWhitespace } ? .valid : .invalid(reason: reason) }
            : .any
        return required.and(format ?? FieldFormats.validator(for: kind)).and(validator ?? .any)
    }

    /// A font field's font when it is given none: GtkFontButton's own.
    static let defaultFont = "Sans 12"

    /// Whether `path` is a full path to what a file or folder field's chooser could pick now: a
    /// folder for `.folder`, anything else that is there for `.file`.
    static func isThere(_ path: String, kind: FieldKind) -> Bool {
        guard path.hasPrefix("/") else { return false }
        return kind == .folder ? Platform.isFolder(path) : Platform.exists(path) && !Platform.isFolder(path)
    }
}

/// Builds a form's fields from a list of ``FormField`` expressions, `if`s and `for`s.
///
/// ```swift
/// FormDialog(title: "Login") {
///     FormField(key: "user", label: "User", isRequired: true)
///     if asksForPassword { FormField(key: "password", label: "Password", kind: .password) }
/// }
/// ```
public typealias FormFieldBuilder = ArrayBuilder<FormField>
