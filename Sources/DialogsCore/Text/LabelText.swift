/// Text for a label: plain (shown exactly as given) or Pango markup the caller asked for.
package enum LabelText: Equatable {
    case plain(String)
    case markup(String)

    /// Plain text, or the markup's source.
    package var source: String {
        switch self {
        case .plain(let text), .markup(let text): text
        }
    }

    /// A kind's `message` and `messageMarkup`: the markup wins when both are set.
    package init?(message: String?, markup: Markup?) {
        if let markup {
            self = .markup(markup.source)
        } else if let message {
            self = .plain(message)
        } else {
            return nil
        }
    }
}
