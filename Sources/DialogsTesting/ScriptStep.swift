@_spi(DialogsTesting) import GtkDialogs

/// One step of the story a scripted user follows.
extension ScriptedUser {
    enum Action {
        case choose(button: String)
        case chooseIndex(Int)
        case close
        case waitOut
        case cancel
        case type(String)
        case fill([String: String])
        case cancelAtPercent(Double)
        case letFinish
        case pick([String], filter: String?)
        case read(tick: Bool, editedText: String?)
        case chooseRows([String])
        case checkRows([String])
        case slide([Int])
        case pickDate(CalendarDate)
        case pickColor(RGBAColor)
        case activate
    }

    struct Step {
        var title: String
        var kind: ShownDialog.Kind?
        var action: Action
        var file: StaticString
        var line: UInt

        var summary: String {
            let what: String =
                switch action {
                case .choose(let label): "choose \"\(label)\""
                case .chooseIndex(let index): "choose button \(index)"
                case .close: "close"
                case .waitOut: "wait out"
                case .cancel: "cancel"
                case .type(let text): "type \"\(text)\""
                case .fill(let values): "fill \(values.keys.sorted())"
                case .cancelAtPercent(let percent): "cancel at \(percent)%"
                case .letFinish: "let finish"
                case .pick(let paths, _): "pick \(paths)"
                case .read(let tick, let edited):
                    (tick ? "tick the box and " : "") + (edited.map { "edit to \"\($0)\" and " } ?? "") + "press OK"
                case .chooseRows(let labels): "choose \(labels.map { "\"\($0)\"" }.joined(separator: ", "))"
                case .checkRows(let labels): "check \(labels.map { "\"\($0)\"" }.joined(separator: ", "))"
                case .slide(let values): "slide to \(values.map(String.init).joined(separator: ", "))"
                case .pickDate(let date): "pick \(date)"
                case .pickColor(let color): "pick \(color.text)"
                case .activate: "click"
                }
            return "\(what) in \(kind?.rawValue ?? "dialog") \"\(title)\""
        }
    }
}
