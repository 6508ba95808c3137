import XCTest

@testable import DialogsCore
@testable import DialogsGLib
@testable import GtkDialogs

/// Timeouts as GLib takes them (milliseconds, clamped); needs no display.
final class TimeoutTests: XCTestCase, @unchecked Sendable {
    func testDurationsBecomeMilliseconds() {
        XCTAssertEqual(SessionTimer.milliseconds(.seconds(2)), 2_000)
        XCTAssertEqual(SessionTimer.milliseconds(.milliseconds(1_500)), 1_500)
        XCTAssertEqual(SessionTimer.milliseconds(.seconds(-1)), 0)
        XCTAssertEqual(SessionTimer.milliseconds(.seconds(Int64.max)), UInt32.max)
    }
}
