import CGLib
import DialogsCore
import Synchronization

/// Counts the callback boxes alive right now. Tests and benchmarks read it
/// through `Dialogs.liveCallbackBoxes` to prove every box was released.
package enum BoxCounter {
    package static let live = Atomic<Int>(0)
}

/// The box: a Swift closure kept alive by GLib. It is retained once with
/// `Unmanaged.passRetained` when handed to GLib as user data, and released
/// only by the destroy notify GLib calls when the handler or source goes away.
/// GLib calls it on the main thread only (the trampolines assert it), hence
/// `@unchecked Sendable`.
package final class CallbackBox<Input, Output>: @unchecked Sendable {
    let handler: @MainActor (Input) -> Output
    /// Runs when GLib lets the box go, for the sources that own a resource (a descriptor to close).
    @MainActor var whenReleased: (@MainActor () -> Void)?

    package init(_ handler: @escaping @MainActor (Input) -> Output) {
        self.handler = handler
        BoxCounter.live.add(1, ordering: .relaxed)
    }

    deinit {
        BoxCounter.live.subtract(1, ordering: .relaxed)
    }

    /// A +1 pointer for GLib; balanced by ``releaseBox`` (or ``releaseClosureBox``) in a destroy notify.
    package func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Runs the handler of the box at `pointer` with `input`, on the main actor GLib calls it on.
    /// The box is kept alive for the call: a handler may destroy the widget, and with it the box
    /// it is running from.
    package static func call(_ pointer: gpointer?, with input: Input) -> Output where Output: Sendable {
        let box = Unmanaged<CallbackBox>.fromOpaque(pointer!).takeUnretainedValue()
        nonisolated(unsafe) let input = input  // made and used on the main thread, within this call
        return withExtendedLifetime(box) {
            MainActor.assumeIsolated { box.handler(input) }
        }
    }
}

/// The destroy notify of a source's or a D-Bus subscription's box.
package let releaseBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The destroy notify of a signal handler's box.
package let releaseClosureBox: GClosureNotify = { data, _ in releaseBox(data) }
