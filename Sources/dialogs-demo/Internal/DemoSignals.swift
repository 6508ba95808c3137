import CGtk
import CGtkBridge

/// The demo's one way to hand a Swift closure to GLib: the closure lives in a
/// box, retained once (`Unmanaged.passRetained`) as the user data and released
/// only by the destroy notify GLib calls when the handler is disconnected, the
/// instance finalized or the idle source removed. The same pattern as the
/// library's own (internal) callback box; nothing else keeps the closure alive.
/// GLib calls the trampolines on the thread that runs the main loop, and they
/// enter the main actor with `MainActor.assumeIsolated`, so an off-main call traps.
@MainActor
enum DemoSignals {
    /// Connects `handler` to a signal whose C handler takes only the instance
    /// (`activate`, `clicked`…), through `g_signal_connect_data`.
    @discardableResult
    static func connect(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void) -> gulong {
        gd_connect(instance, signal, signalTrampoline, ClosureBox(handler).retainedPointer(), releaseClosureBox)
    }

    /// Runs `action` once, when the main loop is next idle (`g_idle_add_full`
    /// at `G_PRIORITY_DEFAULT_IDLE`: after GTK has laid out and painted).
    static func whenIdle(_ action: @escaping @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, idleTrampoline, ClosureBox(action).retainedPointer(), releaseSourceBox)
    }
}

/// A closure kept alive by GLib; GLib uses it on the main thread only.
private final class ClosureBox: @unchecked Sendable {
    let handler: @MainActor () -> Void

    init(_ handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// A +1 pointer for GLib, balanced by the destroy notify.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Runs the closure; `withExtendedLifetime`: it may destroy what holds the box.
    static func call(_ data: gpointer?) {
        let box = Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue()
        withExtendedLifetime(box) {
            MainActor.assumeIsolated { box.handler() }
        }
    }
}

private let signalTrampoline: GDWidgetHandler = { _, data in
    ClosureBox.call(data)
}

private let idleTrampoline: GSourceFunc = { data in
    ClosureBox.call(data)
    return 0  // G_SOURCE_REMOVE: once
}

private let releaseSourceBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<ClosureBox>.fromOpaque(data).release()
}

private let releaseClosureBox: GClosureNotify = { data, _ in releaseSourceBox(data) }
