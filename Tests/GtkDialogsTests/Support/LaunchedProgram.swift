import Dispatch
import Foundation
import XCTest

// Running helper programs: built products, xdotool, and programs that run in the
// background while a test drives them (the demo, the CLI, zenity, the AT-SPI check).

enum ProgramLocator {
    /// A product built beside this test bundle (`swift build --build-tests` builds them all).
    static func builtProduct(_ name: String) throws -> URL {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [directory, directory.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("\(name) is not built next to the tests; run `make test`")
    }
}

/// Runs `xdotool` and returns its first output line (a window id for `search`).
@discardableResult
func xdotool(_ arguments: String...) throws -> String {
    try xdotool(arguments)
}

/// On Wayland, `key` and `type` go to the focused window through `wl-keys`; other
/// commands (window search, focus by X id) have no Wayland meaning and fail.
@discardableResult
func xdotool(_ arguments: [String]) throws -> String {
    if DisplayServer.isWayland {
        guard let keys = Sway.keyArguments(forXdotool: arguments) else {
            throw ProgramError.failed("xdotool \(arguments.joined(separator: " ")) is X only")
        }
        return try runProgram(Sway.wlKeys, keys)
    }
    if arguments.first == "type", let text = arguments.last { try TypedCharacters.bind(text) }
    let output = try arguments.first == "search" ? xdotoolSearch(arguments) : runProgram("/usr/bin/xdotool", arguments)
    return output.split(separator: "\n").first.map(String.init) ?? ""
}

/// Runs `xdotool search …` (under `timeout` when `seconds` is given) and returns its output. The
/// search reads every window's properties, and a window destroyed meanwhile (a dialog that just
/// ended) aborts it with BadWindow: it is run again then, up to 5 times (not after `timeout`'s 124).
func xdotoolSearch(_ arguments: [String], within seconds: Int? = nil) throws -> String {
    let command = seconds.map { ["/usr/bin/timeout", String($0), "xdotool"] } ?? ["/usr/bin/xdotool"]
    var attempt = 1
    while true {
        do {
            return try runProgram(command[0], Array(command.dropFirst()) + arguments)
        } catch ProgramError.failed(let failure) where attempt < 5 && !failure.hasSuffix("exited 124") {
            attempt += 1
        }
    }
}

/// Runs a program to its end (within 20 s) and returns its stdout; fails on a non-zero exit.
@discardableResult
func runProgram(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try LaunchedProgram.launching.withLock { try process.run() }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    if finished.wait(timeout: .now() + 20) == .timedOut {
        process.terminate()
        throw ProgramError.timedOut("\(path) \(arguments.joined(separator: " "))")
    }
    guard process.terminationStatus == 0 else {
        throw ProgramError.failed("\(path) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
}

enum ProgramError: Error {
    case timedOut(String)
    case failed(String)
}

/// A program running in the background whose stdout and stderr are collected.
final class LaunchedProgram: @unchecked Sendable {
    private let process = Process()
    private let lock = NSCondition()
    private var collected = ""
    private var collectedErrors = ""
    private var terminated = false
    private var terminatedAt = Date.distantFuture
    /// Pipes read to their end (output, errors).
    private var pipesAtEnd = 0
    /// Whether the program is one of ours, whose GLib criticals fail the test (`GLibCriticals`).
    private let isOurs: Bool
    /// How much of stderr (UTF-8 bytes) was searched for GLib criticals.
    private var errorsScanned = 0
    /// A child the program left running may hold its pipes open: after it terminated, its output
    /// is taken as complete within this many seconds even without their end.
    private static let pipeEndBound: TimeInterval = 5
    private var exited: Bool {
        terminated && pipesAtEnd == 2
    }

    /// Starts `executable` in `directory` (the test's own by default); its standard input is
    /// `input` (a pipe the test writes to), or empty.
    init(
        _ executable: URL, arguments: [String] = [], environment: [String: String]? = nil, input: Pipe? = nil,
        directory: String? = nil
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        isOurs = GLibCriticals.isOurs(executable)
        GLibCriticals.watch()
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input ?? FileHandle.nullDevice
        process.terminationHandler = { [weak self] _ in
            guard let self else { return }
            lock.lock()
            terminated = true
            terminatedAt = Date()
            lock.broadcast()
            lock.unlock()
        }
        try Self.launching.withLock { try process.run() }
        GLibCriticals.track(self)
        // Ended means terminated *and* both pipes read to their end (Foundation's readability
        // handlers never report the end, and one may still be appending after termination), so
        // each pipe is read to its end on a thread of its own.
        for (pipe, toErrors) in [(output, false), (errors, true)] {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [weak self] in
                Self.readToEnd(handle) { self?.append($0, toErrors: toErrors) }
                self?.append(Data(), toErrors: toErrors, atEnd: true)
            }
        }
    }

    /// Hands over what `handle` gives as it arrives (whole UTF-8 characters), until its end.
    /// (Foundation's `read(upToCount:)` waits for the whole count or the end: no line would be
    /// seen before the program exited.)
    private static func readToEnd(_ handle: FileHandle, deliver: (Data) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pending: [UInt8] = []
        while true {
            let count = read(handle.fileDescriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[0..<count]
            let whole = completeUTF8Length(pending)
            if whole > 0 { deliver(Data(pending[0..<whole])) }
            pending.removeFirst(whole)
        }
        if !pending.isEmpty { deliver(Data(pending)) }
    }

    /// The length of `bytes` without a UTF-8 character cut off at its end.
    private static func completeUTF8Length(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 4 {
            start -= 1
            let byte = bytes[start]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return bytes.count - start < length ? start : bytes.count
            }
        }
        return bytes.count
    }

    /// Held while a process is launched: Foundation's `Process.run()` from two threads at once
    /// was seen to crash libdispatch (issue 25), and tests launch from any thread.
    static let launching = NSLock()

    /// How the program stands: running, or how it ended (its status, or the signal that ended it).
    var state: String {
        guard !process.isRunning else { return "running" }
        let status = process.terminationStatus
        return process.terminationReason == .uncaughtSignal ? "killed by signal \(status)" : "exited with \(status)"
    }

    private func append(_ data: Data, toErrors: Bool, atEnd: Bool = false) {
        lock.lock()
        if atEnd { pipesAtEnd += 1 }
        if toErrors {
            collectedErrors += String(decoding: data, as: UTF8.self)
        } else {
            collected += String(decoding: data, as: UTF8.self)
        }
        lock.broadcast()
        lock.unlock()
    }

    /// This process's environment without zenity's exit-code overrides
    /// (`ZENITY_*`, `DIALOG_*`), which would change the tool's statuses, plus `extra`.
    static func environmentWithoutExitCodeOverrides(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in environment.keys where name.hasPrefix("ZENITY_") || name.hasPrefix("DIALOG_") {
            environment[name] = nil
        }
        return environment.merging(extra) { $1 }
    }

    var processID: Int32 { process.processIdentifier }

    /// Waits (up to 20 s) until the program has let go of the pipe that is its standard input, or
    /// has ended: zenity closes it, and gtk-dialogs puts /dev/null in its place, once their list
    /// holds every row the pipe gave (the pipe read empty is not that: the rows reach the list
    /// in a later main-loop turn).
    func waitUntilInputReleased() throws {
        let link = "/proc/\(processID)/fd/0"
        let deadline = Date().addingTimeInterval(20)
        while let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link), target.hasPrefix("pipe:") {
            guard Date() < deadline else {
                throw ProgramError.timedOut(
                    "\(process.executableURL?.lastPathComponent ?? "?") kept its standard input")
            }
            Thread.sleep(forTimeInterval: 0.02)  // polled: /proc reports no event for it
        }
    }

    /// Waits for the program's first visible window and gives it the keyboard focus.
    func focusWindow() throws {
        if DisplayServer.isWayland { return try Sway.focusWindow(pid: processID) }
        let window = try xdotool("search", "--sync", "--onlyvisible", "--pid", String(processID))
        try xdotool("windowfocus", "--sync", window)
    }

    /// Waits for a visible window titled `title` (shown by this program or a child of it) and focuses it.
    func focusWindow(titled title: String) throws {
        if DisplayServer.isWayland { return try Sway.focusWindow(title: title) }
        let window = try xdotool("search", "--sync", "--onlyvisible", "--name", "^\(title)$")
        try xdotool("windowfocus", "--sync", window)
    }

    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    var errors: String {
        lock.lock()
        defer { lock.unlock() }
        return collectedErrors
    }

    /// Waits (up to 20 s) until a whole line of output equals `line`.
    func waitForLine(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        waitForOutput(
            { $0.split(separator: "\n").contains(Substring(line)) }, "a line \"\(line)\"", file: file,
            line: lineNumber)
    }

    /// Waits (up to 20 s) until the output so far satisfies `condition`; false when it never did.
    @discardableResult
    func waitForOutput(
        _ condition: (String) -> Bool, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        lock.lock()
        defer { lock.unlock() }
        while !condition(collected) {
            guard lock.wait(until: deadline) else {
                XCTFail("no \(what) in the output:\n\(collected)", file: file, line: line)
                return false
            }
        }
        return true
    }

    /// Waits (up to 20 s) until stderr so far satisfies `condition`; false when it never did.
    @discardableResult
    func waitForErrors(
        _ condition: (String) -> Bool, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        lock.lock()
        defer { lock.unlock() }
        while !condition(collectedErrors) {
            guard lock.wait(until: deadline) else {
                XCTFail("no \(what) on stderr:\n\(collectedErrors)", file: file, line: line)
                return false
            }
        }
        return true
    }

    /// Waits (up to `timeout` seconds) for the program to exit and returns its status.
    func waitForExit(timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        while !terminated {
            guard lock.wait(until: deadline) else {
                lock.unlock()
                XCTFail("the program did not exit; output so far: \(output)", file: file, line: line)
                stop()
                return nil
            }
        }
        let pipesDeadline = Date().addingTimeInterval(Self.pipeEndBound)
        while !exited, lock.wait(until: pipesDeadline) {}
        lock.unlock()
        GLibCriticals.failOnRecorded(file: file, line: line)
        return process.terminationStatus
    }

    /// Records the GLib criticals of ours (`GLibCriticals`) printed on stderr since the last
    /// scan; true once the program has ended and all it printed was scanned.
    func scanForCriticals() -> Bool {
        lock.lock()
        while terminated, !exited, lock.wait(until: terminatedAt.addingTimeInterval(Self.pipeEndBound)) {}
        let ended = terminated
        let unscanned = collectedErrors.utf8.dropFirst(errorsScanned)
        // Whole lines only while it runs: the rest of a line is still coming.
        let lineEnd = unscanned.lastIndex(of: UInt8(ascii: "\n")).map { unscanned.index(after: $0) }
        let scanned = ended ? unscanned.endIndex : lineEnd ?? unscanned.startIndex
        let text = String(decoding: unscanned[unscanned.startIndex..<scanned], as: UTF8.self)
        errorsScanned += unscanned.distance(from: unscanned.startIndex, to: scanned)
        lock.unlock()
        let name = ([process.executableURL?.lastPathComponent ?? "?"] + (process.arguments ?? [])).joined(
            separator: " ")
        GLibCriticals.record(GLibCriticals.lines(in: text, programIsOurs: isOurs), from: name)
        return ended
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

/// Gives the program's first window the focus; fails within 10 s when no window comes (the
/// program refused its input and exited, say) instead of waiting for ever.
func focusFirstWindow(of program: LaunchedProgram) throws {
    if DisplayServer.isWayland { return try program.focusWindow() }
    let found = try xdotoolSearch(
        ["search", "--sync", "--onlyvisible", "--pid", String(program.processID)], within: 10)
    try xdotool("windowfocus", "--sync", String(found.split(separator: "\n").first ?? ""))
}
