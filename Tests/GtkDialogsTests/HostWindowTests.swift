import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// A host app's own windows: passed as raw pointers, or opened by `Dialogs.mainWindow`.
final class HostWindowTests: GUITestCase, @unchecked Sendable {
    func testAMainWindowParentsADialogPassedAsAnOpaquePointer() {
        onMain {
            guard let main = Dialogs.mainWindow(title: "Host main window") else { return XCTFail("no main window") }
            let widget = gd_widget(main.gtkWindow)!
            XCTAssertNotNil(window(titled: "Host main window"))
            let parent = ParentWindow(opaque: OpaquePointer(main.gtkWindow))
            XCTAssertEqual(parent, main)
            let answers = Answers<AlertResponse>()
            Alert(title: "Child", buttons: ["OK"]).show(parent: parent) { answers.record($0) }
            guard let child = window(titled: "Child") else { return }
            XCTAssertEqual(
                gtk_window_get_transient_for(gd_window(child)).map { UnsafeMutableRawPointer($0) }, main.gtkWindow)
            gtk_widget_destroy(widget)  // destroy-with-parent ends the alert; the window's end quits run()
            spin(until: { !answers.all.isEmpty }, "the child's handler")
            XCTAssertEqual(answers.all, [.dismissed])
            XCTAssertTrue(Dialogs.quitRequested, "closing the main window ends Dialogs.run()")
        }
    }
}
