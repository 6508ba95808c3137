import CAdw
import DialogsGLib

/// What every GTK 4 window of a kind sets the same way.
@MainActor
enum Widgets {
    /// Titles the window and names it for screen readers by its title.
    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWidget>) {
        CStrings.with(title) {
            gtk_window_set_title(ad_window(window), $0)
            ad_accessible_set_label(window, $0)
        }
    }

    /// Shows `text` in `label`: plain text as given, markup only when the caller asked for it.
    static func show(_ text: LabelText, in label: UnsafeMutablePointer<GtkWidget>) {
        switch text {
        case .plain(let plain): CStrings.with(plain) { gtk_label_set_text(ad_label(label), $0) }
        case .markup(let markup): CStrings.with(markup) { gtk_label_set_markup(ad_label(label), $0) }
        }
    }

    /// A check box on which Return presses the window's default button, as on GTK 3 (GTK 4's
    /// check button toggles on Return; Space still toggles it).
    static func checkBox(_ label: String, mnemonic: Bool) -> UnsafeMutablePointer<GtkWidget> {
        let box = CStrings.with(label) {
            mnemonic ? gtk_check_button_new_with_mnemonic($0) : gtk_check_button_new_with_label($0)
        }!
        // The box owns the controller, which owns this closure: the pointer outlives every call.
        Keys.onReturn(in: box) {
            gtk_widget_activate_default(box)
            return true
        }
        return box
    }

    /// Applies the shared window options as GTK 3's backend does: the size (a request too, since a
    /// message dialog is not resizable; not when the kind sized its own content with it) and the
    /// window's icon.
    static func apply(_ options: DialogOptions, to window: UnsafeMutablePointer<GtkWidget>, sizesWindow: Bool = true) {
        if sizesWindow, options.width != nil || options.height != nil {
            let width = options.width.map { Int32(clamping: $0) } ?? -1
            let height = options.height.map { Int32(clamping: $0) } ?? -1
            gtk_window_set_default_size(ad_window(window), width, height)
            // On the content, as GTK 3's backend: a request on the window counts its frame in.
            gtk_widget_set_size_request(gtk_window_get_child(ad_window(window)) ?? window, width, height)
        }
        switch options.windowIcon {
        case .named(let name):
            CStrings.with(name) { gtk_window_set_icon_name(ad_window(window), $0) }
        case .file(let path):
            // GTK 4 takes a window's icon from the icon theme only: the file's folder joins the
            // theme's search path, where the file is the icon named by its name without extension.
            let texture = loadTexture(path) { reason in
                // Translators: %1$s is an image file's path, %2$s why it cannot be used.
                TextDomain.library.format("cannot use \"%1$s\" as the window icon: %2$s", path, reason)
            }
            guard let texture else { break }
            g_object_unref(UnsafeMutableRawPointer(texture))
            let file = path.split(separator: "/", omittingEmptySubsequences: false)
            let folder = file.count > 1 ? file.dropLast().joined(separator: "/") : "."
            let stem = file.last.map { $0.split(separator: ".").first.map(String.init) ?? String($0) } ?? path
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(window))
            CStrings.with(folder) { gtk_icon_theme_add_search_path(theme, $0) }
            CStrings.with(stem) { gtk_window_set_icon_name(ad_window(window), $0) }
        case nil:
            break
        }
    }

    /// An alert's icon, 48 pixels as GTK 3's: the app's image file or named icon, else the style's
    /// when it shows one (zenity 4.0 shows it at the top of the message dialog's extra child); nil
    /// for none, or for a file that cannot be read (said on stderr).
    static func alertIcon(_ options: DialogOptions, style: AlertStyle) -> UnsafeMutablePointer<GtkWidget>? {
        let image: UnsafeMutablePointer<GtkWidget>
        if let path = options.iconFile {
            let texture = loadTexture(path) { reason in
                // Translators: %1$s is an image file's path, %2$s why it cannot be shown.
                TextDomain.library.format("cannot show \"%1$s\" as the dialog's icon: %2$s", path, reason)
            }
            guard let texture else { return nil }
            image = gtk_image_new_from_paintable(ad_paintable(UnsafeMutableRawPointer(texture)))!
            g_object_unref(UnsafeMutableRawPointer(texture))
        } else if let name = options.iconName ?? (options.showsStyleIcon ? style.iconName : nil) {
            image = CStrings.with(name) { gtk_image_new_from_icon_name($0) }!
        } else {
            return nil
        }
        gtk_image_set_pixel_size(ad_image(image), 48)
        return image
    }

    /// The image file at `path` as a texture; when it cannot be read, nil, and `warning` of GTK's
    /// reason on stderr: the dialog shows without it.
    private static func loadTexture(_ path: String, orWarn warning: (_ reason: String) -> String) -> OpaquePointer? {
        var error: UnsafeMutablePointer<GError>?
        if let texture = CStrings.with(path, { gdk_texture_new_from_filename($0, &error) }) { return texture }
        let reason = GLibErrors.takeMessage(&error, orElse: TextDomain.library("unreadable"))
        Diagnostics.warn(warning(reason))
        return nil
    }
}
