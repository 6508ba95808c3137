import Foundation
import XCTest

@testable import DialogsCLI

/// The native mode's JSON, written by json-glib, read back by Foundation.
final class JSONOutputTests: XCTestCase, @unchecked Sendable {
    func testEveryControlCharacterAndAllOfUnicodeRoundTrip() throws {
        var samples = (1..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        samples += ["\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "é", "日本", "🙂", "\u{10FFFF}"]
        samples.append(String(decoding: (0x20...0x7E).map { UInt8($0) }, as: UTF8.self))
        for sample in samples {
            let text = "a\(sample)b"
            let line = JSONObject(members: [("ending", .string("submitted")), ("text", .string(text))]).serialized()
            XCTAssertFalse(line.contains("\n"), "one line: \(line)")
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            XCTAssertEqual(
                object["text"] as? String, text, "U+\(String(sample.unicodeScalars.first!.value, radix: 16))")
        }
    }

    func testNestedValuesKeepTheirOrder() throws {
        let line = JSONObject(members: [
            ("ending", .string("saved")),
            ("values", .object([("b", .string("2")), ("a", .string("1"))])),
            ("changed", .strings(["b"])),
            ("button", .integer(3)),
        ]).serialized()
        XCTAssertEqual(line, #"{"ending":"saved","values":{"b":"2","a":"1"},"changed":["b"],"button":3}"#)
    }

    func testFieldSpecs() throws {
        let field = try FieldSpec.parse("url:Home page:url:https://example.org:8080/x")
        XCTAssertEqual(field.key, "url")
        XCTAssertEqual(field.label, "Home page")
        XCTAssertEqual(field.kind, .url)
        XCTAssertEqual(field.value, "https://example.org:8080/x")
        XCTAssertEqual(try FieldSpec.parse("c:Colour:choice=red|green").kind, .choice(["red", "green"]))
        XCTAssertEqual(try FieldSpec.parse("n:Name").kind, .text)
        XCTAssertThrowsError(try FieldSpec.parse("n:Name:colour"))
        XCTAssertThrowsError(try FieldSpec.parse(":Name"))
    }
}
