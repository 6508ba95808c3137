import DialogsCore
import Dispatch
import Testing
import XCTest

/// Every scripted user installed now, and the one responder that routes each dialog to its own:
/// the user bound to the showing task (``ScriptedUser/answering(_:)``), else the one the running
/// Swift Testing test installed, else (XCTest, which runs one test at a time) the one installed.
/// A dialog that belongs to no user fails the test that showed it, and never reaches a window.
@MainActor
enum ScriptedUsers {
    /// Where a user was installed: it answers the dialogs shown there.
    enum Scope: Equatable {
        /// Inside a Swift Testing test (its tasks and the tasks they start).
        case test(Test.ID)
        /// Anywhere else: an XCTest test, or code outside any test.
        case process
    }

    private struct Entry {
        let scope: Scope
        weak var user: ScriptedUser?
    }

    private static var entries: [Entry] = []
    private static let responder = Responder()

    /// The user bound to the current task by ``ScriptedUser/answering(_:)``.
    @TaskLocal static var bound: ScriptedUser?

    /// The scope of code running now.
    static var currentScope: Scope {
        Test.current.map { .test($0.id) } ?? .process
    }

    static func install(_ user: ScriptedUser) {
        prune()
        entries.removeAll { $0.user === user }
        entries.append(Entry(scope: currentScope, user: user))
        DialogInterception.responder = responder
    }

    static func uninstall(_ user: ScriptedUser) {
        entries.removeAll { $0.user === user }
        prune()
        if entries.isEmpty { DialogInterception.responder = nil }
    }

    private static func prune() {
        entries.removeAll { $0.user == nil }
    }

    /// The user a dialog shown now belongs to, if any.
    static func owner() -> ScriptedUser? {
        if let bound, entries.contains(where: { $0.user === bound }) { return bound }
        let users = entries.compactMap(\.user)
        let scope = currentScope
        if let inScope = entries.last(where: { $0.scope == scope })?.user { return inScope }
        // A callback with no test around it (a main-queue block): only a lone user can be its owner.
        if case .process = scope, users.count == 1 { return users[0] }
        return nil
    }

    /// Receives every dialog shown while any user is installed.
    @MainActor
    private final class Responder: DialogResponder {
        func present(_ request: any ScriptedDialog) {
            if let user = ScriptedUsers.owner() {
                user.receive(request)
                return
            }
            let dialog = ScriptedUser.ShownDialog(request)
            ScriptedUsers.reportUnowned(
                "Unexpected \(dialog): no scripted user of this test answers it (it shows no window while "
                    + "scripted tests run)")
            DispatchQueue.main.async { MainActor.assumeIsolated { request.dismiss() } }
        }

        /// The memory of the user a dialog shown now belongs to; a dialog no user answers
        /// remembers nothing that lasts.
        var answerStore: any AnswerStore {
            ScriptedUsers.owner()?.memory ?? InMemoryAnswers()
        }
    }

    /// Fails the test that showed a dialog no script answers: under Swift Testing the running test
    /// (or the run, when no test is running here), else the running XCTest test.
    private static func reportUnowned(_ message: String) {
        if Test.current != nil || entries.contains(where: { if case .test = $0.scope { true } else { false } }) {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
