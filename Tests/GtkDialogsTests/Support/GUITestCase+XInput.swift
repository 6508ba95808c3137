import CGtk
import CGtkBridge
import DialogsGLib
import Dispatch
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// Real X input for ``GUITestCase``: keys and clicks sent through `xdotool` to
/// the focused dialog, and the window manager's close request.
extension GUITestCase {
    /// Gives the X keyboard focus to `window` and runs `xdotool` with `arguments`
    /// (`key Return`, `type …`), handling GTK events meanwhile as a live app would.
    @MainActor
    func xdotool(
        _ arguments: [String], to window: UnsafeMutablePointer<GtkWidget>,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if DisplayServer.isWayland { return waylandInput(arguments, to: window, file: file, line: line) }
        let xid = gdk_x11_window_get_xid(gtk_widget_get_window(window))
        run("xdotool", ["windowfocus", "--sync", String(xid)], file: file, line: line)
        spin(until: { gtk_window_has_toplevel_focus(gd_window(window)) != 0 }, "keyboard focus", file: file, line: line)
        if arguments.first == "type", let text = arguments.last {
            XCTAssertNoThrow(try TypedCharacters.bind(text), file: file, line: line)
        }
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

    /// Presses keys wherever the keyboard is now (a popup menu that grabbed it), without
    /// focusing a window first.
    @MainActor
    func pressWhereTheKeyboardIs(_ keys: String..., file: StaticString = #filePath, line: UInt = #line) {
        if DisplayServer.isWayland {
            run(Sway.wlKeys, ["key"] + keys, file: file, line: line)
        } else {
            run("xdotool", ["key"] + keys, file: file, line: line)
        }
        drainEvents()
    }

    /// Waits for `window` to have the keyboard focus, given without asking: the X server
    /// gives it at the map here, a Wayland compositor a little later, as it decides.
    @MainActor
    func waitForKeyboardFocus(
        _ window: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
    ) {
        spin(until: { gtk_window_has_toplevel_focus(gd_window(window)) != 0 }, "keyboard focus", file: file, line: line)
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

    /// Clicks the middle of `widget` with the mouse, `times` times in a row (2: a double-click).
    @MainActor
    func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, times: Int = 1, file: StaticString = #filePath, line: UInt = #line
    ) {
        if DisplayServer.isWayland { return waylandClick(widget, times: times, file: file, line: line) }
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
            [
                "mousemove", "--sync", "0", "0", "mousemove", "--sync", String(x), String(y), "click", "--repeat",
                String(times), "1",
            ],
            to: toplevel,
            file: file, line: line)
    }

    /// Sends `WM_DELETE_WINDOW`, as a window manager does when its close button is clicked.
    @MainActor
    func closeLikeWindowManager(_ window: UnsafeMutablePointer<GtkWidget>) {
        if DisplayServer.isWayland { return waylandClose(window) }
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
            try LaunchedProgram.launching.withLock { try process.run() }
        } catch {
            XCTFail("cannot run \(tool): \(error)", file: file, line: line)
            return
        }
        spin(until: { finished.isSet }, "\(tool) \(arguments.joined(separator: " "))", file: file, line: line)
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments) failed", file: file, line: line)
    }
}
