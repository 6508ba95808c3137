/// The backend dialogs are shown with: the toolkit chosen with ``Dialogs/use(_:)``, else the one
/// toolkit a linked backend module offers by default.
@MainActor
package enum DialogBackends {
    /// The toolkits linked backend modules offer, in load order (each module's load-time
    /// constructor adds its own, before `main`).
    nonisolated(unsafe) private static var offered: [DialogToolkit] = []
    private static var chosen: DialogToolkit?
    /// The toolkit in use, once something needed it: its answer store and labels are installed.
    private static var inUse: DialogToolkit?
    private static var made: (any ToolkitLoop)?

    /// Called by a backend module's load-time constructor: `toolkit` is the default when it is the
    /// only one offered.
    nonisolated package static func offer(_ toolkit: DialogToolkit) {
        offered.append(toolkit)
        if offered.count == 1 {
            ToolkitLabels.translate = toolkit.translateLabel
            AnswerStores.factory = toolkit.answers
        }
    }

    /// Shows dialogs with `toolkit` from now on; refused (a programmer error) once another
    /// toolkit is in use.
    static func use(_ toolkit: DialogToolkit) {
        if let inUse {
            if inUse.name != toolkit.name {
                Diagnostics.programmerError(
                    "Dialogs.use(\(toolkit.name)) after \(inUse.name) was used: call it before any dialog is shown")
            }
            return
        }
        chosen = toolkit
    }

    /// The toolkit dialogs are shown with (chosen, else the only one offered), or why there is none.
    package static func toolkit() throws(DialogError) -> DialogToolkit {
        if let inUse { return inUse }
        let toolkit: DialogToolkit
        if let chosen {
            toolkit = chosen
        } else if offered.count == 1 {
            toolkit = offered[0]
        } else {
            throw offered.isEmpty ? DialogError.noBackend : DialogError.severalBackends(offered.map(\.name))
        }
        ToolkitLabels.translate = toolkit.translateLabel
        AnswerStores.use(toolkit.answers)
        inUse = toolkit
        return toolkit
    }

    /// The backend, made on first use; throws when no toolkit is offered, or several are and none
    /// is chosen.
    package static func backend() throws(DialogError) -> any ToolkitLoop {
        if let made { return made }
        let backend = try toolkit().makeBackend()
        made = backend
        return backend
    }

    /// The backend, or nil when there is none to use (an app's tests that import only DialogsCore).
    package static var current: (any ToolkitLoop)? { try? backend() }

    /// The backend, started; throws when there is none or it cannot open a display.
    static func started() throws(DialogError) -> any ToolkitLoop {
        let backend = try backend()
        try backend.start()
        return backend
    }
}
