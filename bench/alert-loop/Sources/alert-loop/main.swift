import CGtkLoop
import Glibc
import GtkDialogs

// alert-loop [ALERTS] [WARMUP]: the same loop as bench/alert-loop.c, through Alert.
// Prints: alerts=… us_per_alert=… rss_before_kb=… rss_after_kb=… live_boxes=…

func nowMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

func residentKilobytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
}

func drain() {
    while gtk_events_pending() != 0 { gtk_main_iteration() }
}

/// The open dialog, found as the C loop finds it: the library does not hand out its window.
func openDialog() -> UnsafeMutablePointer<GtkDialog>? {
    let windows = gtk_window_list_toplevels()
    defer { g_list_free(windows) }
    var found: UnsafeMutableRawPointer?
    var item = windows
    while let node = item {
        if let data = node.pointee.data, cgl_is_dialog(data) != 0,
            gtk_widget_get_visible(data.assumingMemoryBound(to: GtkWidget.self)) != 0
        {
            found = data
        }
        item = node.pointee.next
    }
    return found?.assumingMemoryBound(to: GtkDialog.self)
}

func complain(_ message: String) {
    let line = "alert-loop: \(message)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

@MainActor
func run(alerts: Int, warmup: Int) -> Int32 {
    do {
        try Dialogs.initialize()
    } catch {
        complain("\(error)")
        return 2
    }
    var answered = 0
    func oneAlert() {
        let alert = Alert(title: "Saved", message: "All done.", buttons: ["OK"], defaultButton: 0)
        alert.show { response in
            if response == .button(0) { answered += 1 }
        }
        drain()
        gtk_dialog_response(openDialog(), 0)
        drain()
    }
    for _ in 0..<warmup { oneAlert() }
    let before = residentKilobytes()
    let start = nowMicroseconds()
    for _ in 0..<alerts { oneAlert() }
    let elapsed = nowMicroseconds() - start
    let after = residentKilobytes()
    guard answered == alerts + warmup, Dialogs.openDialogCount == 0 else {
        complain("\(answered) of \(alerts + warmup) alerts answered, \(Dialogs.openDialogCount) still open")
        return 1
    }
    let perAlert = (elapsed / Double(alerts) * 100).rounded() / 100
    print(
        "alerts=\(alerts) us_per_alert=\(perAlert) rss_before_kb=\(before) rss_after_kb=\(after) "
            + "live_boxes=\(Dialogs.liveCallbackBoxes)")
    return Dialogs.liveCallbackBoxes == 0 ? 0 : 1
}

let arguments = CommandLine.arguments
let alerts = arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000
let warmup = arguments.count > 2 ? Int(arguments[2]) ?? 50 : 50
exit(MainActor.assumeIsolated { run(alerts: alerts, warmup: warmup) })
