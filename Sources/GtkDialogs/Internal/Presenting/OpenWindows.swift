import CGtk

/// The GTK windows of the dialogs open now, oldest first: for tests and probes that look at them.
@MainActor
package enum OpenWindows {
    package static var widgets: [UnsafeMutablePointer<GtkWidget>] {
        OpenSessions.all.compactMap { $0.shownBy as? any GtkWindowPresenter }
            .compactMap(\.widget)
    }
}

/// A presenter with a GTK window (not a native file chooser or a notification).
@MainActor
protocol GtkWindowPresenter: AnyObject {
    var widget: UnsafeMutablePointer<GtkWidget>? { get }
}

extension DialogWindow: GtkWindowPresenter {}
