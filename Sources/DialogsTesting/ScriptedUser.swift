import Dispatch
@_spi(DialogsTesting) import GtkDialogs

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
    /// Progress dialogs shown, to read their updates after the fact.
    var progressRequests: [ProgressRequest] = []
    private var pending: [() -> Void] = []
    private let report: (String, StaticString, UInt) -> Void
    private let reporter: FailureReporter?
    private let file: StaticString
    private let line: UInt
    private var installedResponder: Responder?

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

    /// Clicks the button labelled `label` in the alert titled `title` (or an
    /// extra, OK or Cancel button of a prompt or form with that title).
    ///
    /// ```swift
    /// user.choose("Onward", inAlert: "Uh Oh")
    /// ```
    public func choose(_ label: String, inAlert title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: nil, action: .choose(button: label), file: file, line: line))
    }

    /// Clicks the button at `index` (from 0) in the alert titled `title`.
    ///
    /// ```swift
    /// user.choose(buttonAt: 2, inAlert: "Warning!")
    /// ```
    public func choose(buttonAt index: Int, inAlert title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: .alert, action: .chooseIndex(index), file: file, line: line))
    }

    /// Types `text` into the prompt titled `title` (replacing its text) and presses OK.
    ///
    /// ```swift
    /// user.type("Ada", into: "What's your name?")
    /// ```
    public func type(_ text: String, into title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: .prompt, action: .type(text), file: file, line: line))
    }

    /// Changes the named fields of the form titled `title` (the others keep their
    /// values) and presses Save.
    ///
    /// ```swift
    /// user.fill("Edit Contact", with: ["phone": "+44 20 7946 0958"])
    /// ```
    public func fill(
        _ title: String, with values: [String: String], file: StaticString = #filePath, line: UInt = #line
    ) {
        steps.append(Step(title: title, kind: .form, action: .fill(values), file: file, line: line))
    }

    /// Presses the cancel button of the prompt, form or alert titled `title`.
    ///
    /// ```swift
    /// user.cancel("Edit Contact")
    /// ```
    public func cancel(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: nil, action: .cancel, file: file, line: line))
    }

    /// Closes the dialog titled `title` with Escape (or the window's close button).
    ///
    /// ```swift
    /// user.close("Uh Oh")
    /// ```
    public func close(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: nil, action: .close, file: file, line: line))
    }

    /// Leaves the dialog titled `title` alone until its timeout runs out.
    ///
    /// ```swift
    /// user.waitOut("Install updates?")
    /// ```
    public func waitOut(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        steps.append(Step(title: title, kind: nil, action: .waitOut, file: file, line: line))
    }

    // MARK: Running

    /// Starts answering: from now on every dialog goes to this user, not to GTK.
    ///
    /// ```swift
    /// user.install()
    /// ```
    public func install() {
        let responder = Responder(user: self)
        installedResponder = responder
        DialogInterception.responder = responder
    }

    /// Stops answering, and fails the test for every step no dialog used.
    ///
    /// ```swift
    /// user.uninstall()
    /// ```
    public func uninstall() {
        settleNow()
        if DialogInterception.responder === installedResponder {
            DialogInterception.responder = nil
        }
        installedResponder = nil
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
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }

    // MARK: Answering

    fileprivate func receive(_ request: DialogRequest) {
        let dialog = ShownDialog(request)
        shown.append(dialog)
        if case .progress(let progress) = request { progressRequests.append(progress) }
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
        answerLater { [self] in answer(request, dialog, with: step) }
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
    private func answer(_ request: DialogRequest, _ dialog: ShownDialog, with step: Step) {
        do {
            switch (step.action, request) {
            case (.waitOut, _): try request.dialog.waitOut()
            case (.close, _): request.dialog.close()
            case (.cancel, _): try request.dialog.cancel()
            case (.choose(let label), _): try request.dialog.choose(label)
            case (.chooseIndex(let index), .alert(let alert)): try alert.choose(buttonAt: index)
            case (.type(let text), .prompt(let prompt)): try prompt.submit(text)
            case (.fill(let changes), .form(let form)): try form.save(changes)
            case (.cancelAtPercent(let percent), .progress(let progress)): try progress.cancel(atPercent: percent)
            case (.letFinish, .progress(let progress)): progress.pressOKWhenDone()
            case (.pick(let paths, let filter), .fileChooser(let chooser)): try chooser.pick(paths, filter: filter)
            case (.read(let tick, let edited), .textViewer(let viewer)):
                if tick { try viewer.tick() }
                try viewer.accept(editedText: edited)
            case (.chooseRows, .list(let list)), (.checkRows, .list(let list)): answer(list, dialog, with: step)
            case (.slide(let values), .scale(let scale)):
                for value in values { try scale.move(to: value) }
                scale.pressOK()
            case (.pickDate(let date), .date(let calendar)): try calendar.pick(date)
            case (.pickColor(let color), .color(let chooser)): try chooser.pick(color)
            case (.activate, .notification(let notification)): try notification.activate()
            default:
                // receive(_:) matched the step's kind already. (Not the cases spelt out: a tuple of
                // this many cases is more than the compiler checks for exhaustiveness in time.)
                report("The \(dialog) cannot \(step.summary)", step.file, step.line)
                request.dismiss()
            }
        } catch {
            report("The \(dialog) \(error.reason)", step.file, step.line)
            request.dismiss()
        }
    }
}

extension ScriptedUser {
    /// A list answers once its last row has arrived, as a person waits for the row they look for.
    fileprivate func answer(_ list: ListRequest, _ dialog: ShownDialog, with step: Step) {
        list.whenLoaded { [self] in
            if let index = shown.lastIndex(where: { $0.kind == .list && $0.title == dialog.title }) {
                shown[index].rows = list.rows
            }
            do throws(ScriptedRefusal) {
                switch step.action {
                case .chooseRows(let labels): try list.choose(rows: labels)
                case .checkRows(let labels): try list.check(labels)
                default: break
                }
            } catch {
                report("The \(dialog) \(error.reason)", step.file, step.line)
                list.dismiss()
            }
        }
    }
}

/// The object installed as the library's responder; it forwards to its user.
@MainActor
private final class Responder: DialogResponder {
    weak var user: ScriptedUser?

    init(user: ScriptedUser) {
        self.user = user
    }

    func present(_ request: DialogRequest) {
        guard let user else { return request.dismiss() }
        user.receive(request)
    }
}
