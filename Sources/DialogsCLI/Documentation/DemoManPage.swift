/// `dialogs-demo(1)` (or `gtk4-dialogs-demo(1)`, the demo of the running program's toolkit): the
/// demo app has no options of its own, only GTK's, listed from the same place as in
/// `gtk-dialogs(1)`; written by `gtk-dialogs --generate-man dialogs-demo`.
@MainActor
enum DemoManPage {
    /// The demo of the running program's toolkit, and its application id.
    static var program: String { CurrentToolkit.commandLine?.demo.program ?? "dialogs-demo" }
    private static var applicationID: String { CurrentToolkit.commandLine?.demo.applicationID ?? "org.gtkdialogs.Demo" }

    static func page() -> String {
        let isGtk4 = ZenityCompatibility.current.isZenity4
        var page = Roff(
            manPage: program, source: "GtkDialogs",
            summary: isGtk4
                ? "try every dialog of the GtkDialogs Swift library, as a libadwaita app"
                : "try every dialog of the GtkDialogs Swift library")
        page.raw("\\fB\(program.replacing("-", with: "\\-"))\\fR [\\fI\\%GTK\\-OPTION\\fR\\|.\\|.\\|.]")
        page.request("SH", "DESCRIPTION")
        page.text(
            "GtkDialogs Demo shows one button per dialog kind of the GtkDialogs library (alerts, confirmations, "
                + "text and password prompts, forms, a countdown, a progress bar), the contact a form edits, and a log of every "
                + "answer the dialogs' closures received. Desktops list it as "
                + (isGtk4 ? "GtkDialogs Demo (GTK 4)" : "GtkDialogs Demo") + " (\(applicationID))."
                + (isGtk4 ? " It is a libadwaita app on GTK 4; dialogs-demo(1) is the same demo on GTK 3." : ""))
        page.request("SH", "OPTIONS")
        page.text("GTK's own options:")
        for entry in OptionContext.toolkitEntries() { page.tagged(Roff.option(entry), entry.help) }
        page.request("SH", "EXIT STATUS")
        page.tagged(Roff.bold("0"), "The window was closed.")
        page.tagged(Roff.bold("2"), "There is no display.")
        page.request("SH", "FILES")
        page.tagged(Roff.bold("/usr/share/applications/\(applicationID).desktop"), "The desktop entry.")
        page.tagged(Roff.bold("/usr/share/metainfo/\(applicationID).metainfo.xml"), "The AppStream metainfo.")
        page.request("SH", "SEE ALSO")
        page.raw("\\fB\(Output.toolName.replacing("-", with: "\\-"))\\fR(1)")
        return page.source
    }
}
