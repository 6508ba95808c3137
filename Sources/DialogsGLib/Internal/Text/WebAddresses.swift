import CGLib
import DialogsCore
import Glibc

/// The web addresses in a text viewer's text, for every toolkit's text view: found with a GRegex
/// as text is appended (the view marks the character ranges), and opened in the desktop's
/// default browser (`g_app_info_launch_default_for_uri`).
@MainActor
package final class WebAddresses {
    /// The text ``scan(_:insertedAt:reread:found:)`` reads, kept between appends so that its
    /// storage is reused.
    private var scanned: [CChar] = []

    package init() {}

    /// Addresses start with a scheme or `www.`, and do not end in punctuation that closes a sentence.
    private static let pattern =
        #"\b(?:(?:https?|ftp)://|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]}]"#
    private static let regex: OpaquePointer? = CStrings.with(pattern) {
        g_regex_new($0, G_REGEX_OPTIMIZE, GRegexMatchFlags(rawValue: 0), nil)
    }
    /// How far before the old end a rescan starts: an address cut between two chunks is found whole.
    private static let overlap: Int32 = 2_048

    /// Finds the addresses in `appended`, just inserted at character `offset` (the old end), and
    /// in the ``overlap`` characters before it, which `reread` unmarks and returns (from its
    /// character offset to `offset`, g_malloc'd: a person may have edited them), so that an
    /// address cut between two appends is found whole; `found` marks each, from its first
    /// character offset to the one after its last. Only those characters are copied out of the
    /// view, not the whole append again (a 100 MB file is a hundred 1 MB appends).
    package func scan(
        _ appended: UnsafeBufferPointer<CChar>, insertedAt offset: Int32,
        reread: (_ from: Int32, _ to: Int32) -> UnsafeMutablePointer<CChar>?,
        found: (_ from: Int32, _ to: Int32) -> Void
    ) {
        guard let regex = Self.regex else { return }
        let base = max(0, offset - Self.overlap)
        guard let before = reread(base, offset) else { return }
        scanned.removeAll(keepingCapacity: true)
        scanned.append(contentsOf: UnsafeBufferPointer(start: before, count: strlen(before)))
        g_free(before)
        scanned.append(contentsOf: appended)
        scanned.withUnsafeBufferPointer { text in
            guard let bytes = text.baseAddress else { return }
            var info: OpaquePointer?
            _ = g_regex_match_full(regex, bytes, gssize(text.count), 0, GRegexMatchFlags(rawValue: 0), &info, nil)
            defer { g_match_info_free(info) }
            var byte: Int32 = 0
            var character: Int = 0
            while g_match_info_matches(info) != 0 {
                var from: Int32 = 0
                var to: Int32 = 0
                if g_match_info_fetch_pos(info, 0, &from, &to) != 0 {
                    // Byte offsets to character offsets, counting on from the last match.
                    character += Self.characterCount(UnsafeBufferPointer(rebasing: text[Int(byte)..<Int(from)]))
                    let length = Self.characterCount(UnsafeBufferPointer(rebasing: text[Int(from)..<Int(to)]))
                    byte = from
                    found(base + Int32(character), base + Int32(character + length))
                }
                _ = g_match_info_next(info, nil)
            }
        }
    }

    /// The characters in valid UTF-8 `text`: its bytes less those that continue a sequence
    /// (`10xxxxxx`), counted eight at a time. g_utf8_pointer_to_offset, a character at a time,
    /// took most of the time links took in a 100 MB file.
    package static func characterCount(_ text: UnsafeBufferPointer<CChar>) -> Int {
        guard let start = text.baseAddress else { return 0 }
        let bytes = UnsafeRawPointer(start)
        var count = text.count
        var index = 0
        while index + 8 <= text.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte's top bit set and the bit below it clear.
            count -= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index += 8
        }
        for byte in UnsafeBufferPointer(rebasing: text[index...]) where UInt8(bitPattern: byte) & 0xC0 == 0x80 {
            count -= 1
        }
        return count
    }

    /// Opens the address a marked range shows (one starting "www." as http) with the desktop's
    /// default handler, launched in `context` (the display's); one that cannot open is said on
    /// stderr with GIO's reason.
    package static func open(_ shown: String, in context: UnsafeMutablePointer<GAppLaunchContext>?) {
        let address = shown.hasPrefix("www.") ? "http://\(shown)" : shown
        var error: UnsafeMutablePointer<GError>?
        CStrings.with(address) { _ = g_app_info_launch_default_for_uri($0, context, &error) }
        if error != nil {
            let reason = GLibErrors.takeMessage(&error, orElse: "")
            // Translators: %1$s is a web address, %2$s why it could not open.
            Diagnostics.warn(TextDomain.library.format("cannot open %1$s: %2$s", address, reason))
        }
    }
}
