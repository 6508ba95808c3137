/// A plain value that options write into: a kind's options, the common or the shared ones.
/// `declarations` are its options (empty for values other types' declarations write into).
protocol OptionValues {
    init()
    /// Every option written into this value, in both modes, in the order `--help` lists them.
    static var declarations: [Option] { get }
    /// zenity's option groups (`--help-NAME`) listing the declarations: an option is in the first
    /// unless it names another (``Option/inZenityGroup(_:)``).
    static var zenityGroups: [OptionGroup.Heading] { get }
}

extension OptionValues {
    static var declarations: [Option] { [] }
    static var zenityGroups: [OptionGroup.Heading] { [] }
}

/// Everything a command line sets: one value per ``OptionValues`` type, made with `init()`
/// until an option writes into it. No field per kind: a kind reaches its own by its type
/// (`options[ListOptions.self]`), and its declarations name their destinations from that type
/// (`\ListOptions.multiple`). Keyed by `ObjectIdentifier`, not by a type of ours: a dictionary
/// keyed by one makes the runtime look up its Hashable conformance at start-up, a scan that
/// touches every Hashable type's descriptor in the binary.
struct ParsedOptions {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The value of type `Values`: as the options wrote it, or `Values()`.
    subscript<Values: OptionValues>(_ type: Values.Type) -> Values {
        get { values[ObjectIdentifier(type)] as? Values ?? Values() }
        set { values[ObjectIdentifier(type)] = newValue }
    }
}
