import CGtk
import CJsonGlib
import Glibc

/// Where results and errors go: stdout for answers, one line on stderr for problems.
enum Output {
    static func print(_ text: String) {
        write(STDOUT_FILENO, text)
    }

    static func printLine(_ text: String) {
        write(STDOUT_FILENO, text + "\n")
    }

    /// One line on stderr, prefixed with the program's name.
    static func error(_ message: String) {
        write(STDERR_FILENO, "\(programName): \(message)\n")
    }

    nonisolated(unsafe) static var programName = "gtk-dialogs"

    private static func write(_ descriptor: Int32, _ text: String) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            remaining = remaining.dropFirst(written)
        }
    }
}

/// One JSON object, written with json-glib (escaping of every control character
/// and all of Unicode is its business).
struct JSONObject {
    enum Value {
        case string(String)
        case integer(Int)
        case object([(String, Value)])
        case strings([String])
    }

    var members: [(String, Value)]

    func serialized() -> String {
        let builder = json_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        Self.add(.object(members), to: builder)
        let root = json_builder_get_root(builder)
        defer { json_node_unref(root) }
        let generator = json_generator_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(generator)) }
        json_generator_set_root(generator, root)
        let text = json_generator_to_data(generator, nil)!
        defer { g_free(text) }
        // json-glib 1.6 leaves U+001F unescaped (it escapes below 0x1F only), which
        // strict parsers refuse. A raw 0x1F byte can only stand inside a string.
        return String(cString: text).replacing("\u{1F}", with: "\\u001f")
    }

    private static func add(_ value: Value, to builder: UnsafeMutablePointer<JsonBuilder>) {
        switch value {
        case .string(let string):
            json_builder_add_string_value(builder, string)
        case .integer(let integer):
            json_builder_add_int_value(builder, gint64(integer))
        case .strings(let strings):
            json_builder_begin_array(builder)
            for string in strings { json_builder_add_string_value(builder, string) }
            json_builder_end_array(builder)
        case .object(let members):
            json_builder_begin_object(builder)
            for (name, member) in members {
                json_builder_set_member_name(builder, name)
                add(member, to: builder)
            }
            json_builder_end_object(builder)
        }
    }
}
