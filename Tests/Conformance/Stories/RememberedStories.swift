import DialogsCore

extension DialogStory {
    /// Remembered answers: a prompt and a form answered once start from that answer when shown
    /// again under the same key, and Return gives it back.
    @MainActor
    package static var remembered: [DialogStory] {
        [
            rememberedStory(
                of: "TextPrompt", key: "conformance-prompt", entered: "5678", inField: nil, reads: ["Cancel", "OK"],
                answer: PromptResponse.submitted("5678"),
                make: { title in
                    let prompt = TextPrompt(title: title, text: "1234")
                    prompt.remembersAnswerAs = "conformance-prompt"
                    return prompt
                }),
            rememberedStory(
                of: "FormDialog", key: "conformance-form", entered: "Grace", inField: "name",
                reads: ["Cancel", "Save"],
                answer: FormResponse.saved(values: ["name": "Grace"], changedKeys: []),
                make: { title in
                    let form = try! FormDialog(
                        title: title, fields: [FormField(key: "name", label: "Name", value: "Ada")])
                    form.remembersAnswerAs = "conformance-form"
                    return form
                }),
        ]
    }

    /// The dialog `make` gives, answered by entering `entered`, then shown again and answered by
    /// Return: its second answer is `answer`.
    @MainActor
    private static func rememberedStory<Response>(
        of kind: String, key: AnswerKey, entered: String, inField field: String?, reads: [String], answer: Response,
        make: @escaping @MainActor @Sendable (String) -> Dialog<Response>
    ) -> DialogStory {
        let first = "\(kind): remembered, shown first"
        return DialogStory(
            kind: kind, name: "starts from the answer remembered", title: "\(kind): remembered, shown again",
            timeout: nil, act: .pressReturn(presses: reads.last ?? "OK"), outcome: .answer(String(describing: answer)),
            reads: reads,
            show: { title, timeout, answered in
                _ = RememberedAnswers.forget(key)
                var again: Dialog<Response>?
                let dialog = make(first)
                dialog.show { _ in
                    again = make(title)
                    again?.show(timeout: timeout) { answered(String(describing: $0)) }
                }
                return {
                    dialog.dismiss()
                    again?.dismiss()
                }
            }, before: (first, .enterText(entered, inField: field)))
    }
}
