/// A GTK window a dialog is transient for and modal to, so apps need not
/// import a C module of ours to pass one.
///
/// Pass the window you already have, from any GTK binding, as the raw pointer it is:
/// ```swift
/// alert.show(parent: ParentWindow(windowPointer)) { response in … }   // UnsafeMutablePointer<GtkWindow>
/// alert.show(parent: ParentWindow(opaque: widget.widgetPtr)) { _ in }  // an OpaquePointer
/// ```
/// An app with no GTK code of its own gets one from `Dialogs.mainWindow(title:width:height:)` (GtkDialogs).
public struct ParentWindow: Equatable, @unchecked Sendable {
    /// The `GtkWindow *`. Checked with `GTK_IS_WINDOW` when a dialog is shown:
    /// anything else is ignored with a warning on stderr.
    public let gtkWindow: UnsafeMutableRawPointer

    /// Wraps a pointer to a `GtkWindow` (or any of its subclasses).
    ///
    /// ```swift
    /// let parent = ParentWindow(mainWindow)
    /// ```
    public init<Pointee>(_ gtkWindow: UnsafeMutablePointer<Pointee>) {
        self.gtkWindow = UnsafeMutableRawPointer(gtkWindow)
    }

    /// Wraps an `OpaquePointer` to a `GtkWindow`, as bindings that hide GTK's types hand them out.
    ///
    /// ```swift
    /// let parent = ParentWindow(opaque: window.opaquePointer)
    /// ```
    public init(opaque gtkWindow: OpaquePointer) {
        self.gtkWindow = UnsafeMutableRawPointer(gtkWindow)
    }

    /// Wraps an untyped `gpointer` to a `GtkWindow`.
    ///
    /// ```swift
    /// let parent = ParentWindow(raw: userData)
    /// ```
    public init(raw gtkWindow: UnsafeMutableRawPointer) {
        self.gtkWindow = gtkWindow
    }
}
