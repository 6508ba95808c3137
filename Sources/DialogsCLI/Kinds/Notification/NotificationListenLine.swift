/// One line of zenity 3.44's `--notification --listen` protocol: `command:value`, the command
/// trimmed and read without case, the value with its leading white space removed.
enum NotificationListenLine: Equatable {
    case message(String)
    case tooltip(String)
    case icon(String)
    case hints(String)
    case visible(String)
    /// A command zenity does not know, by name.
    case unknown(String)
    /// A line without a colon.
    case unparsable

    init(_ line: String) {
        guard let colon = line.firstIndex(of: ":") else {
            self = .unparsable
            return
        }
        let command = line[..<colon].trimmingWhiteSpace().lowercased()
        let value = String(line[line.index(after: colon)...].drop(while: \.isWhitespace))
        switch command {
        case "message": self = .message(value)
        case "tooltip": self = .tooltip(value)
        case "icon": self = .icon(value)
        case "hints": self = .hints(value)
        case "visible": self = .visible(value)
        default: self = .unknown(String(line[..<colon].trimmingWhiteSpace()))
        }
    }
}

extension Substring {
    fileprivate func trimmingWhiteSpace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
