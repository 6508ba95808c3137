import XCTest

@testable import DialogsCore
@testable import DialogsTesting
@testable import GtkDialogs

/// Progress dialogs answered by a scripted user, with no display.
final class ScriptedProgressTests: XCTestCase, @unchecked Sendable {
    /// Work that reports 10 %, 20 %, … 100 %, one step per main-queue turn, until cancelled.
    private static let tenSteps: @Sendable (ProgressReporter) async throws -> Int = { progress in
        for step in 1...10 {
            try Task.checkCancellation()
            progress.report(percent: Double(step * 10))
            // The main queue delivers this report before the next one is made: a turn of it,
            // not a guess at how long one takes (a busy machine once merged two reports in 2 ms).
            await MainActor.run {}
        }
        return 10
    }

    @MainActor
    func testCancellingAtAGivenPointCancelsTheWork() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.cancel("Copying", atPercent: 50)
        user.install()
        do {
            let value = try await ProgressDialog(title: "Copying").run(Self.tenSteps)
            XCTFail("the work was not stopped: \(value)")
        } catch {
            XCTAssertEqual(error as? ProgressError, .stopped(.cancelled))
        }
        user.uninstall()
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(user.shown.map(\.description), ["progress \"Copying\" [Cancel, OK]"])
    }

    @MainActor
    func testLettingItFinishPressesOKOnceDone() async throws {
        let user = ScriptedUser()
        user.letFinish("Copying")
        user.install()
        let value = try await ProgressDialog(title: "Copying").run(Self.tenSteps)
        user.uninstall()
        XCTAssertEqual(value, 10)
        let steps = user.progressSteps(of: "Copying")
        XCTAssertEqual(steps.map(\.fraction), (1...10).map { Double($0) / 10 }, "every report, one per main-queue turn")
        XCTAssertEqual(steps.last?.isDone, true)
        XCTAssertEqual(steps.filter(\.isDone).count, 1, "done only at the end")
    }

    @MainActor
    func testWhatAPersonCannotDoFailsWithTheDialogsName() async {
        let failures = Answers<String>()
        let user = ScriptedUser(report: { message, _, _ in failures.record(message) })
        user.cancel("Installing", atPercent: 10)
        user.choose("OK", inAlert: "Updating")
        user.install()
        let first = await ProgressDialog(title: "Installing", isCancellable: false).response()
        let second = await ProgressDialog(title: "Updating").response()
        user.uninstall()
        XCTAssertEqual(first, .dismissed)
        XCTAssertEqual(second, .dismissed)
        XCTAssertEqual(
            failures.all,
            [
                "The progress \"Installing\" [OK] has no Cancel button; use close(_:) for Escape",
                "The progress \"Updating\" [Cancel, OK] is not done: its OK button stays insensitive",
            ])
    }

    @MainActor
    func testAFloodOfReportsFromTheMainActorIsDeliveredOnce() async {
        let recorder = ProgressRecorder()
        DialogInterception.responder = recorder
        defer { DialogInterception.responder = nil }
        let progress = ProgressDialog(title: "Flood").show()
        for step in 1...10_000 { progress.report(fraction: Double(step) / 20_000, text: "item \(step)") }
        await settleMainQueue()
        XCTAssertEqual(
            recorder.request?.updates,
            [ProgressUpdate(fraction: 0.5, isPulsating: false, text: "item 10000", isDone: false)])
        progress.finish()
        await settleMainQueue()
        XCTAssertEqual(recorder.request?.updates.last?.isDone, true)
        XCTAssertEqual(recorder.request?.updates.count, 2)
        recorder.request?.dismiss()
        XCTAssertTrue(progress.isCancelled, "a dismissed dialog's reporter says so")
    }

    /// Lets main-queue work already queued (the reporter's delivery) run.
    @MainActor
    private func settleMainQueue() async {
        for _ in 0..<5 { await Task.yield() }
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

@MainActor
private final class ProgressRecorder: DialogResponder {
    var request: ProgressRequest?

    func present(_ request: any ScriptedDialog) {
        self.request = request as? ProgressRequest
    }
}
