/// A gettext text domain: our own words in the user's language (`LANGUAGE`, `LC_MESSAGES`), from
/// `<folder>/<language>/LC_MESSAGES/<name>.mo`. The library's words are in `gtk-dialogs-library`,
/// so an app can ship its own catalog beside ours; the CLI and the demo have `gtk-dialogs`.
///
/// The catalogs are looked for, first found wins: `GTK_DIALOGS_LOCALEDIR`; `share/locale` beside
/// the program's `bin` folder (an installed program); this checkout's `.build/locale` (`make`
/// compiles `po/` there); the system's `/usr/share/locale`. A string is marked for
/// `scripts/update-pot` by the call that translates it (`TextDomain.library("…")`), or by
/// `TextDomain.mark("…")` where it is translated later (GOption translates its own help).
package struct TextDomain: Sendable {
    package let name: String

    /// Binds `name` to the first folder holding its catalogs; `checkout` finds a checkout's own.
    /// Make each domain once (a `static let`).
    package init(_ name: String, checkout: String = #filePath) {
        self.name = name
        Self.bind(name, checkout: checkout)
    }

    /// The library's own words: validation reasons, countdowns, warnings.
    package static let library = TextDomain("gtk-dialogs-library")

    /// The CLI's and the demo's words: `--help`, errors, zenity mode's default texts, the demo.
    package static let tool = TextDomain("gtk-dialogs")

    /// `message` in the user's language, or `message` itself.
    package func callAsFunction(_ message: String) -> String {
        Gettext.text(message, domain: name)
    }

    /// The form the user's language takes for `count` (`"%d second left"`, `"%d seconds left"`),
    /// with `count` in place of its `%d`.
    package func plural(_ singular: String, _ plural: String, count: Int) -> String {
        Self.fill(Gettext.plural(singular, plural, count: count, domain: name), ["\(count)"])
    }

    /// `template` translated, its `%s` (or `%d`) placeholders filled with `arguments` in order, or
    /// `%1$s`, `%2$s` by number when a language needs another order; `%%` is a percent sign.
    package func format(_ template: String, _ arguments: String...) -> String {
        Self.fill(Gettext.text(template, domain: name), arguments)
    }

    /// Marks `message` for the catalog without translating it: the code that shows it translates it
    /// in this domain later.
    package static func mark(_ message: String) -> String { message }

    /// Fills C-style placeholders (what `msgfmt -c` checks a translation keeps): `%s` and `%d` take
    /// the next argument, `%N$s` and `%N$d` the Nth, `%%` is `%`; anything else stays as it is.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var characters = Substring(template)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var index: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                index = Int(digits).map { $0 - 1 }
                rest = rest.dropFirst(digits.count + 1)
            }
            guard let type = rest.first, type == "s" || type == "d" else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let position = index ?? next
            if index == nil { next += 1 }
            result += arguments.indices.contains(position) ? arguments[position] : ""
            characters = rest.dropFirst()
        }
        return result + characters
    }

    private static func bind(_ name: String, checkout: String) {
        let file = "LC_MESSAGES/\(name).mo"
        var folders: [String] = []
        if let folder = Gettext.environment("GTK_DIALOGS_LOCALEDIR") { folders.append(folder) }
        if let program = Gettext.programFolder() { folders.append(program + "/../share/locale") }
        // Sources/<Target>/Text/TextDomain.swift (or the file that made the domain) → the checkout.
        let root = checkout.split(separator: "/", omittingEmptySubsequences: false)
        if let sources = root.lastIndex(of: "Sources") {
            folders.append(root[..<sources].joined(separator: "/") + "/.build/locale")
        }
        // A folder is this domain's when a language there has its catalog (English has none); the
        // system's folder is the last resort, unprobed (it holds hundreds of languages).
        let folder =
            folders.first { $0 != "/usr/share/locale" && Gettext.hasCatalog(in: $0, file) }
            ?? "/usr/share/locale"
        Gettext.bind(name, to: folder)
    }
}
