import CGtk
import CGtkBridge
import Synchronization

/// Counts the callback boxes alive right now. Tests and benchmarks read it
/// through `Dialogs.liveCallbackBoxes` to prove every box was released.
enum BoxCounter {
    static let live = Atomic<Int>(0)
}

/// The box: a Swift closure kept alive by GTK. It is retained once with
/// `Unmanaged.passRetained` when handed to GLib as user data, and released
/// only by the destroy notify GLib calls when the handler or source goes away.
/// GLib calls it on the main thread only (the trampolines assert it), hence
/// `@unchecked Sendable`.
final class CallbackBox<Input, Output>: @unchecked Sendable {
    let handler: @MainActor (Input) -> Output

    init(_ handler: @escaping @MainActor (Input) -> Output) {
        self.handler = handler
        BoxCounter.live.add(1, ordering: .relaxed)
    }

    deinit {
        BoxCounter.live.subtract(1, ordering: .relaxed)
    }

    /// A +1 pointer for GLib; balanced by `releaseBox` in a destroy notify.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    static func from(_ pointer: gpointer?) -> CallbackBox {
        Unmanaged<CallbackBox>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Runs the handler of the box at `pointer` with `input`, on the main actor GLib calls it on.
    /// The box is kept alive for the call: a handler may destroy the widget, and with it the box
    /// it is running from.
    static func call(_ pointer: gpointer?, with input: Input) -> Output where Output: Sendable {
        let box = from(pointer)
        nonisolated(unsafe) let input = input  // made and used on the main thread, within this call
        return withExtendedLifetime(box) {
            MainActor.assumeIsolated { box.handler(input) }
        }
    }
}

// MARK: - Trampolines (GLib calls these on the thread that runs the main loop)

private let releaseSourceBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let releaseClosureBox: GClosureNotify = { data, _ in releaseSourceBox(data) }

private let responseTrampoline: GDResponseHandler = { _, responseID, data in
    CallbackBox<Int32, Void>.call(data, with: responseID)
}

private let signalTrampoline: GDWidgetHandler = { _, data in
    CallbackBox<Void, Void>.call(data, with: ())
}

private let keyPressTrampoline: GDKeyHandler = { _, event, data in
    guard let event else { return 0 }
    let key = KeyPress(
        keyval: event.pointee.keyval, state: event.pointee.state, isModifier: event.pointee.is_modifier != 0)
    return CallbackBox<KeyPress, Bool>.call(data, with: key) ? 1 : 0
}

private let dbusSignalTrampoline: GDBusSignalCallback = { _, _, _, _, signal, parameters, data in
    guard let signal, let parameters else { return }
    // GLib's parameters: valid for this call only.
    CallbackBox<(String, OpaquePointer), Void>.call(data, with: (String(cString: signal), parameters))
}

private let eventTrampoline: GDEventHandler = { _, event, data in
    guard let event else { return 0 }
    var pointer = PointerEvent()
    _ = gdk_event_get_coords(event, &pointer.x, &pointer.y)
    _ = gdk_event_get_button(event, &pointer.button)
    return CallbackBox<PointerEvent, Bool>.call(data, with: pointer) ? 1 : 0
}

/// Where a pointer event happened (in the widget's window) and which button it was, if any.
struct PointerEvent {
    var x = 0.0
    var y = 0.0
    var button: guint = 0
}

/// What a `key-press-event` handler is told about the key.
struct KeyPress {
    var keyval: guint
    var state: guint
    /// Shift, Control, Alt… pressed on their own.
    var isModifier: Bool
}

private let sourceTrampoline: GSourceFunc = { data in
    CallbackBox<Void, Bool>.call(data, with: ()) ? 1 : 0
}

// MARK: - The one entry point for connecting closures to GTK

@MainActor
enum Signals {
    /// Hands `handler`, boxed, to `connect` as its user data, with the notify that releases the box.
    private static func connect<Input, Output>(
        _ handler: @escaping @MainActor (Input) -> Output, by connect: (gpointer, GClosureNotify) -> gulong
    ) -> gulong {
        connect(CallbackBox(handler).retainedPointer(), releaseClosureBox)
    }

    /// Connects `handler` to the `response` signal of a GtkDialog or a GtkNativeDialog
    /// (`GtkFileChooserNative`).
    @discardableResult
    static func onResponse(_ dialog: gpointer, _ handler: @escaping @MainActor (Int32) -> Void) -> gulong {
        connect(handler) { gd_connect_response(dialog, responseTrampoline, $0, $1) }
    }

    /// Connects `handler` to a signal whose C handler takes only the instance
    /// (`destroy`, `changed`, `activate`, `clicked`…).
    @discardableResult
    static func on(
        _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> gulong {
        connect({ handler() }) { gd_connect(instance, signal, signalTrampoline, $0, $1) }
    }

    /// Connects `handler` to `key-press-event`; it returns true to stop the key there
    /// (before the window's own handling, which delivers it to the focused widget).
    @discardableResult
    static func onKeyPress(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (KeyPress) -> Bool
    ) -> gulong {
        connect(handler) { gd_connect_key_press(widget, keyPressTrampoline, $0, $1) }
    }

    /// Connects `handler` to a pointer event signal (`button-release-event`, `motion-notify-event`);
    /// it returns true to stop the event there.
    @discardableResult
    static func onPointer(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String,
        _ handler: @escaping @MainActor (PointerEvent) -> Bool
    ) -> gulong {
        connect(handler) { gd_connect_event(widget, signal, eventTrampoline, $0, $1) }
    }

    /// Calls `tick` every `milliseconds` until it returns false or the source
    /// is removed with `g_source_remove`.
    static func every(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) -> guint {
        let box = CallbackBox<Void, Bool> { tick() }
        return g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, sourceTrampoline, box.retainedPointer(), releaseSourceBox)
    }

    /// Subscribes `handler` to the signals `sender` sends on `interface` at `path`; it receives
    /// each signal's name and parameters. `g_dbus_connection_signal_unsubscribe` releases it.
    static func onDBusSignals(
        _ connection: OpaquePointer, sender: String, interface: String, path: String,
        _ handler: @escaping @MainActor ((name: String, parameters: OpaquePointer)) -> Void
    ) -> guint {
        let box = CallbackBox<(String, OpaquePointer), Void> { handler((name: $0.0, parameters: $0.1)) }
        return g_dbus_connection_signal_subscribe(
            connection, sender, interface, nil, path, nil, G_DBUS_SIGNAL_FLAGS_NONE, dbusSignalTrampoline,
            box.retainedPointer(), releaseSourceBox)
    }

    /// Runs `body` once, when the main loop is idle: after pending events and redraws.
    static func whenIdle(_ body: @escaping @MainActor () -> Void) {
        let box = CallbackBox<Void, Bool> {
            body()
            return false
        }
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceTrampoline, box.retainedPointer(), releaseSourceBox)
    }
}
