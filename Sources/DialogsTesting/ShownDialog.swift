@_spi(DialogsTesting) import GtkDialogs

extension ScriptedUser {
    /// A dialog the code showed, for assertions.
    public struct ShownDialog: Equatable, Sendable, CustomStringConvertible {
        /// Which kind of dialog it was.
        public enum Kind: String, Sendable {
            case alert, prompt, form, progress, list, scale, date
            case fileChooser = "file chooser", textViewer = "text viewer"
            case about
            case colorChooser = "colour chooser", notification
        }
        /// Alert, prompt, form, progress, list, scale, date, file chooser, text viewer, about, colour
        /// chooser or notification.
        public let kind: Kind
        /// The title.
        public let title: String
        /// The message under the title, if any.
        public let message: String?
        /// The buttons' labels, left to right (for prompts and forms: extras, cancel, OK/Save).
        public let buttons: [String]
        /// The fields' keys and initial values, top to bottom (a prompt has one, keyed "text").
        public let fields: [Field]
        /// A list's rows as cells (hidden columns too), as they were when the script answered.
        public var rows: [[String]] = []

        /// One field of a prompt or form.
        public struct Field: Equatable, Sendable {
            /// The key its value is returned under.
            public let key: String
            /// The label beside it.
            public let label: String
            /// Its initial value.
            public let value: String
            /// The values offered for it: a prompt's suggestions, a choice field's options.
            public let offered: [String]
        }

        /// `alert "Uh Oh" [Run away, Onward]`
        public var description: String {
            "\(kind.rawValue) \"\(title)\"" + (buttons.isEmpty ? "" : " [\(buttons.joined(separator: ", "))]")
        }
    }
}

extension ScriptedUser.ShownDialog {
    /// What a person sees of `request`.
    @MainActor
    init(_ request: DialogRequest) {
        switch request {
        case .alert(let alert):
            self.init(
                kind: .alert, title: alert.title, message: alert.message, buttons: alert.buttons, fields: [])
        case .prompt(let prompt):
            self.init(
                kind: .prompt, title: prompt.title, message: prompt.message, buttons: prompt.buttons,
                fields: [
                    Field(
                        key: "text", label: prompt.message ?? prompt.title, value: prompt.text,
                        offered: prompt.suggestions)
                ])
        case .form(let form):
            self.init(
                kind: .form, title: form.title, message: form.message, buttons: form.buttons,
                fields: form.fields.map { field in
                    let offered = if case .choice(let options) = field.kind { options } else { [String]() }
                    return Field(key: field.key, label: field.label, value: field.value, offered: offered)
                })
        case .progress(let progress):
            self.init(
                kind: .progress, title: progress.title, message: progress.message, buttons: progress.buttons,
                fields: [])
        case .fileChooser(let chooser):
            self.init(
                kind: .fileChooser, title: chooser.title, message: nil, buttons: chooser.buttons,
                fields: [
                    Field(
                        key: "filter", label: "Filter", value: chooser.filters.first?.name ?? "",
                        offered: chooser.filters.map(\.name))
                ])
        case .textViewer(let viewer):
            self.init(
                kind: .textViewer, title: viewer.title, message: viewer.checkboxLabel, buttons: viewer.buttons,
                fields: [Field(key: "text", label: viewer.title, value: viewer.text ?? "", offered: [])])
        case .list(let list):
            self.init(kind: .list, title: list.title, message: list.message, buttons: list.buttons, fields: [])
        case .scale(let scale):
            self.init(
                kind: .scale, title: scale.title, message: scale.message, buttons: scale.buttons,
                fields: [Field(key: "value", label: scale.message ?? scale.title, value: "\(scale.value)", offered: [])]
            )
        case .date(let calendar):
            self.init(
                kind: .date, title: calendar.title, message: calendar.message, buttons: calendar.buttons,
                fields: [
                    Field(
                        key: "date", label: calendar.message ?? calendar.title, value: calendar.date.iso8601,
                        offered: [])
                ])
        case .about(let about):
            self.init(kind: .about, title: about.title, message: about.comments, buttons: ["Close"], fields: [])
        case .color(let chooser):
            self.init(
                kind: .colorChooser, title: chooser.title, message: nil, buttons: chooser.buttons,
                fields: [
                    Field(
                        key: "color", label: chooser.title, value: chooser.color.text,
                        offered: chooser.palette?.map(\.text) ?? [])
                ])
        case .notification(let notification):
            self.init(
                kind: .notification, title: notification.title, message: notification.body,
                buttons: notification.buttons, fields: [])
        }
    }
}
