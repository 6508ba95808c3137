import GtkDialogs

/// The demo's logic: each scenario shows its dialog and logs what the closure received.
/// Read this file to learn the API: each answer is handled right where its question is asked.
@MainActor
final class DemoController {
    let parent: ParentWindow?
    let log: (String) -> Void
    private let contactChanged: (Contact) -> Void
    private(set) var contact = Contact()
    /// The volume the slider is at, live while the user drags it.
    private(set) var liveVolume = 40
    /// The day the date dialog last answered.
    private(set) var dueDate: CalendarDate?
    /// The colour last picked.
    var accent = RGBAColor(red: 0.21, green: 0.52, blue: 0.89)
    /// The font last picked, as Pango writes it.
    var font = "Sans 11"

    init(parent: ParentWindow?, log: @escaping (String) -> Void, contactChanged: @escaping (Contact) -> Void = { _ in })
    {
        self.parent = parent
        self.log = log
        self.contactChanged = contactChanged
    }

    func run(_ scenario: Scenario) {
        switch scenario {
        case .confirm: confirm()
        case .threeChoices: threeChoices()
        case .nameAndGreeting: nameAndGreeting()
        case .password: password()
        case .contactForm: contactForm()
        case .destructive: deleteFiles()
        case .countdown: countdown()
        case .progress: copyFiles()
        case .steps: installWithSteps()
        case .openWith: openWith()
        case .dueDate: pickDueDate()
        case .volume: volume()
        case .about: about()
        case .colour: pickColour()
        case .font: pickFont()
        case .notify: notify()
        case .openFile: openFile()
        case .licence: licence()
        case .remembered: deployRemembered()
        }
    }

    func confirm() {
        Alert.confirm(
            title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away", confirmTitle: "Onward",
            parent: parent,
            onCancel: { self.log("Uh Oh → Run away") },
            onConfirm: { self.log("Uh Oh → Onward") })
    }

    func threeChoices() {
        Alert(
            title: "Warning!", message: "Would you like to perform a lengthy operation?",
            buttons: ["Nope", "Yeah, sure", "Meh, maybe later"], style: .question, cancelButton: 0, defaultButton: 1
        )
        .show(parent: parent) { response in
            switch response {
            case .button(1): self.log("Lengthy operation → Yeah, sure: performing it")
            case .button(2): self.log("Lengthy operation → Meh, maybe later: scheduled for later")
            case .button: self.log("Lengthy operation → Nope")
            case .closed: self.log("Lengthy operation → closed")
            case .timedOut: self.log("Lengthy operation → timed out")
            case .dismissed: self.log("Lengthy operation → dismissed")
            }
        }
    }

    func nameAndGreeting() {
        TextPrompt(title: "What's your name?", placeholder: "Your name")
            .show(
                parent: parent,
                onOK: { name in
                    self.log("Name → \(name)")
                    // A second dialog, shown from inside the first one's handler.
                    Alert.inform(title: "Hello, \(name)!", message: "Nice to meet you.", parent: self.parent) { _ in
                        self.log("Greeting → closed")
                    }
                },
                onCancel: { self.log("Name → cancelled") })
    }

    func password() {
        TextPrompt(
            title: "Unlock the keyring", message: "Enter the password (at least 8 characters).", isSecret: true,
            okTitle: "Unlock", validator: .minimumLength(8)
        )
        .show(
            parent: parent,
            onOK: { secret in self.log("Password → entered (\(secret.count) characters)") },
            onCancel: { self.log("Password → cancelled") })
    }

    func contactForm() {
        let form: FormDialog
        do {
            form = try FormDialog(
                title: "Edit Contact",
                fields: [
                    FormField(key: "name", label: "Name", value: contact.name, isRequired: true),
                    FormField(key: "phone", label: "Phone", value: contact.phone, kind: .phone),
                    FormField(key: "email", label: "Email", value: contact.email, kind: .email),
                    FormField(key: "born", label: "Birth year", value: contact.born, kind: .number),
                    FormField(
                        key: "newsletter", label: "Send me the newsletter",
                        value: FieldKind.value(contact.getsNewsletter), kind: .boolean),
                ], saveTitle: "Save", cancelTitle: "Cancel")
        } catch {
            log("Contact form → \(error)")
            return
        }
        form.show(parent: parent) { response in
            guard case .saved(let values, let changedKeys) = response else {
                self.log("Contact → not saved (\(response))")
                return
            }
            self.contact = Contact(
                name: values["name"] ?? "", phone: values["phone"] ?? "", email: values["email"] ?? "",
                born: values["born"] ?? "", getsNewsletter: values["newsletter"] == FieldKind.value(true))
            let changed =
                changedKeys.isEmpty ? "nothing changed" : "changed: \(changedKeys.sorted().joined(separator: ", "))"
            self.log("Contact → saved \(self.contact.summary) (\(changed))")
            self.contactChanged(self.contact)
        }
    }

    func deleteFiles() {
        Alert.confirm(
            title: "Delete 3 files?", message: "They will be gone for ever.", confirmTitle: "Delete",
            isDestructive: true, parent: parent,
            onCancel: { self.log("Delete 3 files → kept") },
            onConfirm: { self.log("Delete 3 files → deleted") })
    }

    func countdown() {
        let alert = Alert(
            title: "Install updates?", message: "Updates install by themselves unless you choose otherwise.",
            buttons: ["Later", "Install now"], style: .question, cancelButton: 0, defaultButton: 1)
        alert.showsCountdown = true
        alert.show(parent: parent, timeout: .seconds(10)) { response in
            switch response {
            case .button(1): self.log("Updates → Install now")
            case .timedOut: self.log("Updates → timed out, picked the default: Install now")
            default: self.log("Updates → Later")
            }
        }
    }

    /// The work runs in a task of its own and reports from there; Cancel cancels that task.
    func copyFiles() {
        let files = (1...40).map { "photo-\($0).jpg" }
        Task {
            do {
                let copied = try await ProgressDialog(title: "Copying files", message: "Preparing…")
                    .run(parent: parent) { progress in
                        for (index, file) in files.enumerated() {
                            try await Task.sleep(for: .milliseconds(50))  // stands for copying one file
                            progress.report(fraction: Double(index + 1) / Double(files.count), text: "Copied \(file)")
                        }
                        return files.count
                    }
                log("Copying → copied \(copied) files")
            } catch ProgressError.stopped(let response) {
                log("Copying → stopped: \(response)")
            } catch {
                log("Copying → failed: \(error)")
            }
        }
    }
    func openWith() {
        let programs = [
            Program(name: "Firefox", kind: "Web browser", command: "firefox %u"),
            Program(name: "Chromium", kind: "Web browser", command: "chromium %U"),
            Program(name: "Text Editor", kind: "Editor", command: "gnome-text-editor %U"),
            Program(name: "Image Viewer", kind: "Viewer", command: "eog %U"),
        ]
        let dialog = ListDialog(
            title: "Open with", message: "Open “report.html” with:", rows: programs,
            columns: [
                ListColumn("Program", \.name), ListColumn("Kind", \.kind),
                ListColumn("Command", \.command, isHidden: true),
            ])
        dialog.okTitle = "Open"
        // Another program turns up while the list shows: a row and the message change in place.
        let search = Task { @MainActor in
            try await Task.sleep(for: .milliseconds(800))
            dialog.appendRow(Program(name: "GNOME Web", kind: "Web browser", command: "epiphany %U"))
            dialog.message = "Open “report.html” with (5 programs found):"
        }
        dialog.show(parent: parent) { response in
            search.cancel()
            if let program = response.values?.first {
                self.log("Open with → \(program.name) (\(program.command))")
            } else {
                self.log("Open with → nothing opened")
            }
        }
    }

    func about() {
        let about = AboutDialog(programName: "GtkDialogs Demo", version: "0.1.0")
        about.comments = "Every dialog GtkDialogs offers, a button each."
        about.website = "https://github.com/gtkdialogs/GtkDialogs"
        about.license = .mit
        about.show(parent: parent) { response in self.log("About → \(response)") }
    }

    func volume() {
        let dialog = ScaleDialog(
            title: "Volume", message: "Set the playback volume", range: 0...100, value: liveVolume, step: 5)
        let before = liveVolume
        dialog.onChange = { self.liveVolume = $0 }
        dialog.show(parent: parent) { response in
            if case .chosen(let volume) = response {
                self.log("Volume → \(volume)")
            } else {
                self.liveVolume = before
                self.log("Volume → kept \(before)")
            }
        }
    }

    func pickDueDate() {
        let dialog = DateDialog(title: "Due date", message: "When is the report due?", date: dueDate ?? .today())
        dialog.earliest = .today()  // the past cannot be chosen: OK turns insensitive there
        dialog.show(parent: parent) { response in
            if case .chosen(let day) = response {
                self.dueDate = day
                self.log("Due date → \(day.formatted("%A %x")) (\(day.iso8601))")
            } else {
                self.log("Due date → unchanged")
            }
        }
    }
}

/// A program the "Open with" list offers; its command is a hidden column.
struct Program {
    var name: String
    var kind: String
    var command: String

    /// Each change reaches `onChange` while the user drags; the answer comes once.

}
