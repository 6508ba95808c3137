import CGLib

/// zenity passes `--text` through `g_strcompress` (C escapes such as `\n`) before markup.
enum Escapes {
    static func compress(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.withCString { source in
            let compressed = g_strcompress(source)!
            defer { g_free(compressed) }
            return String(cString: compressed)
        }
    }
}
