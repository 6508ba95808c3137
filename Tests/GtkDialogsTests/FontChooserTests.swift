import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Font choosers answered with real X keys and clicks: the typed answer is read from GTK's own
/// font description.
final class FontChooserTests: GUITestCase, @unchecked Sendable {
    func testSearchingAndReturnAnswerTheFontWithItsFaceWeightAndSize() {
        onMain {
            let answers = Answers<FontResponse>()
            let chooser = FontChooser(title: "Editor font", font: "Sans 11")
            chooser.previewText = "Grumpy wizards"
            chooser.show { answers.record($0) }
            guard let window = window(titled: "Editor font") else { return }
            XCTAssertEqual(Self.accessibleName(window), "Editor font")
            press("Return", in: window)  // the font it opened at
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.font?.family, "Sans")
            XCTAssertEqual(answers.all.first?.font?.size, 11)

            chooser.font = "Serif Bold 14"
            chooser.show { answers.record($0) }
            guard let second = self.window(titled: "Editor font") else { return }
            press("Return", in: second)
            spin(until: { answers.all.count == 2 }, "the second answer")
            guard let bold = answers.all.last?.font else { return XCTFail("\(answers.all)") }
            XCTAssertEqual(bold.family, "Serif")
            XCTAssertEqual(bold.style, "Bold")
            XCTAssertEqual(bold.weight, 700)
            XCTAssertEqual(bold.size, 14)
            XCTAssertEqual(bold.description, "Serif Bold 14")
        }
    }

    func testTheSearchFieldPicksAFamily() {
        onMain {
            let answers = Answers<FontResponse>()
            FontChooser(title: "Search", font: "Sans 12").show { answers.record($0) }
            guard let window = window(titled: "Search") else { return }
            type("monospace", in: window)
            spin(
                until: { Self.visibleFamilies(in: window).allSatisfy { $0.lowercased().contains("monospace") } },
                "the search")
            press("Down", "Return", in: window)  // from the search field into the first match, then Select
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.font?.family, "Monospace")
            XCTAssertEqual(answers.all.first?.font?.size, 12, "the size stays")
        }
    }

    func testEveryOtherEndingIsNamedOnce() {
        onMain {
            let answers = Answers<FontResponse>()
            let chooser = FontChooser(title: "Endings")
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
            guard let escape = self.window(titled: "Endings") else { return }
            press("Escape", in: escape)
            spin(until: { answers.all.count == 2 }, "the escape")

            chooser.show(timeout: .milliseconds(200)) { answers.record($0) }
            spin(until: { answers.all.count == 3 }, "the timeout")

            chooser.show { answers.record($0) }
            _ = self.window(titled: "Endings")
            chooser.dismiss()
            spin(until: { answers.all.count == 4 }, "the dismissal")
            // GTK's font chooser answers Escape with its Cancel button (its search field takes the key first).
            XCTAssertEqual(answers.all, [.cancelled, .cancelled, .timedOut, .dismissed])
        }
    }

    /// The families the chooser's list shows now (its model's rows after the search).
    @MainActor
    private static func visibleFamilies(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let list = descendants(of: window).first(where: { isA($0, gtk_tree_view_get_type()) }),
            let model = gtk_tree_view_get_model(gd_tree_view(list))
        else { return [] }
        var families: [String] = []
        var iter = GtkTreeIter()
        var more = gtk_tree_model_get_iter_first(model, &iter) != 0
        while more {
            var value = GValue()
            gtk_tree_model_get_value(model, &iter, 0, &value)  // column 0: the PangoFontFamily
            if let family = g_value_get_object(&value) {
                families.append(
                    String(cString: pango_font_family_get_name(family.assumingMemoryBound(to: PangoFontFamily.self))))
            }
            g_value_unset(&value)
            more = gtk_tree_model_iter_next(model, &iter) != 0
        }
        return families
    }
}
