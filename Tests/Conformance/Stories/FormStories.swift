import DialogsCore

extension DialogStory {
    /// A form with one required field: its buttons and endings, and the field emptied (refused).
    @MainActor
    package static var form: [DialogStory] {
        let make: @MainActor @Sendable (String) -> FormDialog = { title in
            try! FormDialog(
                title: title, fields: [FormField(key: "name", label: "Name", value: "Ada", isRequired: true)])
        }
        let saved = FormResponse.saved(values: ["name": "Ada"], changedKeys: [])
        return endings(
            of: "FormDialog", reads: ["Cancel", "Save"], make: make, returnPresses: ("Save", saved),
            buttons: [("Cancel", .cancelled), ("Save", saved)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
            + [
                DialogStory(
                    kind: "FormDialog", name: "the required field emptied",
                    title: "FormDialog: the required field emptied",
                    timeout: nil, act: .enterText("", inField: "name"), outcome: .refused(reason: "Name is required."),
                    reads: ["Cancel", "Save"],
                    show: { title, timeout, answered in
                        let form: Dialog<FormResponse> = make(title)
                        form.show(timeout: timeout) { answered(String(describing: $0)) }
                        return { form.dismiss() }
                    })
            ] + formFields + [formDecorations]
    }
}
