import Foundation
import Glibc
import XCTest

@testable import DialogsCore

/// Our own words follow `LANGUAGE` (under `LANG=C.UTF-8`, as `make test` runs): the CLI's help
/// and its usage errors, the library's validation reasons, in German and in Japanese; a language
/// we do not ship shows English. (zenity mode's default question and the demo's buttons are read
/// through AT-SPI: `test_translated_words` in Tests/Accessibility/check_accessibility.py.)
final class OwnTranslationsTests: XCTestCase {
    private func run(_ arguments: [String], language: String) throws -> (CommandOutcome, String) {
        try runCommand(
            try ProgramLocator.builtProduct("gtk-dialogs"), arguments,
            environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": language])
    }

    func testHelpIsInTheUsersLanguage() throws {
        let summaries = [
            "de": "Dem Benutzer der Arbeitsumgebung aus einem Shell-Skript eine Frage stellen.",
            "ja": "シェルスクリプトからデスクトップのユーザーに質問します。",
            "sv": "Ask the desktop user a question from a shell script.",
        ]
        for (language, summary) in summaries {
            let (outcome, _) = try run(["--help"], language: language)
            XCTAssertEqual(outcome.status, 0, language)
            XCTAssertTrue(
                outcome.output.components(separatedBy: "\n").contains(summary), "\(language): \(outcome.output)")
        }
    }

    func testUsageErrorsAreInTheUsersLanguage() throws {
        let refusals = [
            "de":
                "gtk-dialogs: Sie müssen einen Dialogtypen angeben. Siehe »gtk-dialogs --help« für weitere Details.\n",
            "ja": "gtk-dialogs: ダイアログの種類を指定してください (詳細は `gtk-dialogs --help` を参照してください)\n",
            "sv": "gtk-dialogs: You must specify a dialog type. See 'gtk-dialogs --help' for details\n",
        ]
        for (language, refusal) in refusals {
            let (outcome, errors) = try run(["frobnicate"], language: language)
            XCTAssertEqual(outcome.status, 255, language)
            XCTAssertEqual(outcome.output, "", language)
            XCTAssertEqual(errors, refusal, language)
        }
    }

    /// `--dont-ask-again`'s help names the box's key in each language: Alt and the letter the
    /// library's translation of "_Don't ask again" underlines (issue 42, finding 8).
    func testTheDontAskAgainHelpNamesTheBoxsKey() throws {
        try inEachLanguage(["sv", "de", "fr", "ja", "ru", "ar"]) { language in
            let label = TextDomain.library("_Don't ask again")
            let mnemonic = try XCTUnwrap(label.split(separator: "_", maxSplits: 1).last?.first, label)
            let (outcome, _) = try run(["confirm", "--help"], language: language)
            XCTAssertTrue(
                outcome.output.contains("(Alt+\(String(mnemonic).uppercased()))"), "\(language): \(outcome.output)")
        }
    }

    /// Runs `body` in this process under each of `languages` (LANGUAGE, the locale set again so
    /// gettext looks again), then puts LANGUAGE back; skips in the C locale.
    private func inEachLanguage(_ languages: [String], _ body: (String) throws -> Void) throws {
        if setlocale(LC_ALL, "").map({ String(cString: $0) }) ?? "C" == "C" {
            throw XCTSkip("gettext ignores LANGUAGE in the C locale; `make test` runs with LANG=C.UTF-8")
        }
        let previous = getenv("LANGUAGE").map { String(cString: $0) }
        defer {
            if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") }
            setlocale(LC_MESSAGES, "")
        }
        for language in languages {
            setenv("LANGUAGE", language, 1)
            setlocale(LC_MESSAGES, "")  // gettext keeps what it found until the locale is set again
            try body(language)
        }
    }

    /// In this process (validation reasons, a form's refusal, the time left): the library's catalog
    /// is found in the checkout's `.build/locale`.
    func testTheLibrarysWordsAreInTheUsersLanguage() throws {
        let words: [String: (short: String, empty: String, noField: String, remaining: String)] = [
            "de": (
                "Verwenden Sie mindestens 8 Zeichen.", "Geben Sie einen Text ein.",
                "Ein Formular braucht mindestens ein Feld.", "Verbleibende Zeit: 0:00:30"
            ),
            "ja": (
                "8 文字以上にしてください。", "テキストを入力してください。", "フォームにはフィールドが 1 つ以上必要です。",
                "残り時間: 0:00:30"
            ),
            "sv": (
                "Use at least 8 characters.", "Enter some text.", "A form needs at least one field.",
                "Time remaining: 0:00:30"
            ),
        ]
        try inEachLanguage(Array(words.keys)) { language in
            let expected = words[language]!
            XCTAssertEqual(Validator.minimumLength(8).validate("abc"), .invalid(reason: expected.short), language)
            XCTAssertEqual(Validator.nonEmpty.validate(" "), .invalid(reason: expected.empty), language)
            XCTAssertEqual(FormError.noFields.description, expected.noField, language)
            XCTAssertEqual(
                ProgressDescription.timeRemaining(elapsedSeconds: 10, fraction: 0.25), expected.remaining, language)
        }
    }
}
