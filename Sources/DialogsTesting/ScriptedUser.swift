import DialogsCore
import Dispatch

/// A scripted person who answers the dialogs your code shows, in tests, with no display.
///
/// It works under XCTest and Swift Testing alike: a script that does not match
/// the code fails the running test in either.
/// Write down what the user does, in order; run the code under test; let the
/// answers arrive with ``settle()``:
/// ```swift
/// @MainActor
/// func testOnwardProceeds() async {
///     let user = ScriptedUser()
///     user.choose("Onward", inAlert: "Uh Oh")
///     user.install()
///     controller.somethingBadHappened()       // shows Alert.confirm(title: "Uh Oh", …)
///     await user.settle()
///     user.uninstall()                        // fails the test if a step was never used
///     XCTAssertTrue(controller.wentOnward)
///     XCTAssertEqual(user.shown.map(\.title), ["Uh Oh"])
/// }
/// ```
/// While installed, no GTK window is created. Each dialog still reaches the same
/// closures and async callers, exactly once, on the main actor, after `show`
/// has returned. What a person could not do — a dialog nobody expected, a
/// button that does not exist, text the dialog's own rule refuses — fails the
/// test with a message naming the dialog, and the dialog ends as dismissed.
@MainActor
public final class ScriptedUser {
    /// Every dialog shown since ``install()``, in order.
    public private(set) var shown: [ShownDialog] = []

    var steps: [Step] = []
    /// The answers remembered while this user answers: never in the user's own files.
    let memory = InMemoryAnswers()
    /// Every request shown, to read what happened to it after the fact (a progress bar's states).
    var requests: [any ScriptedDialog] = []
    private var pending: [() -> Void] = []
    private let report: (String, StaticString, UInt) -> Void
    private let reporter: FailureReporter?
    private let file: StaticString
    private let line: UInt

    /// A user with no steps yet.
    ///
    /// ```swift
    /// let user = ScriptedUser()
    /// ```
    /// - Parameter report: receives each failure; by default the running test fails,
    ///   under Swift Testing (`Issue.record`) or XCTest (`XCTFail`) alike.
    public init(
        file: StaticString = #filePath, line: UInt = #line,
        report: ((String, StaticString, UInt) -> Void)? = nil
    ) {
        self.file = file
        self.line = line
        let reporter = report == nil ? FailureReporter() : nil
        self.reporter = reporter
        self.report = report ?? { message, file, line in reporter?.report(message, file: file, line: line) }
    }

    // MARK: The story

    /// Clicks the button labelled `label` in the dialog titled `title`: an alert's button, an
    /// extra, OK or Cancel button of a prompt or form, an action of a notification.
    ///
    /// ```swift
    /// user.choose("Onward", inAlert: "Uh Oh")
    /// ```
    public func choose(_ label: String, inAlert title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "choose \"\(label)\"", file: file, line: line) { request throws(ScriptedRefusal) in
            try request.choose(label)
        }
    }

    /// Presses the cancel button of the prompt, form or alert titled `title`.
    ///
    /// ```swift
    /// user.cancel("Edit Contact")
    /// ```
    public func cancel(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "cancel", file: file, line: line) { request throws(ScriptedRefusal) in try request.cancel() }
    }

    /// Closes the dialog titled `title` with the window's close button.
    ///
    /// ```swift
    /// user.close("Uh Oh")
    /// ```
    public func close(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "close", file: file, line: line) { request in request.close() }
    }

    /// Presses Escape in the dialog titled `title`: it answers as the close button does, except
    /// where the window gives Escape to a button (a font chooser answers Cancel).
    ///
    /// ```swift
    /// user.pressEscape("Uh Oh")
    /// ```
    public func pressEscape(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "press Escape", file: file, line: line) { request in request.pressEscape() }
    }

    /// Leaves the dialog titled `title` alone until its timeout runs out.
    ///
    /// ```swift
    /// user.waitOut("Install updates?")
    /// ```
    public func waitOut(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "wait out", file: file, line: line) { request throws(ScriptedRefusal) in
            try request.waitOut()
        }
    }

    /// Leaves the dialog titled `title` open and answers nothing: the app ends it itself
    /// (`dismiss()` when its work is done, a window it closes).
    ///
    /// ```swift
    /// user.leaveOpen("Waiting for the printer")
    /// ```
    public func leaveOpen(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        addStep(title, "leave open", file: file, line: line) { _ in }
    }

    // MARK: Running

    /// Starts answering: from now on every dialog goes to this user, not to GTK.
    ///
    /// ```swift
    /// user.install()
    /// ```
    public func install() {
        ScriptedUsers.install(self)
    }

    /// Stops answering, and fails the test for every step no dialog used.
    ///
    /// ```swift
    /// user.uninstall()
    /// ```
    public func uninstall() {
        settleNow()
        ScriptedUsers.uninstall(self)
        for step in steps {
            report(
                "The script's step \"\(step.summary)\" was never used: no such dialog was shown", step.file, step.line)
        }
        steps.removeAll()
        reporter?.flush()
    }

    /// Delivers the answers due, and lets main-actor work the answers start (an
    /// awaiting caller, a task that shows the next dialog) run, until all is quiet.
    ///
    /// ```swift
    /// controller.start()
    /// await user.settle()
    /// ```
    public func settle() async {
        var quietRounds = 0
        while quietRounds < 20 {
            if pending.isEmpty {
                quietRounds += 1
            } else {
                quietRounds = 0
                settleNow()
            }
            await Task.yield()
        }
        reporter?.flush()
    }

    /// Delivers the answers due, right now (for tests that are not `async`).
    ///
    /// ```swift
    /// controller.start()
    /// user.settleNow()
    /// ```
    public func settleNow() {
        // Bound while the answers run: a dialog their handlers show next belongs to this user too.
        ScriptedUsers.$bound.withValue(self) {
            while !pending.isEmpty {
                pending.removeFirst()()
            }
        }
    }

    /// Answers the dialogs `body` shows — and those shown by the tasks it starts — installed for just
    /// that long, then settles and uninstalls. Use it where several scripts must answer at once in
    /// one test (a parameterized Swift Testing test's cases); elsewhere `install()` scopes a user to
    /// its test by itself.
    ///
    /// ```swift
    /// @Test(arguments: ["Delete", "Cancel"]) func choosing(_ label: String) async {
    ///     let user = ScriptedUser()
    ///     user.choose(label, inAlert: "Delete 2 files?")
    ///     await user.answering { controller.cleanUp(["a.tmp", "b.tmp"]) }
    /// }
    /// ```
    public func answering<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        install()
        do {
            let result = try await ScriptedUsers.$bound.withValue(self) { try await body() }
            await settle()
            uninstall()
            return result
        } catch {
            uninstall()
            throw error
        }
    }

    // MARK: Answering

    func receive(_ request: any ScriptedDialog) {
        let dialog = ShownDialog(request)
        shown.append(dialog)
        requests.append(request)
        guard let index = steps.firstIndex(where: { $0.title == dialog.title }), index == 0,
            steps[0].kind == nil || steps[0].kind == dialog.kind
        else {
            let expected =
                steps.first.map { "the script's next step is \"\($0.summary)\"" } ?? "the script has no steps left"
            report("Unexpected \(dialog): \(expected)", file, line)
            answerLater { request.dismiss() }
            return
        }
        let step = steps.removeFirst()
        let shownIndex = shown.count - 1
        answerLater { [self] in
            // A list answers once its last row has arrived, as a person waits for the row they look for.
            request.whenReady { [self] in answer(request, shownAt: shownIndex, with: step) }
        }
    }

    /// Never inside `show`: answers wait for the main queue (or `settle`).
    private func answerLater(_ answer: @escaping () -> Void) {
        pending.append(answer)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.settleNow() }
        }
    }

    /// Each answer is the request's own, decided by the dialog's rules as its window decides them;
    /// what the dialog refuses fails the test and ends it as dismissed.
    private func answer(_ request: any ScriptedDialog, shownAt index: Int, with step: Step) {
        shown[index].rows = request.rows
        do {
            try step.answer(request)
        } catch {
            report("The \(shown[index]) \(error.reason)", step.file, step.line)
            request.dismiss()
        }
    }
}
