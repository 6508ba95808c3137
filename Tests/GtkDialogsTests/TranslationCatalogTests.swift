import Foundation
import XCTest

@testable import DemoShowcase

/// The catalogs hold every string a person reads: what `--help-all` prints for our options (GOption
/// translates each help text by its msgid) is in po/gtk-dialogs.pot, so the extractor cannot miss
/// a declaration unseen.
final class TranslationCatalogTests: XCTestCase {
    /// The msgids of a .po or .pot file, decoded.
    static func messageIDs(_ path: URL) throws -> Set<String> {
        let text = try String(contentsOf: path, encoding: .utf8)
        var ids: Set<String> = []
        var current: String?
        func literal(_ line: Substring) -> String {
            String(line.dropFirst().dropLast()).replacingOccurrences(of: "\\n", with: "\n")
                .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\t", with: "\t")
                .replacingOccurrences(of: "\\\\", with: "\\")
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("msgid ") {
                current = literal(line.dropFirst(6))
            } else if line.hasPrefix("\""), let id = current {
                current = id + literal(line)
            } else {
                if let id = current { ids.insert(id) }
                current = nil
            }
        }
        if let id = current { ids.insert(id) }
        return ids
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryOptionHelpOfHelpAllIsInTheCatalog() throws {
        let ids = try Self.messageIDs(Self.root.appendingPathComponent("po/gtk-dialogs.pot"))
        let gtk = ManPageTests.helpEntries(try ManPageTests.tool("--help-gtk"))
        var checked = 0
        for help in [try ManPageTests.tool("--help-all")] + (try nativeHelps()) {
            for entry in ManPageTests.helpEntries(help).subtracting(gtk) {
                guard let gap = entry.range(of: "  ") else { continue }
                let text = String(entry[gap.upperBound...])
                XCTAssertTrue(ids.contains(text), "not in po/gtk-dialogs.pot: \(entry)")
                // `--title=TITLE`: the argument's name is translated too.
                if let equals = entry[..<gap.lowerBound].firstIndex(of: "=") {
                    let argument = String(entry[entry.index(after: equals)..<gap.lowerBound])
                    XCTAssertTrue(ids.contains(argument), "argument not in po/gtk-dialogs.pot: \(entry)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 150, "the help texts of both modes")
    }

    /// The demo's buttons and what they do, read where its window reads them: `tr` reached the catalog.
    func testTheDemosButtonsAndSummariesAreInTheCatalog() throws {
        let ids = try Self.messageIDs(Self.root.appendingPathComponent("po/gtk-dialogs.pot"))
        for (buttonLabel, summary) in Scenario.allCases.map(\.texts) {
            XCTAssertTrue(ids.contains(buttonLabel), "not in po/gtk-dialogs.pot: \(buttonLabel)")
            XCTAssertTrue(ids.contains(summary), "not in po/gtk-dialogs.pot: \(summary)")
        }
    }

    /// Every native command's `--help`.
    private func nativeHelps() throws -> [String] {
        let usage = try ManPageTests.tool("--help")
        let commands = [
            "alert", "confirm", "input", "password", "form", "list", "progress", "steps", "file", "text",
            "scale", "date", "color", "font", "notify",
        ]
        for command in commands { XCTAssertTrue(usage.contains(command), "\(command) not in --help") }
        return try commands.map { try ManPageTests.tool($0, "--help") }
    }
}
