import Foundation
import XCTest

/// `gtk-dialogs --color-selection` and `gtk-dialogs color`: real keys, side by side with zenity 3.44.
final class ColorCommandTests: XCTestCase, @unchecked Sendable {
    private let zenity = URL(fileURLWithPath: "/usr/bin/zenity")

    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    func testKeysOutputAndExitStatusAreZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let scenarios: [(arguments: [String], keys: [String])] = [
            // The editor opens with the text field focused: Return reads the text, Tab Return selects.
            (["--color", "#3584e4"], ["Tab", "Return"]),
            (["--color", "rgba(255,0,0,0.5)"], ["shift+Tab", "Return"]),
            (["--color", "teal"], ["Tab", "Tab", "Return"]),
            // The palette: the first Return selects the focused swatch, the second answers. (The
            // keyboard starts on the selected colour, zenity's on the first swatch: the same here.)
            (["--show-palette", "--color", "#99c1f1"], ["Right", "Return", "Return"]),
            (["--show-palette", "--color", "teal"], ["Escape"]),
            ([], ["Escape"]),
            (["--color", "red", "--timeout=1"], []),
        ]
        for scenario in scenarios {
            let arguments = ["--color-selection"] + scenario.arguments
            let expected = try runCommand(zenity, arguments, keys: scenario.keys).outcome
            let actual = try runCommand(ours(), arguments, keys: scenario.keys).outcome
            XCTAssertEqual(actual, expected, "\(arguments) \(scenario.keys)")
        }
    }

    /// zenity 3.44 ignores a `--color` it cannot read and starts from its default color, white
    /// (seen with Tab Return in its editor: rgb(255,255,255), as with no `--color`). So does
    /// zenity mode, with one line on stderr naming the value; the values are no color under any
    /// parser, and the valid one is #rrggbb.
    func testAColorZenityCannotReadStartsAtWhiteAsZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let warning = { (value: String) in
            "gtk-dialogs: --color \"\(value)\" is not a colour: starting from white, as zenity does\n"
        }
        let scenarios: [(arguments: [String], keys: [String], errors: String)] = [
            (["--color", "nonsense"], ["Tab", "Return"], warning("nonsense")),
            (["--color", "#12"], ["Tab", "Return"], warning("#12")),
            (["--color", "rgb(1,2)", "--show-palette"], ["Escape"], warning("rgb(1,2)")),
            (["--color", "#3584e4"], ["Tab", "Return"], ""),
        ]
        for scenario in scenarios {
            let arguments = ["--color-selection"] + scenario.arguments
            let expected = try runCommand(zenity, arguments, keys: scenario.keys).outcome
            let (actual, errors) = try runCommand(ours(), arguments, keys: scenario.keys)
            XCTAssertEqual(actual, expected, "\(arguments) \(scenario.keys)")
            // Its warning and nothing else (the test run has a session bus and GSettings in memory:
            // GTK's color chooser saves the color without dconf's "failed to commit" warnings).
            XCTAssertEqual(errors, scenario.errors, "\(arguments)")
        }
        let (white, _) = try runCommand(ours(), ["--color-selection", "--color", "nonsense"], keys: ["Tab", "Return"])
        XCTAssertEqual(white, CommandOutcome(status: 0, output: "rgb(255,255,255)\n"))
    }

    /// Native mode refuses a color that does not parse, naming it.
    func testAColorThatDoesNotParseIsANativeUsageError() throws {
        for arguments in [["color", "--json", "--palette-color", "#12"], ["colour", "--color", "nonsense"]] {
            let (native, nativeErrors) = try runCommand(ours(), arguments)
            XCTAssertEqual(native, CommandOutcome(status: 64, output: ""), "\(arguments)")
            XCTAssertTrue(nativeErrors.contains("\"\(arguments.last!)\" is not a colour"), nativeErrors)
        }
        let (elsewhere, _) = try runCommand(ours(), ["--info", "--show-palette"])
        XCTAssertEqual(elsewhere.status, 255)
    }

    /// The palette opens with the keyboard on the selected colour: Return answers teal, not the
    /// first swatch (rgb(153,193,241)) that GTK gives the focus to. zenity 3.44's first Return
    /// selects that swatch and its second answers it, which no script can rely on: fixed in
    /// zenity mode too.
    func testReturnAnswersTheGivenColorFromThePalette() throws {
        let (zenityMode, _) = try runCommand(
            ours(), ["--color-selection", "--show-palette", "--color", "teal"], keys: ["Return"])
        XCTAssertEqual(zenityMode, CommandOutcome(status: 0, output: "rgb(0,128,128)\n"))
        let (chosen, _) = try runCommand(ours(), ["color", "--json", "--color", "teal"], keys: ["Return"])
        XCTAssertEqual(
            chosen,
            CommandOutcome(
                status: 0,
                output: ##"{"ending":"chosen","color":"rgb(0,128,128)","hex":"#008080","##
                    + #""components":{"red":0,"green":128,"blue":128,"alpha":1.0}}"# + "\n"))
    }

    func testNativeModePrintsTheColorAsJSONAndNamesEveryEnding() throws {
        let (chosen, _) = try runCommand(
            ours(), ["colour", "--json", "--editor", "--alpha", "--color", "rgba(0,128,128,0.25)"],
            keys: ["Tab", "Return"])
        XCTAssertEqual(
            chosen,
            CommandOutcome(
                status: 0,
                output: ##"{"ending":"chosen","color":"rgba(0,128,128,0.25)","hex":"#008080","##
                    + #""components":{"red":0,"green":128,"blue":128,"alpha":0.25}}"# + "\n"))
        let (plain, _) = try runCommand(
            ours(), ["color", "--palette-color", "red", "--palette-color", "blue", "--color", "red"],
            keys: ["Right", "Return", "Return"])
        XCTAssertEqual(plain, CommandOutcome(status: 0, output: "rgb(0,0,255)\n"))
        let (escaped, _) = try runCommand(ours(), ["colour", "--json", "--editor"], keys: ["Escape"])
        XCTAssertEqual(escaped, CommandOutcome(status: 2, output: #"{"ending":"closed"}"# + "\n"))
        let (timedOut, _) = try runCommand(ours(), ["colour", "--json", "--timeout", "1"])
        XCTAssertEqual(timedOut, CommandOutcome(status: 3, output: #"{"ending":"timedOut"}"# + "\n"))
    }
}
