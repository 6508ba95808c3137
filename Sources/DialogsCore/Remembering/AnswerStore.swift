/// Where remembered answers are kept: the backend's files (GtkDialogs: one JSON file a key under
/// the user's state folder), or a scripted user's memory (DialogsTesting), which never touches the
/// user's files. A problem (a damaged file, a folder that cannot be written) is one line on
/// stderr, and the dialog goes on as if nothing were remembered.
@MainActor
package protocol AnswerStore: AnyObject {
    /// What is kept under `key`; nil when nothing is, or what is there cannot be read (said on stderr).
    func read(_ key: AnswerKey) -> StoredValue?
    /// Keeps `value` under `key`, replacing what was there at once (never half written).
    func write(_ value: StoredValue, for key: AnswerKey)
    /// Removes what is kept under `key`; false when something is there that could not be removed
    /// (said on stderr).
    func remove(_ key: AnswerKey) -> Bool
    /// Where `key` is kept, as problems name it: a file's path.
    func location(of key: AnswerKey) -> String
}

/// The store answers are remembered in now: a scripted user's while one is installed, else the
/// toolkit's (the GLib layer's files); nil with neither (DialogsCore alone remembers nothing).
@MainActor
package enum AnswerStores {
    /// The toolkit's store, set when a backend module offers its toolkit or one is chosen.
    nonisolated(unsafe) package static var factory: (@MainActor @Sendable () -> any AnswerStore)?
    /// The scripted user's memory while one answers (set as it is installed and uninstalled).
    package static var scripted: (any AnswerStore)?
    private static var made: (any AnswerStore)?

    /// Keeps answers with `factory`'s store from now on (the toolkit chosen).
    package static func use(_ factory: @escaping @MainActor @Sendable () -> any AnswerStore) {
        self.factory = factory
        made = nil
    }

    package static var current: (any AnswerStore)? {
        if let scripted { return scripted }
        if made == nil, let factory { made = factory() }
        return made
    }
}

/// Answers kept in memory, by key: a scripted user's (DialogsTesting), or what a responder that
/// keeps nothing gives each dialog (nothing then lasts beyond the dialog).
@MainActor
package final class InMemoryAnswers: AnswerStore {
    package private(set) var kept: [AnswerKey: StoredValue] = [:]

    package init() {}

    package func read(_ key: AnswerKey) -> StoredValue? { kept[key] }

    package func write(_ value: StoredValue, for key: AnswerKey) { kept[key] = value }

    package func remove(_ key: AnswerKey) -> Bool {
        kept[key] = nil
        return true
    }

    package func location(of key: AnswerKey) -> String { "memory" }
}

/// A remembered answer as it is kept: the few JSON values the kinds need.
package indirect enum StoredValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case array([StoredValue])
    case object([String: StoredValue])

    /// An object's member; nil for another value or a member it lacks.
    package subscript(member: String) -> StoredValue? {
        if case .object(let members) = self { return members[member] }
        return nil
    }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var integer: Int? {
        if case .integer(let number) = self { return number }
        return nil
    }

    /// A number, written as an integer or not.
    package var number: Double? {
        switch self {
        case .number(let number): number
        case .integer(let number): Double(number)
        default: nil
        }
    }

    /// An array of strings.
    package static func strings(_ strings: [String]) -> StoredValue {
        .array(strings.map(StoredValue.string))
    }

    package var array: [StoredValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// An array of strings; nil when an element is something else.
    package var strings: [String]? {
        guard let array else { return nil }
        let strings = array.compactMap(\.string)
        return strings.count == array.count ? strings : nil
    }

    /// An array of arrays of strings (a list's rows as cells).
    package var rows: [[String]]? {
        guard let array else { return nil }
        let rows = array.compactMap(\.strings)
        return rows.count == array.count ? rows : nil
    }
}
