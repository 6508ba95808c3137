#include "CGtkBridge.h"

GtkWidget *gd_message_dialog_new(GtkMessageType type, const char *primary_text) {
    return gtk_message_dialog_new(NULL, 0, type, GTK_BUTTONS_NONE, "%s", primary_text);
}

void gd_message_dialog_set_secondary_text(GtkMessageDialog *dialog, const char *text) {
    gtk_message_dialog_format_secondary_text(dialog, text ? "%s" : NULL, text);
}

gulong gd_connect_response(GtkDialog *dialog, GDResponseHandler handler, gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(dialog, "response", G_CALLBACK(handler), data, notify, 0);
}

gulong gd_connect(gpointer instance, const char *signal, GDWidgetHandler handler, gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, notify, 0);
}
