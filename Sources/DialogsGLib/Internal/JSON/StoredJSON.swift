import CGLib
import DialogsCore

/// A remembered answer as JSON, read and written with json-glib.
package enum StoredJSON {
    /// Why a kept file makes no sense.
    package struct Damage: Error {
        let reason: String
    }

    /// The value `length` bytes at `bytes` hold; throws for invalid JSON or a null anywhere.
    package static func value(from bytes: UnsafePointer<gchar>, length: Int) throws(Damage) -> StoredValue {
        let parser = json_parser_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(parser)) }
        var error: UnsafeMutablePointer<GError>?
        guard json_parser_load_from_data(parser, bytes, gssize(length), &error) != 0 else {
            throw Damage(reason: GLibErrors.takeMessage(&error, orElse: TextDomain.library("not JSON")))
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
    package static func text(of value: StoredValue) -> String {
        JSONWriter.text(of: json(value), pretty: true) + "\n"
    }

    private static func json(_ value: StoredValue) -> JSONValue {
        switch value {
        case .string(let string): .string(string)
        case .integer(let integer): .integer(integer)
        case .number(let number): .number(number)
        case .boolean(let boolean): .boolean(boolean)
        case .array(let values): .array(values.map(json))
        case .object(let members): .object(members.keys.sorted().map { ($0, json(members[$0]!)) })
        }
    }
}
