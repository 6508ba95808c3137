/// GLib 2.74's `parse_host` and `g_hostname_is_ip_address`: how `g_uri_parse` reads a URI's host.
/// One difference: a host name with non-ASCII letters is not converted to ASCII (IDNA) as GLib
/// converts it; as IDNA does, invisible format characters (a soft hyphen) are dropped, and then
/// each dot-separated label needs a letter or digit and no control or space character.
enum URIHost {
    /// The host as `g_uri_get_host` gives it (a non-ASCII name as written), or nil when GLib refuses
    /// it: a bad `[…]` literal, bad `%` decoding, an IP address written with `%` escapes.
    static func parse(_ part: ArraySlice<UInt8>) -> String? {
        if part.first == UInt8(ascii: "[") { return ipLiteral(part) }
        if let first = part.first, CBytes.isDigit(first), isIPAddress(part) {
            return String(decoding: part, as: UTF8.self)
        }
        guard let decoded = URIParts.decoded(part), !isIPAddress(decoded[...]) else { return nil }
        let name = String(decoding: decoded, as: UTF8.self)
        guard decoded.contains(where: { $0 >= 0x80 }) else { return name }
        return internationalName(name)
    }

    private static func internationalName(_ name: String) -> String? {
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: name.unicodeScalars.filter { $0.properties.generalCategory != .format })
        let host = String(visible)
        guard !host.isEmpty else { return "" }
        let isName = host.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            label.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
                && !label.unicodeScalars.contains {
                    [.control, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(
                        $0.properties.generalCategory)
                }
        }
        return isName ? host : nil
    }

    /// GLib's `parse_ip_literal`: `[IPv6]` or `[IPv6%25zone]`, the zone %-decoded; the host is
    /// the address, with `%zone` after it.
    private static func ipLiteral(_ part: ArraySlice<UInt8>) -> String? {
        guard part.count >= 2, part.last == UInt8(ascii: "]") else { return nil }
        let inside = part.dropFirst().dropLast()
        let percent = inside.firstIndex(of: UInt8(ascii: "%"))
        let address = inside[..<(percent ?? inside.endIndex)]
        guard isIPAddress(address), address.contains(UInt8(ascii: ":")) else { return nil }
        guard let percent else { return String(decoding: address, as: UTF8.self) }
        let zone = inside[(percent + 1)...]
        guard zone.count >= 3, zone.starts(with: "25".utf8), let decoded = URIParts.decoded(zone.dropFirst(2))
        else { return nil }
        return String(decoding: address + [UInt8(ascii: "%")] + decoded, as: UTF8.self)
    }

    /// `g_hostname_is_ip_address`: IPv4 as four decimal numbers 0…255 without leading zeros; IPv6 as
    /// eight hex groups of one to four digits, one `::` run, an IPv4 tail, and a `%zone` after it.
    static func isIPAddress(_ text: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(text)
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        var index = 0
        if bytes.contains(UInt8(ascii: ":")) {
            var segments = 0
            var skipped = false
            while byte(index) != 0 && byte(index) != UInt8(ascii: "%") && segments < 8 {
                if index != 0 || (byte(0) == UInt8(ascii: ":") && byte(1) == UInt8(ascii: ":")) {
                    guard byte(index) == UInt8(ascii: ":") else { return false }
                    index += 1
                }
                if byte(index) == UInt8(ascii: ":") && !skipped {
                    skipped = true
                    segments += 1
                    if byte(index + 1) == 0 { index += 1 }
                    continue
                }
                var end = index
                while CBytes.isHexDigit(byte(end)) { end += 1 }
                guard end != index, end <= index + 4 else { return false }
                if byte(end) == UInt8(ascii: ".") {
                    guard (segments == 6 && !skipped) || (segments <= 6 && skipped) else { return false }
                    return isIPv4(bytes, from: index)
                }
                segments += 1
                index = end
            }
            let tailOK = byte(index) == 0 || (byte(index) == UInt8(ascii: "%") && byte(index + 1) != 0)
            return tailOK && (segments == 8 || skipped)
        }
        return isIPv4(bytes, from: 0)
    }

    private static func isIPv4(_ bytes: [UInt8], from start: Int) -> Bool {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        var index = start
        for segment in 0..<4 {
            if segment != 0 {
                guard byte(index) == UInt8(ascii: ".") else { return false }
                index += 1
            }
            var end = index
            var octet = 0
            if byte(index) == UInt8(ascii: "0") {
                end = index + 1
            } else {
                while CBytes.isDigit(byte(end)) {
                    octet = octet * 10 + Int(byte(end) - UInt8(ascii: "0"))
                    if octet > 255 { break }
                    end += 1
                }
            }
            guard end != index, end <= index + 3, octet <= 255 else { return false }
            index = end
        }
        return byte(index) == 0
    }
}
