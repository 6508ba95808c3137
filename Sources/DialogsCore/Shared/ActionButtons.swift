/// Response ids shared by the prompt and the form: cancel, accept, then extra buttons.
package enum ResponseID {
    package static let cancel: Int32 = 0
    package static let accept: Int32 = 1
    package static func extra(_ index: Int) -> Int32 { Int32(2 + index) }
    package static func extraIndex(_ id: Int32) -> Int? { id >= 2 ? Int(id - 2) : nil }
}

/// A description whose buttons are Cancel (unless it has none) and then the accept button (OK,
/// Select): the window and the scripted request read them from ``buttons``.
package protocol AcceptOrCancelButtons {
    /// The accept button's label: OK, Select.
    var acceptLabel: ButtonLabel { get }
    /// The Cancel button's label; nil for a dialog that cannot be cancelled.
    var cancelLabel: ButtonLabel? { get }
}

extension AcceptOrCancelButtons {
    /// The buttons left to right: Cancel (when there is one), then the accept button.
    package var buttons: [(label: ButtonLabel, id: Int32)] {
        (cancelLabel.map { [($0, ResponseID.cancel)] } ?? []) + [(acceptLabel, ResponseID.accept)]
    }
}

/// The buttons of a prompt or a form: extra buttons, then cancel, then accept (OK or Save).
package struct ActionButtons {
    package var extra: [String]
    package var cancel: ButtonLabel
    package var accept: ButtonLabel

    /// Every button with its response id, left to right as the window shows them.
    package var all: [(label: ButtonLabel, id: Int32)] {
        extra.enumerated().map { (ButtonLabel.literal($0.element), ResponseID.extra($0.offset)) }
            + [(cancel, ResponseID.cancel), (accept, ResponseID.accept)]
    }

    /// The labels a person reads, left to right.
    package var displayTexts: [String] { all.map(\.label.displayText) }

    /// Every button, accept first, then cancel, then the extra buttons: the one a label names
    /// should two labels be the same.
    package var byPreference: [(label: ButtonLabel, id: Int32)] {
        [(accept, ResponseID.accept), (cancel, ResponseID.cancel)]
            + extra.enumerated().map { (ButtonLabel.literal($0.element), ResponseID.extra($0.offset)) }
    }
}
