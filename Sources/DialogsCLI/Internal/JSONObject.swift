import DialogsCore
import DialogsGLib

/// One JSON object, its members in order; `serialized()` writes it with json-glib.
struct JSONObject {
    /// A member's value: JSONWriter's, with `.strings` for an array of texts.
    typealias Value = JSONValue

    var members: [(String, Value)]

    /// The object on one line, written with json-glib (`json_generator_to_data`), whose business is
    /// the escaping of every control character and all of Unicode.
    func serialized() -> String {
        JSONWriter.text(of: .object(members))
    }
}

extension JSONValue {
    /// An array of texts.
    static func strings(_ strings: [String]) -> JSONValue {
        .array(strings.map(JSONValue.string))
    }
}
