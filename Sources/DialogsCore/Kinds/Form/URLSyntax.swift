/// What GtkDialogs' URL fields accept: an absolute URI as GLib 2.74's `g_uri_parse` reads it (with
/// `G_URI_FLAGS_NONE`), with a host for the schemes that need one, and no whitespace.
enum URLSyntax {
    /// The schemes whose URIs must name a host.
    static let hostSchemes: Set<String> = ["http", "https", "ftp", "ftps", "ws", "wss"]

    static func isURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        // C sees the text only up to its first NUL.
        guard let uri = URIParts(Array(text.utf8.prefix { $0 != 0 })) else { return false }
        return !hostSchemes.contains(uri.scheme) || !(uri.host ?? "").isEmpty
    }
}

/// The scheme and host of a URI `g_uri_parse` accepts; nil for text it refuses. Every component is
/// checked as GLib checks it without `G_URI_FLAGS_PARSE_RELAXED`: each `%` must start a `%XX` escape,
/// decoding must give UTF-8 without NUL, a port is 0…65535, a host is read as ``URIHost`` reads it.
/// Anything else passes, spaces included.
struct URIParts {
    /// Lower case.
    let scheme: String
    /// Nil when there is no authority (`//`).
    let host: String?

    init?(_ text: [UInt8]) {
        func byte(_ index: Int) -> UInt8 { index < text.count ? text[index] : 0 }
        var index = 0
        while CBytes.isAlpha(byte(index))
            || (index > 0 && (CBytes.isDigit(byte(index)) || [0x2E, 0x2B, 0x2D].contains(byte(index))))
        {
            index += 1
        }
        guard index > 0, byte(index) == UInt8(ascii: ":") else { return nil }  // not absolute
        scheme = String(decoding: text[..<index].map(CBytes.lowered), as: UTF8.self)
        index += 1
        var host: String?
        if byte(index) == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "/") {
            index += 2
            let pathStart = text[index...].firstIndex { [0x2F, 0x3F, 0x23].contains($0) } ?? text.count
            if let at = text[index..<pathStart].firstIndex(of: UInt8(ascii: "@")) {
                guard Self.decoded(text[index..<at]) != nil else { return nil }  // userinfo
                index = at + 1
            }
            var colon: Int?
            if byte(index) == UInt8(ascii: "[") {
                let bracket = text[index..<pathStart].firstIndex(of: UInt8(ascii: "]"))
                colon = bracket.flatMap { byte($0 + 1) == UInt8(ascii: ":") ? $0 + 1 : nil }
            } else {
                colon = text[index..<pathStart].firstIndex(of: UInt8(ascii: ":"))
            }
            host = URIHost.parse(text[index..<(colon ?? pathStart)])
            guard host != nil else { return nil }
            if let colon, colon != pathStart - 1, !Self.isPort(text[(colon + 1)..<pathStart]) { return nil }
            index = pathStart
        }
        self.host = host
        let fragment = text[index...].firstIndex(of: UInt8(ascii: "#"))
        if let fragment, Self.decoded(text[(fragment + 1)...]) == nil { return nil }
        var end = fragment ?? text.count
        if let question = text[index..<end].firstIndex(of: UInt8(ascii: "?")) {
            guard Self.decoded(text[(question + 1)..<end]) != nil else { return nil }  // query
            end = question
        }
        guard Self.decoded(text[index..<end]) != nil else { return nil }  // path
    }

    /// GLib's strict `uri_decoder` without `G_URI_FLAGS_ENCODED`: `%XX` decoded, nil for a `%`
    /// without two hex digits, and nil unless the bytes are UTF-8 without NUL (`g_utf8_validate`
    /// with a length).
    static func decoded(_ part: ArraySlice<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.count)
        var index = part.startIndex
        while index < part.endIndex {
            guard part[index] == UInt8(ascii: "%") else {
                bytes.append(part[index])
                index += 1
                continue
            }
            guard index + 2 < part.endIndex, CBytes.isHexDigit(part[index + 1]), CBytes.isHexDigit(part[index + 2])
            else { return nil }
            bytes.append(CBytes.hexValue(part[index + 1]) << 4 | CBytes.hexValue(part[index + 2]))
            index += 3
        }
        return !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil ? bytes : nil
    }

    /// GLib's `parse_port`: digits only, at most 65535.
    private static func isPort(_ part: ArraySlice<UInt8>) -> Bool {
        guard part.first.map(CBytes.isDigit) == true, part.allSatisfy(CBytes.isDigit) else { return false }
        var value = 0
        for digit in part {
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
            if value > 65535 { return false }
        }
        return true
    }
}
