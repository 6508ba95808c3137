extension ListDialog where Row == ShownRow {
    /// A list whose rows arrive many at a time, as shown (no column's label is asked): a reader
    /// of a pipe hands each read's rows to the window in one call.
    ///
    /// ```swift
    /// let dialog = ListDialog(title: "", streamingBatches: standardInputRows, columns: columns)
    /// ```
    package convenience init<Batches: AsyncSequence & Sendable>(
        title: String, streamingBatches batches: Batches, columns: [ListColumn<ShownRow>], choice: ListChoice = .single
    ) where Batches.Element == ShownRows {
        self.init(title: title, rows: [], columns: columns, choice: choice)
        source = .batches(
            { sink in
                do {
                    for try await rows in batches {
                        if Task.isCancelled { break }
                        await sink(rows)
                    }
                } catch {
                    Diagnostics.warn("the list's rows ended with an error: \(error)")
                }
            }, rows: \.rows)
    }
}
