import CGtk
import CGtkBridge
import DialogsGLib
import Dispatch
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Base for tests that show real dialogs on a real X server (Xvfb under `make test`).
///
/// Every test ends with no dialog open, every closure box released, and no GLib critical
/// logged (`GLibCriticals`).
///
/// Tests are synchronous and run their body with ``onMain(_:)``: XCTest on Linux
/// calls them on the main thread outside any dispatch job, so main-queue work
/// (tasks, `DispatchQueue.main`) runs inside the GTK loop the test spins.
/// (An `async` test would itself be a main-queue job, and nothing else queued
/// on the main queue could run until it returned.)
class GUITestCase: XCTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        GLibCriticals.watch()
        try onMain {
            Dialogs.discardPendingQuit()  // a test that called quit() outside a loop
            do {
                try Dialogs.initialize()
            } catch {
                throw XCTSkip("no X server could be opened (\(error)); run `make test`, which starts Xvfb")
            }
        }
    }

    override func tearDown() {
        onMain {
            for session in OpenSessions.all { session.dismiss() }
            drainEvents()
            XCTAssertEqual(Dialogs.openDialogCount, 0, "a dialog was left open")
            XCTAssertEqual(Dialogs.liveCallbackBoxes, 0, "a closure box was not released")
        }
        GLibCriticals.failOnRecorded()
    }

    /// Runs a test body on the main actor (tests are called on the main thread).
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    /// Runs `body` with programmer errors recorded instead of stopping at their
    /// assertion (the release builds' behaviour), and returns their messages.
    @MainActor
    func expectingProgrammerErrors(_ body: () -> Void) -> [String] {
        var errors: [String] = []
        let trap = Diagnostics.programmerErrorTrap
        Diagnostics.programmerErrorTrap = { errors.append($0) }
        defer { Diagnostics.programmerErrorTrap = trap }
        body()
        return errors
    }

    /// Runs GTK's main loop until `condition` holds; fails after `timeout` seconds.
    @MainActor
    @discardableResult
    func spin(
        until condition: () -> Bool, timeout: Double = 10, _ message: @autoclosure () -> String = "condition",
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        var expired = false
        // A wake-up for the blocking iteration below, so the deadline is kept even when nothing happens.
        let deadline = Signals.every(milliseconds: UInt32(timeout * 1000)) {
            expired = true
            return false
        }
        defer { if !expired { g_source_remove(deadline) } }
        while !condition() {
            if expired {
                XCTFail("timed out waiting for \(message())", file: file, line: line)
                return false
            }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Handles whatever GTK has pending, without blocking (nothing when no display was opened: a
    /// skipped test's tearDown).
    @MainActor
    func drainEvents() {
        guard let display = gdk_display_get_default() else { return }
        gdk_display_sync(display)
        while gtk_events_pending() != 0 { gtk_main_iteration() }
    }

    // MARK: Finding dialogs

    /// The toplevel window titled `title`, once it is mapped on the X server.
    @MainActor
    func window(
        titled title: String, file: StaticString = #filePath, line: UInt = #line
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        spin(
            until: {
                found = Self.toplevels().first { window in
                    gtk_window_get_title(gd_window(window)).map { String(cString: $0) } == title
                        && gtk_widget_get_mapped(window) != 0
                }
                return found != nil
            }, "a mapped window titled \"\(title)\"", file: file, line: line)
        drainEvents()
        return found
    }

    // The tests' short names for the library's one walk of GTK's windows.
    @MainActor
    static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] { WidgetTree.toplevels() }

    /// All descendants of `widget`, depth first.
    @MainActor
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetTree.descendants(of: widget)
    }

    @MainActor
    static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool { WidgetTree.isA(widget, type) }

    @MainActor
    static func buttons(in dialog: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        while let button = gtk_dialog_get_widget_for_response(gd_dialog(dialog), Int32(result.count)) {
            result.append(button)
        }
        return result
    }

    @MainActor
    static func labels(in dialog: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        let area = gtk_dialog_get_content_area(gd_dialog(dialog))!
        return inReadingOrder(
            descendants(of: area).filter {
                isA($0, gtk_label_get_type()) && gtk_widget_get_ancestor($0, gtk_button_get_type()) == nil
                    && gtk_widget_get_visible($0) != 0
            }, in: dialog)
    }

    @MainActor
    static func entries(in dialog: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        let area = gtk_dialog_get_content_area(gd_dialog(dialog))!
        return inReadingOrder(descendants(of: area).filter { isA($0, gtk_entry_get_type()) }, in: dialog)
    }

    /// Top to bottom, then left to right, as laid out in `window`.
    @MainActor
    static func inReadingOrder(
        _ widgets: [UnsafeMutablePointer<GtkWidget>], in window: UnsafeMutablePointer<GtkWidget>
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        func position(_ widget: UnsafeMutablePointer<GtkWidget>) -> (Int32, Int32) {
            var x: Int32 = 0
            var y: Int32 = 0
            gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
            return (y, x)
        }
        return widgets.sorted { position($0) < position($1) }
    }

    @MainActor
    static func labelText(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(gd_label(label)))
    }

    @MainActor
    static func buttonLabel(_ button: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_button_get_label(gd_button(button)))
    }

    @MainActor
    static func hasStyleClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
    }

    @MainActor
    static func accessibleName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) } ?? ""
    }
}

/// A main-actor flag other threads can set through the main queue.
@MainActor
final class Flag {
    var isSet = false
}

/// Collects every answer a handler receives, to prove it ran exactly once.
@MainActor
final class Answers<Value> {
    private(set) var all: [Value] = []
    @MainActor
    func record(_ value: Value) { all.append(value) }
    var only: Value? { all.count == 1 ? all[0] : nil }
}
