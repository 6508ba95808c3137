import DialogsCore

extension DialogStory {
    /// Remembered answers: a prompt and a form answered once start from that answer when shown
    /// again under the same key, and Return gives it back; an alert answered with "Don't ask
    /// again" ticked answers the next time at once, unshown.
    @MainActor
    package static var remembered: [DialogStory] {
        [
            dontAskAgainStory(),
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

    /// An alert answered "Empty" with its "Don't ask again" ticked; shown again under the same key,
    /// it answers "Empty" with no window.
    @MainActor
    private static func dontAskAgainStory() -> DialogStory {
        let key: AnswerKey = "conformance-empty-trash"
        let first = "Alert: Don't ask again, shown first"
        func alert(_ title: String) -> Alert {
            let alert = Alert(title: title, buttons: ["Cancel", "Empty"], cancelButton: 0, defaultButton: 1)
            alert.dontAskAgain = key
            return alert
        }
        return DialogStory(
            kind: "Alert", name: "a ticked \"Don't ask again\" answers the next showing unshown",
            title: "Alert: Don't ask again, shown again", timeout: nil, act: .nothingAsItAnswersUnshown,
            outcome: .answer(String(describing: AlertResponse.button(1))), reads: [],
            show: { title, timeout, answered in
                _ = RememberedAnswers.forget(key)
                var again: Alert?
                let dialog = alert(first)
                dialog.show { _ in
                    again = alert(title)
                    again?.show(timeout: timeout) { answered(String(describing: $0)) }
                }
                return {
                    dialog.dismiss()
                    again?.dismiss()
                }
            }, before: (first, .tick(box: "Don't ask again", thenPress: "Empty")))
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
