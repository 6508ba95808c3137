import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// The message above a list, a scale, a calendar and a progress bar: markup the caller asked for
/// is applied, plain text and markup Pango rejects are shown exactly as given.
final class MessageLabelTests: GUITestCase, @unchecked Sendable {
    private enum Kind: CaseIterable {
        case list, scale, date, progress
    }

    func testMarkupIsAppliedAndPlainTextIsShownAsGiven() {
        onMain {
            let cases: [(message: String?, markup: Markup?, shown: String)] = [
                (nil, Markup(trusted: "Copy <b>files</b>"), "Copy files"),
                ("<b>not bold</b>", nil, "<b>not bold</b>"),  // valid markup: shown as text, not applied
                (nil, Markup(trusted: "broken <b>"), "broken <b>"),
            ]
            for (index, item) in cases.enumerated() {
                for kind in Kind.allCases {
                    let title = "\(kind) \(index)"
                    let dismiss = show(kind, title: title, message: item.message, markup: item.markup)
                    defer { dismiss() }
                    guard let window = window(titled: title) else { return }
                    let texts = Self.labels(in: window).map(Self.labelText)
                    XCTAssertTrue(texts.contains(item.shown), "\(title) shows \(texts), not \"\(item.shown)\"")
                }
            }
        }
    }

    /// Shows a dialog of `kind` with the message, and returns how to dismiss it.
    @MainActor
    private func show(_ kind: Kind, title: String, message: String?, markup: Markup?) -> () -> Void {
        switch kind {
        case .list:
            let dialog = ListDialog(title: title, message: message, rows: ["a"], columns: [ListColumn("A", \.self)])
            dialog.messageMarkup = markup
            dialog.show()
            return dialog.dismiss
        case .scale:
            let dialog = ScaleDialog(title: title, message: message)
            dialog.messageMarkup = markup
            dialog.show { _ in }
            return dialog.dismiss
        case .date:
            let dialog = DateDialog(title: title, message: message)
            dialog.messageMarkup = markup
            dialog.show { _ in }
            return dialog.dismiss
        case .progress:
            let dialog = ProgressDialog(title: title, message: message)
            dialog.messageMarkup = markup
            _ = dialog.show()
            return dialog.dismiss
        }
    }
}
