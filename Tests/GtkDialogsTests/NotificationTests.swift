import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Desktop notifications sent to a real notification service (dunst) on a private session bus,
/// clicked and dismissed through `dunstctl`.
final class NotificationTests: GUITestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?
    private var previousAddress: String?

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dunst") else {
            throw XCTSkip("dunst is not installed (`make test` installs it)")
        }
        let bus = try PrivateSessionBus(withDunst: true)
        self.bus = bus
        previousAddress = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        setenv("DBUS_SESSION_BUS_ADDRESS", bus.address, 1)
    }

    override func tearDown() {
        bus?.stop()
        if let previousAddress {
            setenv("DBUS_SESSION_BUS_ADDRESS", previousAddress, 1)
        } else {
            unsetenv("DBUS_SESSION_BUS_ADDRESS")
        }
        super.tearDown()
    }

    @MainActor
    private func waitUntilShown(_ count: Int = 1) {
        spin(until: { bus?.displayedCount == count }, "dunst to show \(count) notification(s)")
    }

    func testAnActionClickReachesTheHandlerAndTheServiceShowedTitleAndBody() throws {
        try onMain {
            let answers = Answers<NotificationResponse>()
            let notification = DesktopNotification(title: "Backup done", body: "42 files copied")
            notification.actions = ["Open", "Later"]
            notification.urgency = .critical
            notification.applicationName = "GtkDialogs tests"
            try notification.show { answers.record($0) }
            waitUntilShown()
            try bus?.clickAction("Later")
            spin(until: { !answers.all.isEmpty }, "the action")
            XCTAssertEqual(answers.all, [.action("Later")])
            XCTAssertTrue(bus?.lastMenu.contains("#Open (Backup done)") ?? false, bus?.lastMenu ?? "")
            // Answered, it is closed: dunst's history then holds it.
            waitUntilShown(0)
            let shown = try bus?.history().first
            XCTAssertEqual(shown?["summary"], "Backup done")
            XCTAssertEqual(shown?["body"], "42 files copied")
            XCTAssertEqual(shown?["appname"], "GtkDialogs tests")
            XCTAssertEqual(shown?["timeout"], "0", "dunst keeps critical notifications until dismissed")
            drainEvents()
            XCTAssertEqual(answers.all.count, 1, "one answer for every ending")
        }
    }

    func testTheDefaultActionDismissalAndCloseFromCode() throws {
        try onMain {
            let answers = Answers<NotificationResponse>()
            let clicked = DesktopNotification(title: "Click me")
            clicked.hasDefaultAction = true
            try clicked.show { answers.record($0) }
            waitUntilShown()
            bus?.dunstctl("action", "0")
            spin(until: { answers.all.count == 1 }, "the default action")
            waitUntilShown(0)

            try DesktopNotification(title: "Dismiss me").show { answers.record($0) }
            waitUntilShown()
            bus?.dunstctl("close")
            spin(until: { answers.all.count == 2 }, "the dismissal")

            let closed = DesktopNotification(title: "Close me")
            try closed.show { answers.record($0) }
            waitUntilShown()
            closed.close()
            spin(until: { answers.all.count == 3 }, "the close from code")

            let brief = DesktopNotification(title: "Brief")
            brief.expiry = .after(.milliseconds(300))
            try brief.show { answers.record($0) }
            spin(until: { answers.all.count == 4 }, "the expiry")
            XCTAssertEqual(
                answers.all, [.activated, .closed(.dismissedByUser), .closed(.closedByCode), .closed(.expired)])
        }
    }

    func testTheAsyncAnswer() throws {
        try onMain {
            let answers = Answers<NotificationResponse>()
            Task {
                let notification = DesktopNotification(title: "Async", body: "Pick one")
                notification.actions = ["Yes", "No"]
                answers.record(try await notification.response())
            }
            waitUntilShown()
            try bus?.clickAction("Yes")
            spin(until: { !answers.all.isEmpty }, "the async answer")
            XCTAssertEqual(answers.all, [.action("Yes")])
        }
    }

    func testAServiceThatGoesAwayStillAnswers() throws {
        try onMain {
            let answers = Answers<NotificationResponse>()
            try DesktopNotification(title: "Orphan").show { answers.record($0) }
            waitUntilShown()
            bus?.stopDunst()
            spin(until: { !answers.all.isEmpty }, "the answer when the service leaves")
            XCTAssertEqual(answers.all, [.closed(.other(0))])
        }
    }

    func testNoServiceIsAnErrorNotASilentDrop() throws {
        try onMain {
            let empty = try PrivateSessionBus(withDunst: false)
            defer { empty.stop() }
            setenv("DBUS_SESSION_BUS_ADDRESS", empty.address, 1)
            XCTAssertThrowsError(try DesktopNotification(title: "Nobody listens").show()) { error in
                guard case .noService(let reason) = error as? NotificationError else {
                    return XCTFail("\(error)")
                }
                XCTAssertTrue(reason.contains("org.freedesktop.Notifications"), reason)
            }
            setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/bus", 1)
            XCTAssertThrowsError(try DesktopNotification(title: "No bus").show()) { error in
                XCTAssertTrue("\(error)".contains("no session bus"), "\(error)")
            }
        }
    }
}
