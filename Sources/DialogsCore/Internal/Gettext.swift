import CIntl
import Glibc

/// The C library's gettext, the calls GLib's `g_dgettext` makes: the core translates its own words
/// with no GLib in its dependency closure.
enum Gettext {
    /// `dgettext`: `message` in the user's language from `domain`'s catalog, or `message` itself.
    static func text(_ message: String, domain: String) -> String {
        message.withCString { id in String(cString: dgettext(domain, id)) }
    }

    /// `dngettext`: the form of `singular`/`plural` the user's language takes for `count`.
    static func plural(_ singular: String, _ plural: String, count: Int, domain: String) -> String {
        singular.withCString { one in
            plural.withCString { many in String(cString: dngettext(domain, one, many, UInt(clamping: count))) }
        }
    }

    /// Tells gettext where `domain`'s catalogs are, and that they are UTF-8.
    static func bind(_ domain: String, to folder: String) {
        _ = bindtextdomain(domain, folder)
        _ = bind_textdomain_codeset(domain, "UTF-8")
    }

    /// Whether a language folder of `folder` holds `file` (`de/LC_MESSAGES/x.mo`, any language).
    static func hasCatalog(in folder: String, _ file: String) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix("."), access("\(folder)/\(name)/\(file)", F_OK) == 0 { return true }
        }
        return false
    }

    /// The folder of the running program (`/proc/self/exe`'s), or nil.
    static func programFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// The environment variable `name`, when set and not empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }
}
