import CAdw

/// Resolves the public parent handle to a GTK 4 window (an app's AdwApplicationWindow).
@MainActor
enum NativeParent {
    static func window(_ parent: ParentWindow?) -> UnsafeMutablePointer<GtkWindow>? {
        guard let pointer = parent?.gtkWindow else { return nil }
        guard ad_is_window(pointer) != 0 else {
            Diagnostics.warn("the parent is not a GtkWindow; showing the dialog without a parent")
            return nil
        }
        return ad_window(pointer)
    }
}
