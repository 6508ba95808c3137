import CGtk
import CGtkBridge

/// A window's size as its content grows and shrinks after it showed (a form's reasons, a step
/// list's detail lines): it grows by what the content adds, and goes back to the size it had
/// before the first change once that is gone. Differences of the content's natural size are what
/// count: a window's own size leaves out what the natural size holds of its frame (client-side
/// decorations on Wayland).
@MainActor
final class FittedSize {
    private let window: UnsafeMutablePointer<GtkWidget>
    /// The content's natural size as the window is shown.
    private var baseNatural = GtkRequisition()
    /// The window's size before the first change, taken then (once the window is laid out).
    private var start: (width: Int32, height: Int32)?

    init(_ window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
    }

    /// Measures the natural size of the form as it opens.
    func measureBase() {
        gtk_widget_get_preferred_size(window, nil, &baseNatural)
    }

    func fit() {
        var natural = GtkRequisition()
        gtk_widget_get_preferred_size(window, nil, &natural)
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(gd_window(window), &width, &height)
        let start = self.start ?? (width, height)
        self.start = start
        let wanted = (
            width: start.width + max(0, natural.width - baseNatural.width),
            height: start.height + max(0, natural.height - baseNatural.height)
        )
        guard wanted != (width, height) else { return }
        gtk_window_resize(gd_window(window), wanted.width, wanted.height)
    }
}
