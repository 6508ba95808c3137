import Testing
import XCTest

/// Fails the running test, whichever library runs it: `Issue.record` under Swift
/// Testing (where `XCTFail` is silent), `XCTFail` under XCTest.
///
/// Swift Testing knows its current test only inside the test's task: a failure
/// found in a main-queue block is held until ``flush()``, which `settle()` and
/// `uninstall()` call from the test.
@MainActor
final class FailureReporter {
    private let underSwiftTesting: Bool
    private var held: [(message: String, file: StaticString, line: UInt)] = []

    /// Notes whether a Swift Testing test is running where the user is created.
    init() {
        underSwiftTesting = Test.current != nil
    }

    func report(_ message: String, file: StaticString, line: UInt) {
        if Test.current != nil {
            record(message, file: file, line: line)
        } else if underSwiftTesting {
            held.append((message, file, line))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }

    /// Records the failures held since the test's task last asked.
    func flush() {
        guard Test.current != nil else { return }
        for failure in held { record(failure.message, file: failure.file, line: failure.line) }
        held.removeAll()
    }

    private func record(_ message: String, file: StaticString, line: UInt) {
        let path = "\(file)"
        let parts = path.split(separator: "/")
        let fileID = parts.suffix(2).joined(separator: "/")
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: parts.count >= 2 ? fileID : "DialogsTesting/\(fileID)", filePath: path, line: Int(line),
                column: 1))
    }
}
