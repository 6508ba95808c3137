import Foundation
import XCTest

/// The test run's XDG folders are its own (scripts/with-data-home), so no test writes to the
/// user's: GTK's recent files, its settings and bookmarks, and the accessibility bridge's sockets,
/// which GLib puts in the cache folder when there is no runtime folder. No display.
final class UsersFoldersTests: XCTestCase {
    func testEveryXDGFolderLiesInTheRunsOwn() throws {
        let environment = ProcessInfo.processInfo.environment
        let own = try XCTUnwrap(
            environment["GTK_DIALOGS_DATA_HOME"], "run through scripts/with-display or scripts/with-wayland")
        for name in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"] {
            let folder = try XCTUnwrap(environment[name], "\(name) is set")
            // with-wayland gives the command a runtime folder of its own, beside sway's.
            if name == "XDG_RUNTIME_DIR", environment["WAYLAND_DISPLAY"] != nil { continue }
            XCTAssertTrue(folder.hasPrefix(own + "/"), "\(name) (\(folder)) lies in the run's folder \(own)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder), "\(name) (\(folder)) exists")
        }
    }
}
