import Foundation
import GtkDialogs

enum Leaving: String, AlertChoice {
    case discard = "Discard"
    case stay = "Keep Editing"
    case save = "Save"

    var role: AlertButton.Role? {
        switch self {
        case .discard: .destructive
        case .stay: .cancel
        case .save: .default
        }
    }
}

MainActor.assumeIsolated {
    do {
        try Dialogs.initialize()  // a clear, early error instead of a dialog that cannot show
    } catch {
        FileHandle.standardError.write(Data("notes: \(error)\n".utf8))
        exit(69)
    }
    guard let window = Dialogs.mainWindow(title: "Notes") else { exit(69) }
    Task { @MainActor in
        let answer = await Alert.choose(Leaving.self, title: "Save your note?", parent: window)
        print("answer: \(answer)")
        Dialogs.quit()
    }
    Dialogs.run()
}
