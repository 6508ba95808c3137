import Foundation
import XCTest

/// The tests' own desktop portal (`Tests/Portal/fake_file_chooser_portal.py`) on a session bus of
/// the test's own: it owns `org.freedesktop.portal.Desktop`, offers
/// `org.freedesktop.portal.FileChooser`, answers each request as `mode` says through its `Request`
/// object's `Response`, and records what it was asked in a file of its own folder.
final class FakePortal: @unchecked Sendable {
    enum Mode {
        /// Response 0 with these files, and this filter as the one selected.
        case answer([String], filter: String?)
        /// Response 1: the user cancelled.
        case cancel
        /// No Response, ever: only `Request.Close` ends the request.
        case silent
    }

    private let folder: URL
    private let program: LaunchedProgram
    private let record: URL

    init(_ mode: Mode, on bus: PrivateSessionBus) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        record = folder.appendingPathComponent("calls.jsonl")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Portal/fake_file_chooser_portal.py")
        var arguments = [script.path, record.path]
        switch mode {
        case .answer(let paths, let filter):
            arguments += ["answer"] + paths.map { URL(fileURLWithPath: $0).absoluteString }
            if let filter { arguments += ["--filter", filter] }
        case .cancel: arguments.append("cancel")
        case .silent: arguments.append("silent")
        }
        program = try LaunchedProgram(
            URL(fileURLWithPath: "/usr/bin/python3"), arguments: arguments, environment: bus.environment)
        try program.waitForLine("ready")
    }

    /// Every `OpenFile` and `SaveFile` it was sent, oldest first: `method`, `parent_window`,
    /// `title`, `options` (paths as text) and the request's `handle`.
    var calls: [[String: Any]] { entries.filter { $0["method"] != nil } }

    /// The request paths closed with `Request.Close`.
    var closed: [String] { entries.compactMap { $0["closed"] as? String } }

    /// The options of the one call made so far (a failure when there is not exactly one).
    func onlyCallOptions(file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        XCTAssertEqual(calls.count, 1, "calls to the portal", file: file, line: line)
        return calls.first?["options"] as? [String: Any] ?? [:]
    }

    private var entries: [[String: Any]] {
        guard let text = try? String(contentsOf: record, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func stop() {
        program.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
