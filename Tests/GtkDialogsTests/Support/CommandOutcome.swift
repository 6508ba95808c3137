import Foundation

/// How a command-line run ended, as a script sees it: its exit status and its stdout.
struct CommandOutcome: Equatable {
    var status: Int32
    var output: String
}

/// Runs `program` in this process's environment plus `environment`, without zenity's exit-code
/// overrides. With `lines`, they are written to its stdin, which stays open (a producer that keeps
/// the pipe) unless `closesInput`; without, stdin is empty. `keys` are then pressed in its window,
/// found by `title` or else by its process id.
func runCommand(
    _ program: URL, _ arguments: [String], lines: String? = nil, closesInput: Bool = false, keys: [String] = [],
    title: String? = nil, environment: [String: String] = [:]
) throws -> (outcome: CommandOutcome, errors: String) {
    let input = lines.map { _ in Pipe() }
    let process = try LaunchedProgram(
        program, arguments: arguments, environment: LaunchedProgram.environmentWithoutExitCodeOverrides(environment),
        input: input)
    defer { try? input?.fileHandleForWriting.close() }
    if let input, let lines {
        input.send(lines)
        if closesInput { try input.fileHandleForWriting.close() }
    }
    if !keys.isEmpty {
        if let title { try process.focusWindow(titled: title) } else { try process.focusWindow() }
        try xdotool(["key", "--delay", "50"] + keys)
    }
    return (CommandOutcome(status: process.waitForExit() ?? -1, output: process.output), process.errors)
}
