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
}
