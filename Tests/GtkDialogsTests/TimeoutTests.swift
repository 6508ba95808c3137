import XCTest

@testable import GtkDialogs

/// Timeouts as GLib takes them (milliseconds, clamped); needs no display.
final class TimeoutTests: XCTestCase, @unchecked Sendable {
    func testDurationsBecomeMilliseconds() {
        XCTAssertEqual(DialogSession.milliseconds(.seconds(2)), 2_000)
        XCTAssertEqual(DialogSession.milliseconds(.milliseconds(1_500)), 1_500)
        XCTAssertEqual(DialogSession.milliseconds(.seconds(-1)), 0)
        XCTAssertEqual(DialogSession.milliseconds(.seconds(Int64.max)), UInt32.max)
    }
}
