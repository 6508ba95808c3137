import CGLib
import DialogsCore
import Dispatch
import Glibc

/// Runs main-actor jobs and `DispatchQueue.main` blocks inside GLib's main loop.
///
/// On Linux, libdispatch signals pending main-queue work through an eventfd.
/// A GLib fd source wakes the loop when it becomes readable; the callback
/// acknowledges the eventfd and drains the queue — no polling timer.
@MainActor
package enum MainQueueSource {
    private static var sourceID: guint = 0

    package static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(fd, G_IO_IN, drainMainQueue, nil)
    }
}

private let drainMainQueue: GUnixFDSourceFunc = { fd, _, _ in
    var counter: UInt64 = 0
    _ = read(fd, &counter, MemoryLayout<UInt64>.size)
    _dispatch_main_queue_callback_4CF(nil)
    return 1
}
