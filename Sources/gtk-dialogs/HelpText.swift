/// The help text for both modes, and the exit codes, documented in one place.
enum HelpText {
    static let version = "0.1.0"

    static let summary = """
        Ask the desktop user a question from a shell script.

        zenity mode:  gtk-dialogs --info|--warning|--error|--question|--entry|--password|--forms|--list [OPTION…]
                      (also when called through a link named zenity)
        native mode:  gtk-dialogs alert|confirm|input|password|form|list [OPTION…]   (see gtk-dialogs alert --help)
        """

    static let description = """
        Exit codes in zenity mode (as zenity 3.44; override with ZENITY_OK, ZENITY_CANCEL, ZENITY_ESC,
        ZENITY_TIMEOUT, ZENITY_ERROR):
          0 OK · 1 Cancel, Escape, window closed, extra button (its label is printed) · 5 timeout · 255 error

        Exit codes in native mode (each ending has its own):
          0   accepted: OK, confirm, a submitted text, a saved form
          1   the cancel button
          2   closed: Escape or the window's close button
          3   timed out
          10+N  alert button N (from 0), or extra button N
          64  usage error: unknown option, missing value, bad field, invalid UTF-8
          69  no display
        """
}
