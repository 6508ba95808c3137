import DialogsCore

extension ScriptedUser {
    /// A dialog the code showed, for assertions.
    public struct ShownDialog: Equatable, Sendable, CustomStringConvertible {
        /// Which kind of dialog it was: `.alert`, `.prompt`, `.form`, `.list`… (each kind's steps
        /// name its own).
        public struct Kind: RawRepresentable, Hashable, Sendable {
            /// The kind's name, as failure messages say it: "alert", "file chooser"…
            public let rawValue: String

            /// A kind by its name.
            ///
            /// ```swift
            /// XCTAssertEqual(user.shown.first?.kind, ScriptedUser.ShownDialog.Kind(rawValue: "alert"))
            /// ```
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// The kind whose requests are `Request`s: its name is the request type's.
            init<Request: ScriptedDialog>(_ request: Request.Type) {
                self.init(rawValue: Request.kind)
            }
        }
        /// Alert, prompt, form, progress, list, scale, date, file chooser, text viewer, about, color
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
    init(_ request: any ScriptedDialog) {
        self.init(
            kind: Kind(rawValue: request.kind), title: request.title, message: request.message,
            buttons: request.buttons,
            fields: request.fields.map {
                Field(key: $0.key, label: $0.label, value: $0.value, offered: $0.offered)
            },
            rows: request.rows)
    }
}
