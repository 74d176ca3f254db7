// The C surface of DrawKit's GTK 4 host: GTK and GDK, with GLib's Unix signal sources.
#ifndef DRAWKIT_CGTK_SHIM_H
#define DRAWKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

// The text a clipboard this process owns holds, read without waiting (a newly allocated
// string for g_free), or NULL when it holds none or belongs to another program.
static inline char *drawkit_clipboard_local_text(GdkClipboard *clipboard) {
  GdkContentProvider *provider = gdk_clipboard_get_content(clipboard);
  if (provider == NULL) return NULL;
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  char *text = NULL;
  if (gdk_content_provider_get_value(provider, &value, NULL)) {
    text = g_value_dup_string(&value);
  }
  g_value_unset(&value);
  return text;
}

#endif
