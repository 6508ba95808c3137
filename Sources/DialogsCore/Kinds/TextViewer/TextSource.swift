/// Where a ``TextViewer``'s text comes from: a string, a file, or a stream that keeps appending.
///
/// ```swift
/// let licence = try TextSource.file("/usr/share/common-licenses/GPL-3")
/// let log = TextSource.stream(lines)              // any AsyncSequence of String
/// ```
public struct TextSource: Sendable {
    package enum Kind: Sendable {
        case text(String)
        /// An open file descriptor, read inside GLib's loop as the data arrives.
        case file(descriptor: Int32, path: String)
        case stream(AsyncThrowingStream<String, any Error>)
    }

    package let kind: Kind

    /// A string given whole: nothing is appended after it, so the view stays at its start.
    package var isFixedText: Bool {
        if case .text = kind { true } else { false }
    }

    /// The text itself.
    ///
    /// ```swift
    /// let source = TextSource.text("Hello")
    /// ```
    public static func text(_ text: String) -> TextSource {
        TextSource(kind: .text(text))
    }

    /// A file's contents, read as it arrives (a pipe, `/dev/stdin` or `<(command)` too);
    /// bytes that are not UTF-8 show as U+FFFD. Throws when the file cannot be opened.
    ///
    /// ```swift
    /// let source = try TextSource.file("/var/log/syslog")
    /// ```
    public static func file(_ path: String) throws(DialogError) -> TextSource {
        let descriptor = try SourceFiles.open(path)
        return TextSource(kind: .file(descriptor: descriptor, path: path))
    }

    /// The program's standard input, read as it arrives (a pipe keeps appending until it closes);
    /// bytes that are not UTF-8 show as U+FFFD.
    ///
    /// ```swift
    /// let source = try TextSource.standardInput()     // `make 2>&1 | my-viewer`
    /// ```
    public static func standardInput() throws(DialogError) -> TextSource {
        TextSource(kind: .file(descriptor: try SourceFiles.standardInput(), path: "standard input"))
    }

    /// Text appended chunk by chunk as `sequence` produces it; the view follows the end.
    ///
    /// ```swift
    /// let source = TextSource.stream(AsyncStream { continuation in build.onOutput = { continuation.yield($0) } })
    /// ```
    public static func stream<Chunks: AsyncSequence & Sendable>(_ sequence: Chunks) -> TextSource
    where Chunks.Element == String {
        let stream = AsyncThrowingStream<String, any Error> { continuation in
            let task = Task {
                do {
                    for try await chunk in sequence { continuation.yield(chunk) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return TextSource(kind: .stream(stream))
    }
}
