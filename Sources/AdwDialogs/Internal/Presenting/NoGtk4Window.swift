/// What a kind whose GTK 4 window is not built yet throws (issue 41 builds them one by one):
/// the dialog is not shown and its handler gets `dismissed`, with this line on stderr.
struct NoGtk4Window: Error, CustomStringConvertible {
    let kind: String
    var description: String { "the GTK 4 backend cannot show a \(kind) yet: use GtkDialogs (GTK 3) for it" }
}
