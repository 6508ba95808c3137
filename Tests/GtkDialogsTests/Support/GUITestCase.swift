import CGtk
import CGtkBridge
import Dispatch
import Foundation
import XCTest

@testable import GtkDialogs

/// Base for tests that show real dialogs on a real X server (Xvfb under `make test`).
///
/// Every test ends with no dialog open and every closure box released.
///
/// Tests are synchronous and run their body with ``onMain(_:)``: XCTest on Linux
/// calls them on the main thread outside any dispatch job, so main-queue work
/// (tasks, `DispatchQueue.main`) runs inside the GTK loop the test spins.
/// (An `async` test would itself be a main-queue job, and nothing else queued
/// on the main queue could run until it returned.)
class GUITestCase: XCTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try onMain {
            Runtime.discardPendingQuit()  // a test that called quit() outside a loop
            do {
                try Dialogs.initialize()
            } catch {
                throw XCTSkip("no X server could be opened (\(error)); run `make test`, which starts Xvfb")
            }
        }
    }

    override func tearDown() {
        onMain {
            for session in DialogSession.open { session.dismiss() }
            drainEvents()
            XCTAssertEqual(Dialogs.openDialogCount, 0, "a dialog was left open")
            XCTAssertEqual(Dialogs.liveCallbackBoxes, 0, "a closure box was not released")
        }
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

    /// Handles whatever GTK has pending, without blocking.
    @MainActor
    func drainEvents() {
        gdk_display_sync(gdk_display_get_default())
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

    @MainActor
    static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            result.append(gd_widget(current.pointee.data))
            node = current.pointee.next
        }
        g_list_free(list)
        return result
    }

    /// All descendants of `widget`, depth first.
    @MainActor
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        guard g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_container_get_type()) != 0
        else { return result }
        let children = gtk_container_get_children(gd_container(widget))
        var node = children
        while let current = node {
            let child = gd_widget(current.pointee.data)!
            result.append(child)
            result += descendants(of: child)
            node = current.pointee.next
        }
        g_list_free(children)
        return result
    }

    @MainActor
    static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), type) != 0
    }

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

    // MARK: Real X input

    /// Gives the X keyboard focus to `window` and runs `xdotool` with `arguments`
    /// (`key Return`, `type …`), handling GTK events meanwhile as a live app would.
    @MainActor
    func xdotool(
        _ arguments: [String], to window: UnsafeMutablePointer<GtkWidget>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let xid = gdk_x11_window_get_xid(gtk_widget_get_window(window))
        run("xdotool", ["windowfocus", "--sync", String(xid)], file: file, line: line)
        spin(until: { gtk_window_has_toplevel_focus(gd_window(window)) != 0 }, "keyboard focus", file: file, line: line)
        run("xdotool", arguments, file: file, line: line)
        drainEvents()
    }

    /// Presses keys (`Return`, `Escape`, `Tab`, `shift+Tab`) in `window`.
    @MainActor
    func press(
        _ keys: String..., in window: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        xdotool(["key", "--clearmodifiers"] + keys, to: window, file: file, line: line)
    }

    /// Types `text` into `window` key by key, any Unicode included.
    @MainActor
    func type(
        _ text: String, in window: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
    ) {
        xdotool(["type", "--delay", "20", text], to: window, file: file, line: line)
    }

    /// Waits until `window` has been laid out and painted with its latest state,
    /// so positions read afterwards are where a person would see them.
    @MainActor
    func settleLayout(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let frameClock = gtk_widget_get_frame_clock(window) else { return }
        let clock = UnsafeMutableRawPointer(frameClock)
        for _ in 0..<2 {
            var painted = false
            let handler = Signals.on(clock, "after-paint") { painted = true }
            gdk_frame_clock_request_phase(frameClock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
            spin(until: { painted }, "a frame to be painted")
            g_signal_handler_disconnect(clock, handler)
        }
        drainEvents()
    }

    /// Asserts `window` is no larger than the screen, and returns its size.
    @MainActor
    @discardableResult
    func assertFitsTheScreen(
        _ window: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
    ) -> (width: Int32, height: Int32) {
        settleLayout(of: window)
        var screen = GdkRectangle()
        gdk_monitor_get_geometry(gdk_display_get_monitor(gdk_display_get_default(), 0), &screen)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(gd_window(window), &width, &height)
        XCTAssertLessThanOrEqual(width, screen.width, file: file, line: line)
        XCTAssertLessThanOrEqual(height, screen.height, file: file, line: line)
        return (width, height)
    }

    /// Clicks the middle of `widget` with the mouse.
    @MainActor
    func click(_ widget: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line) {
        settleLayout(of: gtk_widget_get_toplevel(widget))
        var originX: Int32 = 0
        var originY: Int32 = 0
        gdk_window_get_origin(gtk_widget_get_window(widget), &originX, &originY)
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        let x = originX + allocation.x + allocation.width / 2
        let y = originY + allocation.y + allocation.height / 2
        let toplevel = gtk_widget_get_toplevel(widget)!
        // Come from elsewhere, as a hand would: a button only clicks after the pointer entered it.
        xdotool(
            ["mousemove", "--sync", "0", "0", "mousemove", "--sync", String(x), String(y), "click", "1"], to: toplevel,
            file: file, line: line)
    }

    /// Sends `WM_DELETE_WINDOW`, as a window manager does when its close button is clicked.
    @MainActor
    func closeLikeWindowManager(_ window: UnsafeMutablePointer<GtkWidget>) {
        let display = gdk_x11_display_get_xdisplay(gdk_display_get_default())
        let xid = gdk_x11_window_get_xid(gtk_widget_get_window(window))
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = xid
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, xid, 0, NoEventMask, &event)
        XFlush(display)
    }

    /// Runs a helper program to its end while GTK keeps handling events.
    @MainActor
    func run(_ tool: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let finished = Flag()
        process.terminationHandler = { _ in
            DispatchQueue.main.async { MainActor.assumeIsolated { finished.isSet = true } }
        }
        do {
            try process.run()
        } catch {
            XCTFail("cannot run \(tool): \(error)", file: file, line: line)
            return
        }
        spin(until: { finished.isSet }, "\(tool) \(arguments.joined(separator: " "))", file: file, line: line)
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments) failed", file: file, line: line)
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
