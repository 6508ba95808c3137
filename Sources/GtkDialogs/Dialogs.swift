/// Starts GTK, runs its main loop, and reports on the dialogs the library shows.
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
    /// Opens the display and connects Swift's main queue to GTK's main loop.
    ///
    /// `show` initializes GTK itself when needed: call this for a clear, early error
    /// (no display) before the app shows anything. Calls `gtk_init_check`. Safe to call more than once, and after the host
    /// app called `gtk_init` itself.
    ///
    /// ```swift
    /// do { try Dialogs.initialize() } catch { print(error); exit(2) }
    /// ```
    /// - Throws: ``DialogError/noDisplay(_:)`` when neither `DISPLAY` nor
    ///   `WAYLAND_DISPLAY` leads to a display.
    public static func initialize() throws(DialogError) {
        try Runtime.initialize()
    }

    /// Runs GTK's main loop (`gtk_main`) until ``quit()``.
    ///
    /// Main-actor tasks and `DispatchQueue.main` blocks run inside it, as they
    /// do inside any GTK loop the host app runs (`gtk_main`, `g_application_run`).
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
        Runtime.run()
    }

    /// Dismisses every open dialog (their handlers get `.dismissed`) and leaves
    /// the innermost ``run()`` or `gtk_main`.
    ///
    /// ```swift
    /// Alert.inform(title: "Bye") { _ in Dialogs.quit() }
    /// ```
    public static func quit() {
        Runtime.quit()
    }

    /// Opens a plain main window, for apps with no GTK code of their own; closing it
    /// ends ``run()``. Returns nil when GTK cannot start (the reason is on stderr).
    ///
    /// ```swift
    /// guard let window = Dialogs.mainWindow(title: "Notes") else { exit(69) }
    /// Alert.inform(title: "Welcome", parent: window)
    /// Dialogs.run()
    /// ```
    public static func mainWindow(title: String, width: Int = 480, height: Int = 320) -> ParentWindow? {
        MainWindow.open(title: title, width: width, height: height)
    }

    /// How many dialogs the library has on screen now.
    ///
    /// ```swift
    /// XCTAssertEqual(Dialogs.openDialogCount, 0)
    /// ```
    public static var openDialogCount: Int {
        DialogSession.open.count + FileChooserWindow.open.count
    }

    /// How many closure boxes GTK holds right now. Zero once every dialog has
    /// ended and been destroyed: tests and leak checks assert it.
    ///
    /// ```swift
    /// XCTAssertEqual(Dialogs.liveCallbackBoxes, 0)
    /// ```
    public static var liveCallbackBoxes: Int {
        Runtime.liveCallbackBoxes
    }
}
