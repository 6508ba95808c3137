import CGLib
import DialogsCore

/// Swift strings across the C boundary: NUL-free copies in, owned copies out.
package enum CStrings {
    package static func sanitized(_ text: String) -> String {
        SafeText.sanitized(text)
    }

    /// Calls `body` with a NUL-free C copy of `text`.
    package static func with<R>(_ text: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        sanitized(text).withCString(body)
    }

    /// Calls `body` with NUL-free C copies of `texts`, as an array of pointers (valid only inside `body`).
    package static func withArray<R>(_ texts: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        var bytes: [CChar] = []
        var offsets: [Int] = []
        for text in texts {
            offsets.append(bytes.count)
            bytes.append(contentsOf: sanitized(text).utf8CString)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let pointers: [UnsafePointer<CChar>?] = offsets.map { buffer.baseAddress! + $0 }
            return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
        }
    }

    /// Takes ownership of a newly allocated C string and frees it.
    package static func takeOwnership(_ pointer: UnsafeMutablePointer<gchar>?) -> String {
        guard let pointer else { return "" }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}
