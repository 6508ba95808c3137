import DialogsCore

/// What the CLI takes from the toolkit that shows its dialogs, through the executable that starts
/// it (`gtk-dialogs` hands it GTK 3's): the toolkit, its own command-line options, and which
/// display server it opened. The CLI library names no toolkit.
///
/// ```swift
/// CommandLineTool.run(with: Gtk3CommandLine())
/// ```
@MainActor
package protocol CommandLineToolkit {
    /// The program's name in its messages and usage lines (`gtk-dialogs`, `gtk4-dialogs`).
    var programName: String { get }
    /// The toolkit the dialogs are shown with.
    var toolkit: DialogToolkit { get }
    /// The toolkit's own options (GTK 3's `--display`, `--gtk-module`…) as a new GOption group that
    /// the caller owns (a `GOptionGroup *`), or nil when the toolkit has none; parsing them opens
    /// no display.
    func makeOptionGroup() -> OpaquePointer?
    /// Whether the display the toolkit opened is a Wayland one; false before it is opened.
    var isWayland: Bool { get }
}

/// The toolkit the running CLI was handed.
@MainActor
package enum CurrentToolkit {
    /// Set by ``CommandLineTool/run(with:)`` before anything else runs.
    package static var commandLine: (any CommandLineToolkit)?
}
