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
            + rowsChangedWhileShown
    }

    /// Rows the app replaces and removes while the list shows: a replaced row keeps its selection;
    /// a single choice whose selected row is removed selects the row that takes its place.
    @MainActor
    private static var rowsChangedWhileShown: [DialogStory] {
        func story(_ name: String, answer: [String], change: @escaping @MainActor (ListDialog<String>) -> Void)
            -> DialogStory
        {
            changedWhileShown(
                of: "ListDialog", name, reads: ["Cancel", "OK"], act: .press(button: "OK"),
                answer: String(describing: answer),
                show: { title, answered in
                    let list = ListDialog(title: title, items: ["Apples", "Pears"])
                    list.show(onChoose: { answered(String(describing: $0)) }, onCancel: { answered("cancelled") })
                    return ({ change(list) }, { list.dismiss() })
                })
        }
        return [
            story("the selected row replaced while shown", answer: ["Quinces"]) {
                $0.replaceRow(at: 0, with: "Quinces")
            },
            story("the selected row removed while shown: the row after it is selected", answer: ["Pears"]) {
                $0.removeRow(at: 0)
            },
        ]
    }
}
