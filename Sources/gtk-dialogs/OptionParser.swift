import CGtk

/// A usage error: the message is printed as one line on stderr.
struct UsageError: Error {
    let message: String
}

/// Command-line parsing with GLib's GOptionContext, as zenity does: `--help`,
/// `--help-all` and GTK's own options come with it. Values land in storage this
/// parser owns and are read back after `parse`.
final class OptionParser {
    private let context: OpaquePointer
    private var storage: [UnsafeMutableRawPointer] = []
    /// Options whose order matters (`--add-entry`, `--field`…), in command-line order.
    private(set) var ordered: [(option: String, value: String)] = []

    init(parameters: String, summary: String? = nil, description: String? = nil) {
        context = g_option_context_new(parameters)
        if let summary { g_option_context_set_summary(context, summary) }
        if let description { g_option_context_set_description(context, description) }
        g_option_context_set_help_enabled(context, 1)
    }

    deinit {
        g_option_context_free(context)
        for pointer in storage { pointer.deallocate() }
    }

    /// A group of options; the first one made without a name is the main group.
    final class Group {
        fileprivate var entries: [GOptionEntry] = []
        private unowned let parser: OptionParser

        fileprivate init(parser: OptionParser) { self.parser = parser }

        func flag(_ name: String, _ description: String, hidden: Bool = false) -> Flag {
            let value = parser.allocate(gboolean(0))
            add(name, G_OPTION_ARG_NONE, value, description, nil, hidden: hidden)
            return Flag(pointer: value)
        }

        func string(_ name: String, _ description: String, argument: String = "TEXT", hidden: Bool = false)
            -> StringOption
        {
            let value = parser.allocate(UnsafeMutablePointer<gchar>?.none)
            add(name, G_OPTION_ARG_STRING, value, description, argument, hidden: hidden)
            return StringOption(pointer: value)
        }

        func integer(_ name: String, _ description: String, argument: String = "NUMBER") -> IntegerOption {
            let value = parser.allocate(gint.min)
            add(name, G_OPTION_ARG_INT, value, description, argument)
            return IntegerOption(pointer: value)
        }

        func strings(_ name: String, _ description: String, argument: String = "TEXT") -> StringsOption {
            let value = parser.allocate(UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?.none)
            add(name, G_OPTION_ARG_STRING_ARRAY, value, description, argument)
            return StringsOption(pointer: value)
        }

        /// An option recorded in `OptionParser.ordered`, keeping its place among the others.
        func ordered(_ name: String, _ description: String, argument: String = "TEXT", hidden: Bool = false) {
            add(
                name, G_OPTION_ARG_CALLBACK, unsafeBitCast(recordOrderedOption, to: gpointer.self), description,
                argument, hidden: hidden)
        }

        private func add(
            _ name: String, _ kind: GOptionArg, _ data: gpointer, _ description: String, _ argument: String?,
            hidden: Bool = false
        ) {
            entries.append(
                GOptionEntry(
                    long_name: parser.keep(name), short_name: 0,
                    flags: hidden ? gint(G_OPTION_FLAG_HIDDEN.rawValue) : 0, arg: kind, arg_data: data,
                    description: parser.keep(description), arg_description: argument.map(parser.keep)))
        }
    }

    struct Flag {
        fileprivate let pointer: UnsafeMutablePointer<gboolean>
        var isSet: Bool { pointer.pointee != 0 }
    }

    struct StringOption {
        fileprivate let pointer: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>
        var value: String? { pointer.pointee.map { String(cString: $0) } }
    }

    struct IntegerOption {
        fileprivate let pointer: UnsafeMutablePointer<gint>
        var value: Int? { pointer.pointee == gint.min ? nil : Int(pointer.pointee) }
    }

    struct StringsOption {
        fileprivate let pointer: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?>
        var values: [String] {
            guard var item = pointer.pointee else { return [] }
            var result: [String] = []
            while let string = item.pointee {
                result.append(String(cString: string))
                item += 1
            }
            return result
        }
    }

    /// Adds a group shown by `--help-NAME` (and `--help-all`), or the main group when `name` is nil.
    func group(_ name: String?, title: String = "", help: String = "", _ build: (Group) -> Void) {
        let builder = Group(parser: self)
        build(builder)
        let group = g_option_group_new(
            keep(name ?? "main"), keep(title), keep(help), Unmanaged.passUnretained(self).toOpaque(), nil)
        let entries = UnsafeMutablePointer<GOptionEntry>.allocate(capacity: builder.entries.count + 1)
        storage.append(UnsafeMutableRawPointer(entries))
        for (index, entry) in builder.entries.enumerated() { entries[index] = entry }
        entries[builder.entries.count] = GOptionEntry()
        g_option_group_add_entries(group, entries)
        if name == nil {
            g_option_context_set_main_group(context, group)
        } else {
            g_option_context_add_group(context, group)
        }
    }

    /// GTK's own options (`--display`, `--gtk-module`…), without opening the display yet.
    func addGTKOptions() {
        g_option_context_add_group(context, gtk_get_option_group(0))
    }

    /// Parses `arguments` (the program name first); returns the arguments left over.
    func parse(_ arguments: [String]) throws(UsageError) -> [String] {
        var strv = UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>.allocate(capacity: arguments.count + 1)
        for (index, argument) in arguments.enumerated() { strv[index] = g_strdup(argument) }
        strv[arguments.count] = nil
        var optionalStrv: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>? = strv
        var error: UnsafeMutablePointer<GError>?
        let parsed = g_option_context_parse_strv(context, &optionalStrv, &error)
        defer { g_strfreev(optionalStrv) }
        guard parsed != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "cannot parse the arguments"
            g_clear_error(&error)
            throw UsageError(message: message)
        }
        strv = optionalStrv!
        var rest: [String] = []
        var index = 1
        while let argument = strv[index] {
            rest.append(String(cString: argument))
            index += 1
        }
        return rest
    }

    fileprivate func record(_ option: String, _ value: String) {
        ordered.append((option, value))
    }

    fileprivate func keep(_ text: String) -> UnsafePointer<gchar> {
        let copy = strdup(text)!
        storage.append(UnsafeMutableRawPointer(copy))
        return UnsafePointer(copy)
    }

    fileprivate func allocate<Value>(_ initial: Value) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: initial)
        storage.append(UnsafeMutableRawPointer(pointer))
        return pointer
    }
}

/// GOption calls this for every ordered option, with the group's user data: the parser.
private let recordOrderedOption: GOptionArgFunc = { name, value, data, _ in
    guard let name, let data else { return 0 }
    let parser = Unmanaged<OptionParser>.fromOpaque(data).takeUnretainedValue()
    parser.record(String(cString: name), value.map { String(cString: $0) } ?? "")
    return 1
}
