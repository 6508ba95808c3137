import Foundation
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Remembered answers with a scripted user: kept in its memory, never in the user's files; a
/// dialog with a key starts from the answer given last time under it.
final class ScriptedRememberedAnswerTests: XCTestCase, @unchecked Sendable {
    private var folder = ""
    private var savedFolder = ""

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scripted-\(UUID().uuidString)").path
        MainActor.assumeIsolated {
            savedFolder = RememberedAnswers.folder
            RememberedAnswers.folder = folder
        }
    }

    override func tearDown() {
        MainActor.assumeIsolated { RememberedAnswers.folder = savedFolder }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "a scripted user wrote the user's files")
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor
    private func prompt() -> TextPrompt {
        let prompt = TextPrompt(title: "Server", text: "localhost")
        prompt.remembersAnswerAs = "server"
        return prompt
    }

    @MainActor
    func testAPromptStartsFromTheTextSubmittedLastTime() async {
        let user = ScriptedUser()
        user.type("build.example.org", into: "Server")
        user.choose("OK", inAlert: "Server")
        user.cancel("Server")
        user.choose("OK", inAlert: "Server")
        user.install()
        let first = await prompt().response()
        let second = await prompt().response()
        let third = await prompt().response()
        let fourth = await prompt().response()
        user.uninstall()
        XCTAssertEqual(first, .submitted("build.example.org"))
        XCTAssertEqual(second, .submitted("build.example.org"), "OK answers the remembered text")
        XCTAssertEqual(third, .cancelled)
        XCTAssertEqual(fourth, .submitted("build.example.org"), "Cancel keeps nothing")
        XCTAssertEqual(
            user.shown.map { $0.fields.first?.value }, ["localhost"] + Array(repeating: "build.example.org", count: 3))
        XCTAssertEqual(user.rememberedKeys, ["server"])
    }

    @MainActor
    func testEachUserRemembersForItselfAndForgetsOnRequest() async {
        let first = ScriptedUser()
        first.type("one", into: "Server")
        await first.answering { _ = await prompt().response() }
        XCTAssertEqual(first.rememberedKeys, ["server"])

        let second = ScriptedUser()
        second.type("two", into: "Server")
        second.choose("OK", inAlert: "Server")
        let responses = await second.answering {
            let fresh = await prompt().response()
            XCTAssertTrue(RememberedAnswers.isRemembered("server"))
            RememberedAnswers.forget("server")
            XCTAssertFalse(RememberedAnswers.isRemembered("server"))
            return [fresh, await prompt().response()]
        }
        XCTAssertEqual(responses, [.submitted("two"), .submitted("localhost")])
        XCTAssertEqual(second.shown.map { $0.fields.first?.value }, ["localhost", "localhost"])
        XCTAssertEqual(first.rememberedKeys, ["server"])
    }

    @MainActor
    func testASecretPromptRemembersNothing() async {
        var errors: [String] = []
        let trap = Diagnostics.programmerErrorTrap
        Diagnostics.programmerErrorTrap = { errors.append($0) }
        defer { Diagnostics.programmerErrorTrap = trap }
        let user = ScriptedUser()
        user.type("hunter2", into: "PIN")
        user.install()
        let pin = TextPrompt(title: "PIN", isSecret: true)
        pin.remembersAnswerAs = "pin"
        _ = await pin.response()
        user.uninstall()
        XCTAssertEqual(errors, ["prompt \"PIN\" is secret: its text is never remembered"])
        XCTAssertEqual(user.rememberedKeys, [])
    }

    @MainActor
    func testAKeyThatBreaksTheRuleRemembersNothing() async {
        var errors: [String] = []
        let trap = Diagnostics.programmerErrorTrap
        Diagnostics.programmerErrorTrap = { errors.append($0) }
        defer { Diagnostics.programmerErrorTrap = trap }
        let user = ScriptedUser()
        user.type("x", into: "Server")
        user.install()
        let prompt = TextPrompt(title: "Server")
        prompt.remembersAnswerAs = "../server"
        _ = await prompt.response()
        user.uninstall()
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("prompt \"Server\": \"../server\" is not a key: "), errors[0])
        XCTAssertEqual(user.rememberedKeys, [])
    }
}
