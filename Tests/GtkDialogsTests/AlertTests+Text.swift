import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// How an alert looks and shows its text: plain unless markup is asked for,
/// nothing lost or rendered that was not asked for, and a window that fits the
/// screen whatever it is given.
extension AlertTests {
    // MARK: Looks and text

    func testTitleNamesTheWindowAndHeadsTheDialog() {
        onMain {
            threeChoices().show()
            guard let window = window(titled: "Warning!") else { return }
            XCTAssertEqual(Self.accessibleName(window), "Warning!")
            XCTAssertEqual(
                Self.labels(in: window).map(Self.labelText).filter { !$0.isEmpty },
                ["Warning!", "Would you like to perform a lengthy operation?"])
            let buttons = Self.buttons(in: window)
            XCTAssertEqual(buttons.map(Self.buttonLabel), ["Nope", "Yeah, sure", "Meh, maybe later"])
            XCTAssertEqual(buttons.map(Self.accessibleName), ["Nope", "Yeah, sure", "Meh, maybe later"])
            XCTAssertTrue(Self.hasStyleClass(buttons[1], "suggested-action"))
            waitForKeyboardFocus(window)
            XCTAssertNotEqual(gtk_widget_has_focus(buttons[1]), 0, "the default button has the focus")
            XCTAssertEqual(messageType(of: window), GTK_MESSAGE_QUESTION)
        }
    }

    func testTextIsPlainByDefault() {
        onMain {
            let hostile = "<b>x</b> & &amp; %s%n%x%p <span size='xx-large'>"
            Alert(title: hostile, message: hostile, buttons: [hostile, "_under_score"]).show()
            guard let window = window(titled: hostile) else { return }
            let labels = Self.labels(in: window).filter { !Self.labelText($0).isEmpty }
            XCTAssertEqual(labels.map(Self.labelText), [hostile, hostile])
            for label in labels {
                XCTAssertEqual(gtk_label_get_use_markup(gd_label(label)), 0)
            }
            XCTAssertEqual(Self.buttons(in: window).map(Self.buttonLabel), [hostile, "_under_score"])
            XCTAssertEqual(Self.buttons(in: window).map { gtk_button_get_use_underline(gd_button($0)) }, [0, 0])
        }
    }

    func testNulIsShownVisiblyInsteadOfCuttingTheText() {
        onMain {
            Alert(title: "Nul", message: "before\0after").show()
            guard let window = window(titled: "Nul") else { return }
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("before\u{FFFD}after"))
        }
    }

    func testMarkupIsOptIn() {
        onMain {
            let name = "<Ada & Co>"
            Alert(title: "Markup", markup: "Delete <b>\(name)</b>?").show()
            guard let window = window(titled: "Markup") else { return }
            let message = Self.labels(in: window).last!
            XCTAssertEqual(Self.labelText(message), "Delete <Ada & Co>?")
            XCTAssertNotEqual(gtk_label_get_use_markup(gd_label(message)), 0)
        }
    }

    func testInvalidMarkupIsShownLiterally() {
        onMain {
            Alert(title: "Broken", markup: Markup(trusted: "<b>unclosed & bare")).show()
            guard let window = window(titled: "Broken") else { return }
            XCTAssertEqual(Self.labelText(Self.labels(in: window).last!), "<b>unclosed & bare")
        }
    }

    func testEmptyButtonListShowsGtksOwnOK() {
        onMain {
            let answers = Answers<AlertResponse>()
            Alert(title: "Default").show { answers.record($0) }
            guard let window = window(titled: "Default") else { return }
            let buttons = Self.buttons(in: window)
            XCTAssertEqual(buttons.count, 1)
            XCTAssertEqual(Self.buttonLabel(buttons[0]), ButtonLabel.ok.mnemonicText)
            XCTAssertNotEqual(gtk_button_get_use_underline(gd_button(buttons[0])), 0)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }

    func testOutOfRangeIndicesAreIgnored() {
        onMain {
            // A programmer error: debug builds stop at an assertion; this is what release builds do.
            let errors = expectingProgrammerErrors {
                let answers = Answers<AlertResponse>()
                Alert(title: "Range", buttons: ["A", "B"], cancelButton: 7, defaultButton: -1, destructiveButton: 2)
                    .show { answers.record($0) }
                guard let window = window(titled: "Range") else { return }
                press("Escape", in: window)
                spin(until: { !answers.all.isEmpty }, "the handler")
                XCTAssertEqual(answers.all, [.closed])
            }
            XCTAssertEqual(errors.count, 3)
        }
    }

    func testCountdownShowsSecondsLeftOnTheDefaultButton() {
        onMain {
            let alert = threeChoices()
            alert.showsCountdown = true
            let answers = Answers<AlertResponse>()
            alert.show(timeout: .seconds(30)) { answers.record($0) }
            guard let window = window(titled: "Warning!") else { return }
            XCTAssertEqual(Self.buttonLabel(Self.buttons(in: window)[1]), "Yeah, sure (30)")
            alert.dismiss()
            XCTAssertEqual(answers.all, [.dismissed])
        }
    }

    func testLongMessageScrollsInsideAWindowThatFitsTheScreen() {
        onMain {
            let line = String(repeating: "All work and no play makes Jack a dull boy. ", count: 4)
            let message = Array(repeating: line, count: 2_000).joined(separator: "\n")
            Alert(title: "Long", message: message).show()
            guard let window = window(titled: "Long") else { return }
            assertFitsTheScreen(window)
            let area = gtk_dialog_get_content_area(gd_dialog(window))!
            XCTAssertTrue(Self.descendants(of: area).contains { Self.isA($0, gtk_scrolled_window_get_type()) })
        }
    }

    // MARK: Hostile input

    func testAMegabyteMessageStaysOnScreen() {
        onMain {
            let message = String(repeating: "0123456789abcdef ", count: 62_000)  // just over 1 MB
            XCTAssertGreaterThan(message.utf8.count, 1_000_000)
            Alert(title: "Megabyte", message: message).show()
            guard let window = window(titled: "Megabyte") else { return }
            assertFitsTheScreen(window)
        }
    }

    func testTwoHundredButtonsScrollAndStillAnswer() {
        onMain {
            let answers = Answers<AlertResponse>()
            let labels = (0..<200).map { "Button \($0)" }
            Alert(title: "Many buttons", buttons: labels, cancelButton: 0).show { answers.record($0) }
            guard let window = window(titled: "Many buttons") else { return }
            assertFitsTheScreen(window)
            let area = gtk_dialog_get_content_area(gd_dialog(window))!
            let buttons = Self.descendants(of: area).filter { Self.isA($0, gtk_button_get_type()) }
            XCTAssertEqual(buttons.map(Self.buttonLabel), labels)
            gtk_widget_grab_focus(buttons[150])
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(150)])
        }
    }

    func testEmptyTitleRightToLeftCombiningAndEmoji() {
        onMain {
            let texts = ["مرحبا بالعالم", "e\u{301}te\u{301} n\u{303}", "👩‍👩‍👧‍👦 🙂 🇫🇷", "שלום <b>"]
            for text in texts {
                Alert(title: "", message: text, buttons: [text]).show()
                let window = OpenWindows.widgets.last!
                spin(until: { gtk_widget_get_mapped(window) != 0 }, "the window")
                XCTAssertEqual(String(cString: gtk_window_get_title(gd_window(window))), "")
                XCTAssertEqual(Self.labels(in: window).map(Self.labelText), [text])
                XCTAssertEqual(Self.buttons(in: window).map(Self.buttonLabel), [text])
                OpenSessions.all.last!.dismiss()
            }
        }
    }
}

/// `gtk_message_dialog` has no getter for its type: read the property.
@MainActor
private func messageType(of dialog: UnsafeMutablePointer<GtkWidget>) -> GtkMessageType {
    var value = GValue()
    g_value_init(&value, gtk_message_type_get_type())
    g_object_get_property(gd_object(dialog), "message-type", &value)
    defer { g_value_unset(&value) }
    return GtkMessageType(rawValue: UInt32(g_value_get_enum(&value)))
}
