/// Choose from a list: rows of the caller's own values, shown in columns, answered with those values.
///
/// ```swift
/// struct App { var name: String; var command: String }
/// let dialog = ListDialog(title: "Open with", rows: apps, columns: [
///     ListColumn("Program", \.name), ListColumn("Command", \.command, isHidden: true),
/// ])
/// if let app = await dialog.value() { launch(app.command) }
///
/// // Rows from an async sequence: the window shows at once and fills as they arrive.
/// let files = ListDialog(title: "Delete which?", streaming: scanner.files, columns: [ListColumn("File", \.path)],
///                        choice: .checklist)
/// ```
/// Search as you type looks in ``searchColumn``; double-click or Return on a
/// row chooses it (in a checklist or radio list they check it). Escape and
/// the close button end it as ``ListResponse/closed``; every ending reaches the
/// handler exactly once.
@MainActor
public final class ListDialog<Row>: MessageDialog<ListResponse<Row>> {
    /// The columns, left to right.
    public var columns: [ListColumn<Row>]
    /// Single or multiple choice, check boxes or radio buttons.
    public var choice: ListChoice
    /// The rows that start checked in a checklist or radio list (a radio list keeps the first).
    public var isChecked: ((Row) -> Bool)?
    /// The header over the check boxes or radio buttons.
    public var checkColumnTitle = ""
    /// Whether the column headers show.
    public var showsHeaders = true
    /// The first row starts selected, under the cursor, so Return chooses it. Off, nothing is
    /// selected and the first arrow key moves to the second row (zenity's behaviour).
    public var selectsFirstRow = true
    /// Lets the person edit the cells (not images); edited rows come back in ``ListSelection/edited``.
    public var isEditable = false
    /// The column search as you type looks in; nil for the first shown text column.
    public var searchColumn: Int?
    /// Search as you type matches anywhere in a cell, not only at its start.
    public var searchesWithinText = false
    /// The OK button's label; nil for GTK's translated "OK".
    public var okTitle: String? { didSet { buttonTitleChanged(okTitle, fallback: .ok, of: .accept) } }
    /// The cancel button's label; nil for GTK's translated "Cancel".
    public var cancelTitle: String? { didSet { buttonTitleChanged(cancelTitle, fallback: .cancel, of: .cancel) } }
    /// More buttons, left of Cancel; they end the list with ``ListResponse/extraButton(_:)``.
    public var extraButtons: [String] = []
    /// Rebuilds an answered row from its cells (hidden ones too, edits applied) instead of keeping
    /// every row: for long lists of rows that are their text, the list then keeps no copy of them
    /// beside the window's own. Nil, the rows are kept and answered as given.
    ///
    /// ```swift
    /// let log = ListDialog(title: "Log", streaming: lines, columns: [ListColumn("Line", \.self)])
    /// log.rowFromCells = { $0[0] }
    /// ```
    public var rowFromCells: (([String]) -> Row)?
    /// The key the chosen rows are remembered under (``RememberedAnswers``), each by its cells (hidden
    /// ones too, as chosen): the rows chosen last time under this key start checked (a checklist, a
    /// radio list) or selected instead of those ``isChecked`` names. A row no longer in the list is
    /// skipped; a radio list or a single choice starts from the first remembered row it shows.
    ///
    /// ```swift
    /// let shells = ListDialog(title: "Shell", items: ["bash", "zsh", "fish"])
    /// shells.remembersAnswerAs = "login-shell"     // next time "zsh" starts selected
    /// ```
    public var remembersAnswerAs: AnswerKey?

    var source: ListSource<Row>
    /// The lists shown now, each with its own rows, for rows code adds, removes or replaces.
    var liveLists: [LiveList<Row>] = []

    /// A list of rows given all at once.
    ///
    /// ```swift
    /// let dialog = ListDialog(title: "Which disk?", rows: disks, columns: [ListColumn("Disk", \.name)])
    /// ```
    public init(
        title: String, message: String? = nil, rows: [Row], columns: [ListColumn<Row>], choice: ListChoice = .single
    ) {
        self.columns = columns
        self.choice = choice
        source = .all(rows)
        super.init(title: title, message: message)
    }

    /// A list whose rows arrive from `rows`: the window shows before the last one
    /// arrives, and stays responsive while they stream in. An error ends the rows.
    ///
    /// ```swift
    /// let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    /// let dialog = ListDialog(title: "Log", streaming: lines, columns: [ListColumn("Line", \.self)])
    /// ```
    public init<Rows: AsyncSequence & Sendable>(
        title: String, message: String? = nil, streaming rows: Rows, columns: [ListColumn<Row>],
        choice: ListChoice = .single
    ) where Rows.Element == Row {
        self.columns = columns
        self.choice = choice
        source = .stream { sink in
            do {
                for try await row in rows {
                    if Task.isCancelled { break }
                    await sink(row)
                }
            } catch {
                Diagnostics.warn("the list's rows ended with an error: \(error)")
            }
        }
        super.init(title: title, message: message)
    }

    override package func presentation() -> Presentation<ListResponse<Row>> {
        let memory = AnswerMemory(remembersAnswerAs, kind: "list", title: title)
        let values = ListValues(
            columns: columns, isChecked: choice.hasToggles ? isChecked : nil, rebuild: rowFromCells,
            remembered: memory.kept?["rows"]?.rows)
        let feed = ListFeed()
        let source = self.source
        return Presentation(
            resolved(), request: ListRequest.init,
            answer: { ending, pick in
                feed.stop()
                if ending.accepts {
                    memory.keep(
                        .object(["rows": .array(pick.rows.compactMap { pick.cells[$0] }.map(StoredValue.strings))]))
                }
                return values.response(for: ending, pick: pick)
            },
            started: { [weak self] session in
                feed.session = session
                self?.liveLists.removeAll { $0.session == nil || $0.session?.hasEnded == true }
                self?.liveLists.append(LiveList(session: session, values: values))
                switch source {
                case .all(let rows): feed.deliverAll(rows.map(values.item(for:)))
                case .stream(let produce):
                    feed.start { sink in await produce { row in await sink(.append(values.item(for: row))) } }
                case .batches(let produce, let rows):
                    feed.start { sink in
                        await produce { batch in await sink(.appendRows(values.items(for: batch, rows: rows))) }
                    }
                }
            })
    }

    /// Shows the list: `onChoose` gets the chosen values, `onCancel` runs for every other ending.
    ///
    /// ```swift
    /// dialog.show(onChoose: { apps in launch(apps[0]) }, onCancel: { print("nothing opened") })
    /// ```
    public func show(
        parent: ParentWindow? = nil, timeout: Duration? = nil, onChoose: @escaping @MainActor ([Row]) -> Void,
        onCancel: @escaping @MainActor () -> Void = {}
    ) {
        show(parent: parent, timeout: timeout) { response in
            if let values = response.values { onChoose(values) } else { onCancel() }
        }
    }

    /// Shows the list and returns the chosen values, or nil when nothing was chosen with OK.
    ///
    /// ```swift
    /// let files = await dialog.values() ?? []
    /// ```
    public func values(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> [Row]? {
        await response(parent: parent, timeout: timeout).values
    }

    /// Shows the list and returns the first chosen value, or nil.
    ///
    /// ```swift
    /// if let disk = await dialog.value() { mount(disk) }
    /// ```
    public func value(parent: ParentWindow? = nil, timeout: Duration? = nil) async -> Row? {
        await values(parent: parent, timeout: timeout)?.first
    }

}

extension ListDialog where Row == String {
    /// A one-column list of strings, its header hidden.
    ///
    /// ```swift
    /// let browser = await ListDialog(title: "Open with", items: ["Firefox", "Chromium"]).value()
    /// ```
    public convenience init(title: String, message: String? = nil, items: [String], choice: ListChoice = .single) {
        self.init(title: title, message: message, rows: items, columns: [ListColumn("", \.self)], choice: choice)
        showsHeaders = false
    }
}
