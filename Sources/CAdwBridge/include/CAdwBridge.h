// Only what Swift cannot import from GTK 4 and libadwaita: the cast macros and variadic calls.
// Signals are connected by the GLib layer (DialogsGLib's `Signals.connect`).
#ifndef CADWBRIDGE_H
#define CADWBRIDGE_H

#include <adwaita.h>

// MARK: Cast macros

static inline GObject *ad_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *ad_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *ad_window(gpointer p) { return GTK_WINDOW(p); }
static inline AdwMessageDialog *ad_message_dialog(gpointer p) { return ADW_MESSAGE_DIALOG(p); }
static inline GtkBox *ad_box(gpointer p) { return GTK_BOX(p); }
static inline GtkLabel *ad_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *ad_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkEntry *ad_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkEditable *ad_editable(gpointer p) { return GTK_EDITABLE(p); }
static inline GtkPasswordEntry *ad_password_entry(gpointer p) { return GTK_PASSWORD_ENTRY(p); }
static inline GtkRange *ad_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *ad_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkCalendar *ad_calendar(gpointer p) { return GTK_CALENDAR(p); }
static inline GtkProgressBar *ad_progress_bar(gpointer p) { return GTK_PROGRESS_BAR(p); }
static inline GtkListBox *ad_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkScrolledWindow *ad_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkSpinner *ad_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkImage *ad_image(gpointer p) { return GTK_IMAGE(p); }
static inline AdwActionRow *ad_action_row(gpointer p) { return ADW_ACTION_ROW(p); }
static inline AdwPreferencesRow *ad_preferences_row(gpointer p) { return ADW_PREFERENCES_ROW(p); }
static inline GtkTextView *ad_text_view(gpointer p) { return GTK_TEXT_VIEW(p); }
static inline GtkDropDown *ad_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
static inline GListModel *ad_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkGrid *ad_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkCheckButton *ad_check_button(gpointer p) { return GTK_CHECK_BUTTON(p); }
static inline GdkPaintable *ad_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GtkComboBox *ad_combo_box(gpointer p) { return GTK_COMBO_BOX(p); }
static inline GtkComboBoxText *ad_combo_box_text(gpointer p) { return GTK_COMBO_BOX_TEXT(p); }
static inline GtkSearchBar *ad_search_bar(gpointer p) { return GTK_SEARCH_BAR(p); }
static inline const char *ad_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }
static inline GtkEventController *ad_event_controller(gpointer p) { return GTK_EVENT_CONTROLLER(p); }
static inline GAppLaunchContext *ad_app_launch_context(gpointer p) { return G_APP_LAUNCH_CONTEXT(p); }
static inline GtkAccessible *ad_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline gboolean ad_is_window(gpointer p) { return GTK_IS_WINDOW(p); }
static inline gboolean ad_is_button(gpointer p) { return GTK_IS_BUTTON(p); }
static inline gboolean ad_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline GtkDialog *ad_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkColorChooser *ad_color_chooser(gpointer p) { return GTK_COLOR_CHOOSER(p); }
static inline GtkFontChooser *ad_font_chooser(gpointer p) { return GTK_FONT_CHOOSER(p); }
static inline GtkColorButton *ad_color_button(gpointer p) { return GTK_COLOR_BUTTON(p); }
static inline GtkFontButton *ad_font_button(gpointer p) { return GTK_FONT_BUTTON(p); }
static inline AdwAboutWindow *ad_about_window(gpointer p) { return ADW_ABOUT_WINDOW(p); }
static inline gboolean ad_is_dialog(gpointer p) { return GTK_IS_DIALOG(p); }
static inline GtkNativeDialog *ad_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkFileChooser *ad_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline gboolean ad_is_file_chooser_dialog(gpointer p) { return GTK_IS_FILE_CHOOSER_DIALOG(p); }
static inline GtkColumnView *ad_column_view(gpointer p) { return GTK_COLUMN_VIEW(p); }
static inline GtkSelectionModel *ad_selection_model(gpointer p) { return GTK_SELECTION_MODEL(p); }
static inline AdwWindow *ad_adw_window(gpointer p) { return ADW_WINDOW(p); }
static inline gboolean ad_is_message_dialog(gpointer p) { return ADW_IS_MESSAGE_DIALOG(p); }
static inline GApplication *ad_gapplication(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *ad_gtk_application(gpointer p) { return GTK_APPLICATION(p); }
static inline AdwApplicationWindow *ad_application_window(gpointer p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwHeaderBar *ad_header_bar(gpointer p) { return ADW_HEADER_BAR(p); }
static inline AdwPreferencesGroup *ad_preferences_group(gpointer p) { return ADW_PREFERENCES_GROUP(p); }

// MARK: Properties (g_object_set is variadic)

void ad_object_set_boolean(gpointer object, const char *property, gboolean value);

// MARK: Accessibility (gtk_accessible_update_property is variadic)

/// Names `widget` for screen readers (GTK_ACCESSIBLE_PROPERTY_LABEL).
void ad_accessible_set_label(GtkWidget *widget, const char *label);

// MARK: Text views

/// A tag that sets text in the font Pango's text names ("Serif Bold 12").
GtkTextTag *ad_text_buffer_create_font_tag(GtkTextBuffer *buffer, const char *font);
/// A tag that underlines text in `color`: a web address.
GtkTextTag *ad_text_buffer_create_link_tag(GtkTextBuffer *buffer, const GdkRGBA *color);

// MARK: Lists (AdwList.c)

#define AD_TYPE_ROW (ad_row_get_type())
G_DECLARE_FINAL_TYPE(AdRow, ad_row, AD, ROW, GObject)

/// A row of `count` cells (copied), checked or not.
AdRow *ad_row_new(const char *const *cells, gint count, gboolean checked);
const char *ad_row_cell(AdRow *row, gint column);
gboolean ad_row_get_checked(AdRow *row);
void ad_row_set_checked(AdRow *row, gboolean checked);
/// A list's rows: a GListModel of AdRows over cells kept as read, a row object made only when asked for.
#define AD_TYPE_ROW_LIST (ad_row_list_get_type())
G_DECLARE_FINAL_TYPE(AdRowList, ad_row_list, AD, ROW_LIST, GObject)
/// An empty list of rows of `width` cells.
AdRowList *ad_row_list_new(gint width);
/// Appends a row (its cells copied; missing ones empty): it is announced with the other rows
/// appended before the loop's next turn, in one items-changed, or at ad_row_list_flush.
void ad_row_list_append(AdRowList *list, const char *const *cells, gint count, gboolean checked);
/// Appends `rows` rows from `text` (`length` bytes, copied: every cell NUL-terminated, row after
/// row), as ad_row_list_append does; the rows `checked_rows` names (ascending, within these rows)
/// start checked.
void ad_row_list_append_rows(AdRowList *list, const char *text, gsize length, gint rows, const gint32 *checked_rows,
                             gint checked_count);
/// Announces the rows appended so far now.
void ad_row_list_flush(AdRowList *list);
/// Removes the row at `position`.
void ad_row_list_remove(AdRowList *list, guint position);
/// Replaces the row at `position`, keeping whether it is checked.
void ad_row_list_replace(AdRowList *list, guint position, const char *const *cells, gint count);
/// A row's cell (its edit, once edited), with no row object made; "" past the end.
const char *ad_row_list_cell(AdRowList *list, guint position, gint column);
gboolean ad_row_list_get_checked(AdRowList *list, guint position);
/// Checks or unchecks a row; its check box, if shown, follows.
void ad_row_list_set_checked(AdRowList *list, guint position, gboolean checked);
/// The first row whose cell `column` starts with `key` (contains it, when `within`), compared
/// casefolded as GtkTreeView's search does; -1 when none does.
gint ad_row_list_find(AdRowList *list, gint column, const char *key, gboolean within);
/// Shows cell `column` of each row as text, or as the image file it names.
GtkListItemFactory *ad_text_cell_factory(gint column);
GtkListItemFactory *ad_image_cell_factory(gint column);
/// Called with a row's position when a person clicks its check box.
typedef void (*AdRowToggled)(guint position, gpointer data);
/// Shows each row's check box; the factory releases `data` with `release` when it is finalized.
GtkListItemFactory *ad_toggle_cell_factory(AdRowToggled toggled, gpointer data, GDestroyNotify release);
/// A column of cells a person edits (GtkEditableLabel): an edit that changes a cell writes it into
/// the row and calls `edited` with the row's position; the factory owns `data` (freed by `release`).
GtkListItemFactory *ad_editable_cell_factory(gint column, AdRowToggled edited, gpointer data, GDestroyNotify release);
/// Starts editing the cell of `factory`'s column in the row at `position`, if it has a widget now.
gboolean ad_editable_cell_start_editing(GtkListItemFactory *factory, guint position);
void ad_column_view_hide_headers(GtkColumnView *view);

// MARK: Command line

/// GTK 4's own options, which it no longer parses itself: `--display` (an X display: it sets
/// DISPLAY and GDK_BACKEND=x11 before GTK starts).
GOptionGroup *ad_option_group_new(void);

// MARK: Display

/// Whether GTK opened a Wayland display (by type name: the Wayland header is not included); FALSE
/// before GTK opened one.
gboolean ad_display_is_wayland(void);

// MARK: Messages

/// Drops libadwaita's "AdwMessageDialog mapped without a transient parent" note: a command-line
/// program's dialogs have no parent by design.
void ad_quiet_unparented_dialog_note(void);

// MARK: X11

/// The X window id of a mapped toplevel on X11; 0 elsewhere (Wayland, not yet realized).
unsigned long ad_window_xid(GtkWidget *window);

// MARK: Parents by handle (another program's window: ForeignParent.swift)

/// How making a realized window transient for another program's window went.
typedef enum {
    AD_PARENT_SET,
    /// The handle is for the other display server (an X11 id on Wayland, or the reverse).
    AD_PARENT_OTHER_DISPLAY,
    /// No such window: the X server does not know the id, or the compositor the handle.
    AD_PARENT_MISSING,
    /// The compositor offers no xdg-foreign importer.
    AD_PARENT_UNSUPPORTED,
} AdParentOutcome;

/// Sets WM_TRANSIENT_FOR of the realized `window`'s surface to the X11 window `xid`
/// (XSetTransientForHint on gdk_x11_surface_get_xid).
AdParentOutcome ad_window_set_x11_parent(GtkWidget *window, unsigned long xid);
/// Makes the realized `window` transient for the toplevel another client exported as `handle`
/// (gdk_wayland_toplevel_set_transient_for_exported, GTK 4.8).
AdParentOutcome ad_window_set_wayland_parent(GtkWidget *window, const char *handle);

// MARK: Wayland

/// Called once with a window's exported xdg-foreign handle (`handle` without "wayland:").
typedef void (*AdWindowExported)(const char *handle, gpointer data);
/// Exports a mapped toplevel's surface on Wayland (`gdk_wayland_toplevel_export_handle`) and
/// calls `exported` with its handle; FALSE (and nothing called, `destroy` run) elsewhere.
gboolean ad_window_export_handle(GtkWidget *window, AdWindowExported exported, gpointer data, GDestroyNotify destroy);
/// Ends the export `ad_window_export_handle` made.
void ad_window_unexport_handle(GtkWidget *window);

#endif
