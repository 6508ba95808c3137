import CGLib
import DialogsCore

// The one entry point for handing Swift closures to GLib: signals, timeouts, idle callbacks,
// file descriptors and D-Bus signals. Each closure goes into a `CallbackBox` that GLib owns and
// releases through a destroy notify; the trampolines below (GLib calls them on the thread that
// runs the main loop) enter the main actor with `MainActor.assumeIsolated`.

/// A signal whose C handler takes only the instance (`destroy`, `clicked`, `activate`…).
private let signalTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    CallbackBox<Void, Void>.call(data, with: ())
}

/// A signal whose C handler takes only the instance and returns a `gboolean` (GTK 4's
/// `close-request`: true keeps the window).
private let boolSignalTrampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    CallbackBox<Void, Bool>.call(data, with: ()) ? 1 : 0
}

/// A signal with one `gint` argument (`response` of a GtkDialog or a GtkNativeDialog).
private let intSignalTrampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
    CallbackBox<Int32, Void>.call(data, with: value)
}

/// A signal with one string argument (`response` of an AdwMessageDialog).
private let stringSignalTrampoline: @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void = {
    _, text, data in
    CallbackBox<String, Void>.call(data, with: text.map { String(cString: $0) } ?? "")
}

private let sourceTrampoline: GSourceFunc = { data in
    CallbackBox<Void, Bool>.call(data, with: ()) ? 1 : 0
}

private let descriptorTrampoline: GUnixFDSourceFunc = { _, condition, data in
    CallbackBox<GIOCondition, Bool>.call(data, with: condition) ? 1 : 0
}

/// A descriptor source's notify: the box goes, after what was to run once the source is gone.
private let releaseDescriptorBox: GDestroyNotify = { data in
    let box = Unmanaged<CallbackBox<GIOCondition, Bool>>.fromOpaque(data!).takeRetainedValue()
    MainActor.assumeIsolated { box.whenReleased?() }
}

private let dbusSignalTrampoline: GDBusSignalCallback = { _, _, _, _, signal, parameters, data in
    guard let signal, let parameters else { return }
    // GLib's parameters: valid for this call only.
    CallbackBox<(String, OpaquePointer), Void>.call(data, with: (String(cString: signal), parameters))
}

@MainActor
package enum Signals {
    /// Connects `handler`, boxed, to `signal` of `instance` through `trampoline`, a
    /// `@convention(c)` function of the signal's C signature whose last argument is the box: it
    /// calls `CallbackBox<Input, Output>.call(data, with:)`. The box goes when the handler is
    /// disconnected or the instance is finalized.
    @discardableResult
    package static func connect<Input, Output, Trampoline>(
        _ instance: gpointer, _ signal: String, through trampoline: Trampoline,
        _ handler: @escaping @MainActor (Input) -> Output
    ) -> gulong {
        g_signal_connect_data(
            instance, signal, unsafeBitCast(trampoline, to: GCallback.self), CallbackBox(handler).retainedPointer(),
            releaseClosureBox, GConnectFlags(0))
    }

    /// Connects `handler` to a signal whose C handler takes only the instance
    /// (`destroy`, `changed`, `activate`, `clicked`…).
    @discardableResult
    package static func on(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> gulong
    {
        connect(instance, signal, through: signalTrampoline) { (_: Void) in handler() }
    }

    /// Connects `handler` to a signal whose C handler takes only the instance and returns a
    /// `gboolean` (GTK 4's `close-request`: returning true stops the window from closing).
    @discardableResult
    package static func onRequest(
        _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Bool
    ) -> gulong {
        connect(instance, signal, through: boolSignalTrampoline) { (_: Void) in handler() }
    }

    /// Connects `handler` to the `response` signal of a GtkDialog or a GtkNativeDialog
    /// (`GtkFileChooserNative`): the response id.
    @discardableResult
    package static func onResponse(_ dialog: gpointer, _ handler: @escaping @MainActor (Int32) -> Void) -> gulong {
        connect(dialog, "response", through: intSignalTrampoline, handler)
    }

    /// Connects `handler` to a signal with one string argument (an AdwMessageDialog's `response`:
    /// the response's id).
    @discardableResult
    package static func onText(
        _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (String) -> Void
    ) -> gulong {
        connect(instance, signal, through: stringSignalTrampoline, handler)
    }

    /// Calls `tick` every `milliseconds` until it returns false or the source
    /// is removed with `g_source_remove`.
    package static func every(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) -> guint {
        let box = CallbackBox<Void, Bool> { tick() }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceTrampoline, box.retainedPointer(), releaseBox)
    }

    /// Runs `body` once, when the main loop is idle: after pending events and redraws (at
    /// `G_PRIORITY_HIGH_IDLE`, after pending events but before redraws and a text view's layout).
    package static func whenIdle(priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Void) {
        let box = CallbackBox<Void, Bool> {
            body()
            return false
        }
        g_idle_add_full(priority, sourceTrampoline, box.retainedPointer(), releaseBox)
    }

    /// Calls `ready` with the condition each time `descriptor` is readable (or hung up, or in
    /// error) at `priority`, until it returns false or the source is removed; `released` runs once
    /// the source is gone, whichever way (the place to close the descriptor).
    package static func whenReadable(
        _ descriptor: Int32, priority: Int32, _ ready: @escaping @MainActor (GIOCondition) -> Bool,
        released: @escaping @MainActor () -> Void = {}
    ) -> guint {
        let box = CallbackBox<GIOCondition, Bool>(ready)
        box.whenReleased = released
        return g_unix_fd_add_full(
            priority, descriptor, GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue),
            descriptorTrampoline, box.retainedPointer(), releaseDescriptorBox)
    }

    /// Subscribes `handler` to the signals `sender` sends on `interface` at `path`; it receives
    /// each signal's name and parameters. `g_dbus_connection_signal_unsubscribe` releases it.
    package static func onDBusSignals(
        _ connection: OpaquePointer, sender: String, interface: String, path: String,
        _ handler: @escaping @MainActor ((name: String, parameters: OpaquePointer)) -> Void
    ) -> guint {
        let box = CallbackBox<(String, OpaquePointer), Void> { handler((name: $0.0, parameters: $0.1)) }
        return g_dbus_connection_signal_subscribe(
            connection, sender, interface, nil, path, nil, G_DBUS_SIGNAL_FLAGS_NONE, dbusSignalTrampoline,
            box.retainedPointer(), releaseBox)
    }
}
