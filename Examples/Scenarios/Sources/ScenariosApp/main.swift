import Foundation
import GtkDialogs
import Scenarios

// Runs the scenarios one after another. Without a display it exits 69 with the error.
MainActor.assumeIsolated {
    do {
        try Dialogs.initialize()
    } catch {
        FileHandle.standardError.write(Data("scenarios: \(error)\n".utf8))
        exit(69)
    }
    let scenarios = Scenarios()
    Task { @MainActor in
        await scenarios.askName()
        await scenarios.editContact()
        await scenarios.closeDocument()
        print(scenarios.log.joined(separator: "\n"))
        Dialogs.quit()
    }
    Dialogs.run()
}
