import DialogsCore

/// A desktop notification: zenity's `--notification`, native `notify`.
struct NotificationOptions: OptionValues {
    /// zenity's `--listen`: commands from standard input.
    var listens = false
    /// `--hint NAME:VALUE`, repeated.
    var hints: [String] = []
    /// `--icon`: a name from the icon theme, or a file.
    var icon: String?
    /// Native `--urgency`.
    var urgency: String?
    /// Native `--action`, repeated: button labels.
    var actions: [String] = []
    var hasDefaultAction = false
    var applicationName: String?

    /// Native `--urgency`'s value.
    func resolvedUrgency() throws(UsageError) -> DesktopNotification.Urgency {
        switch urgency {
        case nil, "normal": .normal
        case "low": .low
        case "critical": .critical
        case let other?:
            // Translators: low, normal and critical are the values --urgency takes: keep them.
            throw UsageError(message: TextDomain.tool.format("--urgency \"%s\": give low, normal or critical", other))
        }
    }

    /// A name when it has no slash, else a file.
    static func icon(_ value: String?) -> DesktopNotification.Icon? {
        guard let value, !value.isEmpty else { return nil }
        return value.contains("/") ? .file(value) : .named(value)
    }
}

extension NotificationOptions {
    static let zenityGroups = [
        OptionGroup.Heading(
            name: "notification", title: "Notification icon options", help: "Show notification icon options")
    ]

    /// Native `--title` is the summary, `--text` the body. zenity 4's `--icon` is a general
    /// option; for a notification it becomes the window icon.
    static var declarations: [Option] {
        [
            .string("icon", "An icon name or image file beside the text", argument: "ICON", \NotificationOptions.icon)
                .completing(.files).nativeOnly,
            .string("urgency", "low, normal (the default) or critical", argument: "LEVEL", \NotificationOptions.urgency)
                .completing(.words(["low", "normal", "critical"])).nativeOnly,
            .strings(
                "action", "An action button (repeat); waits for a click (exit code 10 for the first)",
                argument: "LABEL", \NotificationOptions.actions
            ).nativeOnly,
            .flag(
                "default-action", "Wait for a click on the notification itself (exit code 0)",
                \NotificationOptions.hasDefaultAction
            ).nativeOnly,
            .flag("listen", "Listen for commands on stdin", \NotificationOptions.listens).zenityOnly,
            .strings(
                "hint", "A hint NAME:VALUE for the service, as zenity's (category:, transient:true…; repeat)",
                argument: "HINT", \NotificationOptions.hints
            ).zenity("Set the notification hints", argument: "TEXT"),
            .string(
                "app-name", "The application name the service shows", argument: "NAME",
                \NotificationOptions.applicationName
            )
            .nativeOnly,
        ]
    }
}
