import CGLib
import DialogsCore

/// GLib's errors (`GError**` out-parameters) as Swift text.
package enum GLibErrors {
    /// The message of the error a GLib call set, or `fallback` when it set none; the error is
    /// freed and `error` cleared, so the next call can take the same variable.
    ///
    /// ```swift
    /// var error: UnsafeMutablePointer<GError>?
    /// guard json_parser_load_from_file(parser, path, &error) != 0 else {
    ///     throw Problem(GLibErrors.takeMessage(&error, orElse: "empty"))
    /// }
    /// ```
    package static func takeMessage(
        _ error: inout UnsafeMutablePointer<GError>?, orElse fallback: @autoclosure () -> String
    ) -> String {
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message) } ?? fallback()
    }
}
