import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// How dialogs look: the style's icon, a minimum width, a visible placeholder, and
/// form rows without reserved gaps whose reasons show whole.
final class DialogLooksTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func iconNames(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
        let content = gtk_dialog_get_content_area(gd_dialog(window))!
        return Self.descendants(of: content).filter { Self.isA($0, gtk_image_get_type()) }.compactMap { image in
            guard gtk_widget_get_visible(image) != 0 else { return nil }
            return gd_image_icon_name(UnsafeMutableRawPointer(image).assumingMemoryBound(to: GtkImage.self))
                .map { String(cString: $0) }
        }
    }

    @MainActor
    private func size(of window: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(gd_window(window), &width, &height)
        return (width, height)
    }

    func testEachStyleShowsItsIconAsZenityDoesAndKeepsItsNames() {
        onMain {
            let styles: [(AlertStyle, String, GtkMessageType)] = [
                (.info, "dialog-information", GTK_MESSAGE_INFO), (.warning, "dialog-warning", GTK_MESSAGE_WARNING),
                (.error, "dialog-error", GTK_MESSAGE_ERROR), (.question, "dialog-question", GTK_MESSAGE_QUESTION),
            ]
            for (style, icon, type) in styles {
                let alert = Alert(title: "Style \(icon)", message: "Short.", style: style)
                alert.show()
                guard let window = window(titled: alert.title) else { return }
                XCTAssertEqual(iconNames(in: window), [icon])
                var value = GValue()
                g_value_init(&value, gtk_message_type_get_type())
                g_object_get_property(gd_object(window), "message-type", &value)
                XCTAssertEqual(UInt32(g_value_get_enum(&value)), type.rawValue, "the message type stays \(style)")
                g_value_unset(&value)
                XCTAssertEqual(Self.accessibleName(window), alert.title, "screen readers read the title")
                alert.dismiss()
            }
            let named = Alert(title: "Own icon", style: .question)
            named.options.iconName = "drive-harddisk"
            named.show()
            guard let window = self.window(titled: "Own icon") else { return }
            XCTAssertEqual(iconNames(in: window), ["drive-harddisk"], "an icon name given replaces the style's")
        }
    }

    func testShortAlertsAreAsWideAsGNOMEAsksButAGivenWidthWins() {
        onMain {
            Alert(title: "Hi", buttons: ["OK"]).show()
            guard let short = window(titled: "Hi") else { return }
            XCTAssertGreaterThanOrEqual(size(of: short).width, 300)
            XCTAssertLessThanOrEqual(size(of: short).width, 400)
            let narrow = Alert(title: "Narrow", buttons: ["OK"])
            narrow.options.width = 200
            narrow.show()
            guard let window = window(titled: "Narrow") else { return }
            XCTAssertLessThan(size(of: window).width, 300, "an explicit --width is obeyed")
        }
    }

    func testAPlaceholderShowsAndTypingAtOnceGoesIntoTheEntry() {
        onMain {
            var texts: [String] = []
            let prompt = TextPrompt(title: "Hinted", placeholder: "Your name")
            prompt.onTextChange = { texts.append($0) }
            prompt.show { _ in }
            guard let window = window(titled: "Hinted") else { return }
            let entry = Self.entries(in: window)[0]
            // GTK 3 draws the placeholder only in an entry without the focus.
            XCTAssertNil(gtk_window_get_focus(gd_window(window)), "no widget holds the focus: the hint shows")
            type("Ada", in: window)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gd_entry(entry))), "Ada", "no key was lost")
            XCTAssertEqual(texts.last, "Ada")
            XCTAssertNotEqual(gtk_widget_has_focus(entry), 0, "the first key focused the entry")

            TextPrompt(title: "Unhinted").show { _ in }
            guard let plain = self.window(titled: "Unhinted") else { return }
            XCTAssertEqual(
                gtk_window_get_focus(gd_window(plain)), Self.entries(in: plain)[0], "no hint: the entry has the focus")
        }
    }

    func testFormRowsHaveAReasonLineOnlyWhileAReasonShowsAndThenShowItWhole() throws {
        try onMain {
            let reason = "Enter an email address, such as ada@example.org."
            try FormDialog(
                title: "Rows",
                fields: [
                    FormField(key: "name", label: "Name", value: "", isRequired: true),
                    FormField(key: "email", label: "Email", value: "", kind: .email),
                    FormField(key: "born", label: "Born", value: "1815", kind: .number),
                ]
            ).show { _ in }
            guard let window = window(titled: "Rows") else { return }
            let entries = Self.entries(in: window)
            let visibleTexts = { Self.labels(in: window).map(Self.labelText) }
            XCTAssertEqual(visibleTexts().filter { $0.isEmpty }, [], "no empty reason line between untouched rows")
            XCTAssertFalse(visibleTexts().contains("Name is required."), "an untouched field says nothing yet")
            let before = size(of: window).height
            press("Tab", in: window)
            type("ada@", in: window)
            spin(until: { visibleTexts().contains(reason) }, "the reason")
            // The window grows once the display server has answered its resize (on Wayland a
            // round trip to the compositor): wait for that, not for a count of frames.
            spin(until: { self.size(of: window).height > before }, "the window to grow for the reason")
            settleLayout(of: window)
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(entries[2], &allocation)
            var x: Int32 = 0
            var y: Int32 = 0
            gtk_widget_translate_coordinates(entries[2], window, 0, 0, &x, &y)
            XCTAssertLessThanOrEqual(
                y + allocation.height, size(of: window).height, "the row under it is not pushed out")
            let label = Self.labels(in: window).first { Self.labelText($0) == reason }!
            let layout = gtk_label_get_layout(gd_label(label))
            XCTAssertGreaterThan(pango_layout_get_line_count(layout), 1, "the reason wraps")
            XCTAssertFalse(pango_layout_is_ellipsized(layout) != 0, "and is not cut")
            type("example.org", in: window)
            spin(until: { !visibleTexts().contains(reason) }, "the reason gone")
            XCTAssertEqual(visibleTexts().filter { $0.isEmpty }, [], "no empty line is left where the reason was")
        }
    }
}
