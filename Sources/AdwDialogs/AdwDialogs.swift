@_exported import DialogsCore

extension Dialogs {
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
