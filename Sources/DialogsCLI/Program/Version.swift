/// The one version number: `--version`, the about window, the man pages, the Debian package
/// (`make deb` reads it from `--version`) and the metainfo's newest release (a test checks that one).
enum Version {
    static let number = "0.1.0"
    /// The day `number` was released, as the metainfo's newest release says.
    static let releaseDate = "2026-11-30"
}
