import Foundation
import XCTest

@testable import DialogsCLI

/// `gtk-dialogs --scale` and `gtk-dialogs scale`: real keys, side by side with zenity 3.44.
final class ScaleCommandTests: XCTestCase, @unchecked Sendable {
    private let zenity = URL(fileURLWithPath: "/usr/bin/zenity")

    private typealias Outcome = CommandOutcome

    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    private func run(_ program: URL, _ arguments: [String], keys: [String] = []) throws -> (Outcome, String) {
        try runCommand(program, arguments, keys: keys)
    }

    func testKeysOutputAndExitStatusAreZenitys() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        let scenarios: [(arguments: [String], keys: [String])] = [
            ([], ["Right", "Right", "Right", "Return"]),
            (["--print-partial", "--step=5", "--value=10"], ["Right", "Right", "Return"]),
            (["--print-partial", "--min-value=-10", "--max-value=10"], ["Left", "Return"]),
            (["--max-value=7"], ["End", "Return"]),
            (["--step=3"], ["Page_Up", "Return"]),
            (["--value=50", "--print-partial"], ["Home", "Return"]),
            (["--step=40", "--value=90", "--print-partial"], ["Right", "Right", "Return"]),
            (["--hide-value", "--value=5", "--text", "Pick <b>one</b>"], ["Right", "Return"]),
            ([], ["Escape"]),
            (["--value=30", "--timeout=1"], []),
        ]
        for scenario in scenarios {
            let arguments = ["--scale"] + scenario.arguments
            let expected = try run(zenity, arguments, keys: scenario.keys).0
            let actual = try run(ours(), arguments, keys: scenario.keys).0
            XCTAssertEqual(actual, expected, "\(arguments) \(scenario.keys)")
        }
    }

    func testInvalidRangesAreRefusedWithZenitysWords() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
        for arguments in [
            ["--min-value=10", "--max-value=5"], ["--min-value=5", "--max-value=5"], ["--value=200"],
            ["--min-value=10"],
        ] {
            let (expected, zenityErrors) = try run(zenity, ["--scale"] + arguments)
            let (actual, errors) = try run(ours(), ["--scale"] + arguments)
            XCTAssertEqual(actual, expected, "\(arguments)")
            let words = zenityErrors.split(separator: "\n").last.map { String($0.dropLast()) } ?? "?"
            XCTAssertTrue(errors.hasPrefix("gtk-dialogs: \(words)"), "\(arguments): \(errors) vs \(zenityErrors)")
        }
    }

    func testAStepThatCannotMoveTheSliderIsAUsageError() throws {
        for (arguments, status) in [(["--scale", "--step=0"], Int32(255)), (["scale", "--step=-2"], 64)] {
            let (outcome, errors) = try run(ours(), arguments)
            XCTAssertEqual(outcome, Outcome(status: status, output: ""), "\(arguments)")
            XCTAssertTrue(errors.contains("--step needs a number above 0"), errors)
        }
    }

    func testNativeModeNamesEveryEndingWithItsOwnCode() throws {
        let json = ["scale", "--json", "--min-value=10", "--max-value=20"]
        let cases: [(arguments: [String], keys: [String], expected: Outcome)] = [
            (json, ["Right", "Return"], Outcome(status: 0, output: "{\"ending\":\"chosen\",\"value\":11}\n")),
            (
                json + ["--print-partial"], ["Right", "Right", "Return"],
                Outcome(status: 0, output: "{\"changed\":11}\n{\"changed\":12}\n{\"ending\":\"chosen\",\"value\":12}\n")
            ),
            (["scale", "--value=3"], ["Right", "Return"], Outcome(status: 0, output: "4\n")),
            (json, ["Escape"], Outcome(status: 2, output: "{\"ending\":\"closed\"}\n")),
            (json, ["Tab", "space"], Outcome(status: 1, output: "{\"ending\":\"cancelled\"}\n")),
            (json + ["--timeout", "1"], [], Outcome(status: 3, output: "{\"ending\":\"timedOut\"}\n")),
        ]
        for item in cases {
            XCTAssertEqual(try run(ours(), item.arguments, keys: item.keys).0, item.expected, "\(item.arguments)")
        }
    }

    func testScaleOptionsBelongToScale() throws {
        let (outcome, errors) = try run(ours(), ["--info", "--print-partial"])
        XCTAssertEqual(outcome.status, 255)
        XCTAssertEqual(
            errors,
            "gtk-dialogs: --print-partial is not supported for this dialog. Please see --help for all possible usages.\n"
        )
    }
}
