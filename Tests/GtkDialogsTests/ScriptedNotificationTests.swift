import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Desktop notifications answered by a scripted user: no bus, no service, no display.
final class ScriptedNotificationTests: XCTestCase, @unchecked Sendable {
    @MainActor
    func testActionsDefaultActionAndDismissals() async throws {
        let user = ScriptedUser()
        user.choose("Open", inAlert: "Download finished")
        user.activate("Update ready")
        user.close("Backup done")
        user.waitOut("Brief")
        user.install()
        let download = DesktopNotification(title: "Download finished", body: "report.pdf")
        download.actions = ["Open", "Show in folder"]
        let opened = try await download.response()
        let update = DesktopNotification(title: "Update ready")
        update.hasDefaultAction = true
        let activated = try await update.response()
        let dismissed = try await DesktopNotification(title: "Backup done").response()
        let brief = DesktopNotification(title: "Brief")
        brief.expiry = .after(.seconds(3))
        let expired = try await brief.response()
        user.uninstall()
        XCTAssertEqual(opened, .action("Open"))
        XCTAssertEqual([activated, dismissed, expired], [.activated, .closed(.dismissedByUser), .closed(.expired)])
        XCTAssertEqual(user.shown.first?.description, "notification \"Download finished\" [Open, Show in folder]")
        XCTAssertEqual(user.shown.first?.message, "report.pdf")
    }

    @MainActor
    func testWhatAPersonCannotDoFailsTheTest() async throws {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.choose("Maybe", inAlert: "Question")
        user.activate("No default")
        user.install()
        let question = DesktopNotification(title: "Question")
        question.actions = ["Yes", "No"]
        let refused = try await question.response()
        let plain = try await DesktopNotification(title: "No default").response()
        user.uninstall()
        XCTAssertEqual([refused, plain], [.closed(.closedByCode), .closed(.closedByCode)])
        XCTAssertEqual(
            failures.all,
            [
                "The notification \"Question\" [Yes, No] has no action \"Maybe\"",
                "The notification \"No default\" has no default action: clicking it does nothing",
            ])
    }

    @MainActor
    func testCloseFromCodeAnswersOnce() {
        let user = ScriptedUser(report: { _, _, _ in })
        user.install()
        let answers = Answers<NotificationResponse>()
        let notification = DesktopNotification(title: "Unscripted")
        try? notification.show { answers.record($0) }
        notification.close()
        notification.close()
        user.settleNow()
        user.uninstall()
        XCTAssertEqual(answers.all, [.closed(.closedByCode)])
    }
}
