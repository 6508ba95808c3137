/// A usage error: the message is printed as one line on stderr.
struct UsageError: Error {
    let message: String
    /// Whether the line ends by pointing to `--help` (not for a file that cannot be read).
    var pointsToHelp = true
}

/// An option whose place among the others matters (`--add-entry`, `--field`…), as given.
struct OrderedOption {
    /// The option as GOption names it, dashes included: `--add-entry`.
    var option: String
    var value: String
}

/// One command-line option, declared once: its name, argument, help text and where its value
/// goes. A value the command line does not give leaves the destination as it was. Destinations
/// are autoclosures: a key path is made only for an option given, not for every option of every
/// kind at each start (key paths are built at run time, with code of their own).
struct Option {
    let entry: OptionContext.Entry
    fileprivate let store: (inout ParsedOptions, OptionContext.Value) -> Void
    private var givenCompletion: ValueCompletion?

    fileprivate init(entry: OptionContext.Entry, store: @escaping (inout ParsedOptions, OptionContext.Value) -> Void) {
        self.entry = entry
        self.store = store
    }

    /// What shell completion offers for the option's value (the man page and `--help` show the rest):
    /// the one given, else file names for an argument named like a file (FILENAME, ICONPATH…).
    /// Worked out when asked, not for every option of every kind at each start.
    var completion: ValueCompletion {
        if let givenCompletion { return givenCompletion }
        guard let argument = entry.argument?.uppercased() else { return .none }
        return argument.contains("FILE") || argument.contains("PATH") ? .files : .none
    }

    /// The option with `completion` offered for its value.
    func completing(_ completion: ValueCompletion) -> Option {
        var option = self
        option.givenCompletion = completion
        return option
    }

    /// A flag that runs `set` when given.
    static func flag(
        _ name: String, _ help: String, hidden: Bool = false, _ set: @escaping (inout ParsedOptions) -> Void
    ) -> Option {
        Option(entry: .init(name: name, help: help, argument: nil, isHidden: hidden, type: .flag)) { options, value in
            if case .flag(true) = value { set(&options) }
        }
    }

    /// A flag that sets `destination`; without one it is accepted and ignored.
    static func flag(
        _ name: String, _ help: String, hidden: Bool = false,
        _ destination: @autoclosure @escaping () -> WritableKeyPath<ParsedOptions, Bool>? = nil
    ) -> Option {
        flag(name, help, hidden: hidden) { options in
            if let destination = destination() { options[keyPath: destination] = true }
        }
    }

    static func string(
        _ name: String, _ help: String, argument: String = "TEXT", hidden: Bool = false,
        _ destination: @autoclosure @escaping () -> WritableKeyPath<ParsedOptions, String?>? = nil
    ) -> Option {
        valued(.init(name: name, help: help, argument: argument, isHidden: hidden, type: .string), destination) {
            if case .string(let text?) = $0 { text } else { nil }
        }
    }

    static func integer(
        _ name: String, _ help: String, argument: String = "NUMBER",
        _ destination: @autoclosure @escaping () -> WritableKeyPath<ParsedOptions, Int?>? = nil
    ) -> Option {
        valued(.init(name: name, help: help, argument: argument, isHidden: false, type: .integer), destination) {
            if case .integer(let number?) = $0 { number } else { nil }
        }
    }

    /// An option that may be repeated; its values in command-line order.
    static func strings(
        _ name: String, _ help: String, argument: String = "TEXT",
        _ destination: @autoclosure @escaping () -> WritableKeyPath<ParsedOptions, [String]>? = nil
    ) -> Option {
        valued(.init(name: name, help: help, argument: argument, isHidden: false, type: .strings), destination) {
            if case .strings(let texts) = $0, !texts.isEmpty { texts } else { nil }
        }
    }

    /// An option storing what `given` finds in its value, when it finds something and has a destination.
    private static func valued<Stored>(
        _ entry: OptionContext.Entry, _ destination: @escaping () -> WritableKeyPath<ParsedOptions, Stored>?,
        given: @escaping (OptionContext.Value) -> Stored?
    ) -> Option {
        Option(entry: entry) { options, value in
            if let stored = given(value), let destination = destination() { options[keyPath: destination] = stored }
        }
    }

    /// An option appended to `destination`, keeping its place among the other ordered ones there.
    static func ordered(
        _ name: String, _ help: String, argument: String = "TEXT", hidden: Bool = false,
        _ destination: @autoclosure @escaping () -> WritableKeyPath<ParsedOptions, [OrderedOption]>
    ) -> Option {
        Option(entry: .init(name: name, help: help, argument: argument, isHidden: hidden, type: .ordered)) {
            options, value in
            if case .occurrence(let option, let text) = value {
                options[keyPath: destination()].append(OrderedOption(option: option, value: text))
            }
        }
    }
}

/// What shell completion offers after an option that takes a value.
enum ValueCompletion: Equatable {
    /// Free text: nothing is offered.
    case none
    case files
    /// One of these words.
    case words([String])
    /// One of these words in the `field`th `:`-separated part (from 0) of the value, as in `key:Label:kind`.
    case wordsInPart(Int, [String])
}

/// Options shown together by `--help-NAME`; the group without a name is the main one.
struct OptionGroup {
    var name: String?
    var title = ""
    var help = ""
    var options: [Option]
}

/// A command line's options, parsed with GOptionContext; GTK's own options come last.
struct OptionTable {
    /// The help's first and last paragraphs: made only when the command line asks for help, so
    /// that a dialog's start-up does not build (and page in the code for) text it never shows.
    var summary: () -> String?
    var description: () -> String?
    var groups: [OptionGroup]

    init(summary: @escaping () -> String?, description: @escaping () -> String?, groups: [OptionGroup]) {
        self.summary = summary
        self.description = description
        self.groups = groups
    }

    /// Parses `arguments` (the program name first) into `options`; returns the arguments left over.
    /// `--help` prints and exits here.
    func parse(_ arguments: [String], into options: inout ParsedOptions) throws(UsageError) -> [String] {
        let asksForHelp = arguments.dropFirst().contains { $0 == "-h" || $0 == "-?" || $0.hasPrefix("--help") }
        let context = OptionContext(
            summary: asksForHelp ? summary() : nil, description: asksForHelp ? description() : nil)
        for group in groups {
            context.addGroup(group.name, title: group.title, help: group.help, entries: group.options.map(\.entry))
        }
        context.addGTKOptions()
        let result = try context.parse(arguments)
        let all = groups.flatMap(\.options)
        for (option, value) in zip(all, result.values) { option.store(&options, value) }
        for occurrence in result.ordered {
            guard case .occurrence(let name, _) = occurrence else { continue }
            all.first { "--\($0.entry.name)" == name }?.store(&options, occurrence)
        }
        return result.rest
    }
}
