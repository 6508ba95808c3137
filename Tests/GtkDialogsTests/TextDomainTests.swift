import XCTest

@testable import DialogsCore

/// How a translated template takes its values: `%s` in order, `%N$s` by number (a language may
/// need another order), `%%` a percent sign; what a translation gets wrong stays visible.
final class TextDomainTests: XCTestCase {
    func testPlaceholdersAreFilledInOrderOrByNumber() {
        XCTAssertEqual(TextDomain.fill("%s is required.", ["Email"]), "Email is required.")
        XCTAssertEqual(TextDomain.fill("from %1$s to %2$s", ["May", "June"]), "from May to June")
        XCTAssertEqual(TextDomain.fill("bis %2$s, ab %1$s", ["May", "June"]), "bis June, ab May")
        XCTAssertEqual(TextDomain.fill("%d%% done", ["40"]), "40% done")
        XCTAssertEqual(TextDomain.fill("%s and %s", ["one"]), "one and ", "a missing value is empty")
        XCTAssertEqual(TextDomain.fill("50% %x %", ["a"]), "50% %x %", "what is no placeholder stays")
        XCTAssertEqual(TextDomain.fill("%s: %s", ["%s", "b"]), "%s: b", "values are not read again")
    }

    func testWithoutACatalogTheWordsAreEnglish() {
        XCTAssertEqual(TextDomain("gtk-dialogs-no-such-domain")("Done"), "Done")
        XCTAssertEqual(
            TextDomain("gtk-dialogs-no-such-domain").plural("%d day", "%d days", count: 3), "3 days")
        XCTAssertEqual(
            TextDomain("gtk-dialogs-no-such-domain").plural("%d day", "%d days", count: 1), "1 day")
    }
}
