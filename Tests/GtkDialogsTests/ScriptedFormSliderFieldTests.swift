import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// A form's slider field told to a scripted user (no display): `fill` takes a whole number in the
/// range and refuses others as Save would, a typed form binds an `Int`, and a remembered number is
/// used while it is in the range.
final class ScriptedFormSliderFieldTests: XCTestCase, @unchecked Sendable {
    @MainActor
    private func sound(range: ClosedRange<Int> = 0...100) -> FormDialog {
        FormDialog(title: "Sound") {
            FormField(key: "volume", label: "Volume", value: "40", kind: .slider(range, step: 5))
        }
    }

    @MainActor
    func testFillTakesANumberInTheRangeAndRefusesOthers() async {
        for (value, refusal) in [("150", "150"), ("-1", "-1"), ("loud", "loud"), ("2.5", "2.5")] {
            var messages: [String] = []
            let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
            user.fill("Sound", with: ["volume": value])
            user.install()
            let response = await sound().response()
            await user.settle()
            user.uninstall()
            XCTAssertEqual(
                messages,
                [
                    "The form \"Sound\" [Cancel, Save] refuses \"\(refusal)\" in its field \"Volume\": Choose a number "
                        + "from 0 to 100. (Save stays insensitive)"
                ])
            XCTAssertEqual(response, .dismissed)
        }
        let user = ScriptedUser()
        user.fill("Sound", with: ["volume": "75"])
        user.install()
        let saved = await sound().response()
        user.uninstall()
        XCTAssertEqual(saved, .saved(values: ["volume": "75"], changedKeys: ["volume"]))
    }

    @MainActor
    func testATypedFormBindsAnInt() async {
        struct Settings { var volume = 40 }
        let user = ScriptedUser()
        user.fill("Settings", with: ["Volume": "65"])
        user.install()
        let edited = await FormDialog.edit(
            Settings(), title: "Settings", fields: [.slider("Volume", \.volume, range: 0...100, step: 5)])
        user.uninstall()
        XCTAssertEqual(edited?.value.volume, 65)
        XCTAssertEqual(edited?.changed, [\Settings.volume])
    }

    @MainActor
    func testARememberedNumberIsUsedWhileItIsInTheRange() async {
        let user = ScriptedUser()
        user.fill("Sound", with: ["volume": "80"])
        user.choose("Save", inAlert: "Sound")
        user.choose("Save", inAlert: "Sound")
        user.install()
        func remembering(_ range: ClosedRange<Int>) -> FormDialog {
            let form = sound(range: range)
            form.remembersAnswerAs = "sound"
            return form
        }
        _ = await remembering(0...100).response()
        let second = await remembering(0...100).response()
        XCTAssertEqual(second, .saved(values: ["volume": "80"], changedKeys: []))
        let third = await remembering(0...50).response()
        XCTAssertEqual(third, .saved(values: ["volume": "40"], changedKeys: []), "80 has left the range")
        user.uninstall()
    }

    @MainActor
    func testAValueOutsideTheRangeIsAMistakeInTheForm() {
        XCTAssertThrowsError(
            try FormDialog(
                title: "Sound",
                fields: [FormField(key: "volume", label: "Volume", value: "101", kind: .slider(0...100))])
        ) { error in
            XCTAssertEqual(error as? FormError, .outOfRange(key: "volume", value: "101", range: 0...100))
            XCTAssertEqual(
                "\(error)", "The value \"101\" of slider field \"volume\" is not a whole number from 0 to 100.")
        }
    }
}
