import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

private struct Disk: Equatable {
    var name: String
    var size: String
}

/// List dialogs answered by a scripted user, with no display.
final class ScriptedListTests: XCTestCase, @unchecked Sendable {
    @MainActor
    private var disks: ListDialog<Disk> {
        ListDialog(
            title: "Which disk?",
            rows: [Disk(name: "sda", size: "1 TB"), Disk(name: "sdb", size: "64 GB")],
            columns: [ListColumn("Disk", \.name), ListColumn("Size", \.size, isHidden: true)])
    }

    @MainActor
    func testChoosingARowByItsLabelAnswersWithTheCallersValue() async {
        let user = ScriptedUser()
        user.choose(row: "sdb", inList: "Which disk?")
        user.install()
        let disk = await disks.value()
        user.uninstall()
        XCTAssertEqual(disk, Disk(name: "sdb", size: "64 GB"))
        XCTAssertEqual(user.shown.map(\.description), ["list \"Which disk?\" [Cancel, OK]"])
        XCTAssertEqual(user.shown.first?.rows, [["sda", "1 TB"], ["sdb", "64 GB"]])
    }

    @MainActor
    func testCheckingRowsKeepsThePreCheckedOnesAndCancelIsCancelled() async {
        let user = ScriptedUser()
        user.check(["c"], inList: "Delete which?")
        user.cancel("Delete which?")
        user.install()
        let dialog = ListDialog(title: "Delete which?", items: ["a", "b", "c"], choice: .checklist)
        dialog.isChecked = { $0 == "a" }
        let first = await dialog.values()
        let second = await dialog.response()
        user.uninstall()
        XCTAssertEqual(first, ["a", "c"])
        XCTAssertEqual(second, .cancelled)
    }

    @MainActor
    func testStreamedRowsAreChosenOnceTheyHaveAllArrived() async {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        let user = ScriptedUser()
        user.choose(rows: ["late", "first"], inList: "Log")
        user.install()
        let dialog = ListDialog(
            title: "Log", streaming: lines, columns: [ListColumn("Line", \.self)], choice: .multiple)
        let answer = Task { await dialog.values() }
        continuation.yield("first")
        await Task.yield()
        continuation.yield("late")
        continuation.finish()
        let values = await answer.value
        user.uninstall()
        XCTAssertEqual(values, ["late", "first"])
    }

    @MainActor
    func testWhatAPersonCannotDoNamesTheDialogAndItsRows() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.choose(row: "sdc", inList: "Which disk?")
        user.check(["sda"], inList: "Which disk?")
        user.choose(rows: ["x", "y"], inList: "One")
        user.install()
        let first = await disks.response()
        let second = await disks.response()
        let third = await ListDialog(title: "One", items: ["x", "y"]).response()
        user.uninstall()
        XCTAssertEqual([first, second].map { $0 == .dismissed }, [true, true])
        XCTAssertEqual(third, .dismissed)
        XCTAssertEqual(
            failures.all,
            [
                "The list \"Which disk?\" [Cancel, OK] has no row \"sdc\"; its rows: \"sda\", \"sdb\"",
                "The list \"Which disk?\" [Cancel, OK] has no check boxes: use choose(row:inList:)",
                "The list \"One\" [Cancel, OK] takes one row: it is not a multiple-choice list",
            ])
    }
}
