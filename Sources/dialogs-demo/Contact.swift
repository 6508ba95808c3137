/// A contact the form edits; its saved values show in the window.
struct Contact: Equatable {
    var name = "Ada Lovelace"
    var phone = ""
    var email = ""
    var born = "1815"
    var getsNewsletter = false

    var summary: String {
        [name, phone, email, born.isEmpty ? "" : "born \(born)", getsNewsletter ? "gets the newsletter" : ""]
            .filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
