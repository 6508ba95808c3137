import CGtk
import CGtkBridge
import Foundation
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// GTK's about window: what it shows, every ending once, the scripted path, and zenity's `--about`.
final class AboutDialogTests: GUITestCase, @unchecked Sendable {
    func testTheWindowShowsWhatItWasGivenAndEscapeClosesIt() {
        onMain {
            let answers = Answers<AboutResponse>()
            let about = AboutDialog(programName: "Backup", version: "2.1")
            about.comments = "Copies your home folder."
            about.website = "https://example.org/backup"
            about.license = .mit
            about.show { answers.record($0) }
            guard let window = window(titled: "About Backup") else { return }
            let dialog = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkAboutDialog.self)
            XCTAssertEqual(String(cString: gtk_about_dialog_get_program_name(dialog)), "Backup")
            XCTAssertEqual(String(cString: gtk_about_dialog_get_version(dialog)), "2.1")
            XCTAssertEqual(String(cString: gtk_about_dialog_get_website(dialog)), "https://example.org/backup")
            XCTAssertEqual(gtk_about_dialog_get_license_type(dialog), GTK_LICENSE_MIT_X11)
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the about dialog's handler")
            drainEvents()
            XCTAssertEqual(answers.all, [.closed])
        }
    }

    func testTimeoutAndDismissEndItOnce() {
        onMain {
            let answers = Answers<AboutResponse>()
            let about = AboutDialog(programName: "Timed")
            about.show(timeout: .milliseconds(200)) { answers.record($0) }
            spin(until: { !answers.all.isEmpty }, "the timeout")
            about.show { answers.record($0) }
            about.dismiss()
            spin(until: { answers.all.count == 2 }, "the dismissal")
            XCTAssertEqual(answers.all, [.timedOut, .dismissed])
        }
    }

    /// Keeps what it is shown, to be answered once `show` has returned.
    @MainActor
    private final class Keeper: DialogResponder {
        var requests: [any ScriptedDialog] = []
        func present(_ request: any ScriptedDialog) { requests.append(request) }
    }

    @MainActor
    func testTheScriptedPathSeesWhatAPersonWouldAndCanOnlyClose() throws {
        let keeper = Keeper()
        DialogInterception.responder = keeper
        defer { DialogInterception.responder = nil }
        var response: AboutResponse?
        let about = AboutDialog(programName: "Notes", version: "1.0")
        about.license = .text("Do what you like.")
        about.show { response = $0 }
        guard let request = keeper.requests.first as? AboutRequest else { return XCTFail("\(keeper.requests)") }
        XCTAssertEqual(request.title, "About Notes")
        XCTAssertEqual(request.version, "1.0")
        XCTAssertEqual(request.license, .text("Do what you like."))
        XCTAssertEqual(ScriptedUser.ShownDialog(request).description, "about \"About Notes\" [Close]")
        XCTAssertThrowsError(try request.cancel())
        XCTAssertThrowsError(try request.choose("OK"))
        XCTAssertNil(response)
        try request.choose("Close")
        XCTAssertEqual(response, .closed)
    }

    func testZenityAboutShowsTheAboutWindowAndClosingExitsAsZenitys() throws {
        let tool = try ProgramLocator.builtProduct("gtk-dialogs")
        let (outcome, errors) = try runCommand(tool, ["--about"], keys: ["Escape"], title: "About gtk-dialogs")
        XCTAssertEqual(outcome, CommandOutcome(status: 1, output: ""))
        XCTAssertEqual(errors, "")
    }
}
