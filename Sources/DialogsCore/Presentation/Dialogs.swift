/// Starts the display, runs its main loop, and reports on the dialogs the library shows.
///
/// ```swift
/// import GtkDialogs
///
/// try Dialogs.initialize()
/// Alert.inform(title: "Saved", message: "All done.")
/// Dialogs.run()
/// ```
@MainActor
public enum Dialogs {
    /// Opens the display and connects Swift's main queue to the backend's main loop.
    ///
    /// `show` opens the display itself when needed: call this for a clear, early error (no
    /// display) before the app shows anything. With GtkDialogs it calls `gtk_init_check`; safe to
    /// call more than once, and after the host app called `gtk_init` itself. While a scripted user
    /// (DialogsTesting) answers, it needs no display.
    ///
    /// ```swift
    /// do { try Dialogs.initialize() } catch { print(error); exit(2) }
    /// ```
    /// - Throws: ``DialogError/noDisplay(_:)`` when neither `DISPLAY` nor `WAYLAND_DISPLAY` leads to
    ///   a display; ``DialogError/noBackend`` when no backend is linked (import GtkDialogs).
    public static func initialize() throws(DialogError) {
        if DialogInterception.responder != nil { return }
        _ = try DialogBackends.started()
    }

    /// Runs the backend's main loop (GTK's `gtk_main`) until ``quit()``.
    ///
    /// Main-actor tasks and `DispatchQueue.main` blocks run inside it, as they do inside any GTK
    /// loop the host app runs (`gtk_main`, `g_application_run`). Without a display it delivers the
    /// answers waiting (every dialog ended as dismissed) and returns; after a ``quit()`` made with
    /// no loop running it returns at once.
    ///
    /// ```swift
    /// Task { @MainActor in
    ///     let onward = await Alert.confirm(title: "Uh Oh", message: "Something bad happened.",
    ///                                      cancelTitle: "Run away", confirmTitle: "Onward")
    ///     print(onward)
    ///     Dialogs.quit()
    /// }
    /// Dialogs.run()
    /// ```
    public static func run() {
        if quitRequested {
            quitRequested = false
            return
        }
        do {
            try DialogBackends.started().runLoop()
        } catch {
            Diagnostics.warnOnce("\(error); Dialogs.run() returns")
            LateDeliveries.deliverAll()
            quitRequested = false
        }
    }

    /// Dismisses every open dialog (their handlers get their kind's dismissed answer) and leaves
    /// the innermost ``run()`` or `gtk_main`.
    ///
    /// ```swift
    /// Alert.inform(title: "Bye") { _ in Dialogs.quit() }
    /// ```
    public static func quit() {
        DialogInterception.dismissAll()
        for session in OpenSessions.all.reversed() {
            session.dismiss()
        }
        if DialogBackends.current?.stopLoop() != true {
            quitRequested = true
        }
    }

    /// How many dialogs the library has on screen now.
    ///
    /// ```swift
    /// XCTAssertEqual(Dialogs.openDialogCount, 0)
    /// ```
    public static var openDialogCount: Int {
        OpenSessions.all.count
    }

    /// A `quit()` made with no loop running: the next `run()` returns at once.
    package private(set) static var quitRequested = false

    /// Forgets a `quit()` made with no loop running (tests that quit outside a loop).
    package static func discardPendingQuit() {
        quitRequested = false
    }
}
