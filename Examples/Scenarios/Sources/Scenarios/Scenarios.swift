import Foundation
import GtkDialogs

/// The record the contact form edits.
public struct Contact: Equatable, Sendable {
    /// Required.
    public var name: String
    /// Empty, or an email address.
    public var email: String
    /// The year of birth.
    public var born: Int
    /// Whether they get the newsletter.
    public var subscribed: Bool

    /// A contact; `Contact(name: "Ada Lovelace", born: 1815)`.
    public init(name: String, email: String = "", born: Int, subscribed: Bool = false) {
        self.name = name
        self.email = email
        self.born = born
        self.subscribed = subscribed
    }
}

/// What to do with unsaved changes: the caller's own type as the buttons and the answer.
public enum SaveChoice: String, AlertChoice {
    case discard = "Don't Save"
    case cancel = "Cancel"
    case save = "Save"

    /// Discard is destructive, Cancel is what Escape reports, Save is what Return picks.
    public var role: AlertButton.Role? {
        switch self {
        case .discard: .destructive
        case .cancel: .cancel
        case .save: .default
        }
    }
}

/// The five scenarios. Each writes what the user's answer made it do into `log`.
@MainActor
public final class Scenarios {
    /// What the answers made the scenarios do, in order.
    public private(set) var log: [String] = []
    /// The record `editContact()` edits.
    public private(set) var contact = Contact(name: "Ada Lovelace", born: 1815)

    /// `BREAK_SCENARIOS=1` shows a wrong title: scripts/check-example proves that the
    /// tests then fail under both XCTest and Swift Testing.
    static let title = ProcessInfo.processInfo.environment["BREAK_SCENARIOS"] == "1" ? "Warning" : "Warning!"
    static let question = "Would you like to perform a lengthy operation?"

    /// Scenarios with an empty log.
    public init() {}

    /// 1. Three buttons, one handler, answered by index.
    public func lengthyOperationByIndex() {
        Alert(
            title: Self.title, message: Self.question, buttons: ["Nope", "Yeah, sure", "Meh, maybe later"],
            style: .question, cancelButton: 0, defaultButton: 1
        )
        .show { [self] response in
            switch response {
            case .button(1): log.append("perform")
            case .button(2): log.append("later")
            default: log.append("nothing")  // .button(0), .closed, .timedOut, .dismissed
            }
        }
    }

    /// 2. The same three buttons, each with its role and its closure.
    public func lengthyOperationByRole() {
        Alert(title: Self.title, message: Self.question, style: .question) {
            AlertButton("Nope", role: .cancel) { self.log.append("nothing") }
            AlertButton("Yeah, sure", role: .default) { self.log.append("perform") }
            AlertButton("Meh, maybe later") { self.log.append("later") }
        }
        .show()
    }

    /// 3. A confirm with a closure per button.
    public func confirmOnward() {
        Alert.confirm(
            title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away", confirmTitle: "Onward",
            onCancel: { self.log.append("run away") }
        ) {
            self.log.append("onward")
        }
    }

    /// 4. An input prompt: OK waits for some text.
    public func askName() async {
        if let name = await TextPrompt(title: "What's your name?", placeholder: "Your name").value() {
            log.append("hello \(name)")
        } else {
            log.append("no name")
        }
    }

    /// 5. The contact form, bound to `contact` through key paths.
    public func editContact() async {
        let edited = await FormDialog.edit(
            contact, title: "Edit Contact",
            fields: [
                .text("Name", \.name, isRequired: true), .text("Email", \.email, kind: .email),
                .number("Born", \.born), .toggle("Newsletter", \.subscribed),
            ])
        guard let edited else { return log.append("contact kept") }
        contact = edited.value
        log.append("contact saved, \(edited.changed.count) changed")
    }

    /// The typed choice: unsaved changes.
    public func closeDocument() async {
        switch await Alert.choose(SaveChoice.self, title: "Save changes?") {
        case .chosen(.save): log.append("saved")
        case .chosen(.discard): log.append("discarded")
        case .chosen(.cancel), .closed, .timedOut, .dismissed: log.append("still open")
        }
    }
}
