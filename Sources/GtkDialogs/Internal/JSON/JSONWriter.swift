import CGtk
import CJsonGlib

/// JSON text written by json-glib, whose business is the escaping of every control character
/// and all of Unicode: remembered answers, and the CLI's `--json` output.
///
/// ```swift
/// let text = JSONWriter.text { json_builder_add_int_value($0, 42) }   // "42"
/// ```
package enum JSONWriter {
    /// The value `build` adds to a new builder, as JSON text: on one line, or `pretty` (indented).
    package static func text(pretty: Bool = false, _ build: (UnsafeMutablePointer<JsonBuilder>) -> Void) -> String {
        let builder = json_builder_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        build(builder)
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
}
