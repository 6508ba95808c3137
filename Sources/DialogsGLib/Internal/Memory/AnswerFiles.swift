import CGLib
import DialogsCore
import Glibc

/// Remembered answers as files: `KEY.json` in ``RememberedAnswers/folder`` (inside
/// `g_get_user_state_dir()` unless absolute), written with `g_file_set_contents_full` — a new file
/// renamed over the old one and flushed to disk, mode 0600 — so a reader sees the old answer or
/// the new one, never part of one. The folder is made with mode 0700. Every problem is one line on
/// stderr; the dialog then goes on as if nothing were remembered. A damaged file is renamed
/// `KEY.json.damaged` (replacing an older one), so the next answer does not write over it.
@MainActor
package final class AnswerFiles: AnswerStore {
    package init() {}

    package func read(_ key: AnswerKey) -> StoredValue? {
        let path = location(of: key)
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            // Nothing kept: no file, or no folder (a file stands where the folder would be).
            let missing =
                error.map {
                    $0.pointee.domain == g_file_error_quark()
                        && [G_FILE_ERROR_NOENT, G_FILE_ERROR_NOTDIR].map { gint($0.rawValue) }.contains($0.pointee.code)
                } ?? false
            let reason = GLibErrors.takeMessage(&error, orElse: "unknown error")
            if !missing {
                Diagnostics.warnOnce(
                    TextDomain.library.format(
                        "cannot read the answer remembered as \"%1$s\" (%2$s): %3$s; ignored", "\(key)", path, reason))
            }
            return nil
        }
        defer { g_free(contents) }
        do {
            return try StoredJSON.value(from: contents, length: Int(length))
        } catch {
            // Moved aside, so the next answer does not overwrite what someone may want to look at.
            let kept = path + ".damaged"
            if rename(path, kept) == 0 {
                Diagnostics.warnOnce(
                    TextDomain.library.format(
                        "the answer remembered as \"%1$s\" (%2$s) is damaged: %3$s; kept as %4$s and ignored",
                        "\(key)", path, error.reason, kept))
            } else {
                Diagnostics.warnOnce(
                    TextDomain.library.format(
                        "the answer remembered as \"%1$s\" (%2$s) is damaged: %3$s; ignored", "\(key)", path,
                        error.reason))
            }
            return nil
        }
    }

    package func write(_ value: StoredValue, for key: AnswerKey) {
        let folder = Self.folder
        guard g_mkdir_with_parents(folder, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            return Diagnostics.warn(
                TextDomain.library.format(
                    "cannot remember the answer as \"%1$s\": cannot make %2$s: %3$s", "\(key)", folder, reason))
        }
        let path = location(of: key)
        let text = StoredJSON.text(of: value)
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(
            G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let written = text.withCString { g_file_set_contents_full(path, $0, gssize(strlen($0)), flags, 0o600, &error) }
        if written == 0 {
            Diagnostics.warn(
                TextDomain.library.format(
                    "cannot remember the answer as \"%1$s\" (%2$s): %3$s", "\(key)", path,
                    GLibErrors.takeMessage(&error, orElse: "unknown error")))
        }
    }

    package func remove(_ key: AnswerKey) -> Bool {
        let path = location(of: key)
        guard unlink(path) != 0, errno != ENOENT, errno != ENOTDIR else { return true }
        Diagnostics.warn(
            TextDomain.library.format(
                "cannot forget the answer remembered as \"%1$s\" (%2$s): %3$s", "\(key)", path,
                String(cString: strerror(errno))))
        return false
    }

    package func location(of key: AnswerKey) -> String {
        "\(Self.folder)/\(key.name).json"
    }

    /// ``RememberedAnswers/folder``, inside the user's state folder unless it is absolute.
    private static var folder: String {
        let folder = RememberedAnswers.folder
        if folder.hasPrefix("/") { return folder }
        return "\(String(cString: g_get_user_state_dir()))/\(folder)"
    }
}
