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
        input.fileHandleForWriting.write(Data(lines.utf8))
        if closesInput { try input.fileHandleForWriting.close() }
    }
    if !keys.isEmpty {
        if let title { try process.focusWindow(titled: title) } else { try process.focusWindow() }
        try xdotool(["key", "--delay", "50"] + keys)
    }
    return (CommandOutcome(status: process.waitForExit() ?? -1, output: process.output), process.errors)
}

/// Runs `first` and `second` at once, each on a thread of its own, and returns both results (or
/// throws the first one's error): for side-by-side runs that press no keys, where nothing needs
/// the focus, so zenity's run and ours need not wait for each other.
func bothAtOnce<Result: Sendable>(
    _ first: @escaping @Sendable () throws -> Result, _ second: @escaping @Sendable () throws -> Result
) throws -> (Result, Result) {
    let results = PairResults<Result>()
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        let value = Swift.Result { try (index == 0 ? first : second)() }
        results.lock.withLock { results.values[index] = value }
    }
    return (try results.values[0]!.get(), try results.values[1]!.get())
}

/// What `bothAtOnce`'s two threads write, under a lock.
private final class PairResults<Value>: @unchecked Sendable {
    let lock = NSLock()
    var values: [Result<Value, Error>?] = [nil, nil]
}
