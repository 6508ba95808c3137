import CGtk
import CJsonGlib
import GtkDialogs

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
        JSONWriter.text { Self.add(.object(members), to: $0) }
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
