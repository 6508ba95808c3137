import DialogsCore
import Glibc

/// A text viewer's text as its source delivers it: given text at once, a file's chunks as GLib's
/// loop finds them ready (``FileChunks``), or an async stream's strings; each piece is valid UTF-8
/// (a NUL shown as U+FFFD), handed to `onChunk` on the main actor until ``stop()``. Every
/// toolkit's text viewer reads its source with one.
@MainActor
package final class TextFeed {
    private let onChunk: @MainActor (UnsafeBufferPointer<CChar>) -> Void
    private var reader: FileChunks?
    private var streamTask: Task<Void, Never>?

    package init(onChunk: @escaping @MainActor (UnsafeBufferPointer<CChar>) -> Void) {
        self.onChunk = onChunk
    }

    /// Starts reading `source`: given text is handed on before this returns.
    package func start(_ source: TextSource) {
        switch source.kind {
        case .text(let text): hand(text)
        case .file(let descriptor, _):
            reader = FileChunks(descriptor: descriptor, onChunk: { [weak self] in self?.onChunk($0) }, onEnd: {})
            reader?.readWhatIsReady()
        case .stream(let stream):
            streamTask = Task { [weak self] in
                do {
                    for try await chunk in stream { self?.hand(chunk) }
                } catch {}
            }
        }
    }

    /// Stops reading: no chunk comes after this.
    package func stop() {
        reader?.stop()
        reader = nil
        streamTask?.cancel()
        streamTask = nil
    }

    private func hand(_ chunk: String) {
        CStrings.with(chunk) { onChunk(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    }
}
