import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Progress dialogs driven by reporters from other tasks, answered with real X keys and clicks.
final class ProgressDialogTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func bar(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        Self.descendants(of: window).first { Self.isA($0, gtk_progress_bar_get_type()) }!
    }

    @MainActor
    private func fraction(of window: UnsafeMutablePointer<GtkWidget>) -> Double {
        gtk_progress_bar_get_fraction(gd_progress_bar(bar(of: window)))
    }

    @MainActor
    private func button(_ id: Int32, of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_dialog_get_widget_for_response(gd_dialog(window), id)!
    }

    @MainActor
    private func isSensitive(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_sensitive(widget) != 0
    }

    func testReportsFromABackgroundTaskReachTheWindowAndOKWaitsForTheEnd() {
        onMain {
            let answers = Answers<ProgressResponse>()
            let progress = ProgressDialog(title: "Copying", message: "Preparing…").show { answers.record($0) }
            guard let window = window(titled: "Copying") else { return }
            let ok = button(ResponseID.accept, of: window)
            XCTAssertFalse(isSensitive(ok), "OK waits for the work")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("Preparing…"))
            Task.detached { progress.report(fraction: 0.5, text: "photo <1> & co.jpg") }
            spin(until: { self.fraction(of: window) == 0.5 }, "the reported fraction")
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("photo <1> & co.jpg"), "plain text")
            press("Return", in: window)
            drainEvents()
            XCTAssertEqual(answers.all, [], "Return does nothing before the end")
            Task.detached { progress.report(percent: 100) }
            spin(until: { self.isSensitive(ok) }, "OK at the end")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.completed])
            XCTAssertFalse(progress.isCancelled)
        }
    }

    func testCancelAndEscapeAreNamedAndLaterReportsAreIgnored() {
        onMain {
            let answers = Answers<ProgressResponse>()
            let first = ProgressDialog(title: "Cancel me").show { answers.record($0) }
            guard let window = window(titled: "Cancel me") else { return }
            click(button(ResponseID.cancel, of: window))
            spin(until: { answers.all.count == 1 }, "the cancel")
            XCTAssertTrue(first.isCancelled)
            first.report(fraction: 0.7)
            drainEvents()

            let second = ProgressDialog(title: "Escape me").show { answers.record($0) }
            guard let escapeWindow = self.window(titled: "Escape me") else { return }
            press("Escape", in: escapeWindow)
            spin(until: { answers.all.count == 2 }, "the escape")
            XCTAssertEqual(answers.all, [.cancelled, .closed])
            XCTAssertTrue(second.isCancelled)
        }
    }

    func testPulsingStopsWhenTheWorkFinishesAndCancelIsDisabled() {
        onMain {
            let answers = Answers<ProgressResponse>()
            let progress = ProgressDialog(title: "Pulsing", isPulsating: true).show { answers.record($0) }
            guard let window = window(titled: "Pulsing") else { return }
            // The pulse timer holds a closure box while the bar pulses, and only then.
            let boxesWhilePulsing = Dialogs.liveCallbackBoxes
            progress.finish()
            spin(until: { self.isSensitive(self.button(ResponseID.accept, of: window)) }, "OK after finish")
            XCTAssertEqual(Dialogs.liveCallbackBoxes, boxesWhilePulsing - 1, "the pulse timer is gone")
            XCTAssertEqual(fraction(of: window), 1)
            XCTAssertFalse(isSensitive(button(ResponseID.cancel, of: window)), "nothing left to cancel")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.completed])
        }
    }

    func testReachingTheEndInsideACoalescedBatchStillClosesADialogThatClosesWhenDone() {
        onMain {
            let answers = Answers<ProgressResponse>()
            let progress = ProgressDialog(title: "Auto", closesWhenDone: true).show { answers.record($0) }
            guard window(titled: "Auto") != nil else { return }
            progress.report(percent: 100)
            progress.report(percent: 50)
            spin(until: { !answers.all.isEmpty }, "the dialog to close itself")
            XCTAssertEqual(answers.all, [.completed])
        }
    }

    func testWithoutCancelThereIsNoCancelButton() {
        onMain {
            let progress = ProgressDialog(title: "No cancel", isCancellable: false).show()
            guard let window = window(titled: "No cancel") else { return }
            XCTAssertNil(gtk_dialog_get_widget_for_response(gd_dialog(window), ResponseID.cancel))
            XCTAssertEqual(Self.descendants(of: window).filter { Self.isA($0, gtk_button_get_type()) }.count, 1)
            progress.finish()
            press("Escape", in: window)
            spin(until: { Dialogs.openDialogCount == 0 }, "Escape to close it")
        }
    }

    func testTimeRemainingIsZenitysEstimate() {
        XCTAssertEqual(
            ProgressDescription.timeRemaining(elapsedSeconds: 10, fraction: 0.25), "Time remaining: 0:00:30")
        XCTAssertEqual(
            ProgressDescription.timeRemaining(elapsedSeconds: 3_600, fraction: 0.5), "Time remaining: 1:00:00")
        XCTAssertNil(ProgressDescription.timeRemaining(elapsedSeconds: 10, fraction: 0))
        XCTAssertNil(ProgressDescription.timeRemaining(elapsedSeconds: 10, fraction: 1))
    }
}

/// `run`: the work's task and the dialog end together.
extension ProgressDialogTests {
    func testCancelCancelsTheWorkingTaskAndRunThrowsStopped() {
        onMain {
            let sawCancellation = Flag()
            var outcome: Result<Int, any Error>?
            Task { @MainActor in
                do {
                    let value = try await ProgressDialog(title: "Working").run { progress -> Int in
                        var step = 0
                        while !Task.isCancelled {
                            step += 1
                            progress.report(fraction: Double(step % 100) / 100)
                            try? await Task.sleep(for: .milliseconds(5))
                        }
                        await MainActor.run { sawCancellation.isSet = true }
                        throw CancellationError()
                    }
                    outcome = .success(value)
                } catch {
                    outcome = .failure(error)
                }
            }
            guard let window = window(titled: "Working") else { return }
            spin(until: { self.fraction(of: window) > 0 }, "the work's first report")
            click(button(ResponseID.cancel, of: window))
            spin(until: { outcome != nil }, "run to return")
            XCTAssertTrue(sawCancellation.isSet, "the work saw Task.isCancelled")
            guard case .failure(let error) = outcome else {
                return XCTFail("expected an error, got \(String(describing: outcome))")
            }
            XCTAssertEqual(error as? ProgressError, .stopped(.cancelled))
        }
    }

    func testWorkThatReturnsFinishesTheDialogAndRunReturnsItsValue() {
        onMain {
            var value: Int?
            Task { @MainActor in
                value = try? await ProgressDialog(title: "Quick", closesWhenDone: true).run { progress in
                    progress.report(fraction: 0.5)
                    return 42
                }
            }
            spin(until: { value != nil }, "run to return")
            XCTAssertEqual(value, 42)
            XCTAssertEqual(Dialogs.openDialogCount, 0)
        }
    }

    func testAnErrorFromTheWorkClosesTheDialogAndIsRethrown() {
        onMain {
            struct DiskFull: Error {}
            var thrown: (any Error)?
            Task { @MainActor in
                do {
                    _ = try await ProgressDialog(title: "Failing").run { _ -> Int in throw DiskFull() }
                } catch {
                    thrown = error
                }
            }
            spin(until: { thrown != nil }, "run to throw")
            XCTAssertTrue(thrown is DiskFull, "\(String(describing: thrown))")
            XCTAssertEqual(Dialogs.openDialogCount, 0)
        }
    }

    func testCancellingTheAwaitingTaskDismissesTheDialogAndCancelsTheWork() {
        onMain {
            var thrown: (any Error)?
            let task = Task { @MainActor in
                do {
                    _ = try await ProgressDialog(title: "Abandoned").run { _ -> Int in
                        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                        throw CancellationError()
                    }
                } catch {
                    thrown = error
                }
            }
            guard window(titled: "Abandoned") != nil else { return }
            task.cancel()
            spin(until: { thrown != nil }, "run to throw")
            XCTAssertEqual(thrown as? ProgressError, .stopped(.dismissed))
        }
    }
}
