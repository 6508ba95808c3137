import CGtk
import CGtkBridge

/// Walks GLib's doubly linked lists. `package`, not public: the package's own probe and GUI
/// tests walk GTK's lists of windows and children too, and this is their one copy.
package enum GLists {
    /// The data of each element of `list`, in order. The caller owned the list: it is freed here,
    /// the data it pointed to is not.
    package static func takeData(_ list: UnsafeMutablePointer<GList>?) -> [gpointer?] {
        var data: [gpointer?] = []
        var node = list
        while let current = node {
            data.append(current.pointee.data)
            node = current.pointee.next
        }
        g_list_free(list)
        return data
    }

    /// The widgets of a list of widgets that the caller owned (`gtk_window_list_toplevels`,
    /// `gtk_container_get_children`): the list is freed here, the widgets are not.
    @MainActor
    package static func takeWidgets(_ list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWidget>] {
        takeData(list).map { gd_widget($0)! }
    }
}
