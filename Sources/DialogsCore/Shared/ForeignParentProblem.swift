/// Why a backend shows a dialog without the parent a ``WindowHandle`` named: each backend's
/// bridge reports it, and the warning says it in the same words on both toolkits.
package enum ForeignParentProblem: Sendable {
    /// An X11 id on Wayland, or a Wayland handle on X11.
    case otherDisplay
    /// The X server knows no window with that id, or the compositor no toplevel exported as that handle.
    case missing
    /// The compositor has no xdg-foreign importer.
    case unsupported

    /// The one line of warning, for `handle`.
    package func warning(for handle: WindowHandle) -> String {
        switch self {
        case .otherDisplay:
            // Translators: %1$s is a window handle (x11:0x3a00007); %2$s and %3$s are X11 or Wayland.
            TextDomain.library.format(
                "the parent %1$s is a window of %2$s, and this dialog is on %3$s: showing it without a parent",
                handle.description, handle.isX11 ? "X11" : "Wayland", handle.isX11 ? "Wayland" : "X11")
        case .missing:
            TextDomain.library.format("there is no window %s: showing the dialog without a parent", handle.description)
        case .unsupported:
            // Translators: %s is a window handle (wayland:…); xdg-foreign is the protocol's name.
            TextDomain.library.format(
                "the compositor cannot parent a dialog by %s (it has no xdg-foreign): showing it without a parent",
                handle.description)
        }
    }
}

extension WindowHandle {
    fileprivate var isX11: Bool {
        if case .x11 = self { true } else { false }
    }
}
