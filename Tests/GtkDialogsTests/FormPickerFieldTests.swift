import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// A form's colour and font fields: with real keys (X and Wayland) a GtkColorButton and a
/// GtkFontButton named by their labels, Return going on from them and saving from the last, in
/// the colour and font kinds' words; told to a scripted user, a colour or font it can read.
final class FormPickerFieldTests: GUITestCase, @unchecked Sendable {
    func testColourAndFontButtonsAnswerAsTheColourAndFontKindsDo() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            let form = try FormDialog(
                title: "Theme",
                fields: [
                    FormField(key: "accent", label: "Accent", value: "teal", kind: .color),
                    FormField(key: "font", label: "Editor font", value: "Monospace 11", kind: .font),
                ])
            form.show { answers.record($0) }
            guard let window = window(titled: "Theme") else { return }
            let colours = Self.descendants(of: window).filter { Self.isA($0, gtk_color_button_get_type()) }
            let fonts = Self.descendants(of: window).filter { Self.isA($0, gtk_font_button_get_type()) }
            XCTAssertEqual([colours.count, fonts.count], [1, 1], "a GtkColorButton and a GtkFontButton")
            XCTAssertEqual(colours.first.map(Self.accessibleName), "Accent")
            XCTAssertEqual(fonts.first.map(Self.accessibleName), "Editor font")
            try form.setValue("#ff0000", forField: "accent")
            press("Return", in: window)
            XCTAssertEqual(gtk_window_get_focus(gd_window(window)), fonts.first, "Return moved to the font button")
            XCTAssertTrue(answers.all.isEmpty)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer to Return on the font button")
            XCTAssertEqual(
                answers.all,
                [.saved(values: ["accent": "rgb(255,0,0)", "font": "Monospace 11"], changedKeys: ["accent"])])
        }
    }

    /// A translucent colour shows and answers with its opacity, and the chooser Space opens from
    /// the colour button lets the opacity be chosen (an alpha slider in its editor).
    func testAColourFieldHonoursTheOpacity() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Tint",
                fields: [FormField(key: "glass", label: "Glass", value: "rgba(255,0,0,0.5)", kind: .color)]
            ).show { answers.record($0) }
            guard let window = window(titled: "Tint") else { return }
            let button = try XCTUnwrap(Self.descendants(of: window).first { Self.isA($0, gtk_color_button_get_type()) })
            XCTAssertEqual(gtk_color_chooser_get_use_alpha(gd_color_chooser(button)), 1, "the button takes opacity")
            press("space", in: window)
            guard let chooser = self.window(titled: "Glass") else { return }
            XCTAssertEqual(gtk_color_chooser_get_use_alpha(gd_color_chooser(chooser)), 1, "its chooser offers opacity")
            var shown = GdkRGBA()
            gtk_color_chooser_get_rgba(gd_color_chooser(chooser), &shown)
            XCTAssertEqual(shown.alpha, 0.5, accuracy: 0.01, "the chooser starts at the translucent colour")
            press("Escape", in: chooser)
            spin(until: { gtk_widget_get_visible(chooser) == 0 }, "the chooser gone")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.saved(values: ["glass": "rgba(255,0,0,0.5)"], changedKeys: [])])
        }
    }

    /// A colour or font the form cannot read is refused by name, saying what to write instead.
    @MainActor
    func testAnUnreadableColourOrFontSaysWhatToWrite() throws {
        XCTAssertThrowsError(
            try FormDialog(
                title: "Theme", fields: [FormField(key: "accent", label: "Accent", value: "tael", kind: .color)])
        ) { error in
            XCTAssertEqual(error as? FormError, .notAColor(key: "accent", value: "tael"))
            XCTAssertEqual(
                "\(error)",
                "The value \"tael\" of colour field \"accent\" is not a colour: write a name such as teal, #rrggbb or "
                    + "rgb(r,g,b), or nothing for white.")
        }
        let form = try FormDialog(title: "Theme", fields: [FormField(key: "font", label: "Editor font", kind: .font)])
        XCTAssertThrowsError(try form.setValue("Sans", forField: "font")) { error in
            XCTAssertEqual(error as? FormError, .notAFont(key: "font", value: "Sans"))
            XCTAssertEqual(
                "\(error)",
                "The value \"Sans\" of font field \"font\" is not a font: write a family and a size, such as Sans 12, "
                    + "or nothing for Sans 12.")
        }
    }

    @MainActor
    func testAScriptedUserFillsAColourOrAFontItCanRead() async {
        var messages: [String] = []
        let user = ScriptedUser(report: { message, _, _ in messages.append(message) })
        user.fill("Theme", with: ["accent": "bleu"])
        user.fill("Theme", with: ["font": "Sans"])
        user.fill("Theme", with: ["accent": "#ff0000", "font": "Sans Bold 12"])
        user.install()
        func theme() -> FormDialog {
            FormDialog(title: "Theme") {
                FormField(key: "accent", label: "Accent", kind: .color)
                FormField(key: "font", label: "Editor font", kind: .font)
            }
        }
        var responses: [FormResponse] = []
        for _ in 0..<3 { responses.append(await theme().response()) }
        await user.settle()
        user.uninstall()
        XCTAssertEqual(
            messages,
            [
                "The form \"Theme\" [Cancel, Save] refuses \"bleu\" in its field \"Accent\": \"bleu\" is not a colour: "
                    + "give a name (teal), #rrggbb, rgb(r,g,b) or rgba(r,g,b,a) (Save stays insensitive)",
                "The form \"Theme\" [Cancel, Save] refuses \"Sans\" in its field \"Editor font\": Enter a font as its "
                    + "family and size, such as Sans 12. (Save stays insensitive)",
            ])
        XCTAssertEqual(
            responses,
            [
                .dismissed, .dismissed,
                .saved(values: ["accent": "rgb(255,0,0)", "font": "Sans Bold 12"], changedKeys: ["accent", "font"]),
            ], "an empty colour is white, an empty font Sans 12")
    }

    /// A scripted user's translucent colour is saved with its opacity, as the window's chooser answers it.
    @MainActor
    func testAScriptedUserFillsATranslucentColour() async {
        let user = ScriptedUser()
        user.fill("Tint", with: ["glass": "rgba(0,0,255,0.25)"])
        user.install()
        let response = await FormDialog(title: "Tint") { FormField(key: "glass", label: "Glass", kind: .color) }
            .response()
        user.uninstall()
        XCTAssertEqual(response, .saved(values: ["glass": "rgba(0,0,255,0.25)"], changedKeys: ["glass"]))
    }

    /// A colour and a font start from the ones saved last time (a label beside them keeps nothing).
    @MainActor
    func testARememberedColourAndFontStartTheNextForm() async {
        let user = ScriptedUser()
        user.fill("Theme", with: ["accent": "teal", "font": "Serif 14"])
        user.choose("Save", inAlert: "Theme")
        user.install()
        func theme() -> FormDialog {
            let form = FormDialog(title: "Theme") {
                FormField(key: "note", label: "Pick what you like.", kind: .label)
                FormField(key: "accent", label: "Accent", kind: .color)
                FormField(key: "font", label: "Editor font", kind: .font)
            }
            form.remembersAnswerAs = "theme"
            return form
        }
        _ = await theme().response()
        let second = await theme().response()
        user.uninstall()
        XCTAssertEqual(second, .saved(values: ["accent": "rgb(0,128,128)", "font": "Serif 14"], changedKeys: []))
    }
}
