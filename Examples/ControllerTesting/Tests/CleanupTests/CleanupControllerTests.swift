import Cleanup
import DialogsTesting
import XCTest

final class CleanupControllerTests: XCTestCase {
    @MainActor
    func testDeletingWhenTheUserAgrees() async {
        let user = ScriptedUser()
        user.choose("Delete", inAlert: "Delete 2 files?")
        user.install()
        let controller = CleanupController()
        controller.cleanUp(["a.tmp", "b.tmp"])
        await user.settle()
        user.uninstall()
        XCTAssertEqual(controller.deleted, ["a.tmp", "b.tmp"])
        XCTAssertEqual(user.shown.first?.buttons, ["Cancel", "Delete"])
    }

    @MainActor
    func testKeepingWhenTheUserPressesEscape() async {
        let user = ScriptedUser()
        user.close("Delete 1 files?")
        user.install()
        let controller = CleanupController()
        controller.cleanUp(["a.tmp"])
        await user.settle()
        user.uninstall()
        XCTAssertEqual(controller.kept, ["a.tmp"])
        XCTAssertEqual(controller.deleted, [])
    }

    @MainActor
    func testArchiveUsesTheTypedName() async {
        let user = ScriptedUser()
        user.type("2026-11", into: "Archive name")
        user.install()
        let controller = CleanupController()
        await controller.archive()
        user.uninstall()
        XCTAssertEqual(controller.archiveName, "2026-11")
    }
}
