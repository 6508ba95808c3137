import CGtk
import CJsonGlib

/// A remembered answer as JSON, read and written with json-glib.
enum StoredJSON {
    /// Why a kept file makes no sense.
    struct Damage: Error {
        let reason: String
    }

    /// The value `length` bytes at `bytes` hold; throws for invalid JSON or a null anywhere.
    static func value(from bytes: UnsafePointer<gchar>, length: Int) throws(Damage) -> StoredValue {
        let parser = json_parser_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(parser)) }
        var error: UnsafeMutablePointer<GError>?
        guard json_parser_load_from_data(parser, bytes, gssize(length), &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? TextDomain.library("not JSON")
            g_clear_error(&error)
            throw Damage(reason: reason)
        }
        guard let root = json_parser_get_root(parser) else {
            throw Damage(reason: TextDomain.library("the file is empty"))
        }
        return try value(of: root)
    }

    private static func value(of node: OpaquePointer) throws(Damage) -> StoredValue {
        switch json_node_get_node_type(node) {
        case JSON_NODE_OBJECT:
            let object = json_node_get_object(node)!
            let list = json_object_get_members(object)
            defer { g_list_free(list) }
            var members: [String: StoredValue] = [:]
            var link = list
            while let current = link {
                let name = current.pointee.data.assumingMemoryBound(to: CChar.self)
                members[String(cString: name)] = try value(of: json_object_get_member(object, name)!)
                link = current.pointee.next
            }
            return .object(members)
        case JSON_NODE_ARRAY:
            let array = json_node_get_array(node)!
            var values: [StoredValue] = []
            for index in 0..<json_array_get_length(array) {
                values.append(try value(of: json_array_get_element(array, index)!))
            }
            return .array(values)
        case JSON_NODE_VALUE:
            let type = json_node_get_value_type(node)
            if type == gd_json_string_type() { return .string(String(cString: json_node_get_string(node))) }
            if type == gd_json_integer_type() { return .integer(Int(json_node_get_int(node))) }
            if type == gd_json_double_type() { return .number(json_node_get_double(node)) }
            if type == gd_json_boolean_type() { return .boolean(json_node_get_boolean(node) != 0) }
            throw Damage(reason: TextDomain.library("a value of an unknown type"))
        default:
            throw Damage(reason: TextDomain.library("a null where an answer was expected"))
        }
    }

    /// `value` as pretty-printed JSON, members in name order, ending with a newline.
    static func text(of value: StoredValue) -> String {
        JSONWriter.text(pretty: true) { add(value, to: $0) } + "\n"
    }

    private static func add(_ value: StoredValue, to builder: UnsafeMutablePointer<JsonBuilder>) {
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
            for name in members.keys.sorted() {
                json_builder_set_member_name(builder, name)
                add(members[name]!, to: builder)
            }
            json_builder_end_object(builder)
        }
    }
}
