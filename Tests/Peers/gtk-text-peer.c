/*
 * GTK 4's text widgets as a reference for DrawKit's editing conventions.
 *
 *   gtk-text-peer view|entry
 *
 * Shows a GtkTextView (view) or a GtkEntry (entry) alone in a window, focused. Prints
 * "WINDOW <X11 id>" once the window is mapped and "ACTIVE" once it has the keyboard focus;
 * F12 prints "TEXT <hex of the UTF-8 text>". A test focuses the window, sends keys with
 * xdotool, presses F12 and reads the line: X events arrive in order, so the text printed
 * is the text after every earlier key, with no sleeping. LiveEditingComparisonTests builds
 * and runs it.
 */
#include <gdk/x11/gdkx.h>
#include <gtk/gtk.h>
#include <stdio.h>

static GtkWidget *editor;
static gboolean is_entry;
static gboolean reported_active;

static char *current_text(void) {
  if (is_entry)
    return g_strdup(gtk_editable_get_text(GTK_EDITABLE(editor)));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(editor));
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds(buffer, &start, &end);
  return gtk_text_buffer_get_text(buffer, &start, &end, TRUE);
}

static gboolean on_key(GtkEventControllerKey *controller, guint keyval, guint keycode,
                       GdkModifierType state, gpointer data) {
  if (keyval != GDK_KEY_F12)
    return FALSE;
  char *text = current_text();
  printf("TEXT ");
  for (const unsigned char *byte = (const unsigned char *)text; *byte; byte++)
    printf("%02x", *byte);
  printf("\n");
  fflush(stdout);
  g_free(text);
  return TRUE;
}

static void on_map(GtkWidget *window, gpointer data) {
  GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
  printf("WINDOW %lu\n", (unsigned long)gdk_x11_surface_get_xid(surface));
  fflush(stdout);
}

static void on_active(GObject *window, GParamSpec *spec, gpointer data) {
  if (reported_active || !gtk_window_is_active(GTK_WINDOW(window)))
    return;
  reported_active = TRUE;
  printf("ACTIVE\n");
  fflush(stdout);
}

static void on_activate(GtkApplication *application, gpointer data) {
  GtkWidget *window = gtk_application_window_new(application);
  gtk_window_set_default_size(GTK_WINDOW(window), 400, 300);
  gtk_window_set_title(GTK_WINDOW(window), "gtk-text-peer");
  editor = is_entry ? gtk_entry_new() : gtk_text_view_new();
  gtk_window_set_child(GTK_WINDOW(window), editor);
  GtkEventController *keys = gtk_event_controller_key_new();
  gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE);
  g_signal_connect(keys, "key-pressed", G_CALLBACK(on_key), NULL);
  gtk_widget_add_controller(window, keys);
  g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
  g_signal_connect(window, "notify::is-active", G_CALLBACK(on_active), NULL);
  gtk_widget_grab_focus(editor);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  if (argc != 2 || (strcmp(argv[1], "view") != 0 && strcmp(argv[1], "entry") != 0)) {
    fprintf(stderr, "usage: gtk-text-peer view|entry\n");
    return 2;
  }
  is_entry = strcmp(argv[1], "entry") == 0;
  gdk_set_allowed_backends("x11");
  GtkApplication *application =
      gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(on_activate), NULL);
  char *arguments[] = {argv[0], NULL};
  int status = g_application_run(G_APPLICATION(application), 1, arguments);
  g_object_unref(application);
  return status;
}
