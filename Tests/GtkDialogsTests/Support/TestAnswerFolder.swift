import DialogsCore
import Foundation

/// A folder of the test's own, under TMPDIR, where remembered answers are kept while it runs:
/// `RememberedAnswers.folder` points into it until ``restore()`` puts the saved folder back and
/// removes it (a test never writes the user's state folder).
struct TestAnswerFolder {
    /// The folder the test owns (made only when an answer is kept).
    let path: String
    private let saved: String

    /// `named` starts the folder's name; answers go in `subfolder` of it when given.
    @MainActor
    init(named prefix: String, answersIn subfolder: String? = nil) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        saved = RememberedAnswers.folder
        RememberedAnswers.folder = subfolder.map { path + "/" + $0 } ?? path
    }

    /// Puts the folder used before back, and removes this one.
    @MainActor
    func restore() {
        RememberedAnswers.folder = saved
        try? FileManager.default.removeItem(atPath: path)
    }
}
