import CGLib
import DialogsCore

/// A JSON value to write: an object's members in the order given.
package indirect enum JSONValue: Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
}

/// JSON text written by json-glib, whose business is the escaping of every control character
/// and all of Unicode: remembered answers, and the CLI's `--json` output.
///
/// ```swift
/// let text = JSONWriter.text(of: .object([("answer", .integer(42))]))   // {"answer":42}
/// ```
package enum JSONWriter {
    /// `value` as JSON text: on one line, or `pretty` (indented).
    package static func text(of value: JSONValue, pretty: Bool = false) -> String {
        let builder = json_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        add(value, to: builder)
        let root = json_builder_get_root(builder)
        defer { json_node_unref(root) }
        let generator = json_generator_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(generator)) }
        json_generator_set_root(generator, root)
        json_generator_set_pretty(generator, pretty ? 1 : 0)
        let text = json_generator_to_data(generator, nil)!
        defer { g_free(text) }
        // json-glib 1.6 leaves U+001F unescaped (it escapes below 0x1F only), which strict
        // parsers refuse. A raw 0x1F byte can only stand inside a string.
        return String(cString: text).replacing("\u{1F}", with: "\\u001f")
    }

    private static func add(_ value: JSONValue, to builder: UnsafeMutablePointer<JsonBuilder>) {
        switch value {
        case .string(let string): _ = CStrings.with(string) { json_builder_add_string_value(builder, $0) }
        case .integer(let integer): json_builder_add_int_value(builder, gint64(integer))
        case .number(let number): json_builder_add_double_value(builder, number)
        case .boolean(let boolean): json_builder_add_boolean_value(builder, boolean ? 1 : 0)
        case .array(let values):
            json_builder_begin_array(builder)
            for value in values { add(value, to: builder) }
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
