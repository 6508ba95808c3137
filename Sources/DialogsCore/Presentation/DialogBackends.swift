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

    /// The backend, made on first use; nil when no toolkit is chosen or offered (an app's tests
    /// that import only DialogsCore), or several are offered and none is chosen.
    package static var current: (any ToolkitLoop)? {
        if made == nil, let toolkit = try? toolkit() { made = toolkit.makeBackend() }
        return made
    }

    /// The backend, started; throws when there is none or it cannot open a display.
    static func started() throws(DialogError) -> any ToolkitLoop {
        guard let backend = current else {
            _ = try toolkit()
            throw DialogError.noBackend
        }
        try backend.start()
        return backend
    }
}
