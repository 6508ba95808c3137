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
    /// The demo app of the same toolkit, as its man page names it: its program and application id.
    var demo: (program: String, applicationID: String) { get }
    /// The zenity whose command lines zenity mode takes: 3.44 on GTK 3, 4.0 (its libadwaita
    /// dialogs) on GTK 4.
    var zenity: ZenityCompatibility { get }
}

/// A zenity release that zenity mode behaves as: where zenity 4.0 and 3.44 differ, a GTK 4 program
/// follows 4.0 (`--icon-name` and `--window-icon` are hidden, still honoured), except that `--attach`,
/// which zenity 4 ignores, is honoured as `--parent x11:WINDOW`.
///
/// ```swift
/// var zenity: ZenityCompatibility { .zenity4_0 }
/// ```
package struct ZenityCompatibility: Equatable, Sendable {
    /// What `zenity --version` prints when the program is called as zenity.
    package let version: String
    /// The release series, as help texts name it ("3.44", "4.0").
    package let series: String

    /// zenity 3.44, on GTK 3.
    package static let zenity3_44 = ZenityCompatibility(version: "3.44.0", series: "3.44")
    /// zenity 4.0, on GTK 4 and libadwaita.
    package static let zenity4_0 = ZenityCompatibility(version: "4.0.5", series: "4.0")

    /// Whether zenity 4's spellings apply.
    package var isZenity4: Bool { self == .zenity4_0 }

    /// The running CLI's: set by ``CommandLineTool/run(with:)`` before anything reads it, as the
    /// program's name is (zenity 3.44 before).
    nonisolated(unsafe) package static var current = zenity3_44
}

/// The toolkit the running CLI was handed.
@MainActor
package enum CurrentToolkit {
    /// Set by ``CommandLineTool/run(with:)`` before anything else runs.
    package static var commandLine: (any CommandLineToolkit)?
}
