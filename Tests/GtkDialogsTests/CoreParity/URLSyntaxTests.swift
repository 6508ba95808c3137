import CGtk
import XCTest

@testable import DialogsCore

/// URLSyntax against GtkDialogs' GLib-based check (`g_uri_parse` with `G_URI_FLAGS_NONE`, then a host
/// for http, https, ftp, ftps, ws and wss), and URIParts against `g_uri_parse` itself (accepted or not,
/// scheme, host): over a generated corpus of valid and broken URIs. Equal means equal Bools and strings.
final class URLSyntaxTests: XCTestCase {
    func testGeneratedURIs() {
        var accepted = 0
        for text in corpus {
            if glibIsURL(text) { accepted += 1 }
            // A non-ASCII host is not converted with IDNA here (URIHost says how it is read instead).
            if hasInternationalHost(text) { continue }
            XCTAssertEqual(URLSyntax.isURL(text), glibIsURL(text), text.debugDescription)
            let bytes = Array(text.utf8.prefix { $0 != 0 })
            let mine = URIParts(bytes).map { [$0.scheme, $0.host ?? "(none)"] }
            XCTAssertEqual(mine, glibParts(bytes), text.debugDescription)
        }
        XCTAssertGreaterThan(corpus.count, 8_000)
        XCTAssertGreaterThan(accepted, 2_000, "the corpus should hold plenty of URLs GLib accepts")
        XCTAssertLessThan(accepted, corpus.count - 2_000, "and plenty it refuses")
    }

    func testNamedCases() {
        let cases: [(String, Bool)] = [
            ("https://example.org", true), ("http://", false), ("mailto:ada@example.org", true),
            ("example.org", false), ("https://exa mple.org", false), ("file:///home/ada/x", true),
            ("http:///path", false),
            ("urn:isbn:123", true), ("http://[::1]:8080/", true), ("http://[::1", false),
            ("http://host:65536/", false), ("http://%31.2.3.4/", false), ("http://münchen.de/", true),
            ("http://\u{AD}/", false), ("foo://\u{AD}/", true), ("http://a/%00", false), ("http://a/%zz", false),
            ("ftp://user@/", false), ("x:", true), ("1x:y", false), ("http://a\0 b", false),
            ("http://a.com\0/%00", true),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(URLSyntax.isURL(text), expected, text.debugDescription)
            XCTAssertEqual(glibIsURL(text), expected, "GLib: \(text.debugDescription)")
        }
    }

    func testIPAddressesMatchGLib() {
        var random = SeededRandom(seed: 12)
        let pieces = [
            "0", "1", "00", "01", "255", "256", "999", "1234", "ffff", "FFFF", "fffff", ":", "::", ".", "%", "%25",
            "e", "g",
        ]
        var texts = [
            "", "1.2.3.4", "::", "::1", "1::", ":::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "::ffff:1.2.3.4",
        ]
        texts += ["1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "::1.2.3.4", "fe80::1%eth0", "fe80::1%", "1.2.3.4%x"]
        for _ in 0..<20_000 {
            texts.append((0..<Int.random(in: 1...10, using: &random)).map { _ in random.pick(pieces) }.joined())
        }
        for text in texts {
            XCTAssertEqual(URIHost.isIPAddress(Array(text.utf8)[...]), g_hostname_is_ip_address(text) != 0, text)
        }
    }

    private let corpus: [String] = {
        var random = SeededRandom(seed: 13)
        let schemes = [
            "http", "HTTP", "https", "HttpS", "ftp", "ftps", "ws", "wss", "mailto", "file", "urn", "data", "x",
            "a+b-c.d", "1http", "+x", "h_t", "", "ht%74p", "ßtp", "javascript", "git+ssh", "h1",
        ]
        let separators = ["://", "://", "://", ":", ":/", ":///", "//", "", "::"]
        let users = [
            "", "", "", "user@", "user:pass@", "u%40x@", "a@b@", "@", "%zz@", "%C3%A9@", "%00@", "%FF@", "ü@", ";a@",
            "[::1]@",
        ]
        let hosts = [
            "example.com", "EXAMPLE.com", "", "", "localhost", "127.0.0.1", "256.1.1.1", "01.2.3.4", "1.2.3",
            "1.2.3.4.5", "1e", "[::1]", "[::1", "::1", "[fe80::1%25eth0]", "[fe80::1%eth0]", "[fe80::1%25]",
            "[fe80::1%%]", "[::ffff:1.2.3.4]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]", "[1::2::3]", "[12345::]",
            "[::]", "[v1.x]", "[]", "[", "]", "%31.2.3.4", "ex%61mple.com", "%zz", "%C3%A9.com", "%E9.com", "%00",
            "münchen.de", "ÄÖÜ.de", "xn--mnchen-3ya.de", "xn--ä", "日本.jp", "\u{AD}", "\u{AD}\u{200B}", "。", "a..b",
            ".", "-", "_", "host;param", "ho\u{1}st", "ho%01st", String(repeating: "ä", count: 60),
            String(repeating: "a", count: 70) + ".ä", "Σ.gr", "\u{E000}.x", "¨", "\u{0600} x", "ｅｘａｍｐｌｅ．ｃｏｍ",
            "\u{378}", "%F0%9F%98%80", "😀", "%",
        ]
        let ports = [
            "", "", "", ":", ":80", ":0", ":65535", ":65536", ":99999999999999999999", ":-1", ":+1", ":8a", ":08",
            "::80", ":８０",
        ]
        let paths = [
            "", "", "/", "/a/b", "/%20", "/%zz", "/%", "/%4", "/%41", "/%C3%A9", "/%C3", "/%00", "/%ED%A0%80",
            "/%EF%BF%BE", "/\u{FFFE}", "/é", "/a;b", "//", "a/b", "/%F4%90%80%80", "/%C0%80", "/\u{7F}",
        ]
        let queries = ["", "", "?", "?a=b", "?%zz", "?%FF", "?%00", "?a#b", "?é", "?%E2%82"]
        let fragments = ["", "", "#", "#f", "#%FF", "#%00", "#a#b", "#%C3%A9", "#?x"]
        var corpus: [String] = []
        // Mostly the first (well-formed) entries of each list, so that plenty of URIs pass.
        func part(_ choices: [String], _ good: Int) -> String {
            random.next() % 6 == 0 ? random.pick(choices) : random.pick(Array(choices.prefix(good)))
        }
        for _ in 0..<9_000 {
            var text = part(schemes, 8) + part(separators, 3) + part(users, 5) + part(hosts, 6)
            text += part(ports, 5) + part(paths, 4) + part(queries, 4) + part(fragments, 4)
            corpus.append(text)
        }
        let alphabet = Array("ah:/?#[]@%.09AFzé ;+-\t\u{1}")
        for length in 0..<30 {
            for _ in 0..<60 { corpus.append(random.text(from: alphabet, length: length)) }
        }
        corpus += [
            "", "\0", "http://a.com\0x", "\0http://a", "http://a.com\0 x", " http://a.com", "http://a.com ",
            "\u{0600} ",
        ]
        return corpus
    }()

    /// What GtkDialogs' FieldFormats.isURL did.
    /// Whether the text's authority (after `//`, up to the path) holds a byte beyond ASCII, escaped or not.
    private func hasInternationalHost(_ text: String) -> Bool {
        guard let start = text.range(of: "//") else { return false }
        let authority = text[start.upperBound...].prefix { !"/?#".contains($0) }
        return authority.unicodeScalars.contains { !$0.isASCII } || authority.contains("%")
    }

    private func glibIsURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        guard let uri = text.withCString({ g_uri_parse($0, G_URI_FLAGS_NONE, nil) }) else { return false }
        defer { g_uri_unref(uri) }
        let scheme = String(cString: g_uri_get_scheme(uri)).lowercased()
        let host = g_uri_get_host(uri).map { String(cString: $0) } ?? ""
        return !["http", "https", "ftp", "ftps", "ws", "wss"].contains(scheme) || !host.isEmpty
    }

    private func glibParts(_ bytes: [UInt8]) -> [String]? {
        let cString = bytes.map { CChar(bitPattern: $0) } + [0]
        guard let uri = g_uri_parse(cString, G_URI_FLAGS_NONE, nil) else { return nil }
        defer { g_uri_unref(uri) }
        return [String(cString: g_uri_get_scheme(uri)), g_uri_get_host(uri).map { String(cString: $0) } ?? "(none)"]
    }
}
