import XCTest

@testable import GtkDialogs

/// Which ending an alert reports for each way its dialog ends; needs no display.
final class AlertResponseTests: XCTestCase, @unchecked Sendable {
    func testAlertResponseMapping() {
        XCTAssertEqual(Alert.response(for: .response(2), cancelButton: 0), .button(2))
        XCTAssertEqual(Alert.response(for: .response(-4), cancelButton: 0), .button(0))
        XCTAssertEqual(Alert.response(for: .response(-4), cancelButton: nil), .closed)
        XCTAssertEqual(Alert.response(for: .timedOut, cancelButton: 0), .timedOut)
        XCTAssertEqual(Alert.response(for: .dismissed, cancelButton: 0), .dismissed)
        XCTAssertEqual(Alert.response(for: .destroyed, cancelButton: 0), .dismissed)
    }
}
