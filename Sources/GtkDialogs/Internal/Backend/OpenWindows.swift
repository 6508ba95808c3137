import CGtk

/// The GTK windows of the dialogs open now, oldest first: for tests and probes that look at them.
@MainActor
package enum OpenWindows {
    /// How many windows the library has made in this process, of every kind: tests that must make
    /// none (scripted users under parallel Swift Testing) check it stays 0.
    package static var madeCount = 0

    package static var widgets: [UnsafeMutablePointer<GtkWidget>] {
        OpenSessions.all.compactMap { ($0 as? any ShownSession)?.shownBy as? any GtkWindowPresenter }
            .compactMap(\.widget)
    }
}

/// A presenter with a GTK window (not a native file chooser or a notification).
@MainActor
protocol GtkWindowPresenter: AnyObject {
    var widget: UnsafeMutablePointer<GtkWidget>? { get }
}

extension DialogWindow: GtkWindowPresenter {}
