import Foundation
import XCTest

/// `gtk-dialogs` run as a script runs it: the built binary under Xvfb, answered
/// with real keys, judged by stdout, stderr and exit status.
final class CommandLineToolTests: XCTestCase, @unchecked Sendable {
    private struct Result: Equatable {
        var status: Int32
        var output: String
    }

    override func setUpWithError() throws {
        try DisplayServer.require()
    }

    /// Starts the tool, waits for its dialog, types `text` and presses `keys`.
    private func answered(
        _ arguments: [String], environment extra: [String: String] = [:], typing text: String? = nil,
        keys: [String] = [], program: URL? = nil
    ) throws -> LaunchedProgram {
        let tool = try LaunchedProgram(
            program ?? ProgramLocator.builtProduct("gtk-dialogs"), arguments: arguments,
            environment: LaunchedProgram.environmentWithoutExitCodeOverrides(extra))
        if text != nil || !keys.isEmpty {
            try tool.focusWindow()
            if let text { try xdotool("type", "--delay", "20", text) }
            if !keys.isEmpty { try xdotool(["key", "--clearmodifiers"] + keys) }
        }
        return tool
    }

    /// Runs the tool as `answered` does and returns how it exited.
    private func run(
        _ arguments: [String], environment extra: [String: String] = [:], typing text: String? = nil,
        keys: [String] = [], program: URL? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        let tool = try answered(arguments, environment: extra, typing: text, keys: keys, program: program)
        let status = tool.waitForExit(file: file, line: line) ?? -1
        return Result(status: status, output: tool.output)
    }

    /// Runs the tool with arguments it must refuse before showing anything.
    private func refusal(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let tool = try LaunchedProgram(
            ProgramLocator.builtProduct("gtk-dialogs"), arguments: arguments, environment: merged)
        let status = tool.waitForExit() ?? -1
        XCTAssertEqual(tool.output, "", "nothing on stdout")
        XCTAssertEqual(tool.errors.filter { $0 == "\n" }.count, 1, "one line on stderr: \(tool.errors)")
        return (status, tool.errors)
    }

    // MARK: zenity mode: message dialogs

    func testInfoOKAndEscape() throws {
        XCTAssertEqual(try run(["--info", "--text", "Done"], keys: ["Return"]), Result(status: 0, output: ""))
        XCTAssertEqual(try run(["--info"], keys: ["Escape"]), Result(status: 1, output: ""))
    }

    func testMessageTimeoutExitsFiveWhateverTheEnvironmentSays() throws {
        XCTAssertEqual(try run(["--warning", "--timeout", "1"]), Result(status: 5, output: ""))
        XCTAssertEqual(
            try run(["--error", "--timeout", "1"], environment: ["ZENITY_TIMEOUT": "9"]), Result(status: 5, output: ""))
    }

    func testQuestion() throws {
        XCTAssertEqual(try run(["--question"], keys: ["Return"]), Result(status: 0, output: ""))
        XCTAssertEqual(try run(["--question", "--default-cancel"], keys: ["Return"]), Result(status: 1, output: ""))
        XCTAssertEqual(
            try run(["--question", "--default-cancel"], environment: ["ZENITY_CANCEL": "3"], keys: ["Return"]),
            Result(status: 3, output: ""))
        XCTAssertEqual(
            try run(["--question"], environment: ["ZENITY_ESC": "7"], keys: ["Escape"]), Result(status: 7, output: ""))
        XCTAssertEqual(
            try run(["--question"], environment: ["ZENITY_OK": "300"], keys: ["Return"]),
            Result(status: 44, output: ""),
            "the status is the value masked to 8 bits, as zenity's")
    }

    func testExtraButtonPrintsItsLabelAndExitsLikeEscape() throws {
        // Buttons, left to right: extras, No, Yes; Yes has the focus.
        XCTAssertEqual(
            try run(["--question", "--extra-button", "Maybe"], keys: ["shift+Tab", "shift+Tab", "Return"]),
            Result(status: 1, output: "Maybe\n"))
        XCTAssertEqual(
            try run(
                ["--question", "--switch", "--extra-button", "One", "--extra-button", "Two"], keys: ["Tab", "Return"]),
            Result(status: 1, output: "Two\n"))
        XCTAssertEqual(
            try run(["--info", "--extra-button", "More"], environment: ["ZENITY_ESC": "4"], keys: ["Tab", "Return"]),
            Result(status: 4, output: "More\n"))
    }

    /// The message takes a Tab stop after the last button, as zenity 3.44's selectable text does:
    /// Yes, the text, Later, No; OK, More, the text.
    func testTheMessageTakesATabStopAsZenitys() throws {
        XCTAssertEqual(
            try run(["--question", "--extra-button", "Later"], keys: ["Tab", "Tab", "Return"]),
            Result(status: 1, output: "Later\n"))
        XCTAssertEqual(
            try run(["--info", "--extra-button", "More"], keys: ["Tab", "Tab", "Tab", "Return"]),
            Result(status: 0, output: ""))
    }

    func testHostileTextDoesNotCrash() throws {
        for text in ["<b>unclosed & bare", "%s%n%x%p", "<span size='xx-large'>big</span> &amp;", "line\\nbreak"] {
            XCTAssertEqual(try run(["--info", "--text", text], keys: ["Return"]), Result(status: 0, output: ""))
            XCTAssertEqual(
                try run(["--info", "--no-markup", "--text", text], keys: ["Return"]), Result(status: 0, output: ""))
        }
    }

    // MARK: zenity mode: entry, password, forms

    func testEntryPrintsTheTypedText() throws {
        XCTAssertEqual(
            try run(["--entry", "--text", "Name?"], typing: "é 日本 🙂 <b>&amp; %n", keys: ["Return"]),
            Result(status: 0, output: "é 日本 🙂 <b>&amp; %n\n"))
        XCTAssertEqual(
            try run(["--entry", "--entry-text", "preset"], keys: ["Return"]), Result(status: 0, output: "preset\n"))
        XCTAssertEqual(try run(["--entry"], keys: ["Return"]), Result(status: 0, output: "\n"), "empty is accepted")
        XCTAssertEqual(try run(["--entry"], typing: "x", keys: ["Escape"]), Result(status: 1, output: ""))
        XCTAssertEqual(
            try run(["--entry"], environment: ["ZENITY_OK": "10"], typing: "y", keys: ["Return"]),
            Result(status: 10, output: "y\n"))
    }

    func testEntryOffersItsArgumentsAndOtherDialogsSayTheyIgnoreThem() throws {
        XCTAssertEqual(
            try run(["--entry", "main", "develop"], keys: ["Down", "Down", "Return"]),
            Result(status: 0, output: "develop\n"))
        XCTAssertEqual(
            try run(["--entry", "single"], keys: ["Down", "Return"]), Result(status: 0, output: "single\n"),
            "one value is offered too (zenity needs two)")
        let ignored = [
            (["--info", "extra"], "gtk-dialogs: ignoring \"extra\": only --entry takes values\n"),
            (
                ["--entry", "--hide-text", "x", "y"],
                "gtk-dialogs: --hide-text: \"x\" \"y\" not offered, a list would show them\n"
            ),
        ]
        for (arguments, message) in ignored {
            let tool = try answered(arguments, keys: ["Return"])
            XCTAssertEqual(tool.waitForExit(), 0, "\(arguments)")
            XCTAssertEqual(tool.errors, message)
        }
    }

    /// Windows with no place for an extra button say so before anything shows (no display here:
    /// the mode's warning comes first, then the display's refusal); those with one stay silent.
    func testDialogsWithoutExtraButtonsSayTheyIgnoreThem() throws {
        let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]
        for dialog in ["calendar", "color-selection", "file-selection", "progress", "scale", "text-info"] {
            var environment = ProcessInfo.processInfo.environment
            environment.merge(noDisplay) { $1 }
            let tool = try LaunchedProgram(
                ProgramLocator.builtProduct("gtk-dialogs"), arguments: ["--\(dialog)", "--extra-button", "More"],
                environment: environment)
            XCTAssertEqual(tool.waitForExit(), 255, dialog)
            XCTAssertTrue(tool.errors.hasPrefix("gtk-dialogs: --extra-button is ignored by --\(dialog)\n"), tool.errors)
        }
        for dialog in [["--question"], ["--list", "--column", "A"], ["--entry"], ["--forms", "--add-entry", "Name"]] {
            let (status, errors) = try refusal(dialog + ["--extra-button", "More"], environment: noDisplay)
            XCTAssertEqual(status, 255, "\(dialog)")
            XCTAssertFalse(errors.contains("--extra-button"), errors)
        }
    }

    func testEntryTimeoutPrintsNothing() throws {
        XCTAssertEqual(try run(["--entry", "--entry-text", "half", "--timeout", "1"]), Result(status: 5, output: ""))
        XCTAssertEqual(
            try run(["--entry", "--timeout", "1"], environment: ["ZENITY_TIMEOUT": "42"]),
            Result(status: 42, output: ""))
    }

    func testPassword() throws {
        XCTAssertEqual(
            try run(["--password"], typing: "s3cret", keys: ["Return"]), Result(status: 0, output: "s3cret\n"))
    }

    func testPasswordWithUsername() throws {
        let tool = try LaunchedProgram(
            ProgramLocator.builtProduct("gtk-dialogs"), arguments: ["--password", "--username"])
        try tool.focusWindow()
        try xdotool("type", "--delay", "20", "ada")
        try xdotool("key", "Return")
        try xdotool("type", "--delay", "20", "pa|ss")
        try xdotool("key", "Return")
        XCTAssertEqual(tool.waitForExit(), 0)
        XCTAssertEqual(tool.output, "ada|pa|ss\n")
        XCTAssertEqual(try run(["--password", "--timeout", "1"]), Result(status: 1, output: ""), "zenity exits 1 here")
    }

    func testFormsPrintFieldsInOrderAndReturnSubmits() throws {
        let tool = try LaunchedProgram(
            ProgramLocator.builtProduct("gtk-dialogs"),
            arguments: [
                "--forms", "--text", "Add a friend", "--add-entry", "First", "--add-combo", "Colour", "--combo-values",
                "red|green", "--add-password", "PIN", "--add-entry", "Last", "--separator", ";",
            ])
        try tool.focusWindow()
        try xdotool("type", "--delay", "20", "Ada")
        try xdotool("key", "Tab", "Tab")  // past the combo, left unchosen
        try xdotool("type", "--delay", "20", "1234")
        try xdotool("key", "Return")
        try xdotool("type", "--delay", "20", "Lovelace")
        try xdotool("key", "Return")
        XCTAssertEqual(tool.waitForExit(), 0)
        XCTAssertEqual(tool.output, "Ada; ;1234;Lovelace\n", "an unchosen combo prints one space, as in zenity")
    }

    func testFormsEndings() throws {
        XCTAssertEqual(
            try run(["--forms", "--add-entry", "A"], typing: "x", keys: ["Escape"]), Result(status: 1, output: ""))
        XCTAssertEqual(try run(["--forms", "--add-entry", "A", "--timeout", "1"]), Result(status: 5, output: ""))
        XCTAssertEqual(
            try run(["--forms", "--add-entry", "A", "--extra-button", "Skip"], keys: ["Tab", "Return"]),
            Result(status: 1, output: "Skip\n"))
    }

    func testCalledThroughALinkNamedZenity() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zenity-link-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("zenity")
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: ProgramLocator.builtProduct("gtk-dialogs"))
        XCTAssertEqual(try run(["--version"], program: link), Result(status: 0, output: "3.44.0\n"))
        XCTAssertEqual(
            try run(["--entry"], typing: "via link", keys: ["Return"], program: link),
            Result(status: 0, output: "via link\n"))
    }

    // MARK: zenity mode: bad input

    func testZenityModeRefusesBadInputWithOneLineAnd255() throws {
        let cases: [([String], String)] = [
            (["--info", "--bogus"], "Unknown option --bogus"),
            (["--info", "--title"], "Missing argument for --title"),
            (["--info", "--question"], "Two or more dialog options specified"),
            ([], "You must specify a dialog type"),
            (["--info", "--width", "wide"], "--width"),
            (["--info", "--entry-text", "x"], "--entry-text is not supported for this dialog"),
            (["--info", "--entry-text", "x", "extra"], "--entry-text is not supported for this dialog"),
            (["--forms", "--add-list", "Pick", "--list-values", "a|b", "--timeout", "x"], "--timeout"),
            (["--entry", "--forms-date-format=%F"], "--forms-date-format is not supported for this dialog"),
            (["--forms"], "--forms needs at least one --add-entry"),
            (["--question", "--switch"], "--switch needs at least one --extra-button"),
        ]
        for (arguments, message) in cases {
            let (status, errors) = try refusal(arguments)
            XCTAssertEqual(status, 255, "\(arguments)")
            XCTAssertTrue(errors.hasPrefix("gtk-dialogs: "), errors)
            if !message.isEmpty { XCTAssertTrue(errors.contains(message), "\(arguments): \(errors)") }
        }
    }

    func testInvalidUTF8Argument() throws {
        // Foundation cannot pass invalid UTF-8 through `arguments`: use the shell.
        let tool = try LaunchedProgram(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: [
                "-c", "exec \"$0\" --info --text \"$(printf 'caf\\351')\"",
                ProgramLocator.builtProduct("gtk-dialogs").path,
            ])
        XCTAssertEqual(tool.waitForExit(), 255)
        XCTAssertEqual(tool.errors, "gtk-dialogs: argument 3 is not valid UTF-8; pass text in UTF-8\n")
        let native = try LaunchedProgram(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: [
                "-c", "exec \"$0\" input --title \"$(printf '\\377')\"",
                ProgramLocator.builtProduct("gtk-dialogs").path,
            ])
        XCTAssertEqual(native.waitForExit(), 64)
    }

    func testNoDisplay() throws {
        let (zenityStatus, zenityErrors) = try refusal(["--info"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(zenityStatus, 255)
        XCTAssertTrue(zenityErrors.contains("cannot open a display"), zenityErrors)
        let (nativeStatus, _) = try refusal(["alert"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(nativeStatus, 69)
    }

    // MARK: native mode

    func testAlertButtonsHaveTheirOwnExitCodes() throws {
        let arguments = [
            "alert", "--title", "Pick", "--button", "A", "--button", "B", "--button", "C", "--default", "1",
        ]
        XCTAssertEqual(try run(arguments, keys: ["Return"]), Result(status: 11, output: "B\n"))
        XCTAssertEqual(try run(arguments, keys: ["Tab", "Return"]), Result(status: 12, output: "C\n"))
        XCTAssertEqual(try run(arguments, keys: ["Escape"]), Result(status: 2, output: ""))
        XCTAssertEqual(try run(arguments + ["--cancel", "0"], keys: ["Escape"]), Result(status: 10, output: "A\n"))
        XCTAssertEqual(try run(arguments + ["--timeout", "1"]), Result(status: 3, output: ""))
    }

    func testJSONDescribesEveryEnding() throws {
        let alert = try run(
            ["alert", "--json", "--button", "Nope", "--button", "Yeah", "--default", "1"], keys: ["Return"])
        XCTAssertEqual(alert.status, 11)
        XCTAssertEqual(try json(alert.output) as NSDictionary, ["ending": "button", "button": 1, "label": "Yeah"])
        let closed = try run(["confirm", "--json"], keys: ["Escape"])
        XCTAssertEqual(closed.status, 2)
        XCTAssertEqual(try json(closed.output) as NSDictionary, ["ending": "closed"])
        let timedOut = try run(["input", "--json", "--timeout", "1"])
        XCTAssertEqual(timedOut.status, 3)
        XCTAssertEqual(try json(timedOut.output) as NSDictionary, ["ending": "timedOut"])
        let confirmed = try run(["confirm", "--json", "--title", "Sure?"], keys: ["Return"])
        XCTAssertEqual(confirmed, Result(status: 0, output: "{\"ending\":\"confirmed\"}\n"))
    }

    func testInputSuggestions() throws {
        XCTAssertEqual(
            try run(["input", "--suggestion", "main", "--suggestion", "develop"], keys: ["Down", "Down", "Return"]),
            Result(status: 0, output: "develop\n"))
        let picked = try run(
            ["input", "--json", "--entry-text", "main", "--suggestion", "main", "--suggestion", "develop"],
            keys: ["Down", "Return"])
        XCTAssertEqual(picked.status, 0)
        XCTAssertEqual(try json(picked.output) as NSDictionary, ["ending": "submitted", "text": "develop"])
    }

    func testJSONRoundTripsTypedText() throws {
        for text in ["quote \" backslash \\ slash /", "é 日本 🙂 \u{202E}rtl", "<b>&amp; %n %s"] {
            let result = try run(["input", "--json"], typing: text, keys: ["Return"])
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(try json(result.output)["text"] as? String, text)
        }
    }

    func testFormFieldsKindsAndValidation() throws {
        let arguments = [
            "form", "--json", "--title", "Contact", "--field", "name:Name::Ada Lovelace", "--field",
            "born:Born:number:1815",
            "--field", "email:Email:email", "--required", "email",
        ]
        let tool = try LaunchedProgram(ProgramLocator.builtProduct("gtk-dialogs"), arguments: arguments)
        try tool.focusWindow()
        try xdotool("key", "Return", "Return", "Return")  // the email is required: Return on it does not save
        try xdotool("type", "--delay", "20", "ada@example.org")
        try xdotool("key", "Return")
        XCTAssertEqual(tool.waitForExit(), 0)
        let object = try json(tool.output)
        XCTAssertEqual(object["ending"] as? String, "saved")
        XCTAssertEqual(
            object["values"] as? NSDictionary, ["name": "Ada Lovelace", "born": "1815", "email": "ada@example.org"])
        XCTAssertEqual(object["changed"] as? [String], ["email"])

        let plain = try run(["form", "--field", "a:A::1", "--field", "b:B::2"], keys: ["Return", "Return"])
        XCTAssertEqual(plain, Result(status: 0, output: "a=1\nb=2\n"))
    }

    func testNativeModeRefusesBadInputWith64() throws {
        let cases: [([String], String)] = [
            (["alert", "--bogus"], "Unknown option --bogus"),
            (["input", "--title"], "Missing argument for --title"),
            (["form", "--field", "k:Label:colour"], "unknown kind \"colour\""),
            (["form", "--field", "nolabel"], "key:Label[:kind[:value]]"),
            (["form", "--field", "a:A", "--field", "a:B"], "Two fields use the key \"a\""),
            (["form"], "a form needs at least one --field"),
            (["form", "--field", "a:A", "--required", "b"], "no --field has that key"),
            (["alert", "--button", "A", "--default", "3"], "--default 3"),
            (["alert", "--style", "loud"], "unknown --style"),
            (["input", "--timeout", "0"], "--timeout"),
            (["confirm", "extra"], "unexpected argument"),
        ]
        for (arguments, message) in cases {
            let (status, errors) = try refusal(arguments)
            XCTAssertEqual(status, 64, "\(arguments): \(errors)")
            XCTAssertTrue(errors.contains(message), "\(arguments): \(errors)")
        }
    }

    func testHelpListsTheExitCodes() throws {
        let help = try runProgram(ProgramLocator.builtProduct("gtk-dialogs").path, ["--help"])
        for line in ["10+N", "64  usage error", "69  no display", "3   timed out", "ZENITY_TIMEOUT"] {
            XCTAssertTrue(help.contains(line), "--help lacks \(line)")
        }
        let alertHelp = try runProgram(ProgramLocator.builtProduct("gtk-dialogs").path, ["alert", "--help"])
        XCTAssertTrue(alertHelp.contains("--button=LABEL"), alertHelp)
    }

    private func json(_ text: String) throws -> [String: Any] {
        XCTAssertTrue(text.hasSuffix("\n"))
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one object on one line")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
