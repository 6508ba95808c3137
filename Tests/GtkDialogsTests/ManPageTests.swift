import Foundation
import XCTest

@testable import DialogsCLI

/// The man pages are written from the option tables `--help` prints (`gtk-dialogs --generate-man`):
/// these compare every option, exit code and variable with `--help-all`, check the one version
/// number everywhere it is written, and render the pages with groff's warnings on. No display.
final class ManPageTests: XCTestCase {
    static func tool(_ arguments: String...) throws -> String {
        try runProgram(ProgramLocator.builtProduct("gtk-dialogs").path, arguments)
    }

    /// GOption's `  --name=ARG   help` lines, the help options left out.
    static func helpEntries(_ help: String) -> Set<String> {
        Set(
            help.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.drop { $0 == " " }
                guard line.hasPrefix("  "), trimmed.hasPrefix("--"), !trimmed.hasPrefix("--help"),
                    let gap = trimmed.range(of: "  ")
                else { return nil }
                return trimmed[..<gap.lowerBound] + "  " + trimmed[gap.upperBound...].drop { $0 == " " }
            })
    }

    /// The page's `.TP` entries as "tag  text", by section: "SH title" and "SH title/SS title".
    static func manEntries(_ page: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var section = "", subsection = ""
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(".SH ") {
                section = unescaped(String(line.dropFirst(4)))
                subsection = ""
            } else if line.hasPrefix(".SS ") {
                subsection = unescaped(String(line.dropFirst(4)))
            } else if line == ".TP", index + 2 < lines.count {
                let entry = unescaped(lines[index + 1]) + "  " + unescaped(lines[index + 2])
                result[section, default: []].insert(entry)
                if !subsection.isEmpty { result["\(section)/\(subsection)", default: []].insert(entry) }
            }
        }
        return result
    }

    /// Roff as the reader sees it: fonts dropped, escapes resolved, quotes around arguments gone.
    static func unescaped(_ roff: String) -> String {
        var text = roff
        for (escape, plain) in [("\\fB", ""), ("\\fI", ""), ("\\fR", ""), ("\\-", "-"), ("\\(dq", "\""), ("\\&", "")] {
            text = text.replacingOccurrences(of: escape, with: plain)
        }
        while let range = text.range(of: #"\\\[u[0-9A-F]{4,6}\]"#, options: .regularExpression) {
            let hex = text[range].dropFirst(3).dropLast()
            text.replaceSubrange(range, with: String(Character(Unicode.Scalar(UInt32(hex, radix: 16)!)!)))
        }
        text = text.replacingOccurrences(of: "\\e", with: "\\")
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count > 1 { text = String(text.dropFirst().dropLast()) }
        return text
    }

    func testZenityModeListsEveryOptionOfHelpAll() throws {
        let man = Self.manEntries(try Self.tool("--generate-man"))
        let listed = (man["ZENITY MODE"] ?? []).union(man["GTK OPTIONS"] ?? [])
        let help = Self.helpEntries(try Self.tool("--help-all"))
        XCTAssertFalse(help.isEmpty)
        XCTAssertEqual(listed.subtracting(help), [], "in the man page, not in --help-all")
        XCTAssertEqual(help.subtracting(listed), [], "in --help-all, not in the man page")
    }

    func testZenityFourFormsListsAndAboutAreDocumented() throws {
        let page = try Self.tool("--generate-man")
        for option in ["icon", "about", "add\\-list", "list\\-values", "column\\-values", "show\\-header"] {
            XCTAssertTrue(page.contains("\\fB\\-\\-\(option)\\fR"), option)
        }
        XCTAssertTrue(page.contains(".SS \"Miscellaneous options\""))
        XCTAssertFalse(page.contains("Not supported by gtk\\-dialogs\n"), "no option of --add-list is left unsupported")
    }

    func testEveryNativeCommandListsItsHelpAll() throws {
        let page = try Self.tool("--generate-man")
        let man = Self.manEntries(page)
        let help = try Self.tool("--help")
        // "native mode:  gtk-dialogs alert|confirm|… [OPTION…]"
        let usage = try XCTUnwrap(help.split(separator: "\n").first { $0.hasPrefix("native mode:") })
        let commands = usage.split(separator: " ")[3].split(separator: "|").map(String.init)
        XCTAssertGreaterThanOrEqual(commands.count, 5, String(usage))
        for command in commands {
            let listed = (man["NATIVE MODE/Options of every command"] ?? [])
                .union(man["NATIVE MODE/gtk-dialogs \(command)"] ?? []).union(man["GTK OPTIONS"] ?? [])
            let commandHelp = Self.helpEntries(try Self.tool(command, "--help-all"))
            XCTAssertEqual(listed.subtracting(commandHelp), [], "\(command): in the man page, not in its --help-all")
            XCTAssertEqual(commandHelp.subtracting(listed), [], "\(command): in its --help-all, not in the man page")
        }
    }

    func testExitCodesAndVariablesAreThoseOfHelp() throws {
        let man = Self.manEntries(try Self.tool("--generate-man"))
        let help = try Self.tool("--help")
        let lines = help.split(separator: "\n").map(String.init)
        let nativeStart = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Exit codes in native mode") })
        let native = lines[(nativeStart + 1)...].prefix { $0.hasPrefix("  ") }.map { line -> String in
            let parts = line.drop { $0 == " " }.split(separator: " ", maxSplits: 1)
            return parts[0] + "  " + parts[1].drop { $0 == " " }
        }
        XCTAssertEqual(native.count, 9, "\(native)")
        XCTAssertEqual(man["EXIT STATUS/Native mode"], Set(native))
        let zenityLine = try XCTUnwrap(lines.first { $0.hasPrefix("  0 OK") })
        let zenity = zenityLine.dropFirst(2).components(separatedBy: " · ").map { row -> String in
            let parts = row.split(separator: " ", maxSplits: 1)
            return parts[0] + "  " + parts[1]
        }
        XCTAssertEqual(man["EXIT STATUS/Zenity mode"], Set(zenity))
        let variables = help.split(whereSeparator: { " ,:\n".contains($0) }).filter { $0.hasPrefix("ZENITY_") }
        XCTAssertEqual(variables.count, 5, help)
        let documented = Set((man["ENVIRONMENT"] ?? []).map { String($0.split(separator: " ")[0]) })
        for variable in variables { XCTAssertTrue(documented.contains(String(variable)), "\(variable) \(documented)") }
    }

    /// The `--commands` language: every command of issue 27 is in the one reference, in order, its
    /// example line parses to it, and the man page lists each under LIVE DIALOGS as the reference says.
    func testEveryLiveCommandIsDocumentedAndItsExampleParses() throws {
        let names = [
            "title", "text", "ok-label", "cancel-label", "enable", "disable", "progress", "progress-text", "add-row",
            "remove-row", "step", "quit",
        ]
        let parsed = DialogCommand.reference.map { reference in
            (try? DialogCommand.parse(reference.example).get())??.name
        }
        XCTAssertEqual(parsed, names)
        for reference in DialogCommand.reference {
            XCTAssertTrue(reference.form.hasPrefix((try? DialogCommand.parse(reference.example).get())??.name ?? "?"))
        }
        let documented = Self.manEntries(try Self.tool("--generate-man"))["LIVE DIALOGS"] ?? []
        XCTAssertEqual(documented, Set(DialogCommand.reference.map { "\($0.form)  \($0.meaning)" }))
    }

    /// One version: `--version`, both man pages, the completion script and the metainfo's newest release.
    func testOneVersionEverywhere() throws {
        let printed = try Self.tool("--version")
        let version = try XCTUnwrap(printed.split(separator: " ").dropFirst().first.map(String.init), printed)
        XCTAssertTrue(printed.hasPrefix("gtk-dialogs \(version) "), printed)
        let th = try XCTUnwrap(try Self.tool("--generate-man").split(separator: "\n").first { $0.hasPrefix(".TH ") })
        XCTAssertTrue(th.contains("\"gtk\\-dialogs \(version)\""), String(th))
        let demoTH = try XCTUnwrap(
            try Self.tool("--generate-man", "dialogs-demo").split(separator: "\n").first { $0.hasPrefix(".TH ") })
        XCTAssertTrue(demoTH.contains("\"GtkDialogs \(version)\""), String(demoTH))
        XCTAssertTrue(try Self.tool("--generate-completion", "bash").contains("gtk-dialogs \(version),"))

        for demo in ["org.gtkdialogs.Demo", "org.gtkdialogs.Gtk4Demo"] {
            let metainfo = try String(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("Resources/\(demo).metainfo.xml"),
                encoding: .utf8)
            let release = try XCTUnwrap(
                metainfo.range(of: #"<release version="[^"]*" date="[^"]*""#, options: .regularExpression))
            XCTAssertEqual(
                String(metainfo[release]),
                "<release version=\"\(version)\" date=\"\(Self.unescaped(String(th.split(separator: "\"")[5])))\"",
                "\(demo)'s newest release is the version --version prints, on the man page's date")
        }
    }

    /// groff with every warning on (`-ww`), as `man -l` renders them, says nothing.
    func testPagesRenderWithoutWarnings() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            throw XCTSkip("groff is missing; `make test` installs groff-base")
        }
        for page in [try Self.tool("--generate-man"), try Self.tool("--generate-man", "dialogs-demo")] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-dialogs-\(UUID()).1")
            try page.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let groff = try LaunchedProgram(
                URL(fileURLWithPath: "/usr/bin/groff"), arguments: ["-ww", "-z", "-man", file.path])
            XCTAssertEqual(groff.waitForExit(), 0)
            XCTAssertEqual(groff.errors, "", "groff -ww warns")
            let man = try LaunchedProgram(
                URL(fileURLWithPath: "/usr/bin/man"), arguments: ["-l", file.path],
                environment: ["MANWIDTH": "80", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MAN_KEEP_STDERR": "1"])
            XCTAssertEqual(man.waitForExit(), 0)
            XCTAssertEqual(man.errors, "", "man -l warns")
            XCTAssertTrue(man.output.contains("EXIT STATUS"), man.output)
        }
    }

    /// `--field`'s help is a literal (for the translation catalog): it names every kind FieldSpec reads.
    func testTheFieldHelpNamesEveryFieldKind() throws {
        let help = try Self.tool("form", "--help")
        XCTAssertTrue(help.contains("kinds: \(FieldSpec.kindNames)"), help)
    }

    /// The README's form fields name every kind FieldSpec reads (it left out date and multiline).
    func testTheReadmeNamesEveryFieldKind() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8
        ).replacingOccurrences(of: "\n", with: " ")
        let kinds = FieldSpec.kinds.map { "`\($0.name)`" }
        let listed = kinds.dropLast().joined(separator: ", ") + ", \(kinds.last!) and `choice=A|B|…`"
        XCTAssertTrue(readme.contains("with kinds \(listed)"), "README's --field kinds: \(listed)")
    }

    /// The man page's form section says what every kind FieldSpec reads shows and answers, for
    /// both programs (`--help` has room only for their names).
    func testTheManPagesFormExplainsEveryFieldKind() throws {
        for name in ["gtk-dialogs", "gtk4-dialogs"] {
            let page = try runProgram(ProgramLocator.builtProduct(name).path, ["--generate-man"])
            let heading = ".SS \"\(name.replacing("-", with: "\\-")) form\"\n"
            let form = try XCTUnwrap(
                page.components(separatedBy: heading).dropFirst().first?.components(separatedBy: ".SS ").first, name)
            let kinds = try XCTUnwrap(form.range(of: "Field kinds").map { form[$0.lowerBound...] }, name)
            for kind in FieldSpec.kinds.map(\.name) + ["choice=", "editable=", "slider="] {
                XCTAssertTrue(kinds.contains("\(kind)"), "\(name)'s man page explains no \(kind) field")
            }
        }
    }

    /// The man page's confirm says each exit code it gives: Escape and the close button give 2.
    func testTheManPagesConfirmNamesEveryExitCodeItGives() throws {
        let page = try Self.tool("--generate-man").components(separatedBy: ".SS \"gtk\\-dialogs confirm\"\n")
        let summary = try XCTUnwrap(page.dropFirst().first?.split(separator: "\n").first.map(String.init))
        for exit in ["0 for confirm", "1 for cancel", "2 for Escape or the close button"] {
            XCTAssertTrue(Self.unescaped(summary).contains(exit), "\(exit): \(summary)")
        }
    }
}
