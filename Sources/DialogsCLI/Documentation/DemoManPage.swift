/// `dialogs-demo(1)`: the demo app has no options of its own, only GTK's, listed from the same
/// place as in `gtk-dialogs(1)`; written by `gtk-dialogs --generate-man dialogs-demo`.
@MainActor
enum DemoManPage {
    static func page() -> String {
        var page = Roff(
            manPage: "dialogs-demo", source: "GtkDialogs", summary: "try every dialog of the GtkDialogs Swift library")
        page.raw("\\fBdialogs\\-demo\\fR [\\fI\\%GTK\\-OPTION\\fR\\|.\\|.\\|.]")
        page.request("SH", "DESCRIPTION")
        page.text(
            "GtkDialogs Demo shows one button per dialog kind of the GtkDialogs library (alerts, confirmations, "
                + "text and password prompts, forms, a countdown, a progress bar), the contact a form edits, and a log of every "
                + "answer the dialogs' closures received. Desktops list it as GtkDialogs Demo "
                + "(org.gtkdialogs.Demo).")
        page.request("SH", "OPTIONS")
        page.text("GTK's own options:")
        for entry in OptionContext.toolkitEntries() { page.tagged(Roff.option(entry), entry.help) }
        page.request("SH", "EXIT STATUS")
        page.tagged(Roff.bold("0"), "The window was closed.")
        page.tagged(Roff.bold("2"), "There is no display.")
        page.request("SH", "FILES")
        page.tagged(Roff.bold("/usr/share/applications/org.gtkdialogs.Demo.desktop"), "The desktop entry.")
        page.tagged(Roff.bold("/usr/share/metainfo/org.gtkdialogs.Demo.metainfo.xml"), "The AppStream metainfo.")
        page.request("SH", "SEE ALSO")
        page.raw("\\fBgtk\\-dialogs\\fR(1)")
        return page.source
    }
}
