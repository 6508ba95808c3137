import CGtk
import CGtkBridge
import Dispatch
import Glibc

/// GTK set-up shared by every dialog kind.
@MainActor
enum Runtime {
    static var isInitialized: Bool { gdk_display_get_default() != nil }

    static func initialize() throws(DialogError) {
        if DialogInterception.responder != nil { return }  // scripted: no display needed
        if !isInitialized {
            guard gtk_init_check(nil, nil) != 0 else {
                throw DialogError.noDisplay(displayDescription())
            }
        }
        MainQueueSource.install()
    }

    /// Used by `show`: hosts may have called `gtk_init` themselves.
    static func ensureInitialized() -> Bool {
        do {
            try initialize()
            return true
        } catch {
            warnOnce("\(error)")
            return false
        }
    }

    /// A `quit()` with no loop running: the next `run()` returns at once.
    private(set) static var quitRequested = false
    /// Answers to dialogs GTK could not show, waiting to be delivered after `show` returned.
    private static var pendingDeliveries: [@MainActor () -> Void] = []
    private static var reportedFailure: String?

    /// Runs GTK's main loop until `quit()`; returns at once after a `quit()` with no
    /// loop running, or when GTK cannot start (after delivering the answers waiting).
    static func run() {
        if quitRequested {
            quitRequested = false
            return
        }
        guard startGTK() else {
            deliverPending()
            quitRequested = false
            return
        }
        MainQueueSource.install()
        gtk_main()
    }

    /// GTK up, for the loop (a scripted app that never needed a display still has none).
    private static func startGTK() -> Bool {
        if !isInitialized {
            guard gtk_init_check(nil, nil) != 0 else {
                warnOnce("\(DialogError.noDisplay(displayDescription())); Dialogs.run() returns")
                return false
            }
        }
        return true
    }

    static func quit() {
        DialogInterception.dismissAll()
        for session in DialogSession.open.reversed() {
            session.dismiss()
        }
        for chooser in FileChooserWindow.open.reversed() {
            chooser.dismiss()
        }
        if gtk_main_level() > 0 {
            gtk_main_quit()
        } else {
            quitRequested = true
        }
    }

    /// Forgets a `quit()` made with no loop running (tests that quit outside a loop).
    static func discardPendingQuit() {
        quitRequested = false
    }

    /// Delivers an answer after `show` has returned: from the main queue, or from
    /// `run()` when no loop will ever drain it.
    static func deliverLater(_ delivery: @escaping @MainActor () -> Void) {
        pendingDeliveries.append(delivery)
        DispatchQueue.main.async { MainActor.assumeIsolated { deliverPending() } }
    }

    private static func deliverPending() {
        while !pendingDeliveries.isEmpty {
            pendingDeliveries.removeFirst()()
        }
    }

    static func warnOnce(_ message: String) {
        guard reportedFailure != message else { return }
        reportedFailure = message
        Diagnostics.warn(message)
    }

    static var liveCallbackBoxes: Int { BoxCounter.live.load(ordering: .relaxed) }

    private static func displayDescription() -> String {
        func variable(_ name: String) -> String {
            guard let value = getenv(name) else { return "\(name) is not set" }
            return "\(name)=\(String(cString: value))"
        }
        return "cannot open a display (\(variable("DISPLAY")), \(variable("WAYLAND_DISPLAY"))); "
            + "run inside a desktop session, or set DISPLAY to a running X server (e.g. Xvfb)"
    }
}
