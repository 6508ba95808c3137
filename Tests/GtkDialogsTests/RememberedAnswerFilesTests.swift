import Foundation
import Glibc
import XCTest

@testable import DialogsCore
@testable import DialogsGLib
@testable import GtkDialogs

/// The files remembered answers are kept in (GtkDialogs' store), in a folder of the test's own:
/// one file a key, mode 0600, replaced and never rewritten in place; what cannot be read or
/// written is one line on stderr. No display is needed.
final class RememberedAnswerFilesTests: XCTestCase, @unchecked Sendable {
    private var answers: TestAnswerFolder?
    private var folder: String { answers?.path ?? "" }

    override func setUp() {
        MainActor.assumeIsolated { answers = TestAnswerFolder(named: "answers", answersIn: "state/app") }
    }

    override func tearDown() {
        MainActor.assumeIsolated { answers?.restore() }
    }

    private var answerFile: String { folder + "/state/app/server.json" }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return info.st_mode & 0o7777
    }

    func testKeysAreFileNamesAndTheRefusalSaysWhatIsAllowed() {
        for good in ["server", "deploy.server-2", "A_b.c", String(repeating: "k", count: 100)] {
            XCTAssertNoThrow(try AnswerKey(good), good)
        }
        for bad in [
            "", "a/b", "../x", ".hidden", "-x", "--help", "_a", "a b", "ключ", "a\u{0}b",
            String(repeating: "k", count: 101),
        ] {
            XCTAssertThrowsError(try AnswerKey(bad), bad) { error in
                XCTAssertEqual(
                    "\(error)",
                    "\"\(bad)\" is not a key: a key is 1 to 100 ASCII letters, digits, \".\", \"_\" and \"-\", "
                        + "starting with a letter or a digit")
            }
        }
        let literal: AnswerKey = "a/b"
        XCTAssertEqual(literal.problem, .invalid("a/b"))
    }

    @MainActor
    func testAnAnswerIsOneJSONFileReadableByItsOwnerAlone() async throws {
        let store = AnswerFiles()
        let answer = StoredValue.object(["kind": .string("prompt"), "answer": .object(["text": .string("é \"1\"")])])
        store.write(answer, for: "server")
        XCTAssertEqual(store.read("server"), answer)
        XCTAssertEqual(mode(answerFile), 0o600)
        XCTAssertEqual(mode(folder + "/state/app"), 0o700)
        let text = try String(contentsOfFile: answerFile, encoding: .utf8)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual(json?["kind"] as? String, "prompt")
        XCTAssertEqual((json?["answer"] as? [String: String])?["text"], "é \"1\"")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/state/app"), ["server.json"])
        XCTAssertTrue(RememberedAnswers.isRemembered("server"))
        XCTAssertTrue(RememberedAnswers.forget("server"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: answerFile))
        XCTAssertFalse(RememberedAnswers.isRemembered("server"))
        XCTAssertTrue(RememberedAnswers.forget("server"), "forgetting what is not there succeeds")
    }

    /// A new answer is a new file renamed over the old one: a second name for the old file (a
    /// hard link, as a reader holding it open would) still reads the old answer, whole.
    @MainActor
    func testANewAnswerReplacesTheFileAndNeverRewritesItInPlace() async throws {
        let store = AnswerFiles()
        let old = StoredValue.object(["answer": .string(String(repeating: "old ", count: 1000))])
        store.write(old, for: "server")
        let oldText = try String(contentsOfFile: answerFile, encoding: .utf8)
        let link = folder + "/old-answer"
        XCTAssertEqual(Glibc.link(answerFile, link), 0)
        var before = stat()
        stat(answerFile, &before)

        store.write(.object(["answer": .string("new")]), for: "server")
        var after = stat()
        stat(answerFile, &after)
        XCTAssertNotEqual(after.st_ino, before.st_ino, "the answer's file was rewritten in place")
        XCTAssertEqual(try String(contentsOfFile: link, encoding: .utf8), oldText)
        XCTAssertEqual(store.read("server"), .object(["answer": .string("new")]))
        XCTAssertEqual(mode(answerFile), 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/state/app"), ["server.json"])
    }

    @MainActor
    func testADamagedFileIsOneLineOnStandardErrorAndIgnored() async throws {
        let store = AnswerFiles()
        try FileManager.default.createDirectory(atPath: folder + "/state/app", withIntermediateDirectories: true)
        for content in [
            Data("{\"kind\": \"prompt\", \"answer\": ".utf8), Data(), Data("null".utf8), Data([0xFF, 0xFE]),
        ] {
            try content.write(to: URL(fileURLWithPath: answerFile))
            var read: StoredValue?
            let errors = StandardError.captured { read = store.read("server") }
            XCTAssertNil(read, "\(content)")
            XCTAssertEqual(errors.filter { $0 == "\n" }.count, 1, errors)
            XCTAssertTrue(
                errors.hasPrefix("GtkDialogs: the answer remembered as \"server\" (\(answerFile)) is damaged: "),
                errors)
        }
        // JSON this library did not write, or another kind's answer, is ignored the same way.
        for (content, found) in [
            ("[1, 2]", "no answer GtkDialogs keeps"),
            ("{\"kind\": \"list\", \"answer\": {}}", "another kind of dialog's"),
        ] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: answerFile))
            var memory: AnswerMemory?
            let errors = StandardError.captured { memory = AnswerMemory("server", kind: "prompt", title: "Server") }
            XCTAssertNil(memory?.kept, content)
            XCTAssertEqual(
                errors,
                "GtkDialogs: the answer remembered as \"server\" (\(answerFile)) is \(found); ignored\n"
            )
        }
        // A folder where the file should be cannot be read either.
        try FileManager.default.removeItem(atPath: answerFile)
        try FileManager.default.createDirectory(atPath: answerFile, withIntermediateDirectories: false)
        let errors = StandardError.captured { XCTAssertNil(store.read("server")) }
        XCTAssertTrue(errors.hasPrefix("GtkDialogs: cannot read the answer remembered as \"server\""), errors)
        XCTAssertEqual(errors.filter { $0 == "\n" }.count, 1, errors)
        // Nothing there is no problem.
        XCTAssertEqual(StandardError.captured { XCTAssertNil(store.read("other")) }, "")
    }

    /// A state folder that cannot be made (a file stands where it would be; as root, no mode bit
    /// keeps a folder from being written) is one line on stderr, and nothing is kept.
    @MainActor
    func testAFolderThatCannotBeWrittenIsOneLineOnStandardError() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/state", contents: Data("a file".utf8)))
        let store = AnswerFiles()
        let errors = StandardError.captured { store.write(.object(["answer": .integer(1)]), for: "server") }
        XCTAssertEqual(
            errors,
            "GtkDialogs: cannot remember the answer as \"server\": cannot make \(folder)/state/app: Not a directory\n")
        XCTAssertNil(store.read("server"))
    }
}

/// What this process writes to stderr while a body runs.
enum StandardError {
    static func captured(_ body: () -> Void) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
        let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
        let saved = dup(STDERR_FILENO)
        dup2(file, STDERR_FILENO)
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(file)
        defer { unlink(path) }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
