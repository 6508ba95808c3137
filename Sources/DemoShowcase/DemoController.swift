import DialogsCore

/// The demo's logic: each scenario shows its dialog and logs what the closure received.
/// Read this file to learn the API: each answer is handled right where its question is asked.
@MainActor
package final class DemoController {
    let parent: ParentWindow?
    let log: (String) -> Void
    private let contactChanged: (Contact) -> Void
    package private(set) var contact = Contact()
    /// The volume the slider is at, live while the user drags it.
    private(set) var liveVolume = 40
    /// The day the date dialog last answered.
    private(set) var dueDate: CalendarDate?
    /// The color last picked.
    var accent = RGBAColor(red: 0.21, green: 0.52, blue: 0.89)
    /// The font last picked, as Pango writes it.
    var font = "Sans 11"
    /// The project settings last saved, by field key.
    var project: [String: String] = [:]

    package init(
        parent: ParentWindow?, log: @escaping (String) -> Void, contactChanged: @escaping (Contact) -> Void = { _ in }
    ) {
        self.parent = parent
        self.log = log
        self.contactChanged = contactChanged
    }

    package func run(_ scenario: Scenario) {
        switch scenario {
        case .confirm: confirm()
        case .threeChoices: threeChoices()
        case .nameAndGreeting: nameAndGreeting()
        case .password: password()
        case .contactForm: contactForm()
        case .projectSettings: projectSettings()
        case .destructive: deleteFiles()
        case .countdown: countdown()
        case .progress: copyFiles()
        case .steps: installWithSteps()
        case .openWith: openWith()
        case .dueDate: pickDueDate()
        case .volume: volume()
        case .about: about()
        case .color: pickColor()
        case .font: pickFont()
        case .notify: notify()
        case .openFile: openFile()
        case .openFileThroughPortal: openFile(portal: .always)
        case .licence: licence()
        case .remembered: deployRemembered()
        }
    }

    func confirm() {
        Alert.confirm(
            title: tr("Uh Oh"), message: tr("Something bad happened."), cancelTitle: tr("Run away"),
            confirmTitle: tr("Onward"), parent: parent,
            // Translators: a line of the demo's event log: a dialog (its title or its subject) → what it answered.
            onCancel: { self.log(tr("Uh Oh → Run away")) },
            onConfirm: { self.log(tr("Uh Oh → Onward")) })
    }

    func threeChoices() {
        Alert(
            title: tr("Warning!"), message: tr("Would you like to perform a lengthy operation?"),
            buttons: [tr("Nope"), tr("Yeah, sure"), tr("Meh, maybe later")], style: .question, cancelButton: 0,
            defaultButton: 1
        )
        .show(parent: parent) { response in
            switch response {
            // Translators: the event log's lines for the "Warning!" alert, which offers a lengthy operation.
            case .button(1): self.log(tr("Lengthy operation → Yeah, sure: performing it"))
            case .button(2): self.log(tr("Lengthy operation → Meh, maybe later: scheduled for later"))
            case .button: self.log(tr("Lengthy operation → Nope"))
            case .closed: self.log(tr("Lengthy operation → closed"))
            case .timedOut: self.log(tr("Lengthy operation → timed out"))
            case .dismissed: self.log(tr("Lengthy operation → dismissed"))
            }
        }
    }

    func nameAndGreeting() {
        TextPrompt(title: tr("What's your name?"), placeholder: tr("Your name"))
            .show(
                parent: parent,
                onOK: { name in
                    // Translators: %s is the name the user typed.
                    self.log(tr.format("Name → %s", name))
                    // A second dialog, shown from inside the first one's handler.
                    Alert.inform(
                        title: tr.format("Hello, %s!", name), message: tr("Nice to meet you."), parent: self.parent
                    ) { _ in
                        self.log(tr("Greeting → closed"))
                    }
                },
                onCancel: { self.log(tr("Name → cancelled")) })
    }

    func password() {
        let minimum = 8
        TextPrompt(
            title: tr("Unlock the keyring"),
            message: tr.plural(
                "Enter the password (at least %d character).", "Enter the password (at least %d characters).",
                count: minimum),
            isSecret: true, okTitle: tr("Unlock"), validator: .minimumLength(minimum)
        )
        .show(
            parent: parent,
            onOK: { secret in
                self.log(
                    tr.plural(
                        "Password → entered (%d character)", "Password → entered (%d characters)", count: secret.count))
            },
            onCancel: { self.log(tr("Password → cancelled")) })
    }

    func contactForm() {
        let form: FormDialog
        do {
            form = try FormDialog(
                title: tr("Edit Contact"),
                fields: [
                    FormField(key: "name", label: tr("Name"), value: contact.name, isRequired: true),
                    FormField(key: "phone", label: tr("Phone"), value: contact.phone, kind: .phone),
                    FormField(key: "email", label: tr("Email"), value: contact.email, kind: .email),
                    FormField(key: "born", label: tr("Birth year"), value: contact.born, kind: .number),
                    FormField(key: "photo", label: tr("Photo"), value: contact.photo, kind: .file),
                    FormField(
                        key: "newsletter", label: tr("Send me the newsletter"),
                        value: FieldKind.value(contact.getsNewsletter), kind: .boolean),
                ], saveTitle: tr("Save"), cancelTitle: tr("Cancel"))
        } catch {
            // Translators: %s is why the form could not be made.
            log(tr.format("Contact form → %s", "\(error)"))
            return
        }
        form.show(parent: parent) { response in
            guard case .saved(let values, let changedKeys) = response else {
                // Translators: %s is how the form ended without saving ("cancelled", "closed").
                self.log(tr.format("Contact → not saved (%s)", "\(response)"))
                return
            }
            self.contact = Contact(
                name: values["name"] ?? "", phone: values["phone"] ?? "", email: values["email"] ?? "",
                born: values["born"] ?? "", photo: values["photo"] ?? "",
                getsNewsletter: values["newsletter"] == FieldKind.value(true))
            if changedKeys.isEmpty {
                // Translators: %s is the contact as saved ("Ada Lovelace · born 1815").
                self.log(tr.format("Contact → saved %s (nothing changed)", self.contact.summary))
            } else {
                let changed = changedKeys.sorted().joined(separator: ", ")
                // Translators: %1$s is the contact as saved ("Ada Lovelace · born 1815"), %2$s the keys of the
                // fields that changed ("email, phone").
                self.log(tr.format("Contact → saved %1$s (changed: %2$s)", self.contact.summary, changed))
            }
            self.contactChanged(self.contact)
        }
    }

    func deleteFiles() {
        let count = 3
        Alert.confirm(
            title: tr.plural("Delete %d file?", "Delete %d files?", count: count),
            message: tr("They will be gone for ever."), confirmTitle: tr("Delete"), isDestructive: true, parent: parent,
            onCancel: { self.log(tr.plural("Delete %d file → kept", "Delete %d files → kept", count: count)) },
            onConfirm: { self.log(tr.plural("Delete %d file → deleted", "Delete %d files → deleted", count: count)) })
    }

    func countdown() {
        let alert = Alert(
            title: tr("Install updates?"), message: tr("Updates install by themselves unless you choose otherwise."),
            buttons: [tr("Later"), tr("Install now")], style: .question, cancelButton: 0, defaultButton: 1)
        alert.showsCountdown = true
        alert.show(parent: parent, timeout: .seconds(10)) { response in
            switch response {
            case .button(1): self.log(tr("Updates → Install now"))
            case .timedOut: self.log(tr("Updates → timed out, picked the default: Install now"))
            default: self.log(tr("Updates → Later"))
            }
        }
    }

    /// The work runs in a task of its own and reports from there; Cancel cancels that task.
    func copyFiles() {
        let files = (1...40).map { "photo-\($0).jpg" }
        Task {
            do {
                let copied = try await ProgressDialog(title: tr("Copying files"), message: tr("Preparing…"))
                    .run(parent: parent) { progress in
                        for (index, file) in files.enumerated() {
                            try await Task.sleep(for: .milliseconds(50))  // stands for copying one file
                            // Translators: %s is a file's name.
                            let text = tr.format("Copied %s", file)
                            progress.report(fraction: Double(index + 1) / Double(files.count), text: text)
                        }
                        return files.count
                    }
                log(tr.plural("Copying → copied %d file", "Copying → copied %d files", count: copied))
            } catch ProgressError.stopped(let response) {
                // Translators: %s is how the progress dialog was stopped ("cancelled", "closed").
                log(tr.format("Copying → stopped: %s", "\(response)"))
            } catch {
                log(tr.format("Copying → failed: %s", "\(error)"))
            }
        }
    }
    func openWith() {
        let programs = [
            Program(name: "Firefox", kind: tr("Web browser"), command: "firefox %u"),
            Program(name: "Chromium", kind: tr("Web browser"), command: "chromium %U"),
            Program(name: tr("Text Editor"), kind: tr("Editor"), command: "gnome-text-editor %U"),
            Program(name: tr("Image Viewer"), kind: tr("Viewer"), command: "eog %U"),
        ]
        let dialog = ListDialog(
            title: tr("Open with"),
            // Translators: %s is a file's name.
            message: tr.format("Open “%s” with:", "report.html"), rows: programs,
            columns: [
                ListColumn(tr("Program"), \.name), ListColumn(tr("Kind"), \.kind),
                ListColumn(tr("Command"), \.command, isHidden: true),
            ])
        dialog.okTitle = tr("Open")
        // Another program turns up while the list shows: a row and the message change in place.
        let search = Task { @MainActor in
            try await Task.sleep(for: .milliseconds(800))
            dialog.appendRow(Program(name: "GNOME Web", kind: tr("Web browser"), command: "epiphany %U"))
            let found = tr.plural("%d program found", "%d programs found", count: programs.count + 1)
            // Translators: %1$s is a file's name, %2$s how many programs can open it ("5 programs found").
            dialog.message = tr.format("Open “%1$s” with (%2$s):", "report.html", found)
        }
        dialog.show(parent: parent) { response in
            search.cancel()
            if let program = response.values?.first {
                // Translators: %1$s is a program's name, %2$s the command that starts it ("firefox %u").
                self.log(tr.format("Open with → %1$s (%2$s)", program.name, program.command))
            } else {
                self.log(tr("Open with → nothing opened"))
            }
        }
    }

    func about() {
        let about = AboutDialog(programName: tr("GtkDialogs Demo"), version: "0.1.0")
        about.comments = tr("Every dialog GtkDialogs offers, a button each.")
        about.website = "https://github.com/gtkdialogs/GtkDialogs"
        about.license = .mit
        // Translators: %s is how the about window was closed ("closed").
        about.show(parent: parent) { response in self.log(tr.format("About → %s", "\(response)")) }
    }

    func volume() {
        let dialog = ScaleDialog(
            title: tr("Volume"), message: tr("Set the playback volume"), range: 0...100, value: liveVolume, step: 5)
        let before = liveVolume
        dialog.onChange = { self.liveVolume = $0 }
        dialog.show(parent: parent) { response in
            if case .chosen(let volume) = response {
                // Translators: %s is the volume chosen, from 0 to 100.
                self.log(tr.format("Volume → %s", "\(volume)"))
            } else {
                self.liveVolume = before
                // Translators: %s is the volume before, from 0 to 100.
                self.log(tr.format("Volume → kept %s", "\(before)"))
            }
        }
    }

    func pickDueDate() {
        let dialog = DateDialog(
            title: tr("Due date"), message: tr("When is the report due?"), date: dueDate ?? .today())
        dialog.earliest = .today()  // the past cannot be chosen: OK turns insensitive there
        dialog.show(parent: parent) { response in
            if case .chosen(let day) = response {
                self.dueDate = day
                // Translators: %1$s is the day in the user's words ("Friday 12/04/26"), %2$s the same in ISO 8601.
                self.log(tr.format("Due date → %1$s (%2$s)", day.formatted("%A %x"), day.iso8601))
            } else {
                self.log(tr("Due date → unchanged"))
            }
        }
    }
}

/// A program the "Open with" list offers; its command is a hidden column.
struct Program {
    var name: String
    var kind: String
    var command: String
}
