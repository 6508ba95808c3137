import CGtk
import CJsonGlib

/// One JSON object, its members in order; `serialized()` writes it with json-glib.
struct JSONObject {
    /// A member's value: the kinds native mode's output uses.
    enum Value: Sendable {
        case string(String)
        case integer(Int)
        case number(Double)
        case object([(String, Value)])
        case strings([String])
        case array([Value])
    }

    var members: [(String, Value)]
}

extension JSONObject {
    /// The object on one line, written with json-glib (`json_generator_to_data`), whose business is
    /// the escaping of every control character and all of Unicode.
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
        case .number(let number):
            json_builder_add_double_value(builder, number)
        case .strings(let strings):
            json_builder_begin_array(builder)
            for string in strings { json_builder_add_string_value(builder, string) }
            json_builder_end_array(builder)
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
