import Foundation

extension Pipe {
    /// Writes `data` into the pipe for the program reading it. A program that ended, or closed its
    /// input, before taking it all fails its own test through its exit and output: here the write
    /// only stops. Foundation's `write(_:)` would trap on EPIPE, and SIGPIPE would end the whole
    /// test process (every later test unrun); SIGPIPE is blocked in this thread for the write, and
    /// one it raised is taken, so nothing else in the process changes (children inherit the mask
    /// and dispositions of their parent, so neither is left changed).
    ///
    ///     pipe.send("row 1\n")
    /// - Returns: false when the reader had gone.
    @discardableResult
    func send(_ data: Data) -> Bool {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var none = timespec()
            while sigtimedwait(&pipeSignal, nil, &none) == SIGPIPE {}  // the one this write raised, if any
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return (try? fileHandleForWriting.write(contentsOf: data)) != nil
    }

    /// Writes `text` as UTF-8; see `send(_:)`.
    @discardableResult
    func send(_ text: String) -> Bool { send(Data(text.utf8)) }
}
