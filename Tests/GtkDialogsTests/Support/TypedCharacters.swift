import Foundation

/// Characters the X keymap lacks, bound to spare keycodes before `xdotool type` types them.
///
/// Left to itself, xdotool binds such a character to a scratch keycode for one key press and
/// unbinds it at once; GDK reads the keymap when it handles the press, so on a busy machine it
/// reads it after the unbinding, sees another key, and the character is lost ("日本" typed,
/// "本" read). Bound here, they stay bound for the whole run (on this display), so xdotool finds
/// them in the keymap and never rebinds. The lowest spare keycode stays free: it is xdotool's
/// scratch. When every spare keycode is taken, the one bound longest ago is bound anew.
enum TypedCharacters {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keycodes: [Unicode.Scalar: Int] = [:]
    /// Spare keycodes, the one bound longest ago first; nil until the keymap was read.
    nonisolated(unsafe) private static var spare: [Int]?

    /// Binds every character of `text` outside ASCII that is not bound yet.
    static func bind(_ text: String) throws {
        let wanted = Set(text.unicodeScalars.filter { !$0.isASCII })
        guard !wanted.isEmpty else { return }
        try lock.withLock {
            var spare = try self.spare ?? Self.spareKeycodes()
            var expressions: [String] = []
            for scalar in wanted where keycodes[scalar] == nil {
                guard !spare.isEmpty else { break }
                let keycode = spare.removeFirst()
                if let previous = keycodes.first(where: { $0.value == keycode })?.key { keycodes[previous] = nil }
                keycodes[scalar] = keycode
                spare.append(keycode)
                let keysym = String(format: "U%04X", scalar.value)
                expressions += ["-e", "keycode \(keycode) = \(keysym) \(keysym)"]
            }
            self.spare = spare
            if !expressions.isEmpty { try runProgram("/usr/bin/xmodmap", expressions) }
        }
    }

    /// The keycodes with no keysym, but the lowest (xdotool's scratch).
    private static func spareKeycodes() throws -> [Int] {
        let keymap = try runProgram("/usr/bin/xmodmap", ["-pke"])
        let empty = keymap.split(separator: "\n").compactMap { line -> Int? in
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].allSatisfy(\.isWhitespace) else { return nil }
            return Int(parts[0].split(separator: " ").last ?? "")
        }
        return Array(empty.sorted().dropFirst())
    }
}
