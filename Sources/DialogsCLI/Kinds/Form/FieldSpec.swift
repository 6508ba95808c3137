import DialogsCore

/// `--field key:Label[:kind[:value]]`; the value may itself contain colons.
enum FieldSpec {
    /// The kinds without a value of their own; `choice=A|B|…` and `editable=A|B|…` list their items,
    /// `slider=MIN..MAX[/STEP]` its range.
    static let kinds: [(name: String, kind: FieldKind)] = [
        ("text", .text), ("number", .number), ("phone", .phone), ("email", .email), ("url", .url),
        ("password", .password), ("date", .date), ("multiline", .multilineText), ("file", .file),
        ("folder", .folder), ("color", .color), ("font", .font), ("label", .label), ("separator", .separator),
    ]
    static let kindNames =
        kinds.map(\.name).joined(separator: ", ") + ", choice=A|B|…, editable=A|B|…, slider=MIN..MAX[/STEP]"

    static func parse(_ spec: String) throws(UsageError) -> FormField {
        let parts = spec.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, !parts[0].isEmpty else {
            throw UsageError(
                message: TextDomain.tool.format("--field \"%s\": write it as key:Label[:kind[:value]]", spec))
        }
        let kindName = parts.count > 2 ? parts[2] : "text"
        let kind: FieldKind
        if kindName.isEmpty {
            kind = .text
        } else if let known = kinds.first(where: { $0.name == kindName }) {
            kind = known.kind
        } else if kindName.hasPrefix("choice=") {
            kind = .choice(kindName.dropFirst("choice=".count).split(separator: "|").map(String.init))
        } else if kindName.hasPrefix("editable=") {
            kind = .editableChoice(kindName.dropFirst("editable=".count).split(separator: "|").map(String.init))
        } else if kindName.hasPrefix("slider=") {
            kind = try slider(String(kindName.dropFirst("slider=".count)), in: spec)
        } else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "--field \"%1$s\": unknown kind \"%2$s\"; use %3$s", spec, kindName, kindNames))
        }
        var value = parts.count > 3 ? parts[3] : ""
        // A script names a file relative to where it runs; the chooser shows full paths.
        if kind == .file || kind == .folder, !value.isEmpty, !value.hasPrefix("/") {
            value = ThisProcess.currentFolder + "/" + value
        }
        return FormField(key: parts[0], label: parts[1], value: value, kind: kind)
    }

    /// `MIN..MAX[/STEP]`, whole numbers, MIN below MAX, STEP above 0.
    private static func slider(_ text: String, in spec: String) throws(UsageError) -> FieldKind {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let bounds = parts[0].split(separator: "..", omittingEmptySubsequences: false)
        guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low < high,
            let step = parts.count > 1 ? Int(parts[1]) : 1, step > 0
        else {
            throw UsageError(
                message: TextDomain.tool.format(
                    "--field \"%s\": write a slider as slider=MIN..MAX or slider=MIN..MAX/STEP, whole numbers, MIN below MAX",
                    spec))
        }
        return .slider(low...high, step: step)
    }
}
