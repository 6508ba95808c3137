import CGtk
import CGtkBridge
import DialogsCore
import DialogsGLib

/// Makes a dialog transient for another program's window, named by a ``WindowHandle``, once the
/// dialog has its GdkWindow. A handle that cannot be used is one warning; the dialog still shows.
@MainActor
enum ForeignParent {
    static func adopt(_ handle: WindowHandle, by window: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_realized(window) == 0 else { return apply(handle, to: window) }
        Signals.on(window, "realize") { apply(handle, to: window) }
    }

    private static func apply(_ handle: WindowHandle, to window: UnsafeMutablePointer<GtkWidget>) {
        let outcome =
            switch handle {
            case .x11(let xid): gd_window_set_x11_parent(window, UInt(xid))
            case .wayland(let exported): CStrings.with(exported) { gd_window_set_wayland_parent(window, $0) }
            }
        let problem: ForeignParentProblem? =
            switch outcome {
            case GD_PARENT_OTHER_DISPLAY: .otherDisplay
            case GD_PARENT_MISSING: .missing
            case GD_PARENT_UNSUPPORTED: .unsupported
            default: nil
            }
        if let problem { Diagnostics.warn(problem.warning(for: handle)) }
    }
}
