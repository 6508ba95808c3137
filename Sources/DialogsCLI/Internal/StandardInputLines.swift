import CGLib
import DialogsGLib
import Glibc

/// Standard input read line by line inside GLib's main loop: a file-descriptor source wakes the
/// loop when input arrives (no polling), one read of up to 64 KiB a wake-up. The source runs at
/// idle priority, so GTK still lays out and repaints while a producer floods the pipe.
@MainActor
final class StandardInputLines {
    private let onLine: (ArraySlice<UInt8>) -> Void
    private let onEnd: () -> Void
    private var splitter = LineSplitter()
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var sourceID: guint = 0

    /// Starts reading; `onLine` gets each line without its newline, `onEnd` runs once at the end
    /// of input (after a last line without a newline, if any).
    init(onLine: @escaping (ArraySlice<UInt8>) -> Void, onEnd: @escaping () -> Void) {
        self.onLine = onLine
        self.onEnd = onEnd
        // The source holds this reader until it is removed.
        sourceID = Signals.whenReadable(STDIN_FILENO, priority: G_PRIORITY_DEFAULT_IDLE) { [self] _ in
            readAvailable()
        }
    }

    /// Stops reading; the source lets go of this object.
    func stop() {
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
    }

    /// Reads what is there; false once the input has ended.
    private func readAvailable() -> Bool {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return true }
        guard count > 0 else {
            splitter.finish(onLine)
            sourceID = 0
            onEnd()
            return false
        }
        _ = splitter.feed(buffer[0..<count]) { line in
            onLine(line)
            return true
        }
        return sourceID != 0
    }
}
