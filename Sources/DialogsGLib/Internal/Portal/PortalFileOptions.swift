import CGLib
import DialogsCore

/// The GVariants of `org.freedesktop.portal.FileChooser`: `OpenFile` and `SaveFile`'s arguments
/// from a chooser's description, and the choice in a `Response`'s results. Built without varargs.
@MainActor
enum PortalFileOptions {
    /// `(ssa{sv})`: the parent's handle, the title, and the options; floating.
    static func arguments(
        _ description: FileChooserDescription, parent: String, token: String, version: UInt32
    ) -> OpaquePointer {
        var entries: [(String, OpaquePointer)] = [("handle_token", string(token))]
        // The picker's own translated Open or Save unless the caller named the button.
        if case .standard = description.acceptLabel {
        } else {
            entries.append(("accept_label", string(description.acceptLabel.mnemonicText)))
        }
        entries.append(("modal", g_variant_new_boolean(parent.isEmpty ? 0 : 1)))
        if description.action == .save {
            if let name = description.suggestedName { entries.append(("current_name", string(name))) }
            if let file = description.selectedPath { entries.append(("current_file", bytes(file))) }
        } else {
            entries.append(("multiple", g_variant_new_boolean(description.takesSeveral ? 1 : 0)))
            entries.append(("directory", g_variant_new_boolean(description.action == .selectFolder ? 1 : 0)))
        }
        let folder = description.folder ?? description.selectedPath.map(FileChooserDescription.folder(of:))
        // OpenFile takes a folder from version 4 on; SaveFile always has.
        if let folder, description.action == .save || version >= 4 { entries.append(("current_folder", bytes(folder))) }
        if let first = description.filters.first {
            var filters = description.filters.map { filter($0) as OpaquePointer? }
            entries.append(("filters", g_variant_new_array(nil, &filters, gsize(filters.count))))
            entries.append(("current_filter", filter(first)))
        }
        let pairs = entries.map {
            g_variant_new_dict_entry(string($0.0), g_variant_new_variant($0.1)) as OpaquePointer?
        }
        var children: [OpaquePointer?] = [
            string(parent), string(description.title),
            array(of: "{sv}", pairs),
        ]
        return g_variant_new_tuple(&children, gsize(children.count))
    }

    /// A `Response`'s results (`a{sv}`): the chosen files' paths (`uris`, local files only) and the
    /// selected filter, by its place among the description's (`current_filter`, matched by name).
    static func choice(_ results: OpaquePointer, filters: [FileFilter]) -> FileChoice {
        var paths: [String] = []
        if let uris = lookup(results, "uris", type: "as") {
            for index in 0..<g_variant_n_children(uris) {
                guard let uri = g_variant_get_child_value(uris, index) else { continue }
                if let path = g_filename_from_uri(g_variant_get_string(uri, nil), nil, nil).map(CStrings.takeOwnership)
                {
                    // A folder as GTK names it: without the slash some portals end its URI with.
                    paths.append(path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path)
                }
                g_variant_unref(uri)
            }
            g_variant_unref(uris)
        }
        var filter: Int?
        if let current = lookup(results, "current_filter", type: "(sa(us))"),
            let name = g_variant_get_child_value(current, 0)
        {
            let text = String(cString: g_variant_get_string(name, nil))
            filter = filters.firstIndex { $0.name == text }
            g_variant_unref(name)
            g_variant_unref(current)
        }
        return FileChoice(paths: paths, filter: filter ?? (filters.isEmpty || paths.isEmpty ? nil : 0))
    }

    /// `(sa(us))`: the name, then each pattern as `(0, glob)` and each MIME type as `(1, type)`.
    private static func filter(_ filter: FileFilter) -> OpaquePointer {
        let rules =
            filter.patterns.map { rule(0, $0) as OpaquePointer? }
            + filter.mimeTypes.map { rule(1, $0) as OpaquePointer? }
        var children: [OpaquePointer?] = [
            string(filter.name), array(of: "(us)", rules),
        ]
        return g_variant_new_tuple(&children, 2)
    }

    /// The value under `key` when it has `type` (GLib's type macros do not reach Swift, and a
    /// type string passed as a pointer lives only for the call it is passed to).
    static func lookup(_ dictionary: OpaquePointer, _ key: String, type: String) -> OpaquePointer? {
        guard let value = g_variant_lookup_value(dictionary, key, nil) else { return nil }
        if has(value, type: type) { return value }
        g_variant_unref(value)
        return nil
    }

    /// Whether `value` is of the GVariant type `type` (`"u"`, `"a{sv}"`).
    static func has(_ value: OpaquePointer, type: String) -> Bool {
        String(cString: g_variant_get_type_string(value)) == type
    }

    /// An array of `children` (floating, taken), whose elements are of type `element`.
    static func array(of element: String, _ children: [OpaquePointer?]) -> OpaquePointer {
        let type = g_variant_type_new(element)
        defer { g_variant_type_free(type) }
        var children = children
        return g_variant_new_array(type, &children, gsize(children.count))
    }

    private static func rule(_ kind: UInt32, _ text: String) -> OpaquePointer {
        var children: [OpaquePointer?] = [g_variant_new_uint32(kind), string(text)]
        return g_variant_new_tuple(&children, 2)
    }

    private static func string(_ text: String) -> OpaquePointer {
        CStrings.with(text) { g_variant_new_string($0) }
    }

    /// A path as the portal takes it: `ay`, with its terminating zero.
    private static func bytes(_ path: String) -> OpaquePointer {
        CStrings.with(path) { g_variant_new_bytestring($0) }
    }
}
