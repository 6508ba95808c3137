import CGtk
import CGtkBridge
import DialogsGLib
import Foundation
import XCTest

@testable import DialogsCore
@testable import GtkDialogs

/// The Wayland side of ``GUITestCase``'s input helpers (`xdotool`, `press`, `type`,
/// `click`, `closeLikeWindowManager`): sway gives the focus and closes windows, `wl-keys`
/// presses the keys. Tests call the same helpers on both display servers.
extension GUITestCase {
    /// Polls `body` while GTK keeps handling events (a live app's windows must keep
    /// answering the compositor while the test waits on it).
    @MainActor
    func spinPolling<Value>(
        _ description: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Value?
    ) -> Value? {
        var value: Value?
        var tick = false
        let wakeUp = Signals.every(milliseconds: 20) {
            tick = true
            return true
        }
        defer { g_source_remove(wakeUp) }
        spin(
            until: {
                guard tick else { return false }
                tick = false
                value = try? body()
                return value != nil
            }, description, file: file, line: line)
        return value
    }

    /// Sway's window for `window` of this process.
    @MainActor
    func swayWindow(
        _ window: UnsafeMutablePointer<GtkWidget>, focused: Bool = false, file: StaticString = #filePath,
        line: UInt = #line
    ) -> Sway.Window? {
        let title = gtk_window_get_title(gd_window(window)).map { String(cString: $0) }
        let pid = ProcessInfo.processInfo.processIdentifier
        return spinPolling("sway's window \"\(title ?? "")\"", file: file, line: line) {
            try Sway.windows().first {
                $0.pid == pid && (title == nil || $0.title == title) && (!focused || $0.focused)
            }
        }
    }

    @MainActor
    func waylandInput(
        _ arguments: [String], to window: UnsafeMutablePointer<GtkWidget>, file: StaticString, line: UInt
    ) {
        guard let target = swayWindow(window, file: file, line: line) else { return }
        if !target.focused {
            do { try Sway.command("[con_id=\(target.id)] focus") } catch { XCTFail("\(error)", file: file, line: line) }
        }
        spin(until: { gtk_window_has_toplevel_focus(gd_window(window)) != 0 }, "keyboard focus", file: file, line: line)
        guard let keys = Sway.keyArguments(forXdotool: arguments) else {
            XCTFail("xdotool \(arguments) has no Wayland equivalent", file: file, line: line)
            return
        }
        run(Sway.wlKeys, keys, file: file, line: line)
        drainEvents()
    }

    /// Sway's `kill`: the compositor asks the window to close (xdg_toplevel.close),
    /// as a window manager's close button does.
    @MainActor
    func waylandClose(_ window: UnsafeMutablePointer<GtkWidget>) {
        guard let target = swayWindow(window) else { return }
        run("swaymsg", ["[con_id=\(target.id)] kill"])
    }

    /// A click through `wl-keys`, a virtual pointer: moved onto the widget, where sway
    /// placed the window, then, once GTK has the pointer over the widget, button 1 pressed and
    /// released. sway lists a new window before it has placed it (a press sent before the
    /// window got the pointer reached no window at all), and may move it once more when it
    /// grows: a move that ends beside the widget is made again from sway's newer placement.
    @MainActor
    func waylandClick(_ widget: UnsafeMutablePointer<GtkWidget>, times: Int, file: StaticString, line: UInt) {
        let toplevel = gtk_widget_get_toplevel(widget)!
        var seen = "nowhere"
        for _ in 0..<5 {
            settleLayout(of: toplevel)
            guard let target = swayWindow(toplevel, file: file, line: line),
                let layout = try? Sway.layoutSize()
            else { return XCTFail("sway shows no window for the click", file: file, line: line) }
            let (geometryX, geometryY) = Self.geometryOrigin(of: toplevel)
            var x: Int32 = 0
            var y: Int32 = 0
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(widget, &allocation)
            gtk_widget_translate_coordinates(widget, toplevel, allocation.width / 2, allocation.height / 2, &x, &y)
            let screen = [target.rect.x + Int(x - geometryX), target.rect.y + Int(y - geometryY)]
            run(
                Sway.wlKeys, ["move"] + (screen + [layout.width, layout.height]).map(String.init), file: file,
                line: line)
            // Until GTK has the pointer in the window: sway gives it once it has placed the window.
            guard let position = pointerPosition(in: toplevel, file: file, line: line) else { return }
            var widgetX: Int32 = 0
            var widgetY: Int32 = 0
            gtk_widget_translate_coordinates(toplevel, widget, position.x, position.y, &widgetX, &widgetY)
            if (0..<allocation.width).contains(widgetX) && (0..<allocation.height).contains(widgetY) {
                for _ in 0..<times { run(Sway.wlKeys, ["press"], file: file, line: line) }
                return drainEvents()
            }
            seen = "\(widgetX),\(widgetY) from its corner, in \"\(target.title)\""
        }
        XCTFail("the pointer never came over the widget (last at \(seen))", file: file, line: line)
    }

    /// Where GTK has the pointer in `toplevel`, once it has it there.
    @MainActor
    private func pointerPosition(
        in toplevel: UnsafeMutablePointer<GtkWidget>, file: StaticString, line: UInt
    ) -> (x: Int32, y: Int32)? {
        let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
        let surface = gtk_widget_get_window(toplevel)
        let inside = spin(
            until: {
                let under = gdk_device_get_window_at_position_double(pointer, nil, nil)
                return under.map { gdk_window_get_toplevel($0) } == surface
            }, "the pointer in the window", file: file, line: line)
        guard inside else { return nil }
        var x = 0.0
        var y = 0.0
        gdk_window_get_device_position_double(surface, pointer, &x, &y, nil)
        return (Int32(x), Int32(y))
    }

    /// Where the window's geometry starts inside its GTK window: sway's rectangle is the
    /// geometry, GTK's window less its client-side shadow. The topmost, leftmost child
    /// (internal ones included: the client-side title bar above the content) starts there.
    @MainActor
    static func geometryOrigin(of toplevel: UnsafeMutablePointer<GtkWidget>) -> (Int32, Int32) {
        final class Origin {
            let toplevel: UnsafeMutablePointer<GtkWidget>
            var x = Int32.max
            var y = Int32.max
            init(_ toplevel: UnsafeMutablePointer<GtkWidget>) { self.toplevel = toplevel }
        }
        let origin = Origin(toplevel)
        let visit: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { child, data in
            guard let child, let data, gtk_widget_get_visible(child) != 0 else { return }
            let origin = Unmanaged<Origin>.fromOpaque(data).takeUnretainedValue()
            var x: Int32 = 0
            var y: Int32 = 0
            gtk_widget_translate_coordinates(child, origin.toplevel, 0, 0, &x, &y)
            origin.x = min(origin.x, x)
            origin.y = min(origin.y, y)
        }
        withExtendedLifetime(origin) {
            gtk_container_forall(gd_container(toplevel), visit, Unmanaged.passUnretained(origin).toOpaque())
        }
        return origin.x == .max ? (0, 0) : (origin.x, origin.y)
    }
}
