import Glibc
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Labels the caller did not give come from GTK's own catalogue and follow `LANGUAGE`.
final class TranslationTests: GUITestCase, @unchecked Sendable {
    func testDefaultLabelsFollowLanguage() throws {
        guard let locale = setlocale(LC_MESSAGES, nil).map({ String(cString: $0) }), locale != "C", locale != "POSIX"
        else {
            throw XCTSkip("gettext ignores LANGUAGE in the C locale; `make test` runs with LANG=C.UTF-8")
        }
        let previous = getenv("LANGUAGE").map { String(cString: $0) }
        setenv("LANGUAGE", "de", 1)
        defer { if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") } }
        onMain {
            Alert.confirm(title: "Übersetzt", onConfirm: {})
            guard let window = window(titled: "Übersetzt") else { return }
            XCTAssertEqual(Self.buttons(in: window).map(Self.buttonLabel), ["_Abbrechen", "_OK"])
            XCTAssertEqual(Self.buttons(in: window).map(Self.accessibleName), ["Abbrechen", "OK"])
        }
    }
}
