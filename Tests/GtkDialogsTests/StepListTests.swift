import CGtk
import CGtkBridge
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Step lists driven by code and answered with real X keys and clicks.
final class StepListTests: GUITestCase, @unchecked Sendable {
    @MainActor
    private func rows(of window: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        Self.descendants(of: window).filter { Self.isA($0, gtk_list_box_row_get_type()) }
    }

    @MainActor
    private func button(_ id: Int32, of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_dialog_get_widget_for_response(gd_dialog(window), id)
    }

    /// The window keeps its size as steps start, end and gain detail lines (issue 42, finding 7: it
    /// grew by a line with each step's first detail line, more for a long one): each row has one
    /// line for its detail from the start, and a long detail is shortened with "…".
    func testTheWindowKeepsItsSizeAsDetailLinesAppear() {
        onMain {
            let install = StepList(
                title: "Sizes", message: "Installing Inkscape and what it needs.",
                steps: ["Download the package", "Check its signature", "Install"])
            install.show()
            guard let window = window(titled: "Sizes") else { return }
            let start = allocatedSize(window)
            var sizes: [String] = []
            let changes: [() -> Void] = [
                { install.setStatus(.working, ofStep: 0) },
                { install.setStatus(.done, detail: "84 MB from deb.debian.org", ofStep: 0) },
                { install.setStatus(.working, detail: "Checking the key", ofStep: 1) },
                {
                    install.setStatus(
                        .done, detail: "Signed by the Debian archive key, the 2023 release of it", ofStep: 1)
                },
                { install.setStatus(.skipped, detail: "Nothing to do", ofStep: 2) },
            ]
            for change in changes {
                change()
                settled(window)
                sizes.append(allocatedSize(window))
            }
            XCTAssertEqual(sizes, Array(repeating: start, count: changes.count), "the size it showed at")
            install.dismiss()
        }
    }

    @MainActor
    private func allocatedSize(_ window: UnsafeMutablePointer<GtkWidget>) -> String {
        "\(gtk_widget_get_allocated_width(window))x\(gtk_widget_get_allocated_height(window))"
    }

    /// Runs the loop until the window is as tall as its content would like (the step list grows to
    /// it): a window that must grow has had its resize's round trip through the X server.
    @MainActor
    private func settled(_ window: UnsafeMutablePointer<GtkWidget>) {
        drainEvents()
        spin(
            until: {
                var natural = GtkRequisition()
                gtk_widget_get_preferred_size(window, nil, &natural)
                return gtk_widget_get_allocated_height(window) >= natural.height
            }, "the window to hold its content")
        drainEvents()
    }

    func testOKWaitsUntilNoStepIsPendingOrWorkingAndEachRowSaysItsStatus() {
        onMain {
            let answers = Answers<StepListResponse>()
            let install = StepList(title: "Installing", steps: ["Download", "Install", "Clean up"])
            install.show { answers.record($0) }
            guard let window = window(titled: "Installing") else { return }
            let ok = button(ResponseID.accept, of: window)!
            let cancel = button(ResponseID.cancel, of: window)!
            XCTAssertEqual(gtk_widget_is_sensitive(ok), 0)
            XCTAssertNil(gtk_window_get_focus(gd_window(window)), "no button takes a stray Return")
            press("Return", in: window)
            drainEvents()
            XCTAssertTrue(answers.all.isEmpty)

            install.setStatus(.working, ofStep: "Download")
            drainEvents()
            let spinner = Self.descendants(of: rows(of: window)[0]).first { Self.isA($0, gtk_spinner_get_type()) }!
            XCTAssertNotEqual(gtk_widget_get_visible(spinner), 0, "a working step spins")
            install.setStatus(.done, detail: "84 MB", ofStep: 0)
            install.setStatus(.failed, detail: "No space left on device", ofStep: 1)
            drainEvents()
            XCTAssertEqual(gtk_widget_is_sensitive(ok), 0, "a step still pending")
            XCTAssertEqual(
                rows(of: window).map(Self.accessibleName),
                ["Download: Done, 84 MB", "Install: Failed, No space left on device", "Clean up: Waiting"])
            XCTAssertEqual(gtk_widget_get_visible(spinner), 0)

            install.setStatus(.skipped, ofStep: 2)
            drainEvents()
            XCTAssertNotEqual(gtk_widget_is_sensitive(ok), 0)
            XCTAssertEqual(gtk_widget_is_sensitive(cancel), 0, "nothing left to cancel")
            press("Return", in: window)
            spin(until: { !answers.all.isEmpty }, "the answer")
            XCTAssertEqual(answers.all, [.finished])
            XCTAssertEqual(install.steps.map(\.status), [.done, .failed, .skipped])

            let errors = expectingProgrammerErrors {
                install.setStatus(.done, ofStep: 3)
                install.setStatus(.done, ofStep: "Reboot")
            }
            XCTAssertEqual(errors.count, 2, "\(errors)")
            XCTAssertEqual(install.steps.map(\.status), [.done, .failed, .skipped], "nothing changed")
        }
    }

    func testCancelEscapeAndAStepAddedAtTheEnd() {
        onMain {
            let answers = Answers<StepListResponse>()
            let checks = StepList(
                title: "Checks", steps: [StepListItem(title: "Disk", status: .done, detail: "41 GB free")])
            checks.show { answers.record($0) }
            guard let window = window(titled: "Checks") else { return }
            let ok = button(ResponseID.accept, of: window)!
            XCTAssertNotEqual(gtk_widget_is_sensitive(ok), 0, "every step over as it opens")
            settleLayout(of: window)
            let before = gtk_widget_get_allocated_height(window)
            checks.appendStep(StepListItem(title: "Network", status: .working, detail: "Trying 3 mirrors"))
            settleLayout(of: window)
            XCTAssertEqual(gtk_widget_is_sensitive(ok), 0, "the new step holds OK back")
            XCTAssertEqual(rows(of: window).count, 2)
            XCTAssertGreaterThan(gtk_widget_get_allocated_height(window), before, "the window grows to show it")
            click(button(ResponseID.cancel, of: window)!)
            spin(until: { !answers.all.isEmpty }, "the cancel")
            XCTAssertEqual(answers.all, [.cancelled])

            checks.isCancellable = false
            checks.show { answers.record($0) }
            guard let second = self.window(titled: "Checks") else { return }
            XCTAssertNil(button(ResponseID.cancel, of: second))
            XCTAssertEqual(rows(of: second).count, 2, "the next showing starts from the steps as they are")
            press("Escape", in: second)
            spin(until: { answers.all.count == 2 }, "the escape")
            XCTAssertEqual(answers.all.last, .closed)
        }
    }
}
