import CGLib
import DialogsCore

/// A ``FileChooser`` shown by the desktop portal's picker (`org.freedesktop.portal.FileChooser`),
/// for every backend: the backend hands it its parent window's handle and its own chooser, which
/// shows instead when the portal is not to be used, is not there, or refuses the request.
///
/// It owns the session from the start, so a timeout, `dismiss()` or `Dialogs.quit()` while the bus
/// is being asked ends it too; it closes the portal's request when the session ends unanswered.
@MainActor
package final class PortalFileChooserPresenter: DialogPresenter {
    package typealias Description = FileChooserDescription

    private let session: DialogSession<FileChooserDescription>
    private let timer = SessionTimer()
    private var request: PortalFileRequest?
    private var otherwise: (@MainActor () -> Void)?
    private let parent: PortalParent

    /// Shows `session` through the portal when its description's `portal` and the bus say so, else
    /// calls `otherwise` (at once when no bus need be asked: `.never`, or GNOME).
    ///
    /// - Parameters:
    ///   - parent: the parent window as the portal names it.
    ///   - otherwise: shows the toolkit's own chooser for the session.
    package static func present(
        _ session: DialogSession<FileChooserDescription>, parent: @escaping @MainActor () -> PortalParent,
        otherwise: @escaping @MainActor () -> Void
    ) {
        let portal = session.description.portal
        guard PortalChoice.mayUse(portal) else { return otherwise() }
        let presenter = PortalFileChooserPresenter(session, parent: parent(), otherwise: otherwise)
        PortalChoice.ask { [weak presenter] bus in
            guard let presenter else { return }
            guard let bus, presenter.otherwise != nil else { return presenter.fallBack(saying: nil) }
            // A folder through the portal takes its version 3 (`directory`).
            guard session.description.action != .selectFolder || bus.version >= 3 else {
                return presenter.fallBack(saying: portal == .always ? "this portal cannot choose folders" : nil)
            }
            presenter.parent.handle { [weak presenter] handle in
                guard let presenter, presenter.otherwise != nil else { return }
                presenter.request = PortalFileRequest(session.description, on: bus, parent: handle) {
                    [weak presenter] answer in presenter?.answered(answer, always: portal == .always)
                }
            }
        }
    }

    private init(
        _ session: DialogSession<FileChooserDescription>, parent: PortalParent,
        otherwise: @escaping @MainActor () -> Void
    ) {
        self.session = session
        self.parent = parent
        self.otherwise = otherwise
        session.attach(self)
        timer.start(session.timeout) { [weak self] in self?.session.end(.timedOut) }
    }

    private func answered(_ answer: PortalFileRequest.Answer, always: Bool) {
        switch answer {
        case .chosen(let choice): session.end(.response(ResponseID.accept), state: choice)
        case .cancelled: session.end(.response(ResponseID.cancel), state: state)
        case .ended: session.end(.closed, state: state)
        case .failed(let message): fallBack(saying: always ? message : nil)
        }
    }

    /// The toolkit's chooser takes the session over (its own timer starts with it).
    private func fallBack(saying problem: String?) {
        guard let otherwise, !session.hasEnded else { return }
        self.otherwise = nil
        timer.stop()
        request = nil
        parent.release()
        if let problem { Diagnostics.warn("the desktop portal's file chooser failed (\(problem)); showing GTK's") }
        otherwise()
    }

    /// Nothing is chosen until the portal answers.
    package var state: FileChoice { session.description.initialState }

    /// The portal's picker keeps the title and labels it was given: its API changes neither.
    package func update(_ update: DialogUpdate) {}

    package func takeDown() {
        timer.stop()
        otherwise = nil
        request?.close()
        request = nil
        parent.release()
    }
}
