import Foundation
import XCTest

/// `gtk-dialogs font`: GTK's font chooser driven by real keys, its answer as Pango writes a font
/// and as JSON, every ending's exit status, and what it refuses.
final class FontCommandTests: XCTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    /// The JSON object one run printed.
    private func json(_ outcome: CommandOutcome) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    }

    func testReturnPrintsTheStartingFontAsPangoWritesIt() throws {
        let (plain, _) = try runCommand(ours(), ["font", "--font", "Serif Bold 14"], keys: ["Return"])
        XCTAssertEqual(plain, CommandOutcome(status: 0, output: "Serif Bold 14\n"))

        let (chosen, _) = try runCommand(
            ours(), ["font", "--json", "--font", "Serif Italic 10.5", "--preview-text", "Grumpy wizards"],
            keys: ["Return"])
        XCTAssertEqual(chosen.status, 0)
        let answer = try json(chosen)
        XCTAssertEqual(answer["ending"] as? String, "chosen")
        XCTAssertEqual(answer["font"] as? String, "Serif Italic 10.5")
        XCTAssertEqual(answer["family"] as? String, "Serif")
        XCTAssertEqual(answer["style"] as? String, "Italic")
        XCTAssertEqual(answer["weight"] as? Int, 400)
        XCTAssertEqual(answer["size"] as? Double, 10.5)
    }

    /// The style is the face as the font's text writes it (issue 42, finding 7: DejaVu Serif's
    /// "Condensed" face came with "DejaVu Serif Semi-Condensed 11").
    func testTheStyleIsTheFaceTheFontsTextNames() throws {
        let (chosen, _) = try runCommand(
            ours(), ["font", "--json", "--font", "DejaVu Serif Semi-Condensed 11"], keys: ["Return"])
        let answer = try json(chosen)
        XCTAssertEqual(answer["font"] as? String, "DejaVu Serif Semi-Condensed 11")
        XCTAssertEqual(answer["family"] as? String, "DejaVu Serif")
        XCTAssertEqual(answer["style"] as? String, "Semi-Condensed")
        let (bold, _) = try runCommand(
            ours(), ["font", "--json", "--font", "DejaVu Serif Semi-Condensed Bold Italic 9"], keys: ["Return"])
        let boldAnswer = try json(bold)
        let style = try XCTUnwrap(boldAnswer["style"] as? String, bold.output)
        XCTAssertEqual(boldAnswer["font"] as? String, "DejaVu Serif \(style) 9", "the style is the font's words")
        XCTAssertEqual(Set(style.split(separator: " ")), ["Bold", "Italic", "Semi-Condensed"], bold.output)
    }

    /// From the search field, Down enters the list at the selected font and Down again moves to the
    /// next one; Return answers it, at the size it started with (searching is checked in
    /// FontChooserTests, which can wait for GTK's delayed filter).
    func testDownMovesToAnotherFontAndTheSizeStays() throws {
        let (chosen, _) = try runCommand(
            ours(), ["font", "--font", "Serif Bold 14"], keys: ["Down", "Down", "Return"])
        XCTAssertEqual(chosen.status, 0)
        XCTAssertNotEqual(chosen.output, "Serif Bold 14\n", "Down moved the selection")
        XCTAssertTrue(chosen.output.hasSuffix(" 14\n"), chosen.output)
    }

    func testEveryOtherEndingHasItsExitStatus() throws {
        let (cancelled, _) = try runCommand(ours(), ["font", "--json", "--no-preview"], keys: ["Escape"])
        XCTAssertEqual(cancelled, CommandOutcome(status: 1, output: #"{"ending":"cancelled"}"# + "\n"))
        let (plainCancel, _) = try runCommand(ours(), ["font"], keys: ["Escape"])
        XCTAssertEqual(plainCancel, CommandOutcome(status: 1, output: ""))
        let (timedOut, _) = try runCommand(ours(), ["font", "--json", "--timeout", "1"])
        XCTAssertEqual(timedOut, CommandOutcome(status: 3, output: #"{"ending":"timedOut"}"# + "\n"))
    }

    /// An empty font is a usage error that says what to give; the font's options are native mode's.
    func testWhatItRefuses() throws {
        let (empty, errors) = try runCommand(ours(), ["font", "--font", " "])
        XCTAssertEqual(empty, CommandOutcome(status: 64, output: ""))
        XCTAssertTrue(errors.contains("--font needs a font, as Pango writes one"), errors)
        let (zenity, zenityErrors) = try runCommand(ours(), ["--info", "--preview-text", "x"])
        XCTAssertEqual(zenity.status, 255)
        XCTAssertTrue(zenityErrors.contains("--preview-text"), zenityErrors)
    }
}
