import CAdw
import DialogsGLib

/// A signal with one pointer argument the handler does not read (a color chooser's
/// `color-activated`: the color, which the chooser then holds as selected).
private let pointerSignalTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    CallbackBox<Void, Void>.call(data, with: ())
}

/// A list model's `items-changed` (position, removed, added), which the handler is not given.
private let itemsChangedTrampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
    _, _, _, _, data in
    CallbackBox<Void, Void>.call(data, with: ())
}

extension Signals {
    /// Connects `handler` to a list model's `items-changed`.
    @MainActor
    @discardableResult
    static func onItemsChanged(_ model: gpointer, _ handler: @escaping @MainActor () -> Void) -> gulong {
        connect(model, "items-changed", through: itemsChangedTrampoline) { (_: Void) in handler() }
    }

    /// Connects `handler` to a signal with one pointer argument, which it is not given.
    @MainActor
    @discardableResult
    static func onPointerSignal(
        _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> gulong {
        connect(instance, signal, through: pointerSignalTrampoline) { (_: Void) in handler() }
    }
}

/// A list's check box clicked: the row's position, for the box behind `data`.
let rowToggledTrampoline: AdRowToggled = { position, data in
    CallbackBox<UInt32, Void>.call(data, with: position)
}

/// A column view's `activate` (the row's position).
private let activateTrampoline: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, position, data in
    CallbackBox<UInt32, Void>.call(data, with: position)
}

extension Signals {
    /// Connects `handler` to a list or column view's `activate`: the position activated.
    @MainActor
    @discardableResult
    static func onActivate(_ view: gpointer, _ handler: @escaping @MainActor (UInt32) -> Void) -> gulong {
        connect(view, "activate", through: activateTrampoline, handler)
    }
}

/// An event controller's `event` (GtkEventControllerLegacy): the event; true stops it.
private let eventTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
    guard let event else { return 0 }
    return CallbackBox<OpaquePointer, Bool>.call(data, with: event) ? 1 : 0
}

extension Signals {
    /// Connects `handler` to a legacy event controller's `event`: every event it sees.
    @MainActor
    @discardableResult
    static func onEvent(_ controller: gpointer, _ handler: @escaping @MainActor (OpaquePointer) -> Bool) -> gulong {
        connect(controller, "event", through: eventTrampoline, handler)
    }
}

/// A key controller's `key-pressed` (keyval, keycode, modifiers): the key; true stops it.
private let keyPressedTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, _, data in
    CallbackBox<UInt32, Bool>.call(data, with: keyval) ? 1 : 0
}

extension Signals {
    /// Connects `handler` to a key controller's `key-pressed`: the key's keyval.
    @MainActor
    @discardableResult
    static func onKeyPressed(_ controller: gpointer, _ handler: @escaping @MainActor (UInt32) -> Bool) -> gulong {
        connect(controller, "key-pressed", through: keyPressedTrampoline, handler)
    }
}

/// A click gesture's `released` (presses, x, y): where, in the widget's coordinates.
private let releasedTrampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
    _, _, x, y, data in
    CallbackBox<(x: Double, y: Double), Void>.call(data, with: (x, y))
}

/// A motion controller's `motion` or `enter` (x, y), in the widget's coordinates.
private let motionTrampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
    CallbackBox<(x: Double, y: Double), Void>.call(data, with: (x, y))
}

extension Signals {
    /// Connects `handler` to a click gesture's `released`: where the button was released.
    @MainActor
    @discardableResult
    static func onReleased(
        _ gesture: gpointer, _ handler: @escaping @MainActor ((x: Double, y: Double)) -> Void
    ) -> gulong {
        connect(gesture, "released", through: releasedTrampoline, handler)
    }

    /// Connects `handler` to a motion controller's `motion` or `enter`: where the pointer is.
    @MainActor
    @discardableResult
    static func onMotion(
        _ controller: gpointer, _ signal: String, _ handler: @escaping @MainActor ((x: Double, y: Double)) -> Void
    ) -> gulong {
        connect(controller, signal, through: motionTrampoline, handler)
    }
}
