import CGLib
import DialogsCore
import DialogsGLib

/// GLib's GOptionContext (`g_option_context_parse_strv`), the parser zenity uses: `--help`,
/// `--help-all` and the toolkit's own options come with it. Values land in storage this context owns
/// and are read back by `parse`.
final class OptionContext {
    /// How GOption reads an option's value.
    enum ValueType {
        case flag, string, integer, strings
        /// Recorded with its place among the other ordered options (`--add-entry`, `--field`…).
        case ordered
    }

    /// One option as GOption shows it in `--help`.
    struct Entry {
        var name: String
        var help: String
        var argument: String?
        var isHidden: Bool
        var type: ValueType
    }

    /// An option's value after parsing; `nil` or empty when the command line does not set it.
    enum Value {
        case flag(Bool)
        case string(String?)
        case integer(Int?)
        case strings([String])
        /// An ordered option's occurrence, with the name as GOption reports it (`--add-entry`).
        case occurrence(option: String, value: String)
    }

    /// What `parse` found: one value per entry in the order added, the ordered options in
    /// command-line order, and the arguments left over.
    struct Result {
        var values: [Value]
        var ordered: [Value]
        var rest: [String]
    }

    private let context: OpaquePointer
    private var storage: [UnsafeMutableRawPointer] = []
    private var readers: [() -> Value] = []
    private var ordered: [Value] = []

    init(summary: String?, description: String?) {
        context = g_option_context_new("")
        // GOption translates the summary, the groups' titles and every option's help as it prints
        // --help (scripts/update-pot extracts them from the declarations).
        g_option_context_set_translation_domain(context, TextDomain.tool.name)
        if let summary { g_option_context_set_summary(context, summary) }
        if let description { g_option_context_set_description(context, description) }
        g_option_context_set_help_enabled(context, 1)
    }

    deinit {
        g_option_context_free(context)
        for pointer in storage { pointer.deallocate() }
    }

    /// Adds a group shown by `--help-NAME` (and `--help-all`), or the main group when `name` is nil.
    func addGroup(_ name: String?, title: String, help: String, entries: [Entry]) {
        let list = UnsafeMutablePointer<GOptionEntry>.allocate(capacity: entries.count + 1)
        storage.append(UnsafeMutableRawPointer(list))
        for (index, entry) in entries.enumerated() { list[index] = optionEntry(entry) }
        list[entries.count] = GOptionEntry()
        let group = g_option_group_new(
            keep(name ?? "main"), keep(title), keep(help), Unmanaged.passUnretained(self).toOpaque(), nil)
        g_option_group_set_translation_domain(group, TextDomain.tool.name)
        g_option_group_add_entries(group, list)
        if name == nil {
            g_option_context_set_main_group(context, group)
        } else {
            g_option_context_add_group(context, group)
        }
    }

    /// The toolkit's own options (GTK 3's `--display`, `--gtk-module`…), without opening the display yet.
    @MainActor func addToolkitOptions() {
        guard let group = CurrentToolkit.commandLine?.makeOptionGroup() else { return }
        g_option_context_add_group(context, group)
    }

    /// The toolkit's own options (GTK 3's `--display`, `--gtk-module`…) as GOption's `--help-all`
    /// lists them: the man page and shell completion name them too.
    @MainActor static func toolkitEntries() -> [Entry] {
        let context = OptionContext(summary: nil, description: nil)
        context.addToolkitOptions()
        guard let help = g_option_context_get_help(context.context, 0, nil) else { return [] }
        defer { g_free(help) }
        return String(cString: help).split(separator: "\n").compactMap(entry(helpLine:))
    }

    /// `  --name=ARGUMENT   help` as an entry; nil for other lines and for the help options.
    private static func entry(helpLine: Substring) -> Entry? {
        let line = helpLine.drop { $0 == " " }
        guard line.hasPrefix("--"), !line.hasPrefix("--help"), let gap = line.firstRange(of: "  ") else { return nil }
        let option = line[line.index(line.startIndex, offsetBy: 2)..<gap.lowerBound]
        let help = String(line[gap.upperBound...].drop { $0 == " " })
        let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
        return Entry(
            name: parts[0], help: help, argument: parts.count > 1 ? parts[1] : nil, isHidden: false,
            type: parts.count > 1 ? .string : .flag)
    }

    /// Parses `arguments` (the program name first).
    func parse(_ arguments: [String]) throws(UsageError) -> Result {
        var strv = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: arguments.count + 1)
        for (index, argument) in arguments.enumerated() { strv[index] = g_strdup(argument) }
        strv[arguments.count] = nil
        var optionalStrv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? = strv
        var error: UnsafeMutablePointer<GError>?
        let parsed = g_option_context_parse_strv(context, &optionalStrv, &error)
        defer { g_strfreev(optionalStrv) }
        guard parsed != 0 else {
            throw UsageError(message: GLibErrors.takeMessage(&error, orElse: "cannot parse the arguments"))
        }
        strv = optionalStrv!
        var rest: [String] = []
        var index = 1
        while let argument = strv[index] {
            rest.append(String(cString: argument))
            index += 1
        }
        return Result(values: readers.map { $0() }, ordered: ordered, rest: rest)
    }

    fileprivate func record(_ option: String, _ value: String) {
        ordered.append(.occurrence(option: option, value: value))
    }

    /// The GOption entry for `entry`, with storage for its value and a reader for `parse`.
    private func optionEntry(_ entry: Entry) -> GOptionEntry {
        let data: gpointer
        let type: GOptionArg
        switch entry.type {
        case .flag:
            let value = allocate(gboolean(0))
            (data, type) = (UnsafeMutableRawPointer(value), G_OPTION_ARG_NONE)
            readers.append { .flag(value.pointee != 0) }
        case .string:
            let value = allocate(UnsafeMutablePointer<gchar>?.none)
            (data, type) = (UnsafeMutableRawPointer(value), G_OPTION_ARG_STRING)
            readers.append { .string(value.pointee.map { String(cString: $0) }) }
        case .integer:
            let value = allocate(gint.min)  // gint.min stands for "not given"
            (data, type) = (UnsafeMutableRawPointer(value), G_OPTION_ARG_INT)
            readers.append { .integer(value.pointee == gint.min ? nil : Int(value.pointee)) }
        case .strings:
            let value = allocate(UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?.none)
            (data, type) = (UnsafeMutableRawPointer(value), G_OPTION_ARG_STRING_ARRAY)
            readers.append { .strings(Self.strings(value.pointee)) }
        case .ordered:
            (data, type) = (unsafeBitCast(recordOrderedOption, to: gpointer.self), G_OPTION_ARG_CALLBACK)
            readers.append { .strings([]) }
        }
        // NOALIAS, as zenity's own entries: an option two dialogs share (`--multiple`) keeps its
        // name in both groups' help instead of becoming `--GROUP-multiple`.
        let flags = G_OPTION_FLAG_NOALIAS.rawValue | (entry.isHidden ? G_OPTION_FLAG_HIDDEN.rawValue : 0)
        return GOptionEntry(
            long_name: keep(entry.name), short_name: 0, flags: gint(flags), arg: type, arg_data: data,
            description: keep(entry.help), arg_description: entry.argument.map(keep))
    }

    private static func strings(_ strv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
        guard var item = strv else { return [] }
        var result: [String] = []
        while let string = item.pointee {
            result.append(String(cString: string))
            item += 1
        }
        return result
    }

    private func keep(_ text: String) -> UnsafePointer<gchar> {
        let copy = strdup(text)!
        storage.append(UnsafeMutableRawPointer(copy))
        return UnsafePointer(copy)
    }

    private func allocate<Value>(_ initial: Value) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: initial)
        storage.append(UnsafeMutableRawPointer(pointer))
        return pointer
    }
}

/// GOption calls this for every ordered option, with the group's user data: the context.
private let recordOrderedOption: GOptionArgFunc = { name, value, data, _ in
    guard let name, let data else { return 0 }
    let context = Unmanaged<OptionContext>.fromOpaque(data).takeUnretainedValue()
    context.record(String(cString: name), value.map { String(cString: $0) } ?? "")
    return 1
}
