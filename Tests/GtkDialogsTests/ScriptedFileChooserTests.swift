import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// File choosers answered by a scripted user, with no display.
final class ScriptedFileChooserTests: XCTestCase, @unchecked Sendable {
    private let pdf = FileFilter("PDF", patterns: ["*.pdf"])
    private let all = FileFilter("All files", patterns: ["*"])

    @MainActor
    func testPickedPathsAndTheFilterComeBackAsTheWindowWouldGiveThem() async {
        let user = ScriptedUser()
        user.pick("/home/ada/report", in: "Export", filter: "PDF")
        user.pick("/home/ada/report", in: "Export", filter: "All files")
        user.pick(["/home/ada/a.png", "/home/ada/b.png"], in: "Photos")
        user.cancel("Open")
        user.install()
        let exported = await FileChooser(title: "Export", action: .save, filters: [all, pdf]).response()
        let plain = await FileChooser(title: "Export", action: .save, filters: [all, pdf]).response()
        let photos = await FileChooser(title: "Photos", action: .openMultiple).response()
        let cancelled = await FileChooser.openFile(title: "Open")
        user.uninstall()
        XCTAssertEqual(exported, .chosen(FileSelection(paths: ["/home/ada/report.pdf"], filter: pdf)))
        XCTAssertEqual(plain.paths, ["/home/ada/report"], "no extension to add from \"*\"")
        XCTAssertEqual(photos.paths, ["/home/ada/a.png", "/home/ada/b.png"])
        XCTAssertNil(cancelled)
        XCTAssertEqual(user.shown.map(\.kind), [.fileChooser, .fileChooser, .fileChooser, .fileChooser])
        XCTAssertEqual(user.shown[0].fields.first?.offered, ["All files", "PDF"])
        XCTAssertEqual(user.shown[3].description, "file chooser \"Open\" [Cancel, Open]")
    }

    @MainActor
    func testWhatAPersonCannotDoFailsWithTheDialogsName() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.pick(["/home/ada/a", "/home/ada/b"], in: "Open one")
        user.pick("/home/ada/a", in: "Filtered", filter: "Movies")
        user.pick("notes.txt", in: "Relative")
        user.install()
        let several = await FileChooser(title: "Open one").response()
        let filtered = await FileChooser(title: "Filtered", filters: [pdf]).response()
        let relative = await FileChooser(title: "Relative", action: .save).response()
        user.uninstall()
        XCTAssertEqual([several, filtered, relative], [.dismissed, .dismissed, .dismissed])
        XCTAssertEqual(
            failures.all,
            [
                "The file chooser \"Open one\" [Cancel, Open] takes one path, not 2",
                "The file chooser \"Filtered\" [Cancel, Open] has no filter \"Movies\"",
                "The file chooser \"Relative\" [Cancel, Save] answers with absolute paths, not \"notes.txt\"",
            ])
    }
}
