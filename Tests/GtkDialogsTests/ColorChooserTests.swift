import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Color choosers answered with real X keys and clicks.
final class ColorChooserTests: GUITestCase, @unchecked Sendable {
    private let red = RGBAColor(red: 1, green: 0, blue: 0)
    private let green = RGBAColor(red: 0, green: 1, blue: 0)
    private let blue = RGBAColor(red: 0, green: 0, blue: 1)

    func testReturnAnswersTheInitialColorAndArrowsMoveThroughTheOwnPalette() {
        onMain {
            let answers = Answers<ColorResponse>()
            let chooser = ColorChooser(title: "Accent", color: red)
            chooser.palette = [red, green, blue]
            chooser.colorsPerRow = 3
            chooser.show { answers.record($0) }
            guard let window = window(titled: "Accent") else { return }
            XCTAssertEqual(Self.accessibleName(window), "Accent")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")

            chooser.show { answers.record($0) }
            guard let second = self.window(titled: "Accent") else { return }
            press("Right", "Return", "Return", in: second)  // the first Return selects the swatch, the second answers
            spin(until: { answers.all.count == 2 }, "the second answer")
            XCTAssertEqual(answers.all, [.chosen(red), .chosen(green)])
        }
    }

    /// GTK's palette puts the keyboard on its first swatch whatever colour is selected: Return
    /// must answer the selected one, a swatch further on or a colour no swatch has (teal).
    func testReturnAnswersTheSelectedColorNotTheFirstSwatch() {
        onMain {
            let teal = RGBAColor(red: 0, green: 128 / 255, blue: 128 / 255)
            let answers = Answers<ColorResponse>()
            let chooser = ColorChooser(title: "Selected", color: teal)
            chooser.show { answers.record($0) }
            guard let window = window(titled: "Selected") else { return }
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")

            let own = ColorChooser(title: "Own palette", color: blue)
            own.palette = [red, green, blue]
            own.show { answers.record($0) }
            guard let second = self.window(titled: "Own palette") else { return }
            press("Return", in: second)
            spin(until: { answers.all.count == 2 }, "the second answer")
            XCTAssertEqual(answers.all.map { $0.color?.hexText }, ["#008080", "#0000ff"])
        }
    }

    func testTheEditorTakesTypedTextAndTheOpacityOnlyOnRequest() {
        onMain {
            let answers = Answers<ColorResponse>()
            let chooser = ColorChooser(title: "Editor", color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            chooser.showsPalette = false
            chooser.show { answers.record($0) }
            guard let window = window(titled: "Editor") else { return }
            guard let entry = Self.descendants(of: window).first(where: { Self.isA($0, gtk_entry_get_type()) })
            else { return XCTFail("the editor has no text field") }
            gtk_widget_grab_focus(entry)
            press("ctrl+a", in: window)
            type("#3584e4", in: window)
            press("Return", in: window)  // the editor reads the text; a second Return stays in the field
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), GTK_RESPONSE_OK.rawValue))
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.color?.hexText, "#3584e4")
            XCTAssertEqual(answers.all.first?.color?.alpha, 1, "no opacity was asked for")

            chooser.usesAlpha = true
            chooser.show { answers.record($0) }
            guard let translucent = self.window(titled: "Editor") else { return }
            click(gtk_dialog_get_widget_for_response(gd_dialog(translucent), GTK_RESPONSE_OK.rawValue))
            spin(until: { answers.all.count == 2 }, "the translucent answer")
            XCTAssertEqual(answers.all.last?.color?.text, "rgba(255,0,0,0.5)")
        }
    }

    func testEveryOtherEndingIsNamed() {
        onMain {
            let answers = Answers<ColorResponse>()
            let chooser = ColorChooser(title: "Endings")
            chooser.selectTitle = "Use"
            chooser.cancelTitle = "Keep"
            chooser.show { answers.record($0) }
            guard let window = window(titled: "Endings") else { return }
            let cancel = gtk_dialog_get_widget_for_response(gd_dialog(window), GTK_RESPONSE_CANCEL.rawValue)!
            let select = gtk_dialog_get_widget_for_response(gd_dialog(window), GTK_RESPONSE_OK.rawValue)!
            XCTAssertEqual([Self.buttonLabel(cancel), Self.buttonLabel(select)], ["Keep", "Use"])
            XCTAssertEqual(Self.accessibleName(select), "Use")
            click(cancel)
            spin(until: { answers.all.count == 1 }, "the cancel")

            chooser.show { answers.record($0) }
            guard let escaped = self.window(titled: "Endings") else { return }
            press("Escape", in: escaped)
            spin(until: { answers.all.count == 2 }, "the escape")

            chooser.show(timeout: .milliseconds(200)) { answers.record($0) }
            spin(until: { answers.all.count == 3 }, "the timeout")

            chooser.show { answers.record($0) }
            guard self.window(titled: "Endings") != nil else { return }
            chooser.dismiss()
            spin(until: { answers.all.count == 4 }, "the dismissal")
            XCTAssertEqual(answers.all, [.cancelled, .closed, .timedOut, .dismissed])
        }
    }

    func testTheAsyncAnswerAndTheWindowManagersClose() {
        onMain {
            let answers = Answers<ColorResponse>()
            Task { answers.record(await ColorChooser(title: "Async", color: blue).response()) }
            guard let window = window(titled: "Async") else { return }
            closeLikeWindowManager(window)
            spin(until: { !answers.all.isEmpty }, "the async answer")
            XCTAssertEqual(answers.all, [.closed])
        }
    }
}
