import CGtk
import CGtkBridge
import Glibc
import GtkDialogs

// How the rounds find the dialog on screen and end it, as a person or a program would.

/// Every GTK dialog window that still exists, shown or hidden: one never destroyed stays listed.
@MainActor
func dialogWindows() -> [UnsafeMutablePointer<GtkWidget>] {
    WidgetTree.toplevels().filter { WidgetTree.isA($0, gtk_dialog_get_type()) }
}

/// The one dialog on screen.
@MainActor
func openDialog() -> UnsafeMutablePointer<GtkWidget>? {
    dialogWindows().first { gtk_widget_get_visible($0) != 0 }
}

@MainActor
func entries(in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    WidgetTree.descendants(of: widget).filter { WidgetTree.isA($0, gtk_entry_get_type()) }
}

@MainActor
func drain() {
    while gtk_events_pending() != 0 { gtk_main_iteration() }
}

/// Ends the open dialog one of five ways, chosen by `round`.
@MainActor
func answer(round: Int, dismiss: () -> Void) {
    drain()
    guard let dialog = openDialog() else { return }  // already ended (a short timeout)
    switch round % 5 {
    case 0:  // a button, clicked (for prompts and forms: typed text, then Return)
        let fields = entries(in: dialog)
        // GTK's color and font choosers answer their own GTK_RESPONSE_OK (the font chooser's entry searches).
        if WidgetTree.isA(dialog, gtk_color_chooser_dialog_get_type())
            || WidgetTree.isA(dialog, gtk_font_chooser_dialog_get_type())
        {
            gtk_button_clicked(
                gd_button(gtk_dialog_get_widget_for_response(gd_dialog(dialog), GTK_RESPONSE_OK.rawValue)))
        } else if fields.isEmpty {
            // An about dialog's only button, Close, answers GTK_RESPONSE_DELETE_EVENT.
            let button =
                gtk_dialog_get_widget_for_response(gd_dialog(dialog), 0)
                ?? gtk_dialog_get_widget_for_response(gd_dialog(dialog), GTK_RESPONSE_DELETE_EVENT.rawValue)
            gtk_button_clicked(gd_button(button))
        } else {
            // Valid in every field the forms below have: text, number and password.
            for field in fields { gtk_entry_set_text(gd_entry(field), "\(1800 + round)") }
            // Return in the bottom field submits (a grid lists its children in no useful order).
            func top(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
                var x: Int32 = 0
                var y: Int32 = 0
                gtk_widget_translate_coordinates(widget, dialog, 0, 0, &x, &y)
                return y
            }
            gtk_widget_activate(fields.max { top($0) < top($1) }!)
        }
    case 1: gtk_window_close(gd_window(dialog))  // Escape or the window manager's close button
    case 2: dismiss()
    case 3: gtk_widget_destroy(dialog)  // destroyed from outside
    default: while openDialog() != nil { gtk_main_iteration() }  // the timeout
    }
    drain()
    if let dialog = openDialog() {
        print("leak-check: round \(round) left \"\(String(cString: gtk_window_get_title(gd_window(dialog))))\" open")
        exit(1)
    }
}
