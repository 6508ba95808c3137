/// One command-line option, declared once for both modes: its name, argument, help text, how
/// its value is read and where it goes, and where it is offered (``zenity``, ``nativeCommands``).
/// A value the command line does not give leaves the destination as it was. Destinations are
/// autoclosures: a key path is made only for an option given, not for every option of every
/// kind at each start (key paths are built at run time, with code of their own).
struct Option {
    /// The option as native mode's `--help` shows it; zenity mode shows ``zenityEntry``.
    private(set) var entry: OptionContext.Entry
    private let write: (inout ParsedOptions, OptionContext.Value) -> Void
    private var givenCompletion: ValueCompletion?
    /// How zenity mode offers the option; nil when it does not.
    var zenity: ZenityOffer? = ZenityOffer()
    /// The native commands that offer the option: nil for every command of its kind, empty for none.
    var nativeCommands: [String]?

    fileprivate init(entry: OptionContext.Entry, store: @escaping (inout ParsedOptions, OptionContext.Value) -> Void) {
        self.entry = entry
        self.write = store
    }

    /// The option as zenity mode's `--help` shows it: zenity's words where they differ.
    var zenityEntry: OptionContext.Entry {
        var entry = entry
        if let help = zenity?.help { entry.help = help }
        if let argument = zenity?.argument { entry.argument = argument }
        if zenity?.isHidden == true { entry.isHidden = true }
        return entry
    }

    /// The option with `help` in place of its own when the program runs on GTK 4, whose windows
    /// differ there from GTK 3's, which the declaration's own help describes.
    ///
    /// ```swift
    /// .string("title", "… alert and form show it as their heading", argument: "TITLE", \CommonOptions.title)
    ///     .onGTK4("… alert, form and list show it as their heading")
    /// ```
    func onGTK4(_ help: String) -> Option {
        guard ZenityCompatibility.current.isZenity4 else { return self }  // the GTK 4 program's
        var option = self
        option.entry.help = help
        return option
    }

    /// The option as zenity mode lists it: with zenity's words.
    var forZenity: Option {
        var option = self
        option.entry = zenityEntry
        return option
    }

    /// Whether some native command offers the option.
    var isOfferedNatively: Bool { nativeCommands?.isEmpty != true }

    /// Whether native command `command` offers the option.
    func isOffered(byNative command: String) -> Bool {
        nativeCommands?.contains(command) ?? true
    }

    /// Stores what the command line gave for the option.
    func store(_ value: OptionContext.Value, into options: inout ParsedOptions) {
        write(&options, value)
    }

    /// Whether `value` says the command line gave the option: a flag set, a text or number, a
    /// repeated option at least once. Given as zenity's own default (``ZenityOffer/defaultValue``),
    /// it counts as not given, as zenity counts it.
    func isGiven(_ value: OptionContext.Value) -> Bool {
        switch value {
        case .flag(let set): set
        case .string(let text?): text != zenity?.defaultValue
        case .string(nil): false
        case .integer(let number): number != nil
        case .strings(let texts): !texts.isEmpty
        case .occurrence: true
        }
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
}

extension Option {
    /// A flag that runs `set` when given.
    static func flag(
        _ name: String, _ help: String, hidden: Bool = false, _ set: @escaping (inout ParsedOptions) -> Void
    ) -> Option {
        Option(entry: .init(name: name, help: help, argument: nil, isHidden: hidden, type: .flag)) { options, value in
            if case .flag(true) = value { set(&options) }
        }
    }

    /// A flag that is accepted and ignored.
    static func flag(_ name: String, _ help: String, hidden: Bool = false) -> Option {
        flag(name, help, hidden: hidden) { _ in }
    }

    /// A flag that sets `destination`, in the options of type `Values`.
    static func flag<Values: OptionValues>(
        _ name: String, _ help: String, hidden: Bool = false,
        _ destination: @autoclosure @escaping () -> WritableKeyPath<Values, Bool>
    ) -> Option {
        flag(name, help, hidden: hidden) { options in options[Values.self][keyPath: destination()] = true }
    }

    /// An option with a text value, stored in `destination`.
    static func string<Values: OptionValues>(
        _ name: String, _ help: String, argument: String = "TEXT", hidden: Bool = false,
        _ destination: @autoclosure @escaping () -> WritableKeyPath<Values, String?>
    ) -> Option {
        valued(.init(name: name, help: help, argument: argument, isHidden: hidden, type: .string), destination) {
            if case .string(let text?) = $0 { text } else { nil }
        }
    }

    /// An option with a whole-number value, stored in `destination`.
    static func integer<Values: OptionValues>(
        _ name: String, _ help: String, argument: String = "NUMBER",
        _ destination: @autoclosure @escaping () -> WritableKeyPath<Values, Int?>
    ) -> Option {
        valued(.init(name: name, help: help, argument: argument, isHidden: false, type: .integer), destination) {
            if case .integer(let number?) = $0 { number } else { nil }
        }
    }

    /// An option that may be repeated; its values in command-line order.
    static func strings<Values: OptionValues>(
        _ name: String, _ help: String, argument: String = "TEXT",
        _ destination: @autoclosure @escaping () -> WritableKeyPath<Values, [String]>
    ) -> Option {
        valued(.init(name: name, help: help, argument: argument, isHidden: false, type: .strings), destination) {
            if case .strings(let texts) = $0, !texts.isEmpty { texts } else { nil }
        }
    }

    /// An option storing what `given` finds in its value, when it finds something.
    private static func valued<Values: OptionValues, Stored>(
        _ entry: OptionContext.Entry, _ destination: @escaping () -> WritableKeyPath<Values, Stored>,
        given: @escaping (OptionContext.Value) -> Stored?
    ) -> Option {
        Option(entry: entry) { options, value in
            if let stored = given(value) { options[Values.self][keyPath: destination()] = stored }
        }
    }

    /// An option appended to `destination`, keeping its place among the other ordered ones there.
    static func ordered<Values: OptionValues>(
        _ name: String, _ help: String, argument: String = "TEXT", hidden: Bool = false,
        _ destination: @autoclosure @escaping () -> WritableKeyPath<Values, [OrderedOption]>
    ) -> Option {
        Option(entry: .init(name: name, help: help, argument: argument, isHidden: hidden, type: .ordered)) {
            options, value in
            if case .occurrence(let option, let text) = value {
                options[Values.self][keyPath: destination()].append(OrderedOption(option: option, value: text))
            }
        }
    }
}
