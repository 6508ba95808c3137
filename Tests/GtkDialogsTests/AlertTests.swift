import CGtk
import CGtkBridge
import Dispatch
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Alerts shown on a real X server and answered with real X input: every ending,
/// lifetime, async. Their looks and text are in AlertTests+Text.swift, the
/// `confirm` and `inform` shortcuts in AlertTests+ConfirmAndInform.swift, and
/// what needs no display in AlertResponseTests.swift.
final class AlertTests: GUITestCase, @unchecked Sendable {
    /// The demo's three-button question (also used by the files extending AlertTests).
    @MainActor
    func threeChoices(title: String = "Warning!") -> Alert {
        Alert(
            title: title, message: "Would you like to perform a lengthy operation?",
            buttons: ["Nope", "Yeah, sure", "Meh, maybe later"],
            style: .question, cancelButton: 0, defaultButton: 1)
    }

    /// Shows `alert`, lets `act` end it, and returns the answers the handler got
    /// after GTK has settled (a second call would show up there).
    @MainActor
    private func answers(
        _ alert: Alert, timeout: Duration? = nil, act: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) -> [AlertResponse] {
        let answers = Answers<AlertResponse>()
        alert.show(timeout: timeout) { answers.record($0) }
        guard let window = window(titled: alert.title) else { return [] }
        act(window)
        spin(until: { !answers.all.isEmpty }, "the alert's handler")
        drainEvents()
        return answers.all
    }

    // MARK: Every ending, exactly once

    func testClickingAButtonReportsItsIndex() {
        onMain {
            let result = answers(threeChoices()) { window in
                click(Self.buttons(in: window)[2])
            }
            XCTAssertEqual(result, [.button(2)])
        }
    }

    func testReturnActivatesTheDefaultButton() {
        onMain {
            let result = answers(threeChoices()) { window in press("Return", in: window) }
            XCTAssertEqual(result, [.button(1)])
        }
    }

    func testTabMovesToTheNextButtonBeforeReturn() {
        onMain {
            let result = answers(threeChoices()) { window in press("Tab", "Return", in: window) }
            XCTAssertEqual(result, [.button(2)])
        }
    }

    /// A selectable message (zenity mode's) takes a Tab stop after the last button, as zenity
    /// 3.44's does: Tab Tab from the default button reaches the text, a third Tab the first button.
    /// Without it (GTK's message dialogs, native alerts) Tab goes from button to button.
    func testASelectableMessageTakesATabStopAfterTheButtons() {
        onMain {
            let selectable = threeChoices(title: "Selectable")
            selectable.options.isMessageSelectable = true
            let result = answers(selectable) { window in
                press("Tab", "Tab", in: window)
                let label = gtk_window_get_focus(gd_window(window)).flatMap {
                    Self.isA($0, gtk_label_get_type()) ? Self.labelText($0) : nil
                }
                XCTAssertEqual(label, "Would you like to perform a lengthy operation?", "Tab reaches the text")
                press("Tab", "Return", in: window)
            }
            XCTAssertEqual(result, [.button(0)], "Meh, maybe later, the text, then Nope")
            let plain = answers(threeChoices(title: "Plain")) { window in press("Tab", "Tab", "Return", in: window) }
            XCTAssertEqual(plain, [.button(0)], "Meh, maybe later, then Nope")
        }
    }

    func testEscapeReportsTheCancelButton() {
        onMain {
            let result = answers(threeChoices()) { window in press("Escape", in: window) }
            XCTAssertEqual(result, [.button(0)])
        }
    }

    func testEscapeWithoutCancelButtonReportsClosed() {
        onMain {
            let alert = Alert(title: "No cancel", buttons: ["A", "B"])
            let result = answers(alert) { window in press("Escape", in: window) }
            XCTAssertEqual(result, [.closed])
        }
    }

    func testWindowManagerCloseReportsCancelButton() {
        onMain {
            let result = answers(threeChoices()) { window in closeLikeWindowManager(window) }
            XCTAssertEqual(result, [.button(0)])
        }
    }

    func testWindowManagerCloseWithoutCancelButtonReportsClosed() {
        onMain {
            let result = answers(Alert(title: "Closable", buttons: ["A"])) { window in closeLikeWindowManager(window) }
            XCTAssertEqual(result, [.closed])
        }
    }

    func testDismissFromCode() {
        onMain {
            let alert = threeChoices()
            let result = answers(alert) { _ in alert.dismiss() }
            XCTAssertEqual(result, [.dismissed])
            alert.dismiss()  // again: nothing left to end, the handler must not run twice
            drainEvents()
        }
    }

    func testTimeout() {
        onMain {
            let result = answers(threeChoices(), timeout: .milliseconds(200)) { _ in }
            XCTAssertEqual(result, [.timedOut])
        }
    }

    func testDestroyedFromOutsideReportsDismissed() {
        onMain {
            let result = answers(threeChoices()) { window in gtk_widget_destroy(window) }
            XCTAssertEqual(result, [.dismissed])
        }
    }

    func testParentDestroyedEndsTheDialog() {
        onMain {
            let parent = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
            gtk_widget_show(parent)
            let answers = Answers<AlertResponse>()
            threeChoices().show(parent: ParentWindow(parent)) { answers.record($0) }
            guard let dialog = window(titled: "Warning!") else { return }
            XCTAssertEqual(gtk_window_get_transient_for(gd_window(dialog)), gd_window(parent))
            XCTAssertEqual(gtk_window_get_modal(gd_window(dialog)), 1)
            gtk_widget_destroy(parent)
            spin(until: { !answers.all.isEmpty }, "the handler")
            drainEvents()
            XCTAssertEqual(answers.all, [.dismissed])
        }
    }

    func testQuitDismissesOpenDialogs() {
        onMain {
            let answers = Answers<AlertResponse>()
            threeChoices(title: "First").show { answers.record($0) }
            threeChoices(title: "Second").show { answers.record($0) }
            XCTAssertEqual(Dialogs.openDialogCount, 2)
            Dialogs.quit()
            XCTAssertEqual(answers.all, [.dismissed, .dismissed])
            XCTAssertEqual(Dialogs.openDialogCount, 0)
        }
    }

    func testATimeoutRacingAClickReportsExactlyOneEnding() {
        onMain {
            for _ in 0..<20 {
                let answers = Answers<AlertResponse>()
                let alert = Alert(title: "Race", buttons: ["OK"])
                alert.show(timeout: .zero) { answers.record($0) }
                // The click and the timeout become ready in the same main-loop iteration.
                let window = OpenWindows.widgets.last!
                let button = gtk_dialog_get_widget_for_response(gd_dialog(window), 0)!
                // Held until the idle has run: when the timeout wins, the click lands on a
                // destroyed button, not on freed memory.
                g_object_ref(button)
                g_idle_add_full(G_PRIORITY_DEFAULT, clickOnce, UnsafeMutableRawPointer(button)) { g_object_unref($0) }
                spin(until: { !answers.all.isEmpty }, "an ending")
                drainEvents()
                XCTAssertEqual(answers.all.count, 1, "\(answers.all)")
                XCTAssertTrue([.timedOut, .button(0)].contains(answers.all.first), "\(answers.all)")
            }
        }
    }

    // MARK: Lifetime

    func testTheCallerKeepsNoReference() {
        onMain {
            weak var weakAlert: Alert?
            let answers = Answers<AlertResponse>()
            do {
                let alert = threeChoices()
                weakAlert = alert
                alert.show { answers.record($0) }
            }
            XCTAssertNil(weakAlert, "the Alert description is not needed once shown")
            guard let window = window(titled: "Warning!") else { return }
            XCTAssertGreaterThan(Dialogs.liveCallbackBoxes, 0, "GTK holds the boxes while the dialog is up")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            drainEvents()
            XCTAssertEqual(answers.all, [.button(1)])
            XCTAssertEqual(Dialogs.liveCallbackBoxes, 0)
        }
    }

    func testAHandlerDoesNotKeepItsControllerAliveAfterTheEnd() {
        onMain {
            final class Controller {
                var answer: AlertResponse?
                @MainActor func ask() {
                    Alert(title: "Controller", buttons: ["OK"]).show { response in self.answer = response }
                }
            }
            weak var weakController: Controller?
            do {
                let controller = Controller()
                weakController = controller
                controller.ask()
            }
            XCTAssertNotNil(weakController, "the open dialog's handler holds its controller")
            guard let window = window(titled: "Controller") else { return }
            press("Return", in: window)
            spin(until: { weakController == nil }, "the controller to be released")
            XCTAssertNil(weakController)
        }
    }

    func testAThousandAlertsReleaseEverything() {
        onMain {
            let answers = Answers<AlertResponse>()
            for index in 0..<1_000 {
                let alert = Alert(title: "Alert \(index)", buttons: ["OK"])
                alert.show { answers.record($0) }
                if index.isMultiple(of: 2) {
                    alert.dismiss()
                } else {
                    OpenWindows.widgets.first.map { gtk_dialog_response(gd_dialog($0), 0) }
                }
                if index.isMultiple(of: 50) { drainEvents() }
            }
            drainEvents()
            XCTAssertEqual(answers.all.count, 1_000)
            XCTAssertEqual(answers.all.filter { $0 == .dismissed }.count, 500)
            XCTAssertEqual(Dialogs.liveCallbackBoxes, 0)
        }
    }

    func testAHandlerThatDropsTheLastReferenceToItsOwner() {
        @MainActor final class Owner {
            let alert = Alert(title: "Owned", buttons: ["OK"])
            var onDeinit: () -> Void = {}
            isolated deinit { onDeinit() }
        }
        @MainActor final class Holder { var owner: Owner? }
        onMain {
            let holder = Holder()
            var events: [String] = []
            holder.owner = Owner()
            holder.owner!.onDeinit = { events.append("owner freed") }
            holder.owner!.alert.show { response in
                holder.owner = nil  // the last reference to the object that owns this alert
                events.append("handler \(response)")
            }
            guard let window = window(titled: "Owned") else { return }
            press("Return", in: window)
            spin(until: { events.count == 2 }, "the handler")
            XCTAssertEqual(events, ["owner freed", "handler button(0)"])
        }
    }

    // MARK: async

    func testAsyncResponse() {
        onMain {
            let answers = Answers<AlertResponse>()
            Task { answers.record(await threeChoices().response()) }
            guard let window = window(titled: "Warning!") else { return }
            press("Escape", in: window)
            spin(until: { !answers.all.isEmpty }, "the async caller")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }

    func testAsyncCallerIsResumedWhenTheWidgetIsDestroyed() {
        onMain {
            let answers = Answers<AlertResponse>()
            Task { answers.record(await threeChoices().response()) }
            guard let window = window(titled: "Warning!") else { return }
            gtk_widget_destroy(window)
            spin(until: { !answers.all.isEmpty }, "the async caller")
            XCTAssertEqual(answers.all, [.dismissed])
        }
    }
}

private let clickOnce: GSourceFunc = { button in
    gtk_button_clicked(gd_button(button))
    return 0
}
