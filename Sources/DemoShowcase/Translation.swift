import DialogsCore

/// The demo's words in the user's language: `TextDomain.tool` (the `gtk-dialogs` catalog, which the
/// CLI's words are in too) under a short name, so a scenario still reads as the dialog it shows.
///
/// ```swift
/// tr("Uh Oh")                                           // a literal, translated
/// tr.format("Hello, %s!", name)                         // placeholders: %s, or %1$s, %2$s…
/// tr.plural("%d file", "%d files", count: files.count)  // the form the language takes for the number
/// ```
/// `scripts/update-pot` extracts every `tr` call under Sources/dialogs-demo/ into
/// po/gtk-dialogs.pot: the text is a literal (or literals joined with `+`), never an
/// interpolation, and a `// Translators:` comment right above the call becomes the translators' note.
package let tr = TextDomain.tool
