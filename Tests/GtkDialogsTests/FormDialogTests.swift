import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Forms filled in with real X key events.
final class FormDialogTests: GUITestCase, @unchecked Sendable {
    private static let contactFields = [
        FormField(key: "name", label: "Name", value: "Ada Lovelace", isRequired: true),
        FormField(key: "phone", label: "Phone", value: "", kind: .phone),
        FormField(key: "email", label: "Email", value: "", kind: .email),
        FormField(key: "born", label: "Born", value: "1815", kind: .number),
    ]

    @MainActor
    private func contactForm() throws -> FormDialog {
        try FormDialog(title: "Edit Contact", fields: Self.contactFields, saveTitle: "Save", cancelTitle: "Cancel")
    }

    @MainActor
    private func saveButton(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
    }

    func testReturnMovesThroughTheFieldsAndSavesOnTheLast() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try contactForm().show { answers.record($0) }
            guard let window = window(titled: "Edit Contact") else { return }
            let entries = Self.entries(in: window)
            // The window's focus widget: whether X gives the window the keyboard focus before
            // the first key depends on where the pointer is (no window manager).
            XCTAssertEqual(gtk_window_get_focus(gd_window(window)), entries[0], "the first field has the focus")
            press("Return", in: window)
            XCTAssertNotEqual(gtk_widget_has_focus(entries[1]), 0, "Return moves to the next field")
            type("+44 20 7946 0958", in: window)
            press("Return", in: window)
            type("ada@example.org", in: window)
            press("Return", in: window)
            press("ctrl+a", in: window)
            type("1816", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the form's handler")
            drainEvents()
            XCTAssertEqual(
                answers.all,
                [
                    .saved(
                        values: [
                            "name": "Ada Lovelace", "phone": "+44 20 7946 0958", "email": "ada@example.org",
                            "born": "1816",
                        ], changedKeys: ["phone", "email", "born"])
                ])
        }
    }

    func testTabFollowsFieldOrderAndNonASCIIIsKept() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Notes",
                fields: [
                    FormField(key: "a", label: "First"), FormField(key: "b", label: "Second"),
                    FormField(key: "c", label: "Third"),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Notes") else { return }
            type("é", in: window)
            press("Tab", in: window)
            type("日本 🙂", in: window)
            press("Tab", in: window)
            type("<b>&amp; %n", in: window)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the form's handler")
            XCTAssertEqual(answers.all.first?.values, ["a": "é", "b": "日本 🙂", "c": "<b>&amp; %n"])
        }
    }

    func testSaveFollowsValidationAndTheInvalidFieldSaysWhy() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try contactForm().show { answers.record($0) }
            guard let window = window(titled: "Edit Contact") else { return }
            let save = saveButton(of: window)
            let entries = Self.entries(in: window)
            XCTAssertNotEqual(gtk_widget_get_sensitive(save), 0)
            press("Tab", "Tab", in: window)
            type("ada@", in: window)
            spin(until: { gtk_widget_get_sensitive(save) == 0 }, "Save to become insensitive")
            XCTAssertTrue(Self.hasStyleClass(entries[2], "error"))
            XCTAssertTrue(
                Self.labels(in: window).map(Self.labelText).contains("Enter an email address, such as ada@example.org.")
            )
            press("Return", in: window)
            press("Return", in: window)
            drainEvents()
            XCTAssertEqual(answers.all, [], "Return on the last field does not save an invalid form")
            XCTAssertNotEqual(gtk_widget_has_focus(entries[2]), 0, "it takes the user to the invalid field")
            press("End", in: window)  // focusing an entry selects its text
            type("example.org", in: window)
            spin(until: { gtk_widget_get_sensitive(save) != 0 }, "Save to become sensitive")
            XCTAssertFalse(Self.hasStyleClass(entries[2], "error"))
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.closed])
        }
    }

    func testRequiredFieldEmptiedBlocksSave() throws {
        try onMain {
            var log: [String] = []
            try contactForm().show(onSave: { _ in log.append("save") }, onCancel: { log.append("cancel") })
            guard let window = window(titled: "Edit Contact") else { return }
            press("ctrl+a", "BackSpace", in: window)
            spin(until: { gtk_widget_get_sensitive(self.saveButton(of: window)) == 0 }, "Save to become insensitive")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("Name is required."))
            click(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.cancel)!)
            spin(until: { !log.isEmpty }, "the handler")
            XCTAssertEqual(log, ["cancel"])
        }
    }

    /// Return on a form that cannot be saved takes the user to the first invalid field and shows
    /// why, though no key touched it (the reason's line stayed hidden: no reason was given).
    func testReturnShowsTheReasonOfAnUntouchedRequiredField() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Sign Up",
                fields: [
                    FormField(key: "name", label: "Name", isRequired: true),
                    FormField(key: "email", label: "Email", kind: .email),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Sign Up") else { return }
            let entries = Self.entries(in: window)
            XCTAssertFalse(Self.labels(in: window).map(Self.labelText).contains("Name is required."))
            press("Return", "Return", in: window)
            XCTAssertNotEqual(gtk_widget_has_focus(entries[0]), 0, "Return takes the user to the empty name")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("Name is required."))
            XCTAssertTrue(Self.hasStyleClass(entries[0], "error"))
            XCTAssertEqual(answers.all, [])
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
        }
    }

    /// Screen readers meet the fields in the order shown (GtkGrid lists its children last-attached first).
    func testScreenReadersMeetTheFieldsInDisplayOrder() throws {
        try onMain {
            try contactForm().show { _ in }
            guard let window = window(titled: "Edit Contact") else { return }
            func texts(under object: UnsafeMutablePointer<AtkObject>) -> [String] {
                (0..<atk_object_get_n_accessible_children(object)).flatMap { index -> [String] in
                    guard let child = atk_object_ref_accessible_child(object, index) else { return [] }
                    defer { g_object_unref(gpointer(child)) }
                    let name = atk_object_get_name(child).map { String(cString: $0) }
                    let own = atk_object_get_role(child) == ATK_ROLE_TEXT ? [name ?? ""] : []
                    return own + texts(under: child)
                }
            }
            XCTAssertEqual(texts(under: gtk_widget_get_accessible(window)), ["Name", "Phone", "Email", "Born"])
            press("Escape", in: window)
        }
    }

    func testLabelsAreMnemonicAndNameTheirFields() throws {
        try onMain {
            try FormDialog(
                title: "Labels",
                fields: Self.contactFields + [FormField(key: "pw", label: "Pass_word", kind: .password)]
            ).show { _ in }
            guard let window = window(titled: "Labels") else { return }
            let entries = Self.entries(in: window)
            XCTAssertEqual(entries.map(Self.accessibleName), ["Name", "Phone", "Email", "Born", "Pass_word"])
            let labels = Self.labels(in: window).filter { gtk_label_get_mnemonic_widget(gd_label($0)) != nil }
            XCTAssertEqual(labels.map(Self.labelText), ["Name", "Phone", "Email", "Born", "Pass_word"])
            XCTAssertEqual(labels.map { gtk_label_get_mnemonic_widget(gd_label($0)) }, entries)
            XCTAssertEqual(
                entries.map { gtk_entry_get_input_purpose(gd_entry($0)) },
                [
                    GTK_INPUT_PURPOSE_FREE_FORM, GTK_INPUT_PURPOSE_PHONE, GTK_INPUT_PURPOSE_EMAIL,
                    GTK_INPUT_PURPOSE_NUMBER, GTK_INPUT_PURPOSE_PASSWORD,
                ])
            XCTAssertEqual(gtk_entry_get_visibility(gd_entry(entries[4])), 0)
            // Alt+E (Email's mnemonic) jumps to the email field.
            press("alt+e", in: window)
            XCTAssertNotEqual(gtk_widget_has_focus(entries[2]), 0)
        }
    }

    func testManyFieldsScrollInsideAWindowThatFitsTheScreen() throws {
        try onMain {
            try FormDialog(title: "Many", fields: (0..<80).map { FormField(key: "k\($0)", label: "Field \($0)") })
                .show { _ in }
            guard let window = window(titled: "Many") else { return }
            XCTAssertGreaterThan(assertFitsTheScreen(window).height, 200)
        }
    }

    func testChoiceFields() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Choice",
                fields: [
                    FormField(key: "lang", label: "Language", value: "French", kind: .choice(["English", "French"]))
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Choice") else { return }
            click(saveButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.saved(values: ["lang": "French"], changedKeys: [])])
        }
    }

    func testAsyncValuesAndEveryEnding() throws {
        try onMain {
            var results: [[String: String]?] = []
            let form = try contactForm()
            Task { results.append(await form.values()) }
            guard let first = window(titled: "Edit Contact") else { return }
            click(saveButton(of: first))
            spin(until: { results.count == 1 }, "the async caller")
            Task { results.append(await form.values()) }
            guard let second = window(titled: "Edit Contact") else { return }
            closeLikeWindowManager(second)
            spin(until: { results.count == 2 }, "the async caller")
            Task { results.append(await form.values(timeout: .milliseconds(100))) }
            spin(until: { results.count == 3 }, "the timeout")
            Task { results.append(await form.values()) }
            _ = window(titled: "Edit Contact")
            form.dismiss()
            spin(until: { results.count == 4 }, "the dismissal")
            XCTAssertEqual(
                results,
                [["name": "Ada Lovelace", "phone": "", "email": "", "born": "1815"], nil, nil, nil])
        }
    }

    // MARK: Hostile input

    private static let hostile = "<span size='xx-large'>big</span> & <b>x &amp; %s%n%x%p"

    func testHostileTextInFormsIsShownLiterally() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: Self.hostile, message: Self.hostile,
                fields: [
                    FormField(key: "a", label: Self.hostile, value: Self.hostile, placeholder: Self.hostile),
                    FormField(key: "b", label: "Nul", value: "a\0b"),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: Self.hostile) else { return }
            let labels = Self.labels(in: window).map(Self.labelText)
            XCTAssertEqual(labels.filter { $0 == Self.hostile }.count, 3, "heading, message and field label: \(labels)")
            let entries = Self.entries(in: window)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gd_entry(entries[0]))), Self.hostile)
            XCTAssertEqual(String(cString: gtk_entry_get_placeholder_text(gd_entry(entries[0]))), Self.hostile)
            XCTAssertEqual(String(cString: gtk_entry_get_text(gd_entry(entries[1]))), "a\u{FFFD}b")
            press("Return", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all.first?.values, ["a": Self.hostile, "b": "a\u{FFFD}b"])
        }
    }

    // MARK: Bad input, no display needed

    func testBadFieldListsThrowErrorsThatSayWhatToFix() throws {
        try onMain {
            XCTAssertThrowsError(try FormDialog(title: "x", fields: [])) { error in
                XCTAssertEqual(error as? FormError, .noFields)
                XCTAssertEqual("\(error)", "A form needs at least one field.")
            }
            XCTAssertThrowsError(
                try FormDialog(title: "x", fields: [FormField(key: "a", label: "A"), FormField(key: "a", label: "B")])
            ) { error in
                XCTAssertEqual(error as? FormError, .duplicateKey("a"))
                XCTAssertTrue("\(error)".contains("\"a\""))
            }
            XCTAssertThrowsError(try FormDialog(title: "x", fields: [FormField(key: "", label: "Name")])) { error in
                XCTAssertEqual(error as? FormError, .emptyKey(label: "Name"))
            }
            XCTAssertThrowsError(
                try FormDialog(title: "x", fields: [FormField(key: "c", label: "C", value: "z", kind: .choice(["a"]))])
            ) { error in
                XCTAssertEqual(error as? FormError, .valueNotAnOption(key: "c", value: "z"))
            }
        }
    }

    func testFieldFormats() {
        XCTAssertTrue(FieldFormats.isNumber("1815"))
        XCTAssertTrue(FieldFormats.isNumber("-2.5"))
        XCTAssertTrue(FieldFormats.isNumber("2,5"))
        XCTAssertFalse(FieldFormats.isNumber("18x5"))
        XCTAssertFalse(FieldFormats.isNumber("1.2.3"))
        XCTAssertFalse(FieldFormats.isNumber("."))
        XCTAssertTrue(FieldFormats.isPhoneNumber("+44 (20) 7946-0958"))
        XCTAssertFalse(FieldFormats.isPhoneNumber("12"))
        XCTAssertFalse(FieldFormats.isPhoneNumber("0800 CALL NOW"))
        XCTAssertFalse(FieldFormats.isPhoneNumber("44+1234"))
        XCTAssertTrue(FieldFormats.isEmailAddress("ada@example.org"))
        XCTAssertFalse(FieldFormats.isEmailAddress("ada@"))
        XCTAssertFalse(FieldFormats.isEmailAddress("ada@example"))
        XCTAssertFalse(FieldFormats.isEmailAddress("a da@example.org"))
        XCTAssertFalse(FieldFormats.isEmailAddress("a@b@example.org"))
        XCTAssertTrue(FieldFormats.isURL("https://example.org/path?q=1"))
        XCTAssertTrue(FieldFormats.isURL("mailto:ada@example.org"))
        XCTAssertFalse(FieldFormats.isURL("example.org"))
        XCTAssertFalse(FieldFormats.isURL("https://"))
        XCTAssertFalse(FieldFormats.isURL("https://exa mple.org"))
        let required = FormField(key: "n", label: "Name", isRequired: true).rule
        XCTAssertEqual(required.validate("  "), .invalid(reason: "Name is required."))
        let optionalNumber = FormField(key: "b", label: "Born", kind: .number).rule
        XCTAssertEqual(optionalNumber.validate(""), .valid)
        let custom = FormField(key: "b", label: "Born", kind: .number, validator: .minimumLength(4)).rule
        XCTAssertEqual(custom.validate("18"), .invalid(reason: "Use at least 4 characters."))
    }

    func testMnemonicsAreDistinctAndEscapeUnderscores() {
        XCTAssertEqual(
            Mnemonics.assign(["Name", "Number", "_x", "ñ", "123"]), ["_Name", "N_umber", "___x", "_ñ", "123"])
    }
}
