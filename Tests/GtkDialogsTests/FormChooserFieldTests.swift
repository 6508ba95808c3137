import CGtk
import CGtkBridge
import DialogsGLib
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// A form's file and folder fields, with real keys (X and Wayland): chooser buttons named by their
/// labels, Return goes on from them and saves from the last, Space opens GTK's chooser where a
/// file is picked, and a required one says "Choose a file" until one is chosen.
final class FormChooserFieldTests: GUITestCase, @unchecked Sendable {
    private var folder = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-chooser-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/backups", withIntermediateDirectories: true)
        for name in ["a.txt", "b.txt"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("x".utf8)))
        }
    }

    override func tearDown() {
        super.tearDown()
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor
    private static func chooserButtons(in window: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>]
    {
        inReadingOrder(descendants(of: window).filter { isA($0, gtk_file_chooser_button_get_type()) }, in: window)
    }

    func testFileAndFolderFieldsShowTheirPathsAreNamedByTheirLabelsAndReturnSavesFromTheLast() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Attach",
                fields: [
                    FormField(key: "name", label: "Name", value: "Ada"),
                    FormField(key: "doc", label: "Document", value: folder + "/a.txt", kind: .file),
                    FormField(key: "dir", label: "Back up to", value: folder + "/backups", kind: .folder),
                ]
            ).show { answers.record($0) }
            guard let window = window(titled: "Attach") else { return }
            let choosers = Self.chooserButtons(in: window)
            XCTAssertEqual(choosers.count, 2, "a GtkFileChooserButton for each")
            guard choosers.count == 2 else { return }
            XCTAssertEqual(
                gtk_file_chooser_get_action(gd_file_chooser(choosers[1])), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
            for (chooser, label) in zip(choosers, ["Document", "Back up to"]) {
                XCTAssertEqual(Self.accessibleName(chooser), label)
            }
            press("Return", in: window)
            let focus = gtk_window_get_focus(gd_window(window))
            XCTAssertTrue(
                focus.map { gtk_widget_is_ancestor($0, choosers[0]) != 0 } ?? false, "Return moved to Document")
            XCTAssertEqual(focus.map(Self.accessibleName), "Document", "what has the focus is named by the label")
            press("Return", in: window)
            XCTAssertTrue(answers.all.isEmpty, "Return on a chooser that is not the last moves on")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer to Return on the last field, a folder's chooser")
            XCTAssertEqual(
                answers.all,
                [
                    .saved(
                        values: ["name": "Ada", "doc": folder + "/a.txt", "dir": folder + "/backups"], changedKeys: [])
                ]
            )
        }
    }

    func testARequiredFileFieldSaysChooseAFileAndSavesOnceOneIsSet() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            let form = try FormDialog(
                title: "Upload", fields: [FormField(key: "doc", label: "Document", kind: .file, isRequired: true)])
            form.show { answers.record($0) }
            guard let window = window(titled: "Upload") else { return }
            XCTAssertEqual(gtk_widget_get_sensitive(Self.buttons(in: window)[1]), 0, "Save waits for a file")
            press("Return", in: window)
            drainEvents()
            XCTAssertTrue(answers.all.isEmpty, "Return saves no form without its required file")
            XCTAssertTrue(
                Self.labels(in: window).map(Self.labelText).contains("Choose a file for Document."),
                "the field says what to do")
            try form.setValue(folder + "/b.txt", forField: "doc")
            spin(until: { gtk_widget_get_sensitive(Self.buttons(in: window)[1]) != 0 }, "Save, once a file is set")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.first?.values, ["doc": folder + "/b.txt"])
        }
    }

    /// GTK's chooser, opened by Space on the button, starts at the field's file; Down and Return
    /// in it pick the next, and Return on the form saves that.
    func testSpaceOpensTheChooserWhereAnotherFileIsPicked() throws {
        try onMain {
            let answers = Answers<FormResponse>()
            try FormDialog(
                title: "Pick", fields: [FormField(key: "doc", label: "Document", value: folder + "/a.txt", kind: .file)]
            ).show { answers.record($0) }
            guard let window = window(titled: "Pick") else { return }
            press("space", in: window)
            guard let chooser = self.window(titled: "Document") else { return }
            let picked = { CStrings.takeOwnership(gtk_file_chooser_get_filename(gd_file_chooser(chooser))) }
            // The folder is read asynchronously: Down moves once its rows are listed.
            spin(
                until: {
                    Self.descendants(of: chooser).contains {
                        Self.isA($0, gtk_tree_view_get_type())
                            && gtk_tree_view_get_model(gd_tree_view($0)).map {
                                gtk_tree_model_iter_n_children($0, nil) >= 3
                            } ?? false
                    } && picked() == folder + "/a.txt"
                }, "the chooser listing the folder, a.txt chosen")
            press("Down", in: chooser)
            spin(until: { picked() == folder + "/b.txt" }, "b.txt chosen")
            press("Return", in: chooser)
            spin(until: { gtk_widget_get_visible(chooser) == 0 }, "the chooser gone")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.saved(values: ["doc": folder + "/b.txt"], changedKeys: ["doc"])])
        }
    }
}
