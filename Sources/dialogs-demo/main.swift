import Glibc
import GtkDialogs

// The demo's GTK code (application, window, signal connections) is in Internal/;
// its dialogs use only the public API (the DemoShowcase target, which the GTK 4 demo shows too).

// Exit codes: 0 normal, 2 no display.
do {
    try Dialogs.initialize()
} catch {
    let line = "dialogs-demo: \(error)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}
let demo = DemoApplication()
exit(demo.run())
