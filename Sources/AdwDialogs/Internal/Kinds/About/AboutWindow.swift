import CAdw
import DialogsGLib

/// Builds the `AdwAboutWindow` behind `AboutDialog`.
@MainActor
enum AboutWindow: KindPresenter {
    static func present(_ session: DialogSession<AboutDescription>) {
        let description = session.description
        let dialog = adw_about_window_new()!
        Widgets.apply(description.options, to: dialog)
        let about = ad_about_window(dialog)
        CStrings.with(description.programName) { adw_about_window_set_application_name(about, $0) }
        Widgets.setTitle(description.title, of: dialog)
        if let version = description.version { CStrings.with(version) { adw_about_window_set_version(about, $0) } }
        if let comments = description.comments { CStrings.with(comments) { adw_about_window_set_comments(about, $0) } }
        if let website = description.website { CStrings.with(website) { adw_about_window_set_website(about, $0) } }
        if let copyright = description.copyright {
            CStrings.with(copyright) { adw_about_window_set_copyright(about, $0) }
        }
        switch description.license {
        case .text(let text)?: CStrings.with(text) { adw_about_window_set_license(about, $0) }
        case let known?: adw_about_window_set_license_type(about, licenseType(known))
        case nil: break
        }
        CStrings.with(description.logoIconName ?? "") { adw_about_window_set_application_icon(about, $0) }
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
