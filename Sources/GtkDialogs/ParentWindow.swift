/// A GTK window a dialog is transient for and modal to, so apps need not
/// import GTK's C module to pass one.
///
/// ```swift
/// let window = gtk_application_window_new(app)   // UnsafeMutablePointer<GtkWidget>
/// alert.show(parent: ParentWindow(window)) { response in … }
/// ```
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

    /// Wraps an untyped `gpointer` to a `GtkWindow`.
    ///
    /// ```swift
    /// let parent = ParentWindow(raw: userData)
    /// ```
    public init(raw gtkWindow: UnsafeMutableRawPointer) {
        self.gtkWindow = gtkWindow
    }
}
