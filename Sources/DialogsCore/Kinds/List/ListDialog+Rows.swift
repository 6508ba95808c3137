/// A list shown now, and the caller's rows it holds.
@MainActor
final class LiveList<Row> {
    weak var session: DialogSession<ListDescription>?
    let values: ListValues<Row>

    init(session: DialogSession<ListDescription>, values: ListValues<Row>) {
        self.session = session
        self.values = values
    }
}

extension ListDialog {
    /// Adds a row at the end of the lists shown now, and of the next ones when the rows were
    /// given all at once.
    ///
    /// ```swift
    /// let devices = ListDialog(title: "Pair a device", items: [])
    /// devices.show { print($0) }
    /// scanner.onFound = { devices.appendRow($0.name) }
    /// ```
    public func appendRow(_ row: Row) {
        if case .all(var rows) = source {
            rows.append(row)
            source = .all(rows)
        }
        for list in openLists { list.session?.apply(.append(list.values.item(for: row))) }
    }

    /// Removes the row at `index` (from 0, in the order shown) from the lists shown now, and from
    /// the next ones when the rows were given all at once; the rows after it move up. A row checked
    /// or selected there is no longer chosen.
    ///
    /// ```swift
    /// scanner.onLost = { index in devices.removeRow(at: index) }
    /// ```
    /// An index past the last row is a programmer error: an assertion in debug builds; release
    /// builds warn on stderr and leave the list as it is.
    public func removeRow(at index: Int) {
        guard rowExists(at: index, "removeRow") else { return }
        if case .all(var rows) = source, rows.indices.contains(index) {
            rows.remove(at: index)
            source = .all(rows)
        }
        for list in openLists {
            list.values.remove(at: index)
            list.session?.apply(.remove(index))
        }
    }

    /// Shows `row` in place of the row at `index` in the lists shown now, and in the next ones when
    /// the rows were given all at once; whether it is checked or selected stays as it was.
    ///
    /// ```swift
    /// devices.replaceRow(at: 0, with: "Headphones (connected)")
    /// ```
    /// An index past the last row is a programmer error, as in ``removeRow(at:)``.
    public func replaceRow(at index: Int, with row: Row) {
        guard rowExists(at: index, "replaceRow") else { return }
        if case .all(var rows) = source, rows.indices.contains(index) {
            rows[index] = row
            source = .all(rows)
        }
        for list in openLists {
            list.session?.apply(.replace(index, list.values.replace(at: index, with: row)))
        }
    }

    private var openLists: [LiveList<Row>] {
        liveLists.filter { $0.session?.hasEnded == false }
    }

    /// Whether every list shown now (or, with none shown, the rows given) has a row at `index`.
    private func rowExists(at index: Int, _ method: String) -> Bool {
        let counts = openLists.isEmpty ? (source.rowCount.map { [$0] } ?? []) : openLists.map(\.values.count)
        guard index >= 0, counts.allSatisfy({ index < $0 }) else {
            Diagnostics.programmerError(
                "\(method)(at: \(index)) is past the last row of list \"\(title)\" (\(counts.min() ?? 0) rows); ignored"
            )
            return false
        }
        return true
    }
}

extension ListSource {
    /// How many rows were given, when they were given all at once.
    var rowCount: Int? {
        if case .all(let rows) = self { return rows.count }
        return nil
    }
}
