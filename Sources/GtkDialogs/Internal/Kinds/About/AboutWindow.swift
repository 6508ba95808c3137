import CGtk
import CGtkBridge
import DialogsGLib

/// Builds the `GtkAboutDialog` behind `AboutDialog`.
@MainActor
enum AboutWindow: KindPresenter {
    static func present(_ session: DialogSession<AboutDescription>) {
        let description = session.description
        let dialog = gtk_about_dialog_new()!
        let about = gd_about_dialog(dialog)
        CStrings.with(description.programName) { gtk_about_dialog_set_program_name(about, $0) }
        Widgets.setTitle(description.title, of: dialog)
        if let version = description.version { CStrings.with(version) { gtk_about_dialog_set_version(about, $0) } }
        if let comments = description.comments { CStrings.with(comments) { gtk_about_dialog_set_comments(about, $0) } }
        if let website = description.website { CStrings.with(website) { gtk_about_dialog_set_website(about, $0) } }
        if let copyright = description.copyright {
            CStrings.with(copyright) { gtk_about_dialog_set_copyright(about, $0) }
        }
        switch description.license {
        case .text(let text)?:
            CStrings.with(text) { gtk_about_dialog_set_license(about, $0) }
            gtk_about_dialog_set_wrap_license(about, 1)
        case let known?:
            gtk_about_dialog_set_license_type(about, licenseType(known))
        case nil:
            break
        }
        // Without a logo GTK loads the window's default icon (the icon theme); a name asks for it.
        CStrings.with(description.logoIconName ?? "") { gtk_about_dialog_set_logo_icon_name(about, $0) }
        Widgets.apply(description.options, to: dialog, message: nil)
        DialogWindow(dialog, session: session) {}.present()
    }

    private static func licenseType(_ license: AboutLicense) -> GtkLicense {
        switch license {
        case .mit: GTK_LICENSE_MIT_X11
        case .gpl2OrLater: GTK_LICENSE_GPL_2_0
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
        case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .text: GTK_LICENSE_CUSTOM
        }
    }
}
