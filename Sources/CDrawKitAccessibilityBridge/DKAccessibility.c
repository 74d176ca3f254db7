// The process-wide half: the application object (ATK's root), the AtkUtil methods
// libatk-bridge2.0 relies on (root, toolkit name, global event listeners as GSignal emission
// hooks), starting the bridge, and running GLib's default main context from DrawKitX11's own
// poll loop.
#include "DKAccessiblePrivate.h"
#include <atk-bridge.h>
#include <dbus/dbus.h>
#include <stdlib.h>
#include <string.h>

static AtkObject *application;
static GList *windows;
static gboolean started;

// MARK: The application object

typedef struct DKApplication {
  AtkObject parent;
} DKApplication;

typedef struct DKApplicationClass {
  AtkObjectClass parentClass;
} DKApplicationClass;

G_DEFINE_TYPE(DKApplication, dk_application, ATK_TYPE_OBJECT)

static gint dk_application_get_n_children(AtkObject *object) {
  (void)object;
  return (gint)g_list_length(windows);
}

static AtkObject *dk_application_ref_child(AtkObject *object, gint index) {
  (void)object;
  AtkObject *window = g_list_nth_data(windows, (guint)index);
  return window ? g_object_ref(window) : NULL;
}

static void dk_application_class_init(DKApplicationClass *klass) {
  ATK_OBJECT_CLASS(klass)->get_n_children = dk_application_get_n_children;
  ATK_OBJECT_CLASS(klass)->ref_child = dk_application_ref_child;
}

static void dk_application_init(DKApplication *object) {
  (void)object;
}

void dk_accessibility_add_window(DKAccessible *frame) {
  if (application == NULL) return;
  windows = g_list_append(windows, g_object_ref(frame));
  atk_object_set_parent(ATK_OBJECT(frame), application);
  gint index = (gint)g_list_length(windows) - 1;
  g_signal_emit_by_name(application, "children-changed::add", index, frame);
  g_signal_emit_by_name(frame, "create");
}

void dk_accessibility_remove_window(DKAccessible *frame) {
  gint index = g_list_index(windows, frame);
  if (index < 0) return;
  g_signal_emit_by_name(frame, "destroy");
  windows = g_list_remove(windows, frame);
  g_signal_emit_by_name(application, "children-changed::remove", index, frame);
  g_object_unref(frame);
}

// MARK: AtkUtil

typedef struct Listener {
  guint signal;
  gulong hook;
} Listener;

static GHashTable *listeners;
static guint next_listener = 1;

/// Turns "Toolkit:Type:signal" into an emission hook on the signal of that ATK type, as
/// GTK's accessibility layer does; other forms ("window:create") are not supported (0).
static guint dk_add_global_event_listener(GSignalEmissionHook hook, const gchar *event) {
  gchar **parts = g_strsplit(event, ":", 3);
  guint id = 0;
  if (g_strv_length(parts) == 3) {
    GType type = g_type_from_name(parts[1]);
    if (type != 0) {
      if (G_TYPE_IS_INTERFACE(type)) {
        (void)g_type_default_interface_ref(type);
      } else {
        (void)g_type_class_ref(type);
      }
      guint signal = g_signal_lookup(parts[2], type);
      if (signal != 0) {
        Listener *listener = g_new0(Listener, 1);
        listener->signal = signal;
        listener->hook = g_signal_add_emission_hook(signal, 0, hook, g_strdup(event), g_free);
        id = next_listener++;
        g_hash_table_insert(listeners, GUINT_TO_POINTER(id), listener);
      }
    }
  }
  g_strfreev(parts);
  return id;
}

static void dk_remove_global_event_listener(guint id) {
  Listener *listener = g_hash_table_lookup(listeners, GUINT_TO_POINTER(id));
  if (listener == NULL) return;
  g_signal_remove_emission_hook(listener->signal, listener->hook);
  g_hash_table_remove(listeners, GUINT_TO_POINTER(id));
}

// MARK: Key snoopers

/// A key snooper: libatk-bridge2.0 adds one, which asks the registry whether an assistive
/// technology (a screen reader's own commands) takes the key, and tells the screen reader
/// which key came, which is how it knows what a caret move was.
typedef struct KeySnooper {
  guint id;
  AtkKeySnoopFunc function;
  gpointer data;
} KeySnooper;

static GArray *key_snoopers;
static guint next_key_snooper = 1;

static guint dk_add_key_event_listener(AtkKeySnoopFunc function, gpointer data) {
  if (key_snoopers == NULL) key_snoopers = g_array_new(FALSE, FALSE, sizeof(KeySnooper));
  KeySnooper snooper = {next_key_snooper++, function, data};
  g_array_append_val(key_snoopers, snooper);
  return snooper.id;
}

static void dk_remove_key_event_listener(guint id) {
  if (key_snoopers == NULL) return;
  for (guint index = 0; index < key_snoopers->len; index++) {
    if (g_array_index(key_snoopers, KeySnooper, index).id == id) {
      g_array_remove_index(key_snoopers, index);
      return;
    }
  }
}

bool dk_accessibility_key_event(bool press, uint32_t keysym, uint32_t state, uint16_t keycode,
                                const char *text, uint32_t timestamp) {
  if (key_snoopers == NULL || key_snoopers->len == 0) return false;
  AtkKeyEventStruct event = {
      .type = press ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE,
      .state = state,
      .keyval = keysym,
      .length = text ? (gint)strlen(text) : 0,
      .string = (gchar *)(text ? text : ""),
      .keycode = keycode,
      .timestamp = timestamp,
  };
  // A snooper may add or remove snoopers (its nested main loop runs other code): each is
  // called from a copy of the list as it was.
  GArray *snoopers = g_array_copy(key_snoopers);
  bool consumed = false;
  for (guint index = 0; index < snoopers->len && !consumed; index++) {
    KeySnooper snooper = g_array_index(snoopers, KeySnooper, index);
    consumed = snooper.function(&event, snooper.data) != 0;
  }
  g_array_unref(snoopers);
  return consumed;
}

static AtkObject *dk_get_root(void) {
  return application;
}

static const gchar *dk_get_toolkit_name(void) {
  return "DrawKit";
}

static const gchar *dk_get_toolkit_version(void) {
  return "1.0";
}

// MARK: Starting

bool dk_accessibility_bus_is_running(void) {
  const char *bridge = getenv("NO_AT_BRIDGE");
  if (bridge && strcmp(bridge, "1") == 0) return false;
  const char *address = getenv("AT_SPI_BUS_ADDRESS");
  if (address && *address) return true;
  const char *session = getenv("DBUS_SESSION_BUS_ADDRESS");
  if (session == NULL || *session == 0) return false;
  DBusError error;
  dbus_error_init(&error);
  DBusConnection *connection = dbus_connection_open_private(session, &error);
  bool running = false;
  if (connection != NULL) {
    if (dbus_bus_register(connection, &error)) {
      running = dbus_bus_name_has_owner(connection, "org.a11y.Bus", &error);
    }
    dbus_connection_close(connection);
    dbus_connection_unref(connection);
  }
  dbus_error_free(&error);
  return running;
}

bool dk_accessibility_start(const DKAccessibleCallbacks *callbacks, const char *applicationName) {
  if (started) return application != NULL;
  started = TRUE;
  dk_callbacks = *callbacks;
  listeners = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
  // Registers the types (and so the ATK interfaces' signals) before the bridge looks them up.
  (void)dk_accessible_text_get_type();
  (void)dk_accessible_value_get_type();
  (void)dk_accessible_window_get_type();
  AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
  util->add_global_event_listener = dk_add_global_event_listener;
  util->remove_global_event_listener = dk_remove_global_event_listener;
  util->add_key_event_listener = dk_add_key_event_listener;
  util->remove_key_event_listener = dk_remove_key_event_listener;
  util->get_root = dk_get_root;
  util->get_toolkit_name = dk_get_toolkit_name;
  util->get_toolkit_version = dk_get_toolkit_version;
  application = g_object_new(dk_application_get_type(), NULL);
  atk_object_initialize(application, NULL);
  atk_object_set_role(application, ATK_ROLE_APPLICATION);
  atk_object_set_name(application, applicationName);
  if (atk_bridge_adaptor_init(NULL, NULL) != 0) {
    g_clear_object(&application);
    return false;
  }
  return true;
}

// MARK: The main loop

static GPollFD *poll_fds;
static gint poll_capacity;
static gint poll_count;
static gint max_priority;
static gboolean acquired;

int dk_glib_prepare(struct pollfd *descriptors, int capacity, int *timeout) {
  GMainContext *context = g_main_context_default();
  if (!acquired) {
    if (!g_main_context_acquire(context)) return 0;
    acquired = TRUE;
  }
  (void)g_main_context_prepare(context, &max_priority);
  gint glib_timeout = -1;
  for (;;) {
    poll_count =
      g_main_context_query(context, max_priority, &glib_timeout, poll_fds, poll_capacity);
    if (poll_count <= poll_capacity) break;
    poll_capacity = poll_count;
    poll_fds = g_renew(GPollFD, poll_fds, poll_capacity);
  }
  if (poll_count > capacity) return poll_count;
  for (int i = 0; i < poll_count; i++) {
    descriptors[i].fd = poll_fds[i].fd;
    descriptors[i].events = (short)poll_fds[i].events;
    descriptors[i].revents = 0;
  }
  if (glib_timeout >= 0 && (*timeout < 0 || glib_timeout < *timeout)) *timeout = glib_timeout;
  return poll_count;
}

void dk_glib_dispatch(struct pollfd *descriptors, int count) {
  if (!acquired) return;
  GMainContext *context = g_main_context_default();
  int used = count < poll_count ? count : poll_count;
  for (int i = 0; i < poll_count; i++) {
    poll_fds[i].revents = i < used ? (gushort)descriptors[i].revents : 0;
  }
  if (g_main_context_check(context, max_priority, poll_fds, poll_count)) {
    g_main_context_dispatch(context);
  }
  acquired = FALSE;
  g_main_context_release(context);
}
