import DialogsCore

extension DialogStory {
    /// Lists of two rows, of one choice (the first row selected as it opens) and of several: their
    /// buttons and endings.
    @MainActor
    package static var list: [DialogStory] {
        let apples = ListResponse<String>.chosen(
            ListSelection(rows: [ListRow(index: 0, value: "Apples", cells: ["Apples"])]))
        // A multiple choice opens with the cursor on the first row, unselected: OK answers no row.
        // (Return there answers the cursor's row, which a scripted user has no step for.)
        let nothing = ListResponse<String>.chosen(ListSelection(rows: []))
        return endings(
            of: "ListDialog", reads: ["Cancel", "OK"],
            make: { ListDialog(title: $0, items: ["Apples", "Pears"]) },
            returnPresses: ("OK", apples),
            buttons: [("Cancel", .cancelled), ("OK", apples)],
            escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
            + endings(
                of: "ListDialog of several choices", reads: ["Cancel", "OK"],
                make: { ListDialog(title: $0, items: ["Apples", "Pears"], choice: .multiple) },
                returnPresses: nil, buttons: [("OK", nothing)],
                escape: .closed, timedOut: .timedOut, dismissed: .dismissed)
    }
}
