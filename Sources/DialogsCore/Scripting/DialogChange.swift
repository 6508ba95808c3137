/// What code changed on a shown dialog, in the order a person saw it, as a scripted user records
/// it (DialogsTesting's `changes(of:)`): what changed, and what it shows now, as text. Every kind
/// has the title, message and button changes; a kind's own (a list's rows, a form's fields) are
/// declared in its folder.
///
/// ```swift
/// prompt.show { _ in }
/// prompt.message = "That name is taken."
/// XCTAssertEqual(user.changes(of: "Rename"), [.message("That name is taken.")])
/// ```
public struct DialogChange: Equatable, Sendable, CustomStringConvertible {
    /// What changed: "title", "message", "row appended"…
    public let name: String
    /// What it shows now, as a person reads it.
    public let values: [String?]

    /// A change named `name` that shows `values`: for a kind's own changes, in its folder.
    package init(_ name: String, _ values: String?...) {
        self.name = name
        self.values = values
    }

    /// A change named `name` that shows `values` (a row's cells).
    package init(_ name: String, values: [String?]) {
        self.name = name
        self.values = values
    }

    /// `row appended ["Mouse"]`: what a failed comparison prints.
    public var description: String {
        "\(name) \(values.map { $0.map { "\"\($0)\"" } ?? "nil" }.joined(separator: ", "))"
    }

    /// A new title.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Copying"), [.title("Copying (2 of 3)")])
    /// ```
    public static func title(_ title: String) -> Self { Self("title", title) }

    /// A new message (its markup source when it is markup), or none.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Rename"), [.message("That name is taken.")])
    /// ```
    public static func message(_ message: String?) -> Self { Self("message", message) }

    /// A button reads this label now.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Install"), [.buttonLabel(.accept, "Install")])
    /// ```
    public static func buttonLabel(_ button: DialogButton, _ label: String) -> Self {
        Self("button label", "\(button)", label)
    }

    /// A button can (or cannot) be pressed now.
    ///
    /// ```swift
    /// XCTAssertEqual(user.changes(of: "Install"), [.buttonEnabled(.cancel, false)])
    /// ```
    public static func buttonEnabled(_ button: DialogButton, _ isEnabled: Bool) -> Self {
        Self("button enabled", "\(button)", "\(isEnabled)")
    }
}
