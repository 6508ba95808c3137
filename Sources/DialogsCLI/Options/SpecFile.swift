import CGLib
import DialogsCore
import DialogsGLib
import Glibc

/// `--spec FILE`: a native command's options as one JSON object whose keys are the long option
/// names (`{"title": "Setup", "ok-label": "Go", "step": ["Download", "Install"]}`), read with
/// json-glib and turned into the command-line arguments they stand for. A flag takes true or false,
/// a number option an integer, a text option a string, a repeatable option an array of strings
/// (or one string). An unknown key, a wrong type or invalid JSON is a usage error naming it.
enum SpecFile {
    /// The arguments `path` stands for (`-` reads standard input), for the options in `table`.
    static func arguments(_ path: String, options: [Option]) throws(UsageError) -> [String] {
        let parser = json_parser_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(parser)) }
        var error: UnsafeMutablePointer<GError>?
        let loaded =
            path == "-"
            ? standardInput().withCString { json_parser_load_from_data(parser, $0, -1, &error) }
            : json_parser_load_from_file(parser, path, &error)
        guard loaded != 0, let root = json_parser_get_root(parser) else {
            throw problem(path, GLibErrors.takeMessage(&error, orElse: "empty"))
        }
        guard json_node_get_node_type(root) == JSON_NODE_OBJECT, let object = json_node_get_object(root) else {
            throw problem(
                path, TextDomain.tool("the spec is one JSON object of options, such as {\"title\": \"Setup\"}"))
        }
        var arguments: [String] = []
        for name in memberNames(object) {
            let node = json_object_get_member(object, name)!
            guard name != "spec", let option = options.first(where: { $0.entry.name == name }) else {
                throw problem(
                    path, TextDomain.tool.format("\"%s\" is not an option of this command (see its --help)", name))
            }
            arguments += try self.arguments(for: option.entry, node, path)
        }
        return arguments
    }

    private static func arguments(
        for entry: OptionContext.Entry, _ node: OpaquePointer, _ path: String
    ) throws(UsageError) -> [String] {
        let name = entry.name
        switch entry.type {
        case .flag:
            guard let value = scalar(node, gd_json_boolean_type()) else {
                throw wrongType(path, name, TextDomain.tool("true or false"))
            }
            return json_node_get_boolean(value) != 0 ? ["--\(name)"] : []
        case .integer:
            guard let value = scalar(node, gd_json_integer_type()) else {
                throw wrongType(path, name, TextDomain.tool("an integer"))
            }
            return ["--\(name)=\(json_node_get_int(value))"]
        case .string:
            guard let value = scalar(node, gd_json_string_type()) else {
                throw wrongType(path, name, TextDomain.tool("a string"))
            }
            return ["--\(name)=\(String(cString: json_node_get_string(value)))"]
        case .strings, .ordered:
            if let value = scalar(node, gd_json_string_type()) {
                return ["--\(name)=\(String(cString: json_node_get_string(value)))"]
            }
            guard json_node_get_node_type(node) == JSON_NODE_ARRAY, let array = json_node_get_array(node) else {
                throw wrongType(path, name, TextDomain.tool("an array of strings"))
            }
            var values: [String] = []
            for index in 0..<json_array_get_length(array) {
                guard let value = scalar(json_array_get_element(array, index), gd_json_string_type()) else {
                    throw wrongType(path, name, TextDomain.tool("an array of strings"))
                }
                values.append("--\(name)=\(String(cString: json_node_get_string(value)))")
            }
            return values
        }
    }

    /// The object's member names, in the file's order.
    private static func memberNames(_ object: OpaquePointer) -> [String] {
        let list = json_object_get_members(object)
        defer { g_list_free(list) }
        var names: [String] = []
        var link = list
        while let current = link {
            names.append(String(cString: current.pointee.data.assumingMemoryBound(to: CChar.self)))
            link = current.pointee.next
        }
        return names
    }

    /// All of standard input, as text.
    private static func standardInput() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `node` when it is a value of `type`.
    private static func scalar(_ node: OpaquePointer?, _ type: GType) -> OpaquePointer? {
        guard let node, json_node_get_node_type(node) == JSON_NODE_VALUE, json_node_get_value_type(node) == type
        else { return nil }
        return node
    }

    private static func problem(_ path: String, _ message: String) -> UsageError {
        UsageError(message: TextDomain.tool.format("--spec %1$s: %2$s", path, message))
    }

    private static func wrongType(_ path: String, _ name: String, _ expected: String) -> UsageError {
        // Translators: %1$s is an option's name, %2$s what it takes ("true or false", "an integer").
        problem(path, TextDomain.tool.format("\"%1$s\" takes %2$s", name, expected))
    }
}
