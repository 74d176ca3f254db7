// The glue's shared internals: the instance layout and the installed callbacks.
#ifndef DRAWKIT_DKACCESSIBLEPRIVATE_H
#define DRAWKIT_DKACCESSIBLEPRIVATE_H

#include "CDrawKitAccessibilityBridge.h"
#include <atk/atk.h>

struct DKAccessible {
  AtkObject parent;
  void *context;
  uint64_t key;
  gboolean isDefunct;
};

typedef struct DKAccessibleClass {
  AtkObjectClass parentClass;
} DKAccessibleClass;

/// The callbacks `dk_accessibility_start` installed (zeroed before).
extern DKAccessibleCallbacks dk_callbacks;

GType dk_accessible_get_type(void);
GType dk_accessible_text_get_type(void);
GType dk_accessible_value_get_type(void);
GType dk_accessible_window_get_type(void);
GType dk_accessible_selection_get_type(void);
GType dk_accessible_table_get_type(void);
GType dk_accessible_selectable_table_get_type(void);

#endif
