import Foundation
import XCTest

/// The bash completion `gtk-dialogs --generate-completion bash` writes, driven in a bash
/// subshell as bash drives it (COMP_WORDS split at = and :, COMP_LINE, COMP_POINT): the options
/// it offers are those `--help-all` lists for the command or dialog. No display.
final class ShellCompletionTests: XCTestCase {
    private var script: URL!
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        script = directory.appendingPathComponent("gtk-dialogs.bash")
        try ManPageTests.tool("--generate-completion", "bash").write(to: script, atomically: true, encoding: .utf8)
        for file in ["icon.png", "notes.txt"] {
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(file).path, contents: nil)
        }
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    /// What the completion offers at the end of `line`, split into words as bash splits it.
    private func completions(_ line: String) throws -> Set<String> {
        var words: [String] = []
        var current = ""
        for character in line {
            if character == " " {
                words.append(current)
                current = ""
            } else if character == "=" || character == ":" {
                if !current.isEmpty { words.append(current) }
                words.append(String(character))
                current = ""
            } else {
                if current == "=" || current == ":" {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        words.append(current)
        if words.count > 1, words.last == "", ["=", ":"].contains(words[words.count - 2]) { words.removeLast() }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let output = try runProgram(
            "/bin/bash",
            [
                "-c",
                """
                cd '\(directory.path)' && source '\(script.path)'
                COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
                _gtk_dialogs; printf '%s\\n' "${COMPREPLY[@]}"
                """,
            ])
        return Set(output.split(separator: "\n").map(String.init))
    }

    /// The option names `gtk-dialogs ARGUMENTS` lists.
    private func helpNames(_ arguments: String...) throws -> Set<String> {
        Set(
            try ManPageTests.helpEntries(runProgram(ProgramLocator.builtProduct("gtk-dialogs").path, arguments)).map {
                String($0.split(separator: "  ")[0].split(separator: "=")[0])
            })
    }

    func testTheCompletionIsRegistered() throws {
        let output = try runProgram("/bin/bash", ["-c", "source '\(script.path)' && complete -p gtk-dialogs"])
        XCTAssertEqual(output, "complete -F _gtk_dialogs gtk-dialogs\n")
    }

    func testNativeCommandsOfferTheirOwnOptions() throws {
        XCTAssertEqual(try completions("gtk-dialogs al"), ["alert"])
        for command in ["alert", "confirm", "input", "password", "form"] {
            XCTAssertEqual(try completions("gtk-dialogs \(command) --"), try helpNames(command, "--help-all"), command)
        }
        XCTAssertEqual(try completions("gtk-dialogs alert --st"), ["--style"])
    }

    func testZenityDialogsOfferTheirGroupsOptions() throws {
        let general = try helpNames("--help-general").union(try helpNames("--help-gtk"))
        let cases = [
            ("info", "message"), ("question", "message"), ("entry", "entry"), ("password", "password"),
            ("forms", "forms"),
        ]
        for (kind, group) in cases {
            XCTAssertEqual(
                try completions("gtk-dialogs --\(kind) --"), general.union(try helpNames("--help-\(group)")), kind)
        }
        XCTAssertEqual(try completions("gtk-dialogs --info --no"), ["--no-wrap", "--no-markup"])
        let first = try completions("gtk-dialogs ")
        XCTAssertTrue(first.isSuperset(of: ["--info", "--forms", "--version", "--about", "alert", "form"]), "\(first)")
        XCTAssertEqual(try completions("gtk-dialogs --forms --add-l"), ["--add-list"])
        XCTAssertEqual(try completions("gtk-dialogs --forms --sh"), ["--show-header"])
        XCTAssertEqual(try completions("gtk-dialogs --info --ic"), ["--icon", "--icon-name"])
    }

    func testFixedValues() throws {
        XCTAssertEqual(try completions("gtk-dialogs alert --style "), ["info", "warning", "error", "question"])
        XCTAssertEqual(try completions("gtk-dialogs alert --style=w"), ["warning"])
        XCTAssertEqual(try completions("gtk-dialogs form --field name:Name:em"), ["email"])
        XCTAssertEqual(try completions("gtk-dialogs form --field age:Age:n"), ["number"])
        XCTAssertEqual(try completions("gtk-dialogs form --field na"), [], "the key is free text")
        XCTAssertEqual(try completions("gtk-dialogs --info --title "), [], "free text: no option names")
    }

    func testFileNamesAfterFileOptions() throws {
        XCTAssertEqual(try completions("gtk-dialogs --info --window-icon ic"), ["icon.png"])
        XCTAssertEqual(try completions("gtk-dialogs --info --window-icon=no"), ["notes.txt"])
        XCTAssertEqual(
            try completions("gtk-dialogs alert --window-icon "), ["gtk-dialogs.bash", "icon.png", "notes.txt"])
    }
}
