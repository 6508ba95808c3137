import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// The color value: GDK's text forms both ways, no display needed.
final class RGBAColorTests: XCTestCase {
    func testTextFormsAreGDKs() throws {
        XCTAssertEqual(try RGBAColor(parsing: "#008080").text, "rgb(0,128,128)")
        XCTAssertEqual(try RGBAColor(parsing: "teal").hexText, "#008080")
        XCTAssertEqual(try RGBAColor(parsing: "rgba(255,0,0,0.5)").text, "rgba(255,0,0,0.5)")
        XCTAssertEqual(try RGBAColor(parsing: "#fff").hexText, "#ffffff")
        XCTAssertEqual(RGBAColor(red: 1, green: 0.5, blue: 0).hexText, "#ff8000")
        XCTAssertEqual(RGBAColor(red: 1, green: 0.5, blue: 0).text, "rgb(255,128,0)")
        XCTAssertTrue(RGBAColor(red: 0, green: 0, blue: 0.5).bytes == (0, 0, 128))
    }

    func testComponentsAreKeptBetweenZeroAndOne() {
        let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 7)
        XCTAssertEqual([color.red, color.green, color.blue, color.alpha], [1, 0, 0, 1])
        XCTAssertEqual(color, RGBAColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Set([color, RGBAColor(red: 1, green: 0, blue: 0)]).count, 1)
    }

    func testTextThatIsNotAColorIsNamedInTheError() {
        for text in ["bleu", "", "#12", "rgb(1,2)", "red\0blue"] {
            XCTAssertThrowsError(try RGBAColor(parsing: text)) { error in
                XCTAssertEqual(error as? RGBAColor.ParseError, RGBAColor.ParseError(text: text))
            }
        }
        XCTAssertEqual(
            "\(RGBAColor.ParseError(text: "bleu"))",
            "\"bleu\" is not a colour: give a name (teal), #rrggbb, rgb(r,g,b) or rgba(r,g,b,a)")
    }
}
