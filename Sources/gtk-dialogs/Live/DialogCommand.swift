import GtkDialogs

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

    /// Every command's name, as `--help` and the man page list them.
    static let summary = """
        title: TEXT · text: TEXT · ok-label: TEXT · cancel-label: TEXT · enable: ok|cancel|LABEL · \
        disable: ok|cancel|LABEL · progress: PERCENT · progress-text: TEXT · add-row: CELL[|CELL…] · \
        remove-row: FIRST-CELL · step: TITLE: pending|working|done|failed|skipped[: DETAIL] · quit
        """

    /// The command `line` says; nil for an empty line or a comment (`#…`); a message saying what
    /// is wrong otherwise.
    static func parse(_ line: String) -> Result<DialogCommand?, CommandError> {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .success(nil) }
        if trimmed.trimmingSpaces == "quit" { return .success(.quit) }
        guard let colon = trimmed.firstIndex(of: ":") else {
            return .failure(CommandError("\"\(trimmed.prefix(40))\" is not a command (name: value)"))
        }
        let name = String(trimmed[..<colon]).trimmingSpaces
        let value = String(trimmed[trimmed.index(after: colon)...].drop { $0 == " " })
        switch name {
        case "title": return .success(.title(value))
        case "text": return .success(.text(value))
        case "ok-label": return .success(.okLabel(value))
        case "cancel-label": return .success(.cancelLabel(value))
        case "enable": return .success(.enable(buttonName(value)))
        case "disable": return .success(.disable(buttonName(value)))
        case "progress":
            guard let percent = Double(value.trimmingSpaces), percent.isFinite, (0...100).contains(percent) else {
                return .failure(CommandError("progress takes a percentage from 0 to 100, not \"\(value.prefix(40))\""))
            }
            return .success(.progress(percent))
        case "progress-text": return .success(.progressText(value))
        case "add-row":
            return .success(.addRow(value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)))
        case "remove-row": return .success(.removeRow(firstCell: value))
        case "step": return step(value)
        case "quit": return .success(.quit)
        default: return .failure(CommandError("unknown command \"\(name.prefix(40))\""))
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
                    "step takes TITLE: pending|working|done|failed|skipped[: DETAIL], not \"\(value.prefix(40))\""))
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

extension String {
    /// The parts between each `separator`, in order (empty parts kept).
    func splitting(on separator: String) -> [String] {
        var parts: [String] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        return parts + [String(rest)]
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
