import CGtk
import CGtkBridge
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// `FileChooser.portal` in this process: a chooser set to `.always` goes to a portal of the
/// test's own (`FakePortal`) on a session bus of the test's own, with its parent window's handle;
/// its timeout and `dismiss()` close the portal's request; `.never`, and `.always` with no portal,
/// show GTK's chooser.
final class PortalFileChooserTests: GUITestCase, @unchecked Sendable {
    private var bus: PrivateSessionBus?
    private var portal: FakePortal?
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        bus = try PrivateSessionBus(withDunst: false)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-lib-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        super.tearDown()
        portal?.stop()
        bus?.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Shows `chooser` with the test's bus as the session bus (read as the chooser asks for it).
    @MainActor
    private func show(
        _ chooser: FileChooser, parent: ParentWindow? = nil, timeout: Duration? = nil,
        _ answers: Answers<FileChooserResponse>
    ) {
        let before = getenv("DBUS_SESSION_BUS_ADDRESS").map { String(cString: $0) }
        setenv("DBUS_SESSION_BUS_ADDRESS", bus?.address ?? "", 1)
        defer {
            if let before {
                setenv("DBUS_SESSION_BUS_ADDRESS", before, 1)
            } else {
                unsetenv("DBUS_SESSION_BUS_ADDRESS")
            }
        }
        chooser.show(parent: parent, timeout: timeout) { answers.record($0) }
    }

    func testTheOptionsAndTheParentReachThePortalAndItsAnswerTheCaller() throws {
        let fake = try FakePortal(
            .answer(["\(folder)/a.png", "\(folder)/b.png"], filter: "Images"), on: try XCTUnwrap(bus))
        portal = fake
        onMain {
            guard let host = Dialogs.mainWindow(title: "Portal host") else { return XCTFail("no main window") }
            defer {
                gtk_widget_destroy(gd_widget(host.gtkWindow))
                Dialogs.discardPendingQuit()  // the main window's end asks run() to return
            }
            guard window(titled: "Portal host") != nil else { return }
            let images = FileFilter("Images", patterns: ["*.png"])
            let chooser = FileChooser(
                title: "Library", action: .openMultiple,
                filters: [FileFilter("Text", mimeTypes: ["text/plain"]), images])
            chooser.portal = .always
            chooser.folder = folder
            chooser.acceptTitle = "Import"
            let answers = Answers<FileChooserResponse>()
            show(chooser, parent: host, answers)
            spin(until: { !answers.all.isEmpty }, "the portal's answer")
            XCTAssertEqual(
                answers.all, [.chosen(FileSelection(paths: ["\(folder)/a.png", "\(folder)/b.png"], filter: images))])
            let xid = gd_window_xid(gd_widget(host.gtkWindow))
            let call = fake.calls.first ?? [:]
            XCTAssertEqual(call["title"] as? String, "Library")
            let parentWindow = call["parent_window"] as? String ?? ""
            if DisplayServer.isWayland {
                // GDK's xdg-foreign handle, exported for the picker and unexported after it.
                XCTAssertTrue(parentWindow.hasPrefix("wayland:") && parentWindow.count > 8, parentWindow)
            } else {
                XCTAssertEqual(parentWindow, "x11:" + String(xid, radix: 16))
            }
            let options = fake.onlyCallOptions()
            XCTAssertEqual(options["modal"] as? Bool, true)
            XCTAssertEqual(options["accept_label"] as? String, "Import")
            XCTAssertEqual(options["multiple"] as? Bool, true)
            XCTAssertEqual(options["current_folder"] as? String, folder)
            XCTAssertEqual((options["filters"] as? [Any])?.count, 2)
            XCTAssertEqual(
                ((options["filters"] as? [[Any]])?.first?[1] as? [[Any]])?.first?.first as? Int, 1,
                "a MIME type is kind 1")
        }
    }

    func testATimeoutAndDismissCloseTheRequest() throws {
        let fake = try FakePortal(.silent, on: try XCTUnwrap(bus))
        portal = fake
        onMain {
            let answers = Answers<FileChooserResponse>()
            let timed = FileChooser(title: "Silent", action: .save)
            timed.portal = .always
            show(timed, timeout: .milliseconds(300), answers)
            spin(until: { answers.all.count == 1 }, "the timeout")
            let dismissed = FileChooser(title: "Dismissed")
            dismissed.portal = .always
            show(dismissed, answers)
            spin(until: { fake.calls.count == 2 }, "the second request")
            dismissed.dismiss()
            XCTAssertEqual(answers.all, [.timedOut, .dismissed])
            let handles = fake.calls.compactMap { $0["handle"] as? String }
            spin(until: { Set(fake.closed) == Set(handles) && handles.count == 2 }, "both requests closed")
        }
    }

    func testNeverAndNoPortalShowGtksChooser() throws {
        let fake = try FakePortal(.answer(["\(folder)/a.png"], filter: nil), on: try XCTUnwrap(bus))
        portal = fake
        onMain {
            let answers = Answers<FileChooserResponse>()
            let own = FileChooser(title: "Own chooser")
            own.portal = .never
            show(own, answers)
            XCTAssertNotNil(window(titled: "Own chooser"), "GTK's chooser")
            own.dismiss()
            XCTAssertEqual(fake.calls.count, 0, "the portal was not asked")
        }
        fake.stop()
        portal = nil
        onMain {
            let answers = Answers<FileChooserResponse>()
            let fallback = FileChooser(title: "No portal")
            fallback.portal = .always
            show(fallback, answers)
            XCTAssertNotNil(window(titled: "No portal"), "GTK's chooser when no portal answers")
            fallback.dismiss()
            XCTAssertEqual(answers.all, [.dismissed])
        }
    }
}
