import Foundation
import GtkDialogs
import XCTest

/// `gtk-dialogs --calendar` and `gtk-dialogs date`: real keys, side by side with zenity 3.44.
final class DateCommandTests: XCTestCase, @unchecked Sendable {
    private let zenity = URL(fileURLWithPath: "/usr/bin/zenity")
    private static let march5 = ["--calendar", "--day=5", "--month=3", "--year=2024"]

    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    private func ours() throws -> URL { try ProgramLocator.builtProduct("gtk-dialogs") }

    private func requireZenity() throws {
        guard FileManager.default.isExecutableFile(atPath: zenity.path) else {
            throw XCTSkip("zenity is not installed")
        }
    }

    func testOutputAndExitStatusAreZenitysInEveryLocale() throws {
        try requireZenity()
        let installed = (try? String(contentsOfFile: "/usr/lib/locale/locale-archive", encoding: .isoLatin1)) ?? ""
        var locales = ["C", "C.UTF-8"]
        for locale in ["de_DE.UTF-8", "en_US.UTF-8"] where installed.contains(locale.replacing("UTF-8", with: "utf8")) {
            locales.append(locale)
        }
        let scenarios: [(arguments: [String], keys: [String])] = [
            (Self.march5, ["Return"]),
            (Self.march5, ["Escape"]),
            (Self.march5 + ["--date-format=%A %d %B %Y|%j|%U"], ["Return"]),
            (
                Self.march5 + [
                    "--ok-label=Pick", "--cancel-label=Not now", "--title=When", "--text=Due &amp; <b>late</b>",
                ],
                ["Return"]
            ),
            (["--calendar", "--day=29", "--month=2", "--year=2000", "--date-format=%x %D"], ["KP_Enter"]),
            (["--calendar", "--day=31", "--month=12", "--year=1999", "--width=400", "--height=300"], ["Return"]),
            (["--calendar", "--day=-1", "--month=7", "--year=2021", "--date-format=%m %Y"], ["Return"]),
        ]
        for locale in locales {
            // Every scenario in one locale; the locale's own %x in the others.
            for (arguments, keys) in locale == "C.UTF-8" ? scenarios[...] : scenarios.prefix(2) {
                let environment = ["LANG": locale, "LC_ALL": "", "LC_TIME": ""]
                let context = "LANG=\(locale) \(arguments) \(keys)"
                do {
                    let expected = try runCommand(zenity, arguments, keys: keys, environment: environment).0
                    let actual = try runCommand(ours(), arguments, keys: keys, environment: environment).0
                    XCTAssertEqual(actual, expected, context)
                } catch {
                    XCTFail("\(context): \(error)")
                }
            }
        }
        let german = ["LANG": "C.UTF-8", "LC_TIME": "de_DE.UTF-8", "LC_ALL": ""]
        if locales.contains("de_DE.UTF-8") {
            XCTAssertEqual(
                try runCommand(ours(), Self.march5, keys: ["Return"], environment: german).0,
                CommandOutcome(status: 0, output: "05.03.2024\n"), "LC_TIME decides, as for zenity")
        }
    }

    func testATimeoutExitsAsZenitysWithoutPrintingTheDate() throws {
        try requireZenity()
        let arguments = Self.march5 + ["--timeout=1"]
        let zenitys = try runCommand(zenity, arguments).0
        XCTAssertEqual(zenitys, CommandOutcome(status: 5, output: "03/05/24\n"))
        XCTAssertEqual(try runCommand(ours(), arguments).0, CommandOutcome(status: 5, output: ""))
    }

    func testImpossibleDatesAreOneClearLineAndTheUsageCode() throws {
        let cases: [(arguments: [String], status: Int32, words: String)] = [
            (["--calendar", "--day=31", "--month=2", "--year=2024"], 255, "there is no 31 February 2024"),
            (["--calendar", "--month=13"], 255, "there is no month 13: give a month from 1 to 12"),
            (["--calendar", "--year=0"], 255, "year 0 is out of range: give a year from 1 to 9999"),
            (["--calendar", "--month=0"], 255, "there is no month 0"),
            (["--info", "--day=3"], 255, "--day is not supported for this dialog"),
            (
                ["date", "--day=31", "--month=4", "--year=2024"], 64,
                "there is no 31 April 2024: April 2024 has 30 days"
            ),
            (["date", "--day=0"], 64, "there is no 0 "),
            (["date", "--year=10000"], 64, "year 10000 is out of range"),
            (["date", "--earliest=2024-02-30"], 64, "--earliest \"2024-02-30\": write a real date as YYYY-MM-DD"),
            (["date", "--earliest=2024-03-02", "--latest=2024-03-01"], 64, "is after the latest 2024-03-01"),
        ]
        for (arguments, status, words) in cases {
            let (outcome, errors) = try runCommand(ours(), arguments)
            XCTAssertEqual(outcome, CommandOutcome(status: status, output: ""), "\(arguments)")
            XCTAssertEqual(errors.split(separator: "\n").count, 1, "\(arguments): \(errors)")
            XCTAssertTrue(errors.contains(words), "\(arguments): \(errors)")
        }
    }

    func testNativeModeAnswersJSONAndNamesEveryEnding() throws {
        let json = ["date", "--json", "--day=5", "--month=3", "--year=2024"]
        let cases: [(arguments: [String], keys: [String], expected: CommandOutcome)] = [
            (
                json, ["Right", "Return"],
                CommandOutcome(
                    status: 0,
                    output: "{\"ending\":\"chosen\",\"year\":2024,\"month\":3,\"day\":6,\"text\":\"2024-03-06\"}\n")
            ),
            (
                json + ["--date-format=%d/%m/%Y"], ["Up", "Return"],
                CommandOutcome(
                    status: 0,
                    output: "{\"ending\":\"chosen\",\"year\":2024,\"month\":2,\"day\":27,\"text\":\"27/02/2024\"}\n")
            ),
            (json, ["Escape"], CommandOutcome(status: 2, output: "{\"ending\":\"closed\"}\n")),
            (json, ["Tab", "Return"], CommandOutcome(status: 1, output: "{\"ending\":\"cancelled\"}\n")),
            (json + ["--timeout=1"], [], CommandOutcome(status: 3, output: "{\"ending\":\"timedOut\"}\n")),
            (
                ["date", "--day=5", "--month=3", "--year=2024"], ["Down", "Return"],
                CommandOutcome(status: 0, output: "2024-03-12\n")
            ),
            (
                ["date", "--day=5", "--month=3", "--year=2024", "--earliest=2024-03-04", "--latest=2024-03-06"],
                ["Left", "Left", "Left", "Return"], CommandOutcome(status: 0, output: "2024-03-04\n")
            ),
        ]
        for (arguments, keys, expected) in cases {
            XCTAssertEqual(try runCommand(ours(), arguments, keys: keys).0, expected, "\(arguments) \(keys)")
        }
    }

    func testAFormsCalendarFieldPrintsAsZenitysInTheLocale() throws {
        try requireZenity()
        let keys = ["A", "d", "a", "Tab", "Tab", "Tab", "Return"]  // the calendar is one Tab stop, then Cancel, OK
        let scenarios: [(arguments: [String], locale: String)] = [
            (["--forms", "--add-entry=Name", "--add-calendar=When"], "C.UTF-8"),
            (
                ["--forms", "--add-entry=Name", "--add-calendar=When", "--forms-date-format=%F|%A", "--separator=;"],
                "C"
            ),
            (["--forms", "--add-entry=Name", "--add-calendar=When"], "de_DE.UTF-8"),
        ]
        for (arguments, locale) in scenarios {
            let environment = ["LANG": locale, "LC_ALL": "", "LC_TIME": ""]
            let expected = try runCommand(zenity, arguments, keys: keys, environment: environment).0
            let actual = try runCommand(ours(), arguments, keys: keys, environment: environment).0
            XCTAssertEqual(actual, expected, "LANG=\(locale) \(arguments)")
        }
        let today = CalendarDate.today()
        let calendarOnly = ["--forms", "--add-calendar=When", "--forms-date-format=%F"]
        XCTAssertEqual(
            try runCommand(ours(), calendarOnly, keys: ["Right", "Return"]).0,
            CommandOutcome(status: 0, output: "\(today.adding(days: 1).iso8601)\n"),
            "Right moves the day; Return on the last field saves")
    }

    func testAMultilineEntryPrintsItsNewlinesAsZenity4Does() throws {
        let arguments = ["--forms", "--add-entry=Title", "--add-multiline-entry=Notes", "--separator=^"]
        let process = try LaunchedProgram(
            ours(), arguments: arguments, environment: LaunchedProgram.environmentWithoutExitCodeOverrides())
        try process.focusWindow()
        try xdotool(["type", "--delay", "20", "x"])
        try xdotool(["key", "Tab"])
        try xdotool(["type", "--delay", "20", "baz"])
        try xdotool(["key", "Return"])
        try xdotool(["type", "--delay", "20", "boo"])
        try xdotool(["key", "--delay", "50", "Tab", "Tab", "Return"])  // Tab leaves the text: Cancel, then OK
        XCTAssertEqual(
            CommandOutcome(status: process.waitForExit() ?? -1, output: process.output),
            CommandOutcome(status: 0, output: "x^baz\nboo\n"))
    }

    func testNativeFormsTakeDateAndMultilineFields() throws {
        let arguments = ["form", "--json", "--field=due:Due:date:2024-03-05", "--field=notes:Notes:multiline"]
        let (outcome, _) = try runCommand(
            ours(), arguments, keys: ["Down", "Tab", "a", "Return", "b", "Tab", "Tab", "Return"])
        XCTAssertEqual(
            outcome,
            CommandOutcome(
                status: 0,
                output: "{\"ending\":\"saved\",\"values\":{\"due\":\"2024-03-12\",\"notes\":\"a\\nb\"},"
                    + "\"changed\":[\"due\",\"notes\"]}\n"))
        let (refused, errors) = try runCommand(ours(), ["form", "--field=due:Due:date:2024-02-30"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(errors.contains("is not a date: write YYYY-MM-DD"), errors)
    }
}
