import DialogsCore

extension DialogStory {
    /// A text prompt: its buttons and endings, the text entered, and text its validator refuses.
    @MainActor
    package static var prompt: [DialogStory] {
        let pin = Validator { text in
            text.count == 4 && text.allSatisfy(\.isNumber) ? .valid : .invalid(reason: "Enter 4 digits.")
        }
        let make: @MainActor @Sendable (String) -> TextPrompt = { TextPrompt(title: $0, text: "1234", validator: pin) }
        func entering(_ name: String, _ text: String, _ outcome: StoryOutcome) -> DialogStory {
            DialogStory(
                kind: "TextPrompt", name: name, title: "TextPrompt: \(name)", timeout: nil, act: .enterText(text),
                outcome: outcome, reads: ["Cancel", "OK"],
                show: { title, timeout, answered in
                    let prompt = make(title)
                    prompt.show(timeout: timeout, handler: { answered(String(describing: $0)) })
                    return { prompt.dismiss() }
                })
        }
        return endings(
            of: "TextPrompt", reads: ["Cancel", "OK"], make: make,
            returnPresses: ("OK", PromptResponse.submitted("1234")),
            buttons: [("Cancel", .cancelled), ("OK", .submitted("1234"))],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
            + [
                entering("text entered", "5678", .answer(String(describing: PromptResponse.submitted("5678")))),
                entering("text the validator refuses", "12", .refused(reason: "Enter 4 digits.")),
            ]
    }
}
