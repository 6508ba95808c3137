import CGtk
import CGtkBridge

/// Resolves the public parent handle to a GTK window.
@MainActor
enum NativeParent {
    static func window(_ parent: ParentWindow?) -> UnsafeMutablePointer<GtkWindow>? {
        guard let pointer = parent?.gtkWindow else { return nil }
        guard gd_is_window(pointer) != 0 else {
            Diagnostics.warn("the parent is not a GtkWindow; showing the dialog without a parent")
            return nil
        }
        return gd_window(pointer)
    }
}
