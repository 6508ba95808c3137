import Foundation
import XCTest

/// `gtk-dialogs --text-info` while a big input is still arriving: the window keeps repainting
/// and answers keys (a reader that took the whole input in one go would freeze it until the end).
final class TextInfoStreamingTests: XCTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    func testTheWindowRepaintsAndAnswersEscapeWhileABigInputStreamsIn() throws {
        let pipe = Pipe()
        let tool = try LaunchedProgram(
            ProgramLocator.builtProduct("gtk-dialogs"),
            arguments: ["--text-info", "--auto-scroll", "--title", "Streamed"],
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(), input: pipe)
        let writer = StreamWriter(pipe)
        defer {
            writer.stop()
            try? pipe.fileHandleForWriting.close()
        }
        writer.write(megabytes: 4, line: "first part")
        // Within 10 s: a reader that blocks the loop may keep the window from mapping.
        let window = try WindowPicture(titled: "Streamed")
        try waitUntil("the first 4 MB are read") { writer.unreadBytes == 0 }
        var shown = try window.take()
        try waitUntil("the window has painted the first part") {
            let next = try window.take()
            defer { shown = next }
            return next == shown
        }
        // From here on the input never ends until the tool does.
        writer.writeForever(line: "SECOND PART, still arriving")
        try waitUntil("the window repaints with the text still arriving") { try window.take() != shown }
        try tool.focusWindow(titled: "Streamed")
        XCTAssertTrue(writer.isRunning, "the input is still arriving when Escape is pressed")
        try xdotool("key", "Escape")
        XCTAssertEqual(tool.waitForExit(), 1, "Escape ends it while its input is still open")
    }

    /// Polls `condition` until it holds, failing after 60 s.
    private func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while try !condition() {
            guard Date() < deadline else { throw ProgramError.timedOut(what) }
            usleep(20_000)
        }
    }
}

/// Writes lines into a pipe from a thread of its own, so the test can watch the window meanwhile;
/// it learns of the tool's exit from `Pipe.send`.
private final class StreamWriter: @unchecked Sendable {
    private let pipe: Pipe
    private let lock = NSLock()
    private var running = false
    private var stopped = false

    init(_ pipe: Pipe) {
        self.pipe = pipe
    }

    var isRunning: Bool { lock.withLock { running } }

    /// Bytes in the pipe the reader has not taken yet.
    var unreadBytes: Int {
        var count: Int32 = 0
        return ioctl(pipe.fileHandleForWriting.fileDescriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Writes about `megabytes` of numbered lines and returns once they are all in the pipe or read.
    func write(megabytes: Int, line: String) {
        let block = Self.block(line)
        for _ in 0..<(megabytes * 1_048_576 / block.count) where !pipe.send(block) { return }
    }

    /// Keeps writing until the reader goes away or `stop()`.
    func writeForever(line: String) {
        let block = Self.block(line)
        lock.withLock { running = true }
        Thread.detachNewThread { [self] in
            while !lock.withLock({ stopped }), pipe.send(block) {}
            lock.withLock { running = false }
        }
    }

    func stop() {
        lock.withLock { stopped = true }
    }

    /// 64 KiB of 80-character lines.
    private static func block(_ line: String) -> Data {
        let padded = Array((line + String(repeating: " ", count: 79)).utf8.prefix(79)) + [0x0A]
        return Data((0..<819).map { _ in padded }.joined())
    }
}
