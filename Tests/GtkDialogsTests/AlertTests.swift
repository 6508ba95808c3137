import CGtk
import CGtkBridge
import Dispatch
import XCTest

@testable import GtkDialogs

/// Alerts shown on a real X server and answered with real X input.
final class AlertTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func threeChoices(title: String = "Warning!") -> Alert {
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
                if index.isMultiple(of: 2) { alert.dismiss() } else { DialogSession.open.first?.finish(.response(0)) }
                if index.isMultiple(of: 50) { drainEvents() }
            }
            drainEvents()
            XCTAssertEqual(answers.all.count, 1_000)
            XCTAssertEqual(answers.all.filter { $0 == .dismissed }.count, 500)
            XCTAssertEqual(Dialogs.liveCallbackBoxes, 0)
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

    func testConfirmCallsOneClosurePerButton() {
        onMain {
            var calls: [String] = []
            Alert.confirm(
                title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away", confirmTitle: "Onward",
                onCancel: { calls.append("cancel") }, onConfirm: { calls.append("confirm") })
            guard let first = window(titled: "Uh Oh") else { return }
            XCTAssertEqual(Self.buttons(in: first).map(Self.buttonLabel), ["Run away", "Onward"])
            press("Return", in: first)
            spin(until: { !calls.isEmpty }, "a confirm closure")
            drainEvents()
            XCTAssertEqual(calls, ["confirm"])

            calls = []
            Alert.confirm(
                title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away", confirmTitle: "Onward",
                onCancel: { calls.append("cancel") }, onConfirm: { calls.append("confirm") })
            guard let second = window(titled: "Uh Oh") else { return }
            press("Escape", in: second)
            spin(until: { !calls.isEmpty }, "a confirm closure")
            drainEvents()
            XCTAssertEqual(calls, ["cancel"])
        }
    }

    func testAsyncConfirm() {
        onMain {
            let answers = Answers<Bool>()
            Task {
                answers.record(
                    await Alert.confirm(
                        title: "Uh Oh", message: "Something bad happened.", cancelTitle: "Run away",
                        confirmTitle: "Onward"))
            }
            guard let window = window(titled: "Uh Oh") else { return }
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the async confirm")
            XCTAssertEqual(answers.all, [true])
        }
    }

    func testDestructiveConfirmLeavesReturnOnCancel() {
        onMain {
            let answers = Answers<Bool>()
            Task {
                answers.record(
                    await Alert.confirm(title: "Delete 3 files?", confirmTitle: "Delete", isDestructive: true))
            }
            guard let window = window(titled: "Delete 3 files?") else { return }
            let buttons = Self.buttons(in: window)
            XCTAssertTrue(Self.hasStyleClass(buttons[1], "destructive-action"))
            XCTAssertFalse(Self.hasStyleClass(buttons[1], "suggested-action"))
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the async confirm")
            XCTAssertEqual(answers.all, [false])
        }
    }

    func testInformShowsOneButtonThatReturnActivates() {
        onMain {
            let answers = Answers<AlertResponse>()
            Alert.inform(title: "Saved", message: "All done.") { answers.record($0) }
            guard let window = window(titled: "Saved") else { return }
            XCTAssertEqual(Self.buttons(in: window).count, 1)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }

    // MARK: Looks and text

    func testTitleNamesTheWindowAndHeadsTheDialog() {
        onMain {
            threeChoices().show()
            guard let window = window(titled: "Warning!") else { return }
            XCTAssertEqual(Self.accessibleName(window), "Warning!")
            XCTAssertEqual(
                Self.labels(in: window).map(Self.labelText).filter { !$0.isEmpty },
                ["Warning!", "Would you like to perform a lengthy operation?"])
            let buttons = Self.buttons(in: window)
            XCTAssertEqual(buttons.map(Self.buttonLabel), ["Nope", "Yeah, sure", "Meh, maybe later"])
            XCTAssertEqual(buttons.map(Self.accessibleName), ["Nope", "Yeah, sure", "Meh, maybe later"])
            XCTAssertTrue(Self.hasStyleClass(buttons[1], "suggested-action"))
            XCTAssertNotEqual(gtk_widget_has_focus(buttons[1]), 0, "the default button has the focus")
            XCTAssertEqual(messageType(of: window), GTK_MESSAGE_QUESTION)
        }
    }

    func testTextIsPlainByDefault() {
        onMain {
            let hostile = "<b>x</b> & &amp; %s%n%x%p <span size='xx-large'>"
            Alert(title: hostile, message: hostile, buttons: [hostile, "_under_score"]).show()
            guard let window = window(titled: hostile) else { return }
            let labels = Self.labels(in: window).filter { !Self.labelText($0).isEmpty }
            XCTAssertEqual(labels.map(Self.labelText), [hostile, hostile])
            for label in labels {
                XCTAssertEqual(gtk_label_get_use_markup(gd_label(label)), 0)
            }
            XCTAssertEqual(Self.buttons(in: window).map(Self.buttonLabel), [hostile, "_under_score"])
            XCTAssertEqual(Self.buttons(in: window).map { gtk_button_get_use_underline(gd_button($0)) }, [0, 0])
        }
    }

    func testNulIsShownVisiblyInsteadOfCuttingTheText() {
        onMain {
            Alert(title: "Nul", message: "before\0after").show()
            guard let window = window(titled: "Nul") else { return }
            XCTAssertTrue(Self.labels(in: window).map(Self.labelText).contains("before\u{FFFD}after"))
        }
    }

    func testMarkupIsOptIn() {
        onMain {
            let name = "<Ada & Co>"
            Alert(title: "Markup", markup: "Delete <b>\(name)</b>?").show()
            guard let window = window(titled: "Markup") else { return }
            let message = Self.labels(in: window).last!
            XCTAssertEqual(Self.labelText(message), "Delete <Ada & Co>?")
            XCTAssertNotEqual(gtk_label_get_use_markup(gd_label(message)), 0)
        }
    }

    func testInvalidMarkupIsShownLiterally() {
        onMain {
            Alert(title: "Broken", markup: Markup(trusted: "<b>unclosed & bare")).show()
            guard let window = window(titled: "Broken") else { return }
            XCTAssertEqual(Self.labelText(Self.labels(in: window).last!), "<b>unclosed & bare")
        }
    }

    func testEmptyButtonListShowsGtksOwnOK() {
        onMain {
            let answers = Answers<AlertResponse>()
            Alert(title: "Default").show { answers.record($0) }
            guard let window = window(titled: "Default") else { return }
            let buttons = Self.buttons(in: window)
            XCTAssertEqual(buttons.count, 1)
            XCTAssertEqual(Self.buttonLabel(buttons[0]), ButtonLabel.translation(of: "_OK"))
            XCTAssertNotEqual(gtk_button_get_use_underline(gd_button(buttons[0])), 0)
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the handler")
            XCTAssertEqual(answers.all, [.button(0)])
        }
    }

    func testOutOfRangeIndicesAreIgnored() {
        onMain {
            // A programmer error: debug builds stop at an assertion; this is what release builds do.
            let errors = expectingProgrammerErrors {
                let answers = Answers<AlertResponse>()
                Alert(title: "Range", buttons: ["A", "B"], cancelButton: 7, defaultButton: -1, destructiveButton: 2)
                    .show { answers.record($0) }
                guard let window = window(titled: "Range") else { return }
                press("Escape", in: window)
                spin(until: { !answers.all.isEmpty }, "the handler")
                XCTAssertEqual(answers.all, [.closed])
            }
            XCTAssertEqual(errors.count, 3)
        }
    }

    func testCountdownShowsSecondsLeftOnTheDefaultButton() {
        onMain {
            let alert = threeChoices()
            alert.showsCountdown = true
            let answers = Answers<AlertResponse>()
            alert.show(timeout: .seconds(30)) { answers.record($0) }
            guard let window = window(titled: "Warning!") else { return }
            XCTAssertEqual(Self.buttonLabel(Self.buttons(in: window)[1]), "Yeah, sure (30)")
            alert.dismiss()
            XCTAssertEqual(answers.all, [.dismissed])
        }
    }

    func testLongMessageScrollsInsideAWindowThatFitsTheScreen() {
        onMain {
            let line = String(repeating: "All work and no play makes Jack a dull boy. ", count: 4)
            let message = Array(repeating: line, count: 2_000).joined(separator: "\n")
            Alert(title: "Long", message: message).show()
            guard let window = window(titled: "Long") else { return }
            assertFitsTheScreen(window)
            let area = gtk_dialog_get_content_area(gd_dialog(window))!
            XCTAssertTrue(Self.descendants(of: area).contains { Self.isA($0, gtk_scrolled_window_get_type()) })
        }
    }
}

/// `gtk_message_dialog` has no getter for its type: read the property.
@MainActor
private func messageType(of dialog: UnsafeMutablePointer<GtkWidget>) -> GtkMessageType {
    var value = GValue()
    g_value_init(&value, gtk_message_type_get_type())
    g_object_get_property(gd_object(dialog), "message-type", &value)
    defer { g_value_unset(&value) }
    return GtkMessageType(rawValue: UInt32(g_value_get_enum(&value)))
}
