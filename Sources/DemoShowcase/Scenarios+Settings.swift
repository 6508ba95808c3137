import DialogsCore

/// The project settings form: every field kind a settings page needs beyond text, in groups
/// under a label and a separator; saving shows what changed, as each kind answers it.
extension DemoController {
    func projectSettings() {
        let form = FormDialog(title: tr("Project settings"), saveTitle: tr("Save")) {
            FormField(key: "about-files", label: tr("Where the project lives and what builds it:"), kind: .label)
            FormField(key: "folder", label: tr("Folder"), value: project["folder"] ?? "", kind: .folder)
            FormField(key: "script", label: tr("Build script"), value: project["script"] ?? "", kind: .file)
            FormField(key: "line-looks", label: "", kind: .separator)
            FormField(key: "accent", label: tr("Accent colour"), value: accent.text, kind: .color)
            FormField(key: "font", label: tr("Editor font"), value: font, kind: .font)
            FormField(
                key: "indent", label: tr("Indent width"), value: project["indent"] ?? "4", kind: .slider(1...8))
            FormField(key: "line-work", label: "", kind: .separator)
            FormField(
                key: "notes", label: tr("Notes"), value: project["notes"] ?? "", kind: .multilineText,
                placeholder: tr("What the next person should know"))
            FormField(
                key: "branch", label: tr("Branch"), value: project["branch"] ?? "main",
                kind: .editableChoice(["main", "develop", "release"]))
        }
        form.show(parent: parent) { response in
            guard case .saved(let values, let changedKeys) = response else {
                // Translators: %s is how the settings form ended without saving ("cancelled", "closed").
                self.log(tr.format("Project → not saved (%s)", "\(response)"))
                return
            }
            self.project = values
            if let accent = try? RGBAColor(parsing: values["accent"] ?? "") { self.accent = accent }
            self.font = values["font"] ?? self.font
            // Each changed field as its kind answers it: a path, rgb(…), Pango's font text, a number.
            let changed = form.fields.map(\.key).filter(changedKeys.contains).map { key in
                "\(key) = \(values[key] ?? "")"
            }
            if changed.isEmpty {
                self.log(tr("Project → saved (nothing changed)"))
            } else {
                // Translators: %s lists the settings that changed, each as key = value ("indent = 2, branch = develop").
                self.log(tr.format("Project → saved (changed: %s)", changed.joined(separator: ", ")))
            }
        }
    }
}
