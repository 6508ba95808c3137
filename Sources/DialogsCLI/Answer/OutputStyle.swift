/// How an ending is printed and which code the process exits with: zenity 3.44's way, or native
/// mode's (plain text or, with `--json`, one JSON object). The one place both modes report through.
enum OutputStyle {
    case zenity
    case native(json: Bool)

    /// Prints `ending` this style's way and returns the exit code it ends with; `members` are
    /// added to native mode's JSON, whatever the ending.
    func report(_ ending: Outcome, with members: [(String, JSONObject.Value)] = []) -> Int32 {
        switch self {
        case .zenity: Self.reportAsZenity(ending)
        case .native(let json): Self.reportNatively(ending, json: json, members: members)
        }
    }

    /// What zenity prints for `ending`, and its exit code: an extra button prints its label and
    /// exits as for Escape.
    private static func reportAsZenity(_ ending: Outcome) -> Int32 {
        switch ending {
        case .accepted(let answer):
            if let line = answer.zenityLine { answer.print(line) }
            return ZenityExitCode.ok
        case .button(_, let label), .extraButton(_, let label):
            Output.printLine(label)
            return ZenityExitCode.escape
        case .cancelled: return ZenityExitCode.cancel
        case .closed, .quit: return ZenityExitCode.escape
        case .timedOut(let code, let answer):
            if let answer, let line = answer.zenityLine { answer.print(line) }
            return code
        case .failed: return ZenityExitCode.error
        }
    }

    /// Native mode: `ending` as plain text or one JSON object, and the ending's own exit code.
    private static func reportNatively(_ ending: Outcome, json: Bool, members added: [(String, JSONObject.Value)])
        -> Int32
    {
        func print(
            _ name: String, _ members: [(String, JSONObject.Value)] = [], plain: String? = nil, endsLine: Bool = true
        ) {
            if json {
                let own = members.filter { member in !added.contains { $0.0 == member.0 } }
                Output.printLine(JSONObject(members: [("ending", .string(name))] + own + added).serialized())
            } else if let plain {
                Answer(name: name, endsLine: endsLine).print(plain)
            }
        }
        switch ending {
        case .accepted(let answer):
            print(answer.name, answer.members, plain: answer.plainLine, endsLine: answer.endsLine)
            return NativeExitCode.accepted
        case .button(let index, let label):
            print("button", [("button", .integer(index)), ("label", .string(label))], plain: label)
            return NativeExitCode.button(index)
        case .extraButton(let index, let label):
            print("extraButton", [("button", .integer(index)), ("label", .string(label))], plain: label)
            return NativeExitCode.button(index)
        case .cancelled:
            print("cancelled")
            return NativeExitCode.cancelled
        case .closed:
            print("closed")
            return NativeExitCode.closed
        case .quit:
            print("quit")
            return NativeExitCode.quit
        case .timedOut(_, let answer):
            print("timedOut", answer?.members ?? [], plain: answer?.plainLine, endsLine: answer?.endsLine ?? true)
            return NativeExitCode.timedOut
        case .failed:
            return NativeExitCode.usage  // not reached: the mode has checked what a kind could fail on
        }
    }
}
