// DrawKitX11's glue between Swift and ATK: one AtkObject subclass per kind of exposed element
// (plain, text, value, selection, table), whose every virtual method asks Swift through a table of function
// pointers, and the process-wide set-up of libatk-bridge2.0 on GLib's default main context.
//
// Objects are named by a context (the Swift window bridge, unretained) and a key (the
// element's id in that bridge). No GLib or ATK type appears here, so Swift sees plain C.
#ifndef DRAWKIT_CACCESSIBILITYBRIDGE_H
#define DRAWKIT_CACCESSIBILITYBRIDGE_H

#include <poll.h>
#include <stdbool.h>
#include <stdint.h>

/// An exposed object (an `AtkObject`), opaque to Swift.
typedef struct DKAccessible DKAccessible;

/// Which ATK interfaces an object implements besides Accessible, Component and Action.
typedef enum DKAccessibleKind {
  DKAccessibleKindPlain = 0,
  DKAccessibleKindText = 1,
  DKAccessibleKindValue = 2,
  /// A top-level window: adds AtkWindow, whose signals become `window:` events.
  DKAccessibleKindWindow = 3,
  /// A list, tab list or table whose items can be selected: adds AtkSelection.
  DKAccessibleKindSelection = 4,
  /// A table: adds AtkTable.
  DKAccessibleKindTable = 5,
  /// A table whose rows can be selected: adds AtkTable and AtkSelection.
  DKAccessibleKindSelectableTable = 6,
  /// A cell of a table: adds AtkTableCell (its row, column and table).
  DKAccessibleKindTableCell = 7,
  /// A cell of a table that shows text: adds Text, EditableText and TableCell.
  DKAccessibleKindTextTableCell = 8,
} DKAccessibleKind;

/// Roles, mapped to `AtkRole` in one switch.
typedef enum DKRole {
  DKRoleApplication,
  DKRoleFrame,
  DKRolePanel,
  DKRoleLabel,
  DKRoleButton,
  DKRoleCheckBox,
  DKRoleToggleButton,
  DKRoleSlider,
  DKRoleProgressBar,
  DKRoleEntry,
  DKRolePasswordText,
  DKRoleText,
  DKRoleImage,
  DKRoleRadioButton,
  DKRoleScrollBar,
  DKRoleScrollPane,
  DKRoleList,
  DKRoleListItem,
  DKRoleTable,
  DKRoleTableRow,
  DKRoleTableCell,
  DKRoleColumnHeader,
  DKRolePageTab,
  DKRolePageTabList,
  DKRoleUnknown,
} DKRole;

/// State bits, mapped to `AtkStateType`.
enum {
  DKStateFocused = 1 << 0,
  DKStateFocusable = 1 << 1,
  DKStateDisabled = 1 << 2,
  DKStateChecked = 1 << 3,
  DKStateSelected = 1 << 4,
  DKStateEditable = 1 << 5,
  DKStateMultiLine = 1 << 6,
  DKStateSingleLine = 1 << 7,
  DKStateReadOnly = 1 << 8,
  DKStatePressed = 1 << 9,
  DKStateIndeterminate = 1 << 10,
  DKStateCheckable = 1 << 11,
  DKStateActive = 1 << 12,
  DKStateDefunct = 1 << 13,
  DKStateSelectable = 1 << 14,
  DKStateMultiSelectable = 1 << 15,
};

/// Coordinate systems of extents, as `AtkCoordType`.
typedef enum DKCoordinates {
  DKCoordinatesScreen = 0,
  DKCoordinatesWindow = 1,
  DKCoordinatesParent = 2,
} DKCoordinates;

/// Text granularities, as `AtkTextGranularity`.
typedef enum DKGranularity {
  DKGranularityCharacter = 0,
  DKGranularityWord = 1,
  DKGranularitySentence = 2,
  DKGranularityLine = 3,
  DKGranularityParagraph = 4,
} DKGranularity;

/// A rectangle in pixels.
typedef struct DKRect {
  int x, y, width, height;
} DKRect;

/// What Swift answers for every object; `context` is the object's context, `key` its key.
/// Strings returned are allocated with `malloc` and freed by the glue.
typedef struct DKAccessibleCallbacks {
  uint32_t (*states)(void *context, uint64_t key);
  int (*childCount)(void *context, uint64_t key);
  /// The child at `index`, borrowed, or NULL.
  DKAccessible *(*child)(void *context, uint64_t key, int index);
  int (*indexInParent)(void *context, uint64_t key);
  DKRect (*extents)(void *context, uint64_t key, DKCoordinates coordinates);
  bool (*grabFocus)(void *context, uint64_t key);
  int (*actionCount)(void *context, uint64_t key);
  char *(*actionName)(void *context, uint64_t key, int index);
  bool (*performAction)(void *context, uint64_t key, int index);
  /// Text between scalar offsets `start` and `end` (-1: the end).
  char *(*text)(void *context, uint64_t key, int start, int end);
  int (*characterCount)(void *context, uint64_t key);
  int (*caretOffset)(void *context, uint64_t key);
  bool (*setCaretOffset)(void *context, uint64_t key, int offset);
  DKRect (*characterExtents)(void *context, uint64_t key, int offset, DKCoordinates coordinates);
  int (*offsetAtPoint)(void *context, uint64_t key, int x, int y, DKCoordinates coordinates);
  /// Writes the selection's bounds; false when nothing is selected.
  bool (*selection)(void *context, uint64_t key, int *start, int *end);
  bool (*setSelection)(void *context, uint64_t key, int start, int end);
  /// Writes the bounds of the `granularity` unit around `offset`.
  void (*boundaries)(
    void *context, uint64_t key, int offset, DKGranularity granularity, int *start, int *end);
  bool (*insertText)(void *context, uint64_t key, const char *text, int *position);
  bool (*deleteText)(void *context, uint64_t key, int start, int end);
  bool (*setTextContents)(void *context, uint64_t key, const char *text);
  /// Writes current, minimum, maximum and step; false when the object holds no number.
  bool (*value)(
    void *context, uint64_t key, double *current, double *minimum, double *maximum, double *step);
  bool (*setValue)(void *context, uint64_t key, double value);
  /// The value as text (such as "60 %"), or NULL.
  char *(*valueText)(void *context, uint64_t key);
  /// How many items are selected, in sight or not.
  int (*selectedCount)(void *context, uint64_t key);
  /// The object of the `index`-th selected item, borrowed, or NULL when it has no view.
  DKAccessible *(*selectedChild)(void *context, uint64_t key, int index);
  /// Whether the item the child at `index` shows is selected.
  bool (*isChildSelected)(void *context, uint64_t key, int index);
  /// Selects the item the child at `index` shows.
  bool (*selectChild)(void *context, uint64_t key, int index);
  /// Deselects the `index`-th selected item.
  bool (*deselectSelected)(void *context, uint64_t key, int index);
  bool (*selectAll)(void *context, uint64_t key);
  bool (*clearSelection)(void *context, uint64_t key);
  int (*rowCount)(void *context, uint64_t key);
  int (*columnCount)(void *context, uint64_t key);
  /// The object of the cell at `row` and `column`, borrowed, or NULL when it has no view.
  DKAccessible *(*cell)(void *context, uint64_t key, int row, int column);
  /// The title of `column`, or NULL.
  char *(*columnTitle)(void *context, uint64_t key, int column);
  /// The object of `column`'s header, borrowed, or NULL when it has no view.
  DKAccessible *(*columnHeader)(void *context, uint64_t key, int column);
  /// The row and column of the cell `key` in its table; false when it is in none.
  bool (*cellPosition)(void *context, uint64_t key, int *row, int *column);
  /// The object of the table the cell `key` is in, borrowed, or NULL.
  DKAccessible *(*cellTable)(void *context, uint64_t key);
} DKAccessibleCallbacks;

/// Whether an accessibility bus is running: `AT_SPI_BUS_ADDRESS` is set, or the session bus
/// (only when `DBUS_SESSION_BUS_ADDRESS` is set; nothing is launched) has an owner for
/// `org.a11y.Bus`.
bool dk_accessibility_bus_is_running(void);

/// Installs `callbacks` and the application object's name, and loads libatk-bridge2.0 once
/// per process; false when the bridge did not start.
bool dk_accessibility_start(const DKAccessibleCallbacks *callbacks, const char *applicationName);

/// Creates an object of `kind` for `key` in `context` (a new reference).
DKAccessible *dk_accessible_new(DKAccessibleKind kind, void *context, uint64_t key);
/// Marks `object` defunct (it answers nothing more) and releases the reference.
void dk_accessible_release(DKAccessible *object);
void dk_accessible_set_role(DKAccessible *object, DKRole role);
void dk_accessible_set_name(DKAccessible *object, const char *name);
void dk_accessible_set_description(DKAccessible *object, const char *description);
void dk_accessible_set_parent(DKAccessible *object, DKAccessible *parent);

/// Adds `frame` (a window) to, or removes it from, the application object's children.
void dk_accessibility_add_window(DKAccessible *frame);
void dk_accessibility_remove_window(DKAccessible *frame);

/// Events, each sent on the accessibility bus to clients that listen for it.
void dk_accessible_notify_state(DKAccessible *object, uint32_t state, bool isSet);
void dk_accessible_notify_focus(DKAccessible *object);
/// `object:active-descendant-changed` from a list whose focused row is now `child`.
void dk_accessible_notify_active_descendant(DKAccessible *object, DKAccessible *child);
void dk_accessible_notify_children_added(DKAccessible *object, int index, DKAccessible *child);
void dk_accessible_notify_children_removed(DKAccessible *object, int index, DKAccessible *child);
void dk_accessible_notify_text_inserted(
  DKAccessible *object, int position, int length, const char *text);
void dk_accessible_notify_text_removed(
  DKAccessible *object, int position, int length, const char *text);
void dk_accessible_notify_caret_moved(DKAccessible *object, int offset);
void dk_accessible_notify_selection_changed(DKAccessible *object);
/// `object:selection-changed` for a list, tab list or table whose selected items changed.
void dk_accessible_notify_items_selection_changed(DKAccessible *object);
void dk_accessible_notify_value_changed(DKAccessible *object);
void dk_accessible_notify_bounds_changed(DKAccessible *object);
/// `window:activate` or `window:deactivate` for a window object.
void dk_accessible_notify_window_active(DKAccessible *window, bool isActive);

/// Hands a key press or release to the key snoopers libatk-bridge2.0 installed, which send it
/// to the accessibility registry: `keysym` an X keysym, `state` the X modifier state,
/// `keycode` the hardware key, `text` what the key types (or ""), `timestamp` the event's time
/// in milliseconds. Returns whether an assistive technology consumed it: the program then
/// does not handle the key. The call waits for the registry's answer, running GLib's default
/// context meanwhile (questions about the tree are answered then).
bool dk_accessibility_key_event(bool press, uint32_t keysym, uint32_t state, uint16_t keycode,
                                const char *text, uint32_t timestamp);

/// The main-loop integration: fills up to `capacity` descriptors GLib's default context
/// waits on and lowers `*timeout` (milliseconds, -1 for none) to its next deadline; returns
/// how many descriptors it needs (more than `capacity`: call again with room).
int dk_glib_prepare(struct pollfd *descriptors, int capacity, int *timeout);
/// Dispatches what became ready in the descriptors `dk_glib_prepare` filled (after `poll`).
void dk_glib_dispatch(struct pollfd *descriptors, int count);

#endif
