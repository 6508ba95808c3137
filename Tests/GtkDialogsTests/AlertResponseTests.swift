import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Which ending an alert reports for each way its dialog ends; needs no display.
final class AlertResponseTests: XCTestCase, @unchecked Sendable {
    func testAlertResponseMapping() {
        XCTAssertEqual(Alert.answer(for: .response(2), cancelButton: 0), .button(2))
        XCTAssertEqual(Alert.answer(for: .response(-4), cancelButton: 0), .button(0))
        XCTAssertEqual(Alert.answer(for: .response(-4), cancelButton: nil), .closed)
        XCTAssertEqual(Alert.answer(for: .timedOut, cancelButton: 0), .timedOut)
        XCTAssertEqual(Alert.answer(for: .dismissed, cancelButton: 0), .dismissed)
        XCTAssertEqual(Alert.answer(for: .destroyed, cancelButton: 0), .dismissed)
    }
}
