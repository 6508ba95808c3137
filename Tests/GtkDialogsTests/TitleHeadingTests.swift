import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// `--title`'s help says which windows show the title as their heading too (issue 42, finding 8:
/// it said all of them): each kind's window is read here, and the help must name exactly those.
final class TitleHeadingTests: GUITestCase, @unchecked Sendable {
    func testTheTitleHelpNamesTheWindowsThatShowItAsTheirHeading() throws {
        let title = "Heading check"
        // The native commands each kind's window serves, and the kind shown with `title`.
        let kinds: [(commands: [String], show: @MainActor () -> () -> Void)] = [
            (
                ["alert", "confirm"],
                {
                    let d = Alert(title: title, message: "m"); d.show(); return d.dismiss
                }
            ),
            (
                ["input", "password"],
                {
                    let d = TextPrompt(title: title, message: "m"); d.show(); return d.dismiss
                }
            ),
            (
                ["form"],
                {
                    let d = FormDialog(title: title, message: "m") { FormField(key: "a", label: "A") }
                    d.show()
                    return d.dismiss
                }
            ),
            (
                ["list"],
                {
                    let d = ListDialog(title: title, message: "m", items: ["a"]); d.show(); return d.dismiss
                }
            ),
            (
                ["progress"],
                {
                    let d = ProgressDialog(title: title, message: "m"); _ = d.show(); return d.dismiss
                }
            ),
            (
                ["steps"],
                {
                    let d = StepList(title: title, message: "m", steps: ["a"]); d.show(); return d.dismiss
                }
            ),
        ]
        var heading: Set<String> = [], plain: Set<String> = []
        for kind in kinds {
            onMain {
                let dismiss = kind.show()
                guard let window = window(titled: title) else { return }
                let shows = Self.labels(in: window).contains { Self.labelText($0) == title }
                if shows { heading.formUnion(kind.commands) } else { plain.formUnion(kind.commands) }
                dismiss()
                spin(until: { self.window(titledNow: title) == nil }, "the window is gone")
            }
        }
        XCTAssertEqual(heading, ["alert", "confirm", "input", "password", "form"])
        // The kinds `program`'s --title help names, and that help line.
        func namedInTitleHelp(of program: String) throws -> (names: Set<String>, line: String) {
            let help = try runProgram(ProgramLocator.builtProduct(program).path, ["list", "--help"])
            let line = try XCTUnwrap(help.split(separator: "\n").first { $0.contains("--title=") }, help)
            return (Set(line.split(whereSeparator: { " ,;()".contains($0) }).map(String.init)), String(line))
        }
        let gtk3 = try namedInTitleHelp(of: "gtk-dialogs")
        XCTAssertEqual(gtk3.names.intersection(heading.union(plain)), heading, gtk3.line)

        // GTK 4 shows every one of these in an AdwMessageDialog, whose heading is the title (seen
        // in screenshots of each): its help names them all, and GTK 3's help stays its own.
        let gtk4Heading = heading.union(plain).union(["text"])
        let gtk4 = try namedInTitleHelp(of: "gtk4-dialogs")
        XCTAssertEqual(gtk4.names.intersection(gtk4Heading), gtk4Heading, gtk4.line)
    }

    @MainActor private func window(titledNow title: String) -> UnsafeMutablePointer<GtkWidget>? {
        Self.toplevels().first { gtk_window_get_title(gd_window($0)).map { String(cString: $0) } == title }
    }
}
