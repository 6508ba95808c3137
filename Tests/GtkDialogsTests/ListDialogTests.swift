import CGtk
import CGtkBridge
import DialogsGLib
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

private struct App: Equatable {
    var name: String
    var command: String
}

private let apps = [
    App(name: "Firefox", command: "firefox %u"), App(name: "Chromium", command: "chromium"),
    App(name: "Epiphany", command: "epiphany"),
]

@MainActor private var appColumns: [ListColumn<App>] {
    [ListColumn("Program", \App.name), ListColumn("Command", \App.command, isHidden: true)]
}

/// List dialogs answered with real X keys and clicks: every choice mode, search, editing, streaming.
final class ListDialogTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func treeView(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        Self.descendants(of: window).first { Self.isA($0, gtk_tree_view_get_type()) }!
    }

    @MainActor
    private func rowCount(of window: UnsafeMutablePointer<GtkWidget>) -> Int {
        guard let model = gtk_tree_view_get_model(gd_tree_view(treeView(of: window))) else { return 0 }
        return Int(gtk_tree_model_iter_n_children(model, nil))
    }

    @MainActor
    private func okButton(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.accept)!
    }

    func testReturnOnTheLastRowAnswersWithTheCallersValueAndItsHiddenCell() {
        onMain {
            let answers = Answers<ListResponse<App>>()
            ListDialog(title: "Open with", rows: apps, columns: appColumns).show { answers.record($0) }
            guard let window = window(titled: "Open with") else { return }
            XCTAssertEqual(rowCount(of: window), 3)
            let columns = gtk_tree_view_get_column(gd_tree_view(treeView(of: window)), 1)!
            XCTAssertEqual(gtk_tree_view_column_get_visible(columns), 0, "the command column is hidden")
            press("End", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.count, 1)
            guard case .chosen(let selection) = answers.only else { return XCTFail("\(answers.all)") }
            XCTAssertEqual(selection.values, [apps[2]])
            XCTAssertEqual(selection.rows.map(\.index), [2])
            XCTAssertEqual(selection.rows.first?.cells, ["Epiphany", "epiphany"])
        }
    }

    func testMultipleChoiceAnswersEverySelectedRow() {
        onMain {
            let answers = Answers<ListResponse<String>>()
            ListDialog(title: "Pick several", items: ["a", "b", "c", "d"], choice: .multiple).show {
                answers.record($0)
            }
            guard let window = window(titled: "Pick several") else { return }
            // The cursor starts on the first row, unselected: Down selects it.
            press("Down", "Down", "shift+Down", "shift+Down", in: window)
            click(okButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.map(\.values), [["b", "c", "d"]])
        }
    }

    func testChecklistKeepsPreCheckedRowsAndReturnTogglesTheCursorRow() {
        onMain {
            let answers = Answers<ListResponse<String>>()
            let dialog = ListDialog(title: "Delete which?", items: ["a.tmp", "b.tmp", "c.tmp"], choice: .checklist)
            dialog.isChecked = { $0 == "a.tmp" }
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Delete which?") else { return }
            press("Down", "Return", in: window)
            drainEvents()
            XCTAssertEqual(answers.all.count, 0, "Return checks, it does not choose")
            click(okButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.map(\.values), [["a.tmp", "b.tmp"]])
        }
    }

    func testRadiolistKeepsOneRowChecked() {
        onMain {
            let answers = Answers<ListResponse<String>>()
            let dialog = ListDialog(title: "Which one?", items: ["x", "y", "z"], choice: .radiolist)
            dialog.isChecked = { $0 != "z" }  // two asked for: the first is kept
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Which one?") else { return }
            press("End", "Return", in: window)
            click(okButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.map(\.values), [["z"]])
        }
    }

    func testSearchAsYouTypeFindsARowAndMidSearchFindsItInside() {
        onMain {
            let answers = Answers<ListResponse<App>>()
            ListDialog(title: "Search", rows: apps, columns: appColumns).show { answers.record($0) }
            guard let window = window(titled: "Search") else { return }
            type("chr", in: window)
            press("Return", in: window)
            spin(until: { answers.all.count == 1 }, "the answer")

            let inside = ListDialog(title: "Mid search", rows: apps, columns: appColumns)
            inside.searchesWithinText = true
            inside.show { answers.record($0) }
            guard let second = self.window(titled: "Mid search") else { return }
            type("pipha", in: second)
            press("Return", in: second)
            spin(until: { answers.all.count == 2 }, "the second answer")
            XCTAssertEqual(answers.all.map(\.values), [[apps[1]], [apps[2]]])
        }
    }

    func testEditedCellsComeBackWrittenIntoTheValue() {
        onMain {
            let answers = Answers<ListResponse<App>>()
            let dialog = ListDialog(title: "Rename", rows: apps, columns: appColumns)
            dialog.isEditable = true
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Rename") else { return }
            press("Down", "Return", "ctrl+a", in: window)  // Return on an editable cell edits it
            type("Chrome", in: window)
            press("Return", in: window)
            click(okButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the answer")
            guard case .chosen(let selection) = answers.only else { return XCTFail("\(answers.all)") }
            let renamed = App(name: "Chrome", command: "chromium")
            XCTAssertEqual(selection.values, [renamed])
            XCTAssertEqual(selection.edited.map(\.value), [renamed])
            XCTAssertEqual(selection.edited.map(\.cells), [["Chrome", "chromium"]])
        }
    }

    func testRowsRebuiltFromTheirCellsAnswerWithTheCheckedCells() {
        onMain {
            let answers = Answers<ListResponse<App>>()
            var rebuilt = 0
            let dialog = ListDialog(title: "Rebuilt", rows: apps, columns: appColumns, choice: .checklist)
            dialog.isChecked = { $0.name == "Firefox" }
            // Not the given value: the answer must come from the cells, the rows not kept.
            dialog.rowFromCells = { cells in
                rebuilt += 1
                return App(name: cells[0].uppercased(), command: cells[1])
            }
            dialog.show { answers.record($0) }
            guard let window = window(titled: "Rebuilt") else { return }
            press("End", "space", in: window)  // checks the last row too
            click(okButton(of: window))
            spin(until: { !answers.all.isEmpty }, "the answer")
            guard case .chosen(let selection) = answers.only else { return XCTFail("\(answers.all)") }
            let expected = [App(name: "FIREFOX", command: "firefox %u"), App(name: "EPIPHANY", command: "epiphany")]
            XCTAssertEqual(selection.values, expected)
            XCTAssertEqual(selection.rows.map(\.index), [0, 2])
            XCTAssertEqual(rebuilt, 2, "only the answered rows are rebuilt")
        }
    }

    func testALongListsColumnFitsItsLastRowsToo() {
        onMain {
            let answers = Answers<ListResponse<String>>()
            // Fixed widths from the first rows alone would cut the last one short.
            let last = "the last row, much wider than every row before it"
            let items = Array(repeating: "short", count: 1_499) + [last]
            ListDialog(title: "Long list", items: items).show { answers.record($0) }
            guard let window = window(titled: "Long list") else { return }
            let view = treeView(of: window)
            let column = gtk_tree_view_get_column(gd_tree_view(view), 0)!
            XCTAssertEqual(gtk_tree_view_column_get_sizing(column), GTK_TREE_VIEW_COLUMN_FIXED)
            let layout = gtk_widget_create_pango_layout(view, last)!
            var width: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, nil)
            g_object_unref(UnsafeMutableRawPointer(layout))
            XCTAssertGreaterThanOrEqual(gtk_tree_view_column_get_fixed_width(column), width)
            press("End", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.map(\.values), [[last]])
        }
    }

    func testEveryOtherEndingIsNamedOnce() {
        onMain {
            let answers = Answers<ListResponse<String>>()
            let escape = ListDialog(title: "Escape me", items: ["a"])
            escape.show { answers.record($0) }
            guard let first = window(titled: "Escape me") else { return }
            press("Escape", in: first)
            spin(until: { answers.all.count == 1 }, "Escape")

            ListDialog(title: "Cancel me", items: ["a"]).show { answers.record($0) }
            guard let second = window(titled: "Cancel me") else { return }
            click(gtk_dialog_get_widget_for_response(gd_dialog(second), ResponseID.cancel)!)
            spin(until: { answers.all.count == 2 }, "Cancel")

            let extra = ListDialog(title: "Extra", items: ["a"])
            extra.extraButtons = ["More"]
            extra.show { answers.record($0) }
            guard let third = window(titled: "Extra") else { return }
            click(gtk_dialog_get_widget_for_response(gd_dialog(third), ResponseID.extra(0))!)
            spin(until: { answers.all.count == 3 }, "the extra button")

            ListDialog(title: "Wait", items: ["a"]).show(timeout: .milliseconds(200)) { answers.record($0) }
            spin(until: { answers.all.count == 4 }, "the timeout")

            let dismissed = ListDialog(title: "Dismiss", items: ["a"])
            dismissed.show { answers.record($0) }
            guard window(titled: "Dismiss") != nil else { return }
            dismissed.dismiss()
            dismissed.dismiss()
            drainEvents()
            XCTAssertEqual(answers.all, [.closed, .cancelled, .extraButton(0), .timedOut, .dismissed])
        }
    }

    func testStreamedRowsShowBeforeTheLastArrivesAndTheLastOneCanBeChosen() {
        onMain {
            let (lines, continuation) = AsyncStream.makeStream(of: String.self)
            let answers = Answers<ListResponse<String>>()
            ListDialog(title: "Streaming", streaming: lines, columns: [ListColumn("Line", \.self)]).show {
                answers.record($0)
            }
            for line in ["one", "two", "three"] { continuation.yield(line) }
            guard let window = window(titled: "Streaming") else { return }
            spin(until: { self.rowCount(of: window) == 3 }, "the first rows, with the stream still open")
            Task.detached {
                for index in 0..<100_000 { continuation.yield("row \(index)") }
                continuation.finish()
            }
            // The window stays responsive: the main loop turns while rows stream in.
            var longestGap = Duration.zero
            var last = ContinuousClock.now
            let ticker = Signals.every(milliseconds: 10) {
                let now = ContinuousClock.now
                longestGap = max(longestGap, now - last)
                last = now
                return true
            }
            spin(until: { self.rowCount(of: window) == 100_003 }, timeout: 60, "every row")
            g_source_remove(ticker)
            XCTAssertLessThan(longestGap, .milliseconds(250), "a main-loop turn took \(longestGap)")
            press("End", "Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all.map(\.values), [["row 99999"]])
        }
    }

    func testASequenceThatNeverWaitsStillLetsTheMainLoopTurn() {
        onMain {
            var longestGap = Duration.zero
            var last = ContinuousClock.now
            let ticker = Signals.every(milliseconds: 10) {
                let now = ContinuousClock.now
                longestGap = max(longestGap, now - last)
                last = now
                return true
            }
            ListDialog(title: "Eager", streaming: Eager(count: 300_000), columns: [ListColumn("Row", \.self)]).show()
            guard let window = window(titled: "Eager") else { return }
            spin(until: { self.rowCount(of: window) == 300_000 }, timeout: 60, "every row")
            g_source_remove(ticker)
            XCTAssertLessThan(longestGap, .milliseconds(250), "a main-loop turn took \(longestGap)")
        }
    }

    func testTheViewIsNamedAfterTheText() {
        onMain {
            let dialog = ListDialog(title: "Disks", message: "Which disk?", items: ["sda"])
            dialog.show()
            guard let window = window(titled: "Disks") else { return }
            XCTAssertEqual(Self.accessibleName(treeView(of: window)), "Which disk?")
            XCTAssertEqual(Self.accessibleName(window), "Disks")
            dialog.dismiss()
        }
    }
}

/// Rows that are always ready: its iterator never suspends, so only the list's own turns let GTK run.
private struct Eager: AsyncSequence, Sendable {
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var index = 0
        let count: Int

        mutating func next() async -> String? {
            await next(isolation: nil)
        }

        /// On the caller's actor, and never suspending.
        mutating func next(isolation actor: isolated (any Actor)?) async -> String? {
            guard index < count else { return nil }
            index += 1
            return "row \(index)"
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}
