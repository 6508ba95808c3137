import AdwDialogs
import Glibc

// The demo as a libadwaita app: the same scenarios as dialogs-demo (the DemoShowcase target, on the
// public API only), in an AdwApplicationWindow; its GTK 4 code is in Internal/.

// Exit codes: 0 normal, 2 no display.
do {
    try Dialogs.initialize()
} catch {
    let line = "gtk4-dialogs-demo: \(error)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}
let demo = DemoApplication()
exit(demo.run())
