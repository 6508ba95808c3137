import Foundation
import XCTest

/// `--field key:Label:label` and `separator`, shown and never in the answer; `color` and `font`, answered as
/// the color and font commands answer (both programs, real keys).
final class FormDecorationCommandTests: XCTestCase, @unchecked Sendable {
    func testTheAnswerHasNoValueOfALabelOrASeparator() throws {
        try DisplayServer.require()
        let bus = try PrivateSessionBus(withDunst: false)
        defer { bus.stop() }
        let programs = [
            (try ProgramLocator.builtProduct("gtk-dialogs"), [String: String]()),
            (try ProgramLocator.builtProduct("gtk4-dialogs"), Gtk4Environment.on(bus)),
        ]
        for (program, environment) in programs {
            let fields = [
                "--field", "name:Name::Ada", "--field", "note:Read this first.:label", "--field", "line::separator",
                "--required", "note",
            ]
            let (plain, _) = try runCommand(
                program, ["form", "--title", "Invoice"] + fields, keys: ["Return"], title: "Invoice",
                environment: environment)
            XCTAssertEqual(plain, CommandOutcome(status: 0, output: "name=Ada\n"), program.lastPathComponent)
            let (json, _) = try runCommand(
                program, ["form", "--title", "Invoice", "--json"] + fields, keys: ["Return"], title: "Invoice",
                environment: environment)
            XCTAssertEqual(
                json,
                CommandOutcome(status: 0, output: #"{"ending":"saved","values":{"name":"Ada"},"changed":[]}"# + "\n"),
                program.lastPathComponent)
        }
    }

    func testAColourAndAFontAnswerAsTheColourAndFontCommandsDo() throws {
        try DisplayServer.require()
        let bus = try PrivateSessionBus(withDunst: false)
        defer { bus.stop() }
        let programs = [
            (try ProgramLocator.builtProduct("gtk-dialogs"), [String: String]()),
            (try ProgramLocator.builtProduct("gtk4-dialogs"), Gtk4Environment.on(bus)),
        ]
        for (program, environment) in programs {
            let (json, _) = try runCommand(
                program,
                [
                    "form", "--title", "Theme", "--json", "--field", "accent:Accent:color:teal", "--field",
                    "font:Editor font:font:Monospace 11",
                ], keys: ["Return", "Return"], title: "Theme", environment: environment)
            XCTAssertEqual(
                json,
                CommandOutcome(
                    status: 0,
                    output:
                        #"{"ending":"saved","values":{"accent":"rgb(0,128,128)","font":"Monospace 11"},"changed":[]}"#
                        + "\n"), program.lastPathComponent)
        }
    }

    /// A colour or font neither program can read: one line on stderr naming the field and what to
    /// write, and the usage error's status, before any window.
    func testAnUnreadableColourOrFontIsOneLineSayingWhatToWrite() throws {
        let refusals = [
            (
                "accent:Accent:color:tael",
                "The value \"tael\" of colour field \"accent\" is not a colour: write a name such as teal, #rrggbb or "
                    + "rgb(r,g,b), or nothing for white."
            ),
            (
                "font:Editor font:font:Sans",
                "The value \"Sans\" of font field \"font\" is not a font: write a family and a size, such as Sans 12, "
                    + "or nothing for Sans 12."
            ),
        ]
        for name in ["gtk-dialogs", "gtk4-dialogs"] {
            for (field, reason) in refusals {
                let refused = try LaunchedProgram(
                    ProgramLocator.builtProduct(name), arguments: ["form", "--field", field])
                XCTAssertEqual(refused.waitForExit(), 64, name)
                XCTAssertEqual(refused.errors, "\(name): \(reason) (see \(name) form --help)\n")
            }
        }
    }
}
