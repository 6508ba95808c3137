/// Response ids shared by the prompt and the form: cancel, accept, then extra buttons.
enum ResponseID {
    static let cancel: Int32 = 0
    static let accept: Int32 = 1
    static func extra(_ index: Int) -> Int32 { Int32(2 + index) }
    static func extraIndex(_ id: Int32) -> Int? { id >= 2 ? Int(id - 2) : nil }
}

/// The buttons of a prompt or a form: extra buttons, then cancel, then accept (OK or Save).
struct ActionButtons {
    var extra: [String]
    var cancel: ButtonLabel
    var accept: ButtonLabel

    /// Every button with its response id, left to right as the window shows them.
    var all: [(label: ButtonLabel, id: Int32)] {
        extra.enumerated().map { (ButtonLabel.literal($0.element), ResponseID.extra($0.offset)) }
            + [(cancel, ResponseID.cancel), (accept, ResponseID.accept)]
    }

    /// The labels a person reads, left to right.
    var displayTexts: [String] { all.map(\.label.displayText) }

    /// The response id of the button a person reads as `label`: accept first,
    /// then cancel, then the extra buttons, should two labels be the same.
    func responseID(labeled label: String) -> Int32? {
        if label == accept.displayText { return ResponseID.accept }
        if label == cancel.displayText { return ResponseID.cancel }
        return extra.firstIndex(of: label).map(ResponseID.extra)
    }
}
