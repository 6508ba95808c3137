#include "CGtkBridge.h"

GtkWidget *gd_message_dialog_new(GtkMessageType type, const char *primary_text) {
    return gtk_message_dialog_new(NULL, 0, type, GTK_BUTTONS_NONE, "%s", primary_text);
}

void gd_message_dialog_set_secondary_text(GtkMessageDialog *dialog, const char *text) {
    gtk_message_dialog_format_secondary_text(dialog, text ? "%s" : NULL, text);
}

void gd_message_dialog_set_icon(GtkMessageDialog *dialog, const char *icon_name) {
    GtkMessageType type;
    g_object_get(dialog, "message-type", &type, NULL);
    AtkObject *accessible = gtk_widget_get_accessible(GTK_WIDGET(dialog));
    gchar *name = g_strdup(atk_object_get_name(accessible));
    GtkWidget *image = gtk_image_new_from_icon_name(icon_name, GTK_ICON_SIZE_DIALOG);
    gtk_widget_show(image);
    // The only way to place an image in a GtkMessageDialog; deprecated without a replacement.
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_message_dialog_set_image(dialog, image);
    G_GNUC_END_IGNORE_DEPRECATIONS
    // set_image makes the type GTK_MESSAGE_OTHER (screen readers and themes read it), and
    // setting the type back renames the accessible object after it: restore both.
    g_object_set(dialog, "message-type", type, NULL);
    if (name != NULL) atk_object_set_name(accessible, name);
    g_free(name);
}

gulong gd_connect_response(GtkDialog *dialog, GDResponseHandler handler, gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(dialog, "response", G_CALLBACK(handler), data, notify, 0);
}

gulong gd_connect_native_response(GtkNativeDialog *dialog, GDResponseHandler handler, gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(dialog, "response", G_CALLBACK(handler), data, notify, 0);
}

gulong gd_connect_key_press(GtkWidget *widget, GDKeyHandler handler, gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(widget, "key-press-event", G_CALLBACK(handler), data, notify, 0);
}

gulong gd_connect(gpointer instance, const char *signal, GDWidgetHandler handler, gpointer data, GClosureNotify notify) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, notify, 0);
}
