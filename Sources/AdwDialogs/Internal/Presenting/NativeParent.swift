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

    /// The parent as the desktop portal names a window: `x11:XID` on X11; "" for none, and on
    /// Wayland, where a handle must be exported first (the portal's picker then shows unparented).
    static func portalHandle(_ parent: ParentWindow?) -> String {
        guard let window = window(parent) else { return "" }
        let xid = ad_window_xid(ad_widget(window))
        return xid == 0 ? "" : "x11:" + String(xid, radix: 16)
    }
}
