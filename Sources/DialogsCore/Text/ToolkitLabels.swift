/// The toolkit's own translations of its button labels, set when a toolkit is chosen
/// (``DialogToolkit``); without one the labels stay in English.
@MainActor
package enum ToolkitLabels {
    nonisolated(unsafe) package static var translate: (@Sendable (String) -> String)?
}
