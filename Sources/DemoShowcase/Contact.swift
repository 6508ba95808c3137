/// A contact the form edits; its saved values show in the window.
package struct Contact: Equatable {
    var name = "Ada Lovelace"
    var phone = ""
    var email = ""
    var born = "1815"
    /// A picture's full path, empty for none.
    var photo = ""
    var getsNewsletter = false

    package var summary: String {
        let newsletter = getsNewsletter ? tr("gets the newsletter") : ""
        // Translators: %s is a year, in the contact shown in the demo's window ("Ada Lovelace · born 1815").
        let year = born.isEmpty ? "" : tr.format("born %s", born)
        return [name, phone, email, year, newsletter].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
