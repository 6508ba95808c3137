/// A usage error: the message is printed as one line on stderr.
struct UsageError: Error {
    let message: String
    /// Whether the line ends by pointing to `--help` (not for a file that cannot be read).
    var pointsToHelp = true
}
