import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Options shared by every dialog kind, and the labels GTK translates.
final class DialogOptionsTests: GUITestCase, @unchecked Sendable {
    func testSizeIconAndWrapping() {
        onMain {
            let alert = Alert(title: "Options", message: "A message that would wrap")
            alert.options = DialogOptions(
                width: 520, height: 300, windowIcon: .named("dialog-password"), wrapsMessage: false)
            alert.show()
            guard let window = window(titled: "Options") else { return }
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_size(gd_window(window), &width, &height)
            XCTAssertGreaterThanOrEqual(width, 520)
            XCTAssertGreaterThanOrEqual(height, 300)
            XCTAssertEqual(String(cString: gtk_window_get_icon_name(gd_window(window))), "dialog-password")
            let message = Self.labels(in: window).last!
            XCTAssertEqual(gtk_label_get_line_wrap(gd_label(message)), 0)
        }
    }

    func testIconBesideTheMessage() {
        onMain {
            let alert = Alert(title: "With icon", message: "Disk almost full", style: .warning)
            alert.options.iconName = "dialog-warning"
            alert.show()
            guard let window = window(titled: "With icon") else { return }
            let content = gtk_dialog_get_content_area(gd_dialog(window))!
            let images = Self.descendants(of: content).filter { Self.isA($0, gtk_image_get_type()) }
            XCTAssertEqual(images.count, 1)
            let image = UnsafeMutableRawPointer(images[0]).assumingMemoryBound(to: GtkImage.self)
            XCTAssertEqual(gd_image_icon_name(image).map { String(cString: $0) }, "dialog-warning")
            var width: Int32 = 0
            gtk_widget_get_preferred_width(images[0], nil, &width)
            XCTAssertEqual(width, 48, "GTK_ICON_SIZE_DIALOG, as zenity's")
            XCTAssertNotEqual(gtk_widget_get_visible(images[0]), 0)
        }
    }

    func testAnIconFileBesideTheMessageIsScaledToTheDialogIconSize() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-dialogs-icon-\(getpid()).png")
            .path
        // A 200×100 image, written with GdkPixbuf: shown scaled to the 48-pixel dialog size, keeping its shape.
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 200, 100)!
        gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
        XCTAssertNotEqual(gd_pixbuf_save_png(pixbuf, path), 0)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        defer { try? FileManager.default.removeItem(atPath: path) }
        onMain {
            let alert = Alert(title: "With icon file", message: "From a file", style: .info)
            alert.options.iconFile = path
            alert.show()
            guard let window = window(titled: "With icon file") else { return }
            let content = gtk_dialog_get_content_area(gd_dialog(window))!
            let images = Self.descendants(of: content).filter { Self.isA($0, gtk_image_get_type()) }
            XCTAssertEqual(images.count, 1)
            let image = UnsafeMutableRawPointer(images[0]).assumingMemoryBound(to: GtkImage.self)
            XCTAssertEqual(gtk_image_get_storage_type(image), GTK_IMAGE_PIXBUF)
            let shown = gtk_image_get_pixbuf(image)
            XCTAssertEqual(shown.map { gdk_pixbuf_get_width($0) }, 48)
            XCTAssertEqual(shown.map { gdk_pixbuf_get_height($0) }, 24)
        }
    }

    func testEllipsizedMessage() {
        onMain {
            let prompt = TextPrompt(title: "Ellipsized", message: String(repeating: "long ", count: 100))
            prompt.options.ellipsizesMessage = true
            prompt.show { _ in }
            guard let window = window(titled: "Ellipsized") else { return }
            let message = Self.labels(in: window)[1]
            XCTAssertEqual(gtk_label_get_ellipsize(gd_label(message)), PANGO_ELLIPSIZE_END)
        }
    }

    func testAnUnreadableIconFileIsReportedNotFatal() {
        onMain {
            let alert = Alert(title: "Icon")
            alert.options.windowIcon = .file("/nonexistent/icon.png")
            alert.show()
            XCTAssertNotNil(window(titled: "Icon"))
        }
    }

    func testMnemonicButtonsAndStandardLabels() {
        onMain {
            let answers = Answers<AlertResponse>()
            let alert = Alert(
                title: "Mnemonics", buttons: ["_Xtra", StandardButton.no.label, StandardButton.yes.label],
                cancelButton: 1, defaultButton: 2)
            alert.usesMnemonics = true
            alert.show { answers.record($0) }
            guard let window = window(titled: "Mnemonics") else { return }
            XCTAssertEqual(Self.buttons(in: window).map(Self.accessibleName), ["Xtra", "No", "Yes"])
            press("alt+x", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }

    func testMarkupMessagesInPromptsAndForms() throws {
        try onMain {
            let prompt = TextPrompt(title: "Markup prompt")
            prompt.messageMarkup = "Name for <b>\("<file>")</b>"
            prompt.show { _ in }
            let form = try FormDialog(title: "Markup form", fields: [FormField(key: "a", label: "A")])
            form.messageMarkup = Markup(trusted: "<i>broken")
            form.show { _ in }
            guard let promptWindow = window(titled: "Markup prompt"), let formWindow = window(titled: "Markup form")
            else { return }
            XCTAssertEqual(Self.labels(in: promptWindow).map(Self.labelText)[1], "Name for <file>")
            XCTAssertTrue(Self.labels(in: formWindow).map(Self.labelText).contains("<i>broken"))
        }
    }

    func testMnemonicRemoval() {
        XCTAssertEqual(Mnemonics.removing(from: "_Abbrechen"), "Abbrechen")
        XCTAssertEqual(Mnemonics.removing(from: "snake__case"), "snake_case")
        XCTAssertEqual(Mnemonics.removing(from: "__init__"), "_init_")
    }
}
