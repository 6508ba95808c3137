@_exported import DialogsCore

extension Dialogs {
    /// Opens a plain libadwaita main window, for apps with no GTK code of their own; closing it
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

    /// How many closure boxes GLib holds for GTK 4's windows right now. Zero once every dialog
    /// has ended and been destroyed: tests and leak checks assert it.
    ///
    /// ```swift
    /// XCTAssertEqual(Dialogs.liveCallbackBoxes, 0)
    /// ```
    public static var liveCallbackBoxes: Int {
        Runtime.liveCallbackBoxes
    }
}
