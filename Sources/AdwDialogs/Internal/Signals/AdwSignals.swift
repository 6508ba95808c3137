import CAdw
import DialogsGLib

/// A signal with one pointer argument the handler does not read (a color chooser's
/// `color-activated`: the color, which the chooser then holds as selected).
private let pointerSignalTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    CallbackBox<Void, Void>.call(data, with: ())
}

extension Signals {
    /// Connects `handler` to a signal with one pointer argument, which it is not given.
    @MainActor
    @discardableResult
    static func onPointerSignal(
        _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> gulong {
        connect(instance, signal, through: pointerSignalTrampoline) { (_: Void) in handler() }
    }
}
