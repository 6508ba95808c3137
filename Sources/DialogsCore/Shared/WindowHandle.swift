/// Another program's window, named the way xdg-desktop-portal names a parent: `x11:XID` or
/// `wayland:HANDLE` (an xdg-foreign exported handle).
///
/// ```swift
/// let handle = try WindowHandle(parsing: "x11:0x3a00007")   // .x11(0x3a00007)
/// print(handle)                                            // "x11:0x3a00007"
/// ```
public enum WindowHandle: Hashable, Sendable, CustomStringConvertible {
    /// An X11 window id (`WM_TRANSIENT_FOR` names it).
    case x11(UInt32)
    /// A handle the parent's program exported through xdg-foreign (`gdk_wayland_window_export_handle`).
    case wayland(String)

    /// Reads `x11:0xXID`, `x11:XID` (decimal) or `wayland:HANDLE`.
    ///
    /// ```swift
    /// try WindowHandle(parsing: "x11:60817415")   // .x11(0x3a00007)
    /// try WindowHandle(parsing: "wayland:9b1c…")  // .wayland("9b1c…")
    /// ```
    /// - Throws: ``ParseError`` for any other text; its description names the accepted forms.
    public init(parsing text: String) throws(ParseError) {
        if text.hasPrefix("x11:") {
            let id = text.dropFirst(4)
            let isHex = id.lowercased().hasPrefix("0x")
            guard let xid = UInt32(isHex ? id.dropFirst(2) : id, radix: isHex ? 16 : 10), xid != 0 else {
                throw ParseError(text: text)
            }
            self = .x11(xid)
        } else if text.hasPrefix("wayland:") {
            let handle = String(text.dropFirst(8))
            // A portal handle is printable ASCII with no spaces: anything else is a mistake.
            guard !handle.isEmpty, handle.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
                throw ParseError(text: text)
            }
            self = .wayland(handle)
        } else {
            throw ParseError(text: text)
        }
    }

    /// The handle as a portal's `parent_window` option takes it (the X11 id in hex, no "0x").
    package var portalParentWindow: String {
        switch self {
        case .x11(let xid): "x11:" + String(xid, radix: 16)
        case .wayland(let handle): "wayland:" + handle
        }
    }

    /// The handle as ``init(parsing:)`` reads it, an X11 id in hexadecimal.
    ///
    /// ```swift
    /// WindowHandle.x11(0x3a00007).description   // "x11:0x3a00007"
    /// ```
    public var description: String {
        switch self {
        case .x11(let xid): "x11:0x" + String(xid, radix: 16)
        case .wayland(let handle): "wayland:" + handle
        }
    }

    /// Text that is not a window handle; the description names the forms that are.
    ///
    /// ```swift
    /// do { _ = try WindowHandle(parsing: "0x3a00007") } catch { print(error) }
    /// // "0x3a00007" is not a window handle: give x11:0xXID, x11:XID (decimal) or wayland:HANDLE
    /// ```
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text that was not a handle.
        public let text: String

        /// Says which text, and which forms are read.
        public var description: String {
            // Translators: keep x11:0xXID, x11:XID and wayland:HANDLE as they are: they are what to type.
            TextDomain.library.format(
                "\"%s\" is not a window handle: give x11:0xXID, x11:XID (decimal) or wayland:HANDLE", text)
        }
    }
}
