/// The window a dialog is transient for: a GTK window of this process (the dialog is modal to it
/// too), or another program's window named by a handle, so apps need not import a C module of ours.
///
/// Pass the window you already have, from any GTK binding, as the raw pointer it is, or the
/// handle another program gave you (the form xdg-desktop-portal uses):
/// ```swift
/// alert.show(parent: ParentWindow(windowPointer)) { response in … }   // UnsafeMutablePointer<GtkWindow>
/// alert.show(parent: ParentWindow(opaque: widget.widgetPtr)) { _ in }  // an OpaquePointer
/// alert.show(parent: try ParentWindow(handle: "x11:0x3a00007")) { _ in }
/// ```
/// An app with no GTK code of its own gets one from `Dialogs.mainWindow(title:width:height:)` (GtkDialogs).
public struct ParentWindow: Equatable, @unchecked Sendable {
    /// The `GtkWindow *`, or nil for another program's window (``handle``). Checked with
    /// `GTK_IS_WINDOW` when a dialog is shown: anything else is ignored with a warning on stderr.
    public let gtkWindow: UnsafeMutableRawPointer?
    /// Another program's window, or nil for a GTK window of this process. A handle of the other
    /// display server, or of a window that is not there, is ignored with a warning on stderr.
    ///
    /// ```swift
    /// if case .wayland(let exported)? = parent.handle { print("on Wayland, exported as \(exported)") }
    /// ```
    public let handle: WindowHandle?

    /// Names another program's window: `x11:0xXID`, `x11:XID` (decimal) or `wayland:HANDLE`
    /// (an xdg-foreign handle the other program exported).
    ///
    /// ```swift
    /// let parent = try ParentWindow(handle: "wayland:\(exportedHandle)")
    /// ```
    /// - Throws: ``WindowHandle/ParseError`` for any other text; it names the accepted forms.
    public init(handle: String) throws(WindowHandle.ParseError) {
        self.init(handle: try WindowHandle(parsing: handle))
    }

    /// Names another program's window by a handle already read.
    ///
    /// ```swift
    /// let parent = ParentWindow(handle: .x11(0x3a00007))
    /// ```
    public init(handle: WindowHandle) {
        gtkWindow = nil
        self.handle = handle
    }

    /// Wraps a pointer to a `GtkWindow` (or any of its subclasses).
    ///
    /// ```swift
    /// let parent = ParentWindow(mainWindow)
    /// ```
    public init<Pointee>(_ gtkWindow: UnsafeMutablePointer<Pointee>) {
        self.gtkWindow = UnsafeMutableRawPointer(gtkWindow)
        handle = nil
    }

    /// Wraps an `OpaquePointer` to a `GtkWindow`, as bindings that hide GTK's types hand them out.
    ///
    /// ```swift
    /// let parent = ParentWindow(opaque: window.opaquePointer)
    /// ```
    public init(opaque gtkWindow: OpaquePointer) {
        self.gtkWindow = UnsafeMutableRawPointer(gtkWindow)
        handle = nil
    }

    /// Wraps an untyped `gpointer` to a `GtkWindow`.
    ///
    /// ```swift
    /// let parent = ParentWindow(raw: userData)
    /// ```
    public init(raw gtkWindow: UnsafeMutableRawPointer) {
        self.gtkWindow = gtkWindow
        handle = nil
    }
}
