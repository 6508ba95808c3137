import CGLib
import DialogsCore

/// The GVariant arguments of the notification service's `Notify`, built without varargs.
@MainActor
enum NotificationVariants {
    /// `(susssasa{sv}i)`: app name, replaces id, icon, summary, body, actions, hints, timeout. Floating.
    static func notify(_ description: NotificationDescription) -> OpaquePointer {
        let applicationName = description.applicationName ?? g_get_prgname().map { String(cString: $0) } ?? ""
        var children: [OpaquePointer?] = [
            string(applicationName), g_variant_new_uint32(0), string(icon(description.icon)),
            string(description.title), string(description.body ?? ""), strings(description.actionPairs),
            hints(description), g_variant_new_int32(description.expireTimeout),
        ]
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    /// A name as it is; a file as a `file://` URI, as the specification asks.
    private static func icon(_ icon: DesktopNotification.Icon?) -> String {
        switch icon {
        case .named(let name): return name
        case .file(let path):
            let absolute = path.hasPrefix("/") ? path : CStrings.takeOwnership(g_get_current_dir()) + "/" + path
            let uri = CStrings.with(absolute) { g_filename_to_uri($0, nil, nil) }
            return uri.map { CStrings.takeOwnership($0) } ?? path
        case nil: return ""
        }
    }

    private static func hints(_ description: NotificationDescription) -> OpaquePointer {
        var entries: [OpaquePointer?] = []
        var all = description.hints
        all["urgency"] = all["urgency"] ?? .byte(description.urgency.rawValue)
        for (key, hint) in all.sorted(by: { $0.key < $1.key }) {
            let value: OpaquePointer =
                switch hint {
                case .string(let text): string(text)
                case .boolean(let flag): g_variant_new_boolean(flag ? 1 : 0)
                case .int32(let number): g_variant_new_int32(number)
                case .byte(let byte): g_variant_new_byte(byte)
                }
            entries.append(g_variant_new_dict_entry(string(key), g_variant_new_variant(value)))
        }
        return g_variant_new_array(g_variant_type_checked_("{sv}"), &entries, gsize(entries.count))
    }

    private static func string(_ text: String) -> OpaquePointer {
        CStrings.with(text) { g_variant_new_string($0) }
    }

    private static func strings(_ texts: [String]) -> OpaquePointer {
        var items = texts.map { string($0) as OpaquePointer? }
        return g_variant_new_array(g_variant_type_checked_("s"), &items, gsize(items.count))
    }
}
