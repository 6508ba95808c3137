import XCTest

@testable import DialogsCore

/// `ParentWindow(handle:)` reads the forms xdg-desktop-portal names a parent in, and refuses the
/// rest naming them.
final class WindowHandleTests: XCTestCase {
    func testTheAcceptedForms() throws {
        XCTAssertEqual(try WindowHandle(parsing: "x11:0x3a00007"), .x11(0x3a00007))
        XCTAssertEqual(try WindowHandle(parsing: "x11:0X3A00007"), .x11(0x3a00007))
        XCTAssertEqual(try WindowHandle(parsing: "x11:60817415"), .x11(0x3a00007))
        XCTAssertEqual(try WindowHandle(parsing: "wayland:9b1c4e0f-a2"), .wayland("9b1c4e0f-a2"))
        XCTAssertEqual(WindowHandle.x11(60_817_415).description, "x11:0x3a00007")
        XCTAssertEqual(try ParentWindow(handle: "wayland:abc").handle, .wayland("abc"))
        XCTAssertNil(try ParentWindow(handle: "x11:0x1").gtkWindow)
    }

    func testAnythingElseIsAnErrorThatNamesTheForms() {
        for text in [
            "", "0x3a00007", "x11:", "x11:0x", "x11:0", "x11:-5", "x11:0xZZ", "x11:4294967296", "wayland:",
            "wayland:two words", "X11:0x1", "window:1",
        ] {
            XCTAssertThrowsError(try ParentWindow(handle: text), text) { error in
                XCTAssertEqual(
                    "\(error)",
                    "\"\(text)\" is not a window handle: give x11:0xXID, x11:XID (decimal) or wayland:HANDLE", text)
            }
        }
    }
}
