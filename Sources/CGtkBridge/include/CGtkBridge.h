// Only what Swift cannot import from GTK: variadic constructors and the cast macros. Signals are
// connected by the GLib layer (DialogsGLib's `Signals.connect`).
#ifndef CGTKBRIDGE_H
#define CGTKBRIDGE_H

#include <gtk/gtk.h>

// MARK: Message dialogs (printf-style constructors: user text is always the "%s" argument)

GtkWidget *gd_message_dialog_new(GtkMessageType type, const char *primary_text);
void gd_message_dialog_set_secondary_text(GtkMessageDialog *dialog, const char *text);
/// Shows a themed icon beside the text (GTK 3.24 message dialogs show none by default), at
/// GTK_ICON_SIZE_DIALOG: a theme PNG of that size is read by the PNG loader (no MIME sniffing),
/// anything else goes through GtkImage as GTK does.
void gd_message_dialog_set_icon(GtkMessageDialog *dialog, const char *icon_name);
/// The icon name an image shows: its own, or the one gd_message_dialog_set_icon loaded.
const char *gd_image_icon_name(GtkImage *image);
/// An image file, scaled to the dialog icon size, beside the text; FALSE (and `error`) when it cannot be read.
gboolean gd_message_dialog_set_icon_file(GtkMessageDialog *dialog, const char *path, GError **error);
/// Writes `pixbuf` as a PNG file (tests make icons with it); FALSE when it cannot be written.
gboolean gd_pixbuf_save_png(GdkPixbuf *pixbuf, const char *path);
/// Places `image` beside the text, keeping the dialog's message type and accessible name.
void gd_message_dialog_set_image(GtkMessageDialog *dialog, GtkWidget *image);

// MARK: Properties (g_object_set is variadic)

void gd_object_set_boolean(gpointer object, const char *property, gboolean value);

// MARK: Cast macros

static inline GObject *gd_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *gd_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *gd_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkDialog *gd_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkMessageDialog *gd_message_dialog(gpointer p) { return GTK_MESSAGE_DIALOG(p); }
static inline GtkContainer *gd_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkBox *gd_box(gpointer p) { return GTK_BOX(p); }
static inline GtkGrid *gd_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkLabel *gd_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *gd_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkEntry *gd_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkEditable *gd_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkComboBoxText *gd_combo_box_text(gpointer p) { return GTK_COMBO_BOX_TEXT(p); }
static inline GtkComboBox *gd_combo_box(gpointer p) { return GTK_COMBO_BOX(p); }
static inline GtkBin *gd_bin(gpointer p) { return GTK_BIN(p); }
static inline GtkScrolledWindow *gd_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkTextView *gd_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkProgressBar *gd_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline GtkRange *gd_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *gd_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkCalendar *gd_calendar(gpointer p) { return GTK_CALENDAR(p); }
static inline GtkColorChooser *gd_color_chooser(gpointer p) { return GTK_COLOR_CHOOSER(p); }
static inline GtkFontChooser *gd_font_chooser(gpointer p) { return GTK_FONT_CHOOSER(p); }
static inline GtkColorButton *gd_color_button(gpointer p) { return GTK_COLOR_BUTTON(p); }
static inline GtkFontButton *gd_font_button(gpointer p) { return GTK_FONT_BUTTON(p); }
static inline GtkHeaderBar *gd_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkApplication *gd_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *gd_gapplication(gpointer p) { return G_APPLICATION(p); }
static inline GtkNativeDialog *gd_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkFileChooser *gd_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkToggleButton *gd_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkTreeView *gd_tree_view(gpointer p) { return GTK_TREE_VIEW(p); }
static inline GtkTreeModel *gd_tree_model(gpointer p) { return GTK_TREE_MODEL(p); }
static inline GtkListStore *gd_list_store(gpointer p) { return GTK_LIST_STORE(p); }
static inline GtkListBox *gd_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *gd_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkSpinner *gd_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkImage *gd_image(gpointer p) { return GTK_IMAGE(p); }
static inline gboolean gd_is_window(gpointer p) { return GTK_IS_WINDOW(p); }
static inline gboolean gd_is_dialog(gpointer p) { return GTK_IS_DIALOG(p); }
static inline gboolean gd_is_entry(gpointer p) { return GTK_IS_ENTRY(p); }
static inline gboolean gd_is_tree_view(gpointer p) { return GTK_IS_TREE_VIEW(p); }
static inline gboolean gd_is_toggle_button(gpointer p) { return GTK_IS_TOGGLE_BUTTON(p); }
static inline GtkAboutDialog *gd_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GAppLaunchContext *gd_app_launch_context(gpointer p) { return G_APP_LAUNCH_CONTEXT(p); }
static inline gboolean gd_is_message_dialog(gpointer p) { return GTK_IS_MESSAGE_DIALOG(p); }

// MARK: Text views

/// The tag that marks a web address: underlined, in `color` (the theme's link color).
GtkTextTag *gd_text_buffer_create_link_tag(GtkTextBuffer *buffer, const GdkRGBA *color);

// MARK: Lists (GtkListStore and GtkTreeView calls that are variadic in GTK).
// A list's store: columns 0 to cells - 1 one string per cell, then (column `cells`) whether the row
// is checked. A row's index is its position: rows are only appended, never sorted or removed.

GtkListStore *gd_list_store_new(gint cells);
/// Appends a row; the check box column is set only when `checked` (an unset cell costs the row nothing).
void gd_list_store_append_row(GtkListStore *store, gboolean checked, const char *const *cells, gint count);
// Appends `rows` rows of `width` cells from `text` (every cell NUL-terminated, row after row); the
// rows `checked_rows` names (ascending indexes within these rows) get their check column, `width`, set.
void gd_list_store_append_rows(GtkListStore *store, const char *text, gint width, gint rows,
                               const gint32 *checked_rows, gint checked_count);
/// A text column showing store column `model_column`; returns its renderer.
GtkCellRenderer *gd_tree_view_add_text_column(GtkTreeView *view, const char *title, gint model_column, gboolean editable);
/// A check box (or radio button) column showing the boolean store column `model_column`.
GtkCellRenderer *gd_tree_view_add_toggle_column(GtkTreeView *view, const char *title, gboolean radio, gint model_column);
/// A column showing the image file named by store column `model_column`.
void gd_tree_view_add_image_column(GtkTreeView *view, const char *title, gint model_column);
/// Search as you type matches anywhere in the text, ignoring case (zenity's --mid-search).
void gd_tree_view_use_mid_search(GtkTreeView *view);
char *gd_tree_model_dup_string(GtkTreeModel *model, GtkTreeIter *iter, gint column);
/// The row's position in a flat list.
gint gd_tree_model_row_index(GtkTreeModel *model, GtkTreeIter *iter);
gboolean gd_tree_model_get_boolean(GtkTreeModel *model, GtkTreeIter *iter, gint column);
void gd_list_store_set_string(GtkListStore *store, GtkTreeIter *iter, gint column, const char *text);
void gd_list_store_set_boolean(GtkListStore *store, GtkTreeIter *iter, gint column, gboolean value);

// MARK: Parents by handle (another program's window: ForeignParent.swift)

/// How making a realized window transient for another program's window went.
typedef enum {
    GD_PARENT_SET,
    /// The handle is for the other display server (an X11 id on Wayland, or the reverse).
    GD_PARENT_OTHER_DISPLAY,
    /// No such window: the X server does not know the id, or the compositor the handle.
    GD_PARENT_MISSING,
    /// The compositor offers no xdg-foreign importer.
    GD_PARENT_UNSUPPORTED,
} GdParentOutcome;

/// Sets WM_TRANSIENT_FOR of the realized `window` to the X11 window `xid`
/// (gdk_x11_window_foreign_new_for_display + gdk_window_set_transient_for).
GdParentOutcome gd_window_set_x11_parent(GtkWidget *window, unsigned long xid);
/// Makes the realized `window` transient for the toplevel another client exported as `handle`
/// (gdk_wayland_window_set_transient_for_exported).
GdParentOutcome gd_window_set_wayland_parent(GtkWidget *window, const char *handle);

// MARK: X11

/// The X window id of a realized toplevel on X11; 0 elsewhere (Wayland, not yet realized).
unsigned long gd_window_xid(GtkWidget *window);

// MARK: Wayland

/// Called once with a window's exported xdg-foreign handle (`handle` without "wayland:").
typedef void (*GdWindowExported)(const char *handle, gpointer data);
/// Exports a realized toplevel's surface on Wayland (`gdk_wayland_window_export_handle`) and
/// calls `exported` with its handle; FALSE (and nothing called, `destroy` run) elsewhere.
gboolean gd_window_export_handle(GtkWidget *window, GdWindowExported exported, gpointer data, GDestroyNotify destroy);
/// Ends the export `gd_window_export_handle` made.
void gd_window_unexport_handle(GtkWidget *window);

#endif
