import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// DialogsTesting under XCTest, with no `report:` given: a script that does not
/// match the code fails the test through `XCTFail`. The failures are caught here
/// (XCTest routes every failure through `recordFailure`) so they can be asserted.
final class ScriptedUserXCTestFailureTests: XCTestCase {
    private var caught: [String] = []
    private var catching = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if catching {
            caught.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    @MainActor
    func testAMismatchedTitleFailsTheTest() async {
        catching = true
        let user = ScriptedUser()
        user.choose("Onward", inAlert: "Uh Oh")
        user.install()
        _ = await Alert.confirm(title: "Uh oh", cancelTitle: "Run away", confirmTitle: "Onward")
        user.uninstall()
        catching = false
        XCTAssertEqual(caught.count, 2, "\(caught)")  // the unexpected alert, then the unused step
        XCTAssertTrue(
            caught.first?.contains("Unexpected alert \"Uh oh\" [Run away, Onward]: the script's next step is") ?? false,
            "\(caught)")
    }
}
