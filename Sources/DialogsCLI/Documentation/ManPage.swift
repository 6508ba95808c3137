/// `gtk-dialogs(1)` (or `gtk4-dialogs(1)`: the running program's), written from the kinds
/// (``DialogKinds``), the option tables `--help` prints, the exit-code tables and `Version.number`,
/// so that the page cannot drift from the program (`--generate-man`).
@MainActor
enum ManPage {
    /// The program's name, and as roff writes it (`gtk\-dialogs`).
    private static var name: String { Output.toolName }
    private static var roffName: String { name.replacing("-", with: "\\-") }
    private static var compatibility: ZenityCompatibility { .current }

    /// The main page's option lists: every table `--help-all` shows, in the order it shows them.
    static func page() -> String {
        var page = Roff(
            manPage: name, source: name,
            summary: compatibility.isZenity4
                ? "native GTK 4 and libadwaita dialogs for shell scripts, compatible with zenity"
                : "native GTK dialogs for shell scripts, compatible with zenity")
        page.raw(".ad l")  // the lists of kinds break between them, not justified
        let dialogs = DialogKinds.zenityDialogs.map { Roff.bold("--\($0.name)") }.joined(separator: "|\\:")
        page.raw("\\fB\(roffName)\\fR \(dialogs) [\\fI\\%OPTION\\fR\\|.\\|.\\|.]")
        page.request("br")
        let commands = DialogKinds.nativeCommands.map { Roff.bold($0.command.name) }.joined(separator: "|\\:")
        page.raw("\\fB\(roffName)\\fR \(commands) [\\fI\\%OPTION\\fR\\|.\\|.\\|.]")
        page.request("br")
        page.raw("\\fB\(roffName) \\-\\-forget\\fR \\fIKEY\\fR\\|.\\|.\\|.")
        page.raw(".ad b")
        page.request("SH", "DESCRIPTION")
        page.text(
            "\(name) asks the desktop user a question from a shell script. Called with zenity's options, "
                + "or through a link named zenity, it behaves as zenity \(compatibility.series) does: the same output, the same "
                + "exit status. Its native mode (a command as the first argument) shows text as plain text unless "
                + "--markup is given, prints a JSON answer with --json and has an exit code for every ending.")
        if compatibility.isZenity4 {
            page.paragraph(
                "It shows libadwaita's dialogs, as zenity 4 does. Where zenity 4.0 and 3.44 differ, it follows 4.0: "
                    + "a message dialog's --title is its heading; --icon sets a dialog's icon (--icon-name and "
                    + "--window-icon, which 4.0 deprecates, are hidden from --help but still honoured). Unlike zenity 4, "
                    + "which takes --attach and ignores it, \(name) honours it as --parent x11:WINDOW. gtk-dialogs(1) "
                    + "is the same program on GTK 3, as zenity 3.44.")
        }
        page.paragraph(
            "--parent HANDLE (native mode) and zenity's --attach WINDOW (read as --parent x11:WINDOW) make the "
                + "dialog transient for another program's window: x11:0xXID or x11:XID sets its WM_TRANSIENT_FOR, "
                + "on X11; wayland:HANDLE, a handle that program exported through xdg-foreign (as it hands one to "
                + "xdg-desktop-portal), on Wayland. A window that is not there, or a handle for the other display "
                + "server, or a Wayland handle nobody exported, is one warning on stderr, and the dialog shows "
                + "without a parent.")
        page.paragraph(
            "--help, --help-all and \(name) COMMAND --help list the options below; they work without a display.")

        let zenity = ZenityMode.optionTable()
        page.request("SH", "ZENITY MODE")
        page.text("Exactly one dialog option chooses the dialog; the other options refine it.")
        for group in zenity.groups {
            list(group.options, under: group.name == nil ? "Dialog options" : group.title, in: &page)
        }

        page.request("SH", "NATIVE MODE")
        page.text("The first argument names the dialog; every command takes the common options.")
        list(NativeMode.commonOptions, under: "Options of every command", in: &page)
        for (kind, command) in DialogKinds.nativeCommands {
            page.request("SS", "\(name) \(command.name)")
            let spellings = command.aliases.isEmpty ? "" : " Also spelt \(command.aliases.joined(separator: ", "))."
            page.text("\(command.summary.prefix(1).uppercased())\(command.summary.dropFirst()).\(spellings)")
            entries(NativeMode.options(of: kind, for: command), in: &page)
            for paragraph in command.manual { page.paragraph(paragraph) }
        }

        liveDialogs(in: &page)

        page.request("SH", "GTK OPTIONS")
        page.text("Both modes accept GTK's own options:")
        for entry in OptionContext.toolkitEntries() { page.tagged(Roff.option(entry), entry.help) }

        exitStatus(in: &page)
        environment(in: &page)
        examples(in: &page)
        page.request("SH", "SEE ALSO")
        let demo = DemoManPage.program.replacing("-", with: "\\-")
        let sibling = compatibility.isZenity4 ? ", \\fBgtk\\-dialogs\\fR(1)" : ""
        page.raw("\\fBzenity\\fR(1), \\fB\(demo)\\fR(1)\(sibling)")
        return page.source
    }

    private static func list(_ options: [Option], under title: String, in page: inout Roff) {
        page.request("SS", title)
        entries(options, in: &page)
    }

    private static func entries(_ options: [Option], in page: inout Roff) {
        for option in options where !option.entry.isHidden {
            page.tagged(Roff.option(option.entry), option.entry.help)
        }
    }

    /// `--spec` and the `--commands` language, one entry a command (``DialogCommand/reference``).
    private static func liveDialogs(in page: inout Roff) {
        page.request("SH", "LIVE DIALOGS")
        page.text(
            "Native mode only. --spec FILE (- for standard input) gives a command its options as one JSON object "
                + "whose keys are the long option names: a flag takes true or false, a number option an integer, "
                + "a text option a string, a repeatable option an array of strings. Options on the command line "
                + "override the spec's. An unknown key, a wrong type or invalid JSON is a usage error (exit 64) "
                + "that names it.")
        page.example([
            "\(name) steps --spec - <<'EOF'", "{\"title\": \"Setup\", \"step\": [\"Download\", \"Install\"]}",
            "EOF",
        ])
        page.paragraph(
            "--commands FILE makes the shown dialog follow FILE, one command a line, applied in order: a FIFO "
                + "(writers may come and go), or a regular file read from where it ended when the dialog started, "
                + "as it grows (from its start again when it is truncated or replaced; a missing file is created). "
                + "Empty lines and lines starting with # are skipped. A line that is not a command, does not apply "
                + "to the dialog, is not UTF-8 or is longer than 1 MiB is one warning on stderr with its line "
                + "number, and the dialog goes on; nothing after quit is read.")
        for command in DialogCommand.reference { page.tagged(Roff.bold(command.form), command.meaning) }
        page.paragraph("A step list driven through a FIFO:")
        page.example([
            "mkfifo /tmp/setup; exec 3<>/tmp/setup",
            "\(name) steps --title Setup --step Download --step Install --commands /tmp/setup &",
            "echo 'step: Download: working' >&3; download",
            "echo 'step: Download: done: 84 MB' >&3",
            "echo 'step: Install: failed: disk full' >&3",
            "wait $!   # 0 once OK is pressed: every step is over",
        ])
    }

    private static func exitStatus(in page: inout Roff) {
        page.request("SH", "EXIT STATUS")
        page.request("SS", "Zenity mode")
        page.text("As zenity \(compatibility.series)'s; the ZENITY_ variables below change them.")
        for row in ExitCodeTable.zenity { page.tagged(Roff.bold(row.code), row.meaning) }
        page.request("SS", "Native mode")
        page.text("Each ending has its own:")
        for row in ExitCodeTable.native { page.tagged(Roff.bold(row.code), row.meaning) }
    }

    private static func environment(in page: inout Roff) {
        page.request("SH", "ENVIRONMENT")
        for variable in ZenityExitCode.variables {
            page.tagged(
                Roff.bold("ZENITY_\(variable.name)"),
                "zenity mode's exit status for \(variable.endings) (default \(variable.code)"
                    + (variable.code < 0 ? ", exit status \(variable.code & 255)); " : "); ")
                    + "DIALOG_\(variable.name) is read when it is not set.")
        }
        page.tagged(Roff.bold("DISPLAY"), "The X display to show the dialog on (or WAYLAND_DISPLAY).")
        page.tagged(
            Roff.bold(FileChooserOptions.portalVariable),
            "Whether a file chooser is the desktop portal's (org.freedesktop.portal.FileChooser: KDE's picker, "
                + "a tiling desktop's) when neither --portal nor --no-portal is given: always (whenever a portal "
                + "answers), never (GTK's chooser), or auto, the default: the portal inside Flatpak or Snap, or when "
                + "the session bus has one offering a file chooser and XDG_CURRENT_DESKTOP does not name GNOME. "
                + "GTK's chooser shows when no portal answers. Through the portal the picker has its own Cancel "
                + "label and always asks before replacing a file.")
        page.tagged(
            Roff.bold("XDG_STATE_HOME"),
            "Where --remember and --dont-ask-again keep answers: one file a key, "
                + "$XDG_STATE_HOME/gtk-dialogs/KEY.json (by default ~/.local/state/gtk-dialogs), mode 0600.")
        page.tagged(
            Roff.bold("LANGUAGE"), "The language of the buttons' default labels, which are GTK's own translations.")
    }

    private static func examples(in page: inout Roff) {
        page.request("SH", "EXAMPLES")
        let examples: [(String, [String])] = [
            (
                "Ask for a name; stop when the user cancels:",
                ["name=$(\(name) --entry --title Greeting --text \"What's your name?\") || exit"]
            ),
            ("Run zenity scripts unchanged:", ["ln -s \"$(command -v \(name))\" ~/.local/bin/zenity"]),
            (
                "An alert with three buttons; the exit status says which one:",
                [
                    "\(name) alert --text \"Perform a lengthy operation?\" \\",
                    "    --button Nope --button \"Yeah, sure\" --button Later --default 1 --cancel 0",
                    "case $? in 11) perform_it ;; 12) schedule_it ;; esac",
                ]
            ),
            (
                "A form answered in JSON:",
                [
                    "\(name) form --json --field name:Name::Ada --field born:Born:number:1815 \\",
                    "    --field email:Email:email --required email",
                ]
            ),
            (
                "Project settings: a folder, a colour, a font and a number on a slider:",
                [
                    "\(name) form --title Settings --field dir:Folder:folder:\"$PWD\" --field accent:Accent:color:teal \\",
                    "    --field \"font:Editor font:font:Monospace 11\" --field indent:Indent:slider=1..8:4",
                ]
            ),
        ]
        for (text, lines) in examples {
            page.paragraph(text)
            page.example(lines)
        }
    }
}
