import CGtk

/// The GTK input purpose and hints each field kind sets (on-screen keyboards and input methods
/// read them).
enum FieldInput {
    static func purpose(for kind: FieldKind) -> (purpose: GtkInputPurpose, hints: GtkInputHints) {
        let noSpelling = GTK_INPUT_HINT_NO_SPELLCHECK
        switch kind {
        case .text, .choice, .editableChoice, .date, .multilineText, .list, .boolean, .file, .folder, .slider, .label,
            .separator, .color, .font:
            return (GTK_INPUT_PURPOSE_FREE_FORM, GTK_INPUT_HINT_NONE)
        case .number: return (GTK_INPUT_PURPOSE_NUMBER, noSpelling)
        case .phone: return (GTK_INPUT_PURPOSE_PHONE, noSpelling)
        case .email:
            return (GTK_INPUT_PURPOSE_EMAIL, GtkInputHints(noSpelling.rawValue | GTK_INPUT_HINT_LOWERCASE.rawValue))
        case .url: return (GTK_INPUT_PURPOSE_URL, noSpelling)
        case .password: return (GTK_INPUT_PURPOSE_PASSWORD, noSpelling)
        }
    }
}
