import Glibc
import DialogsCore

/// Deletes old files after asking; keeps them when the user says no.
@MainActor
public final class CleanupController {
    public private(set) var deleted: [String] = []
    public private(set) var kept: [String] = []
    public private(set) var archiveName: String?

    public init() {}

    public func cleanUp(_ files: [String]) {
        Alert.confirm(
            title: "Delete \(files.count) files?", message: "They will be gone for ever.", confirmTitle: "Delete",
            isDestructive: true,
            onCancel: { self.kept += files },
            onConfirm: { self.deleted += files })
    }

    /// Asks for an archive name; a cancelled prompt archives nothing.
    public func archive() async {
        // BREAK_CONTROLLER plants a bug (a wrong title) so the checks can see a failing test say why.
        let title = getenv("BREAK_CONTROLLER") == nil ? "Archive name" : "Archive nam"
        archiveName = await TextPrompt(title: title, text: "backup").value()
    }
}
