/// An option whose place among the others matters (`--add-entry`, `--field`…), as given.
struct OrderedOption {
    /// The option as GOption names it, dashes included: `--add-entry`.
    var option: String
    var value: String
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
    /// A group's name (`--help-NAME`), title and line in `--help`.
    struct Heading {
        var name: String
        var title: String
        var help: String
    }

    var name: String?
    var title = ""
    var help = ""
    /// The options as the group shows them (zenity mode's group: with zenity's words).
    var options: [Option]

    init(name: String? = nil, title: String = "", help: String = "", options: [Option]) {
        (self.name, self.title, self.help, self.options) = (name, title, help, options)
    }

    init(_ heading: Heading, options: [Option]) {
        self.init(name: heading.name, title: heading.title, help: heading.help, options: options)
    }
}

/// A command line's options, parsed with GOptionContext; GTK's own options come last.
struct OptionTable {
    /// What `parse` found beyond what it stored.
    struct Parsed {
        /// The arguments left over after the options.
        var rest: [String]
        /// The options the command line gave (``Option/isGiven(_:)``), each with its group's name, in table order.
        var given: [(group: String?, option: Option)]
    }

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

    /// Parses `arguments` (the program name first) into `options`. `--help` prints and exits here.
    @MainActor func parse(_ arguments: [String], into options: inout ParsedOptions) throws(UsageError) -> Parsed {
        let asksForHelp = arguments.dropFirst().contains { $0 == "-h" || $0 == "-?" || $0.hasPrefix("--help") }
        let context = OptionContext(
            summary: asksForHelp ? summary() : nil, description: asksForHelp ? description() : nil)
        for group in groups {
            context.addGroup(group.name, title: group.title, help: group.help, entries: group.options.map(\.entry))
        }
        context.addToolkitOptions()
        let result = try context.parse(arguments)
        let all = groups.flatMap { group in group.options.map { (group: group.name, option: $0) } }
        var given: [(group: String?, option: Option)] = []
        for (listed, value) in zip(all, result.values) {
            listed.option.store(value, into: &options)
            if listed.option.isGiven(value) { given.append(listed) }
        }
        for occurrence in result.ordered {
            guard case .occurrence(let name, _) = occurrence,
                let listed = all.first(where: { "--\($0.option.entry.name)" == name })
            else { continue }
            listed.option.store(occurrence, into: &options)
            if !given.contains(where: { $0.option.entry.name == listed.option.entry.name }) { given.append(listed) }
        }
        return Parsed(rest: result.rest, given: given)
    }
}
