import DialogsCore

/// One line of a `--commands` file: what the program driving a shown dialog asks of it.
enum DialogCommand: Equatable {
    /// A button as a command names it: `ok`, `cancel`, or the label of one of its buttons.
    enum ButtonName: Equatable {
        case ok, cancel
        case labelled(String)
    }

    case title(String)
    case text(String)
    case okLabel(String)
    case cancelLabel(String)
    case enable(ButtonName)
    case disable(ButtonName)
    case progress(Double)
    case progressText(String)
    case addRow([String])
    case removeRow(firstCell: String)
    case step(title: String, status: StepStatus, detail: String?)
    case quit

    /// One command as the man page documents it: how a line writes it, what it does, and a line
    /// that gives it (tests parse each example).
    struct Reference {
        let form: String
        let meaning: String
        let example: String
    }

    /// Every command, in the order the man page lists them.
    static let reference = [
        Reference(
            form: "title: TEXT", meaning: "The window's title (an alert's heading too).", example: "title: Setup"),
        Reference(
            form: "text: TEXT", meaning: "The message under the title; Pango markup with --markup.",
            example: "text: Copying 3 files"),
        Reference(
            form: "ok-label: TEXT",
            meaning: "The label of the OK button (a confirm's confirm button, an alert's "
                + "--default button).", example: "ok-label: Install all"),
        Reference(
            form: "cancel-label: TEXT",
            meaning: "The label of the cancel button (a confirm's Cancel, an alert's "
                + "--cancel button).", example: "cancel-label: Not now"),
        Reference(
            form: "enable: ok|cancel|LABEL",
            meaning: "The button can be pressed again, unless the dialog's own rule "
                + "holds it back (a prompt's OK while its text is refused, a step list's OK while a step waits).",
            example: "enable: ok"),
        Reference(
            form: "disable: ok|cancel|LABEL",
            meaning: "The button (named by its role, or by its label as given) "
                + "cannot be pressed, neither by a click nor by Return.", example: "disable: cancel"),
        Reference(
            form: "progress: PERCENT",
            meaning: "progress: the bar, from 0 to 100; 100 completes the work (with --commands, the end of "
                + "standard input does not).", example: "progress: 42.5"),
        Reference(
            form: "progress-text: TEXT", meaning: "progress: the text on the bar.", example: "progress-text: Copying"),
        Reference(
            form: "add-row: CELL[|CELL…]",
            meaning: "list: a row at the end, its cells separated by | (a checklist's "
                + "first cell TRUE or FALSE).", example: "add-row: gimp|Image editor"),
        Reference(
            form: "remove-row: FIRST-CELL", meaning: "list: removes the first row whose first cell is FIRST-CELL.",
            example: "remove-row: gimp"),
        Reference(
            form: "step: TITLE: pending|working|done|failed|skipped[: DETAIL]",
            meaning: "steps: the step's status and detail line; a title no step has adds a step at the end.",
            example: "step: Download: done: 84 MB"),
        Reference(
            form: "quit",
            meaning: "Ends the dialog as dismissed by the program that drives it: exit code 4, "
                + "{\"ending\":\"quit\"} with --json.", example: "quit"),
    ]

    /// The command `line` says; nil for an empty line or a comment (`#…`); a message saying what
    /// is wrong otherwise.
    ///
    /// It looks at the line's UTF-8 bytes (every character it looks for is ASCII): a thousand
    /// lines arrive at once, and taking each apart by `Character`s cost 30 µs a line.
    static func parse(_ line: String) -> Result<DialogCommand?, CommandError> {
        let trimmed = line.droppingLeading { $0 == .space || $0 == .tab }
        if trimmed.isEmpty || trimmed.utf8.first == UInt8(ascii: "#") { return .success(nil) }
        if trimmed.trimmingSpaces == "quit" { return .success(.quit) }
        guard let colon = trimmed.utf8.firstIndex(of: UInt8(ascii: ":")) else {
            return .failure(
                CommandError(
                    TextDomain.tool.format("\"%s\" is not a command (name: value)", String(trimmed.prefix(40)))))
        }
        let name = trimmed[..<colon].trimmingSpaces
        let value = String(trimmed[trimmed.utf8.index(after: colon)...].droppingLeading { $0 == .space })
        switch name {
        case "title": return .success(.title(value))
        case "text": return .success(.text(value))
        case "ok-label": return .success(.okLabel(value))
        case "cancel-label": return .success(.cancelLabel(value))
        case "enable": return .success(.enable(buttonName(value)))
        case "disable": return .success(.disable(buttonName(value)))
        case "progress":
            guard let percent = Double(value.trimmingSpaces), percent.isFinite, (0...100).contains(percent) else {
                return .failure(
                    CommandError(
                        TextDomain.tool.format(
                            "progress takes a percentage from 0 to 100, not \"%s\"", String(value.prefix(40)))
                    ))
            }
            return .success(.progress(percent))
        case "progress-text": return .success(.progressText(value))
        case "add-row":
            return .success(.addRow(value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)))
        case "remove-row": return .success(.removeRow(firstCell: value))
        case "step": return step(value)
        case "quit": return .success(.quit)
        default:
            return .failure(CommandError(TextDomain.tool.format("unknown command \"%s\"", String(name.prefix(40)))))
        }
    }

    private static func buttonName(_ value: String) -> ButtonName {
        switch value.trimmingSpaces {
        case "ok": .ok
        case "cancel": .cancel
        default: .labelled(value)
        }
    }

    /// `TITLE: STATUS[: DETAIL]`: the status is the first `: `-separated part that names one, so a
    /// title may hold `: ` too.
    private static func step(_ value: String) -> Result<DialogCommand?, CommandError> {
        let parts = value.splitting(on: ": ")
        guard
            let index = parts.indices.dropFirst().first(where: { StepStatus(rawValue: parts[$0].trimmingSpaces) != nil }
            )
        else {
            return .failure(
                CommandError(
                    // Translators: keep the command's form (TITLE, the statuses) as it is.
                    TextDomain.tool.format(
                        "step takes TITLE: pending|working|done|failed|skipped[: DETAIL], not \"%s\"",
                        String(value.prefix(40)))))
        }
        let detail = parts[(index + 1)...].joined(separator: ": ")
        return .success(
            .step(
                title: parts[..<index].joined(separator: ": "),
                status: StepStatus(rawValue: parts[index].trimmingSpaces)!,
                detail: detail.isEmpty ? nil : detail))
    }
}

/// Why a line of a `--commands` file is not a command.
struct CommandError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
}

extension String {
    /// The parts between each `separator` (ASCII), in order (empty parts kept).
    func splitting(on separator: String) -> [String] {
        let separator = Array(separator.utf8)
        let bytes = utf8
        var parts: [String] = []
        var partStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index...].starts(with: separator) {
                parts.append(String(self[partStart..<index]))
                index = bytes.index(index, offsetBy: separator.count)
                partStart = index
            } else {
                bytes.formIndex(after: &index)
            }
        }
        return parts + [String(self[partStart...])]
    }
}

extension StringProtocol {
    /// Without the leading bytes `drop` says (ASCII ones: the rest starts on a character).
    fileprivate func droppingLeading(_ drop: (UInt8) -> Bool) -> SubSequence {
        let bytes = utf8
        var start = bytes.startIndex
        while start < bytes.endIndex, drop(bytes[start]) { bytes.formIndex(after: &start) }
        return self[start...]
    }

    /// Without spaces, tabs and carriage returns at either end.
    var trimmingSpaces: String {
        let bytes = utf8
        let isSpace = { (byte: UInt8) in byte == .space || byte == .tab || byte == .carriageReturn }
        var start = bytes.startIndex
        while start < bytes.endIndex, isSpace(bytes[start]) { bytes.formIndex(after: &start) }
        var end = start
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            if !isSpace(byte) { end = index }
        }
        return String(self[start..<end])
    }
}
