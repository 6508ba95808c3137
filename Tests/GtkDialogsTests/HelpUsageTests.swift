import Foundation
import XCTest

@testable import DialogsCLI

/// `gtk-dialogs --help` opens with one usage line per mode, written from the kinds: every native
/// command and every zenity dialog option of every kind is named there, and the color command's
/// other spelling is said once, in `--help` and on the man page. No display.
final class HelpUsageTests: XCTestCase {
    /// The words of `--help`'s usage paragraph (from "zenity mode:" to the first blank line after it),
    /// split at spaces, `|` and parentheses.
    private func usageWords() throws -> Set<String> {
        let help = try ManPageTests.tool("--help")
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("zenity mode:") }, help)
        let usage = lines[start...].prefix { !$0.isEmpty }.joined(separator: " ")
        return Set(usage.split(whereSeparator: { " |();,".contains($0) }).map(String.init))
    }

    func testUsageNamesEveryKindsCommandsAndDialogOptions() throws {
        let words = try usageWords()
        var named = 0
        for kind in DialogKinds.all {
            for command in kind.nativeCommands {
                XCTAssertTrue(words.contains(command.name), "\(kind): native command \(command.name) not in --help")
                for alias in command.aliases {
                    XCTAssertTrue(words.contains(alias), "\(kind): \(alias) (for \(command.name)) not in --help")
                }
                named += 1
            }
            for dialog in kind.zenityDialogs {
                XCTAssertTrue(words.contains("--\(dialog.name)"), "\(kind): --\(dialog.name) not in --help")
                named += 1
            }
        }
        XCTAssertEqual(named, 15 + 16, "15 native commands and 16 zenity dialogs (zenity 3.44's 15 and --about)")
        for word in [
            "--text-info", "--color-selection", "--notification", "--about", "color", "font", "notify", "file", "text",
        ] {
            XCTAssertTrue(words.contains(word), "\(word) not in --help's usage lines")
        }
    }

    /// `color` is the command, as zenity spells its option; `colour` is accepted and said to be
    /// the same command, not listed as a second one.
    func testColorIsOneCommandWithTwoSpellings() throws {
        let help = try ManPageTests.tool("--help")
        let usage = try XCTUnwrap(help.range(of: "native mode:").map { help[$0.upperBound...] })
            .prefix { $0 != "(" }
        let commands = usage.split { $0 == "|" || $0 == " " || $0 == "\n" }
        XCTAssertTrue(commands.contains("color"), help)
        XCTAssertFalse(commands.contains("colour"), "colour is not a second entry: \(help)")
        XCTAssertTrue(help.contains("color is also spelt colour"), help)
        let page = try ManPageTests.tool("--generate-man")
        XCTAssertTrue(page.contains(".SS \"gtk\\-dialogs color\""), "the man page's section")
        XCTAssertFalse(page.contains(".SS \"gtk\\-dialogs colour\""), "no second section")
        XCTAssertTrue(page.contains("Also spelt colour."), "the man page names the other spelling")
        for spelling in ["color", "colour"] {
            let commandHelp = try ManPageTests.tool(spelling, "--help")
            XCTAssertTrue(commandHelp.contains("gtk-dialogs color: GTK's colour chooser"), commandHelp)
            XCTAssertTrue(commandHelp.contains("(also spelt colour)"), commandHelp)
        }
    }
}
