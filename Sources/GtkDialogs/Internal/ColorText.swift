import CGtk

/// ``RGBAColor``'s text forms, read and written by GDK (`gdk_rgba_parse`, `gdk_rgba_to_string`).
enum ColorText {
    /// Nil for text GDK does not read (and for text holding NUL, which C would cut short).
    static func parse(_ text: String) -> RGBAColor? {
        guard !text.utf8.contains(0) else { return nil }
        var rgba = GdkRGBA()
        return text.withCString { gdk_rgba_parse(&rgba, $0) } != 0 ? color(rgba) : nil
    }

    static func format(_ color: RGBAColor) -> String {
        var rgba = gdkRGBA(color)
        return CStrings.takeOwnership(gdk_rgba_to_string(&rgba))
    }

    static func gdkRGBA(_ color: RGBAColor) -> GdkRGBA {
        GdkRGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    static func color(_ rgba: GdkRGBA) -> RGBAColor {
        RGBAColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
