import DialogsCore

extension DialogStory {
    /// A form whose one field is a chooser button, a slider or an editable drop-down: Return there
    /// saves its path (the root folder, there on every machine: stories make no files), nothing
    /// chosen, the slider's number or the drop-down's text (not one of its options); a required file field with no file refuses, saying "Choose a file".
    @MainActor
    package static var formFields: [DialogStory] {
        [
            fieldStory(
                "Return on a folder field saves its path",
                FormField(key: "dir", label: "Back up to", value: "/", kind: .folder),
                outcome: .answer(String(describing: FormResponse.saved(values: ["dir": "/"], changedKeys: [])))),
            fieldStory(
                "Return on an empty file field saves no path", FormField(key: "doc", label: "Document", kind: .file),
                outcome: .answer(String(describing: FormResponse.saved(values: ["doc": ""], changedKeys: [])))),
            fieldStory(
                "Return on a required file field with no file",
                FormField(key: "doc", label: "Document", kind: .file, isRequired: true),
                outcome: .refused(reason: "Choose a file for Document.")),
            fieldStory(
                "Return on a slider saves its number",
                FormField(key: "volume", label: "Volume", value: "40", kind: .slider(0...100, step: 5)),
                outcome: .answer(String(describing: FormResponse.saved(values: ["volume": "40"], changedKeys: [])))),
            fieldStory(
                "Return in an editable drop-down saves its text",
                FormField(
                    key: "branch", label: "Branch", value: "feature/x", kind: .editableChoice(["main", "develop"])),
                outcome: .answer(
                    String(describing: FormResponse.saved(values: ["branch": "feature/x"], changedKeys: [])))),
            fieldStory(
                "Return on a colour field saves it as rgb()",
                FormField(key: "accent", label: "Accent", value: "teal", kind: .color),
                outcome: .answer(
                    String(describing: FormResponse.saved(values: ["accent": "rgb(0,128,128)"], changedKeys: [])))),
            fieldStory(
                "Return on a font field saves Pango's text for it",
                FormField(key: "font", label: "Editor font", value: "Monospace 11", kind: .font),
                outcome: .answer(
                    String(describing: FormResponse.saved(values: ["font": "Monospace 11"], changedKeys: [])))),
        ]
    }

    /// A label and a separator after a form's one field: Return there saves, without their values.
    @MainActor
    package static var formDecorations: DialogStory {
        let name = "Return passes a label and a separator by"
        return DialogStory(
            kind: "FormDialog", name: name, title: "FormDialog: \(name)", timeout: nil,
            act: .pressReturn(presses: "Save"),
            outcome: .answer(String(describing: FormResponse.saved(values: ["name": "Ada"], changedKeys: []))),
            reads: ["Cancel", "Save"],
            show: { title, timeout, answered in
                let form: Dialog<FormResponse> = try! FormDialog(
                    title: title,
                    fields: [
                        FormField(key: "name", label: "Name", value: "Ada"),
                        FormField(key: "note", label: "Read this first.", kind: .label),
                        FormField(key: "line", label: "", kind: .separator),
                    ])
                form.show(timeout: timeout) { answered(String(describing: $0)) }
                return { form.dismiss() }
            })
    }

    private static func fieldStory(_ name: String, _ field: FormField, outcome: StoryOutcome) -> DialogStory {
        DialogStory(
            kind: "FormDialog", name: name, title: "FormDialog: \(name)", timeout: nil,
            act: .pressReturn(presses: "Save"), outcome: outcome, reads: ["Cancel", "Save"],
            show: { title, timeout, answered in
                // As a Dialog: FormDialog's own show(timeout:onSave:) reads the values alone.
                let form: Dialog<FormResponse> = try! FormDialog(title: title, fields: [field])
                form.show(timeout: timeout) { answered(String(describing: $0)) }
                return { form.dismiss() }
            })
    }
}
