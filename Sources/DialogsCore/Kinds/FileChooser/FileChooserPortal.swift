extension FileChooser {
    /// Whether a ``FileChooser`` goes through the desktop portal (`org.freedesktop.portal.FileChooser`
    /// on the session bus), which shows the desktop's own picker: KDE's on Plasma, a tiling desktop's
    /// through its portal backend, the sandbox's way out in Flatpak and Snap.
    ///
    /// ```swift
    /// let chooser = FileChooser(title: "Open", action: .open)
    /// chooser.portal = .never       // GTK's own chooser, even where a portal runs
    /// ```
    /// Through the portal every option works, except what its API has no word for: the Cancel
    /// button's label (``FileChooser/cancelTitle``), turning off the question before a file is
    /// replaced (``FileChooser/confirmsOverwrite``), and a new title or label for the picker already
    /// shown. A portal that is not there, or refuses the request, falls back to GTK's chooser.
    public enum Portal: Equatable, Sendable {
        /// The portal when sandboxed (Flatpak, Snap), or when the session bus has a portal offering
        /// a file chooser and the desktop is not GNOME (where GTK's chooser is the desktop's own);
        /// GTK's chooser otherwise. Asked once per showing, without blocking the main loop.
        case automatic
        /// The portal whenever one answers; GTK's chooser when none does.
        case always
        /// GTK's chooser (`GtkFileChooserNative`, which in a sandbox uses the portal itself).
        case never
    }
}
