// The AtkObject subclasses: DKAccessible (Accessible, Component, Action), and its subclasses
// DKAccessibleText (adds Text and EditableText), DKAccessibleValue (adds Value),
// DKAccessibleSelection (adds Selection), DKAccessibleTable (adds Table) and
// DKAccessibleSelectableTable (adds both), DKAccessibleTableCell (adds TableCell) and
// DKAccessibleTextTableCell (a DKAccessibleText that adds TableCell). Every method asks Swift
// through dk_callbacks; a defunct object answers nothing.
#include "DKAccessiblePrivate.h"
#include <stdlib.h>
#include <string.h>

DKAccessibleCallbacks dk_callbacks;

#define DK(object) ((DKAccessible *)(object))
#define LIVE(object) (!DK(object)->isDefunct && DK(object)->context != NULL)
#define ASK(object, method, fallback, ...) \
  (LIVE(object) && dk_callbacks.method \
     ? dk_callbacks.method(DK(object)->context, DK(object)->key, ##__VA_ARGS__) \
     : (fallback))

/// A string from Swift (malloc) as a GLib string (g_free).
static gchar *take_string(char *string) {
  if (string == NULL) return NULL;
  gchar *copy = g_strdup(string);
  free(string);
  return copy;
}

static void dk_component_init(AtkComponentIface *iface);
static void dk_action_init(AtkActionIface *iface);
static void dk_text_init(AtkTextIface *iface);
static void dk_editable_text_init(AtkEditableTextIface *iface);
static void dk_value_init(AtkValueIface *iface);
static void dk_selection_init(AtkSelectionIface *iface);
static void dk_table_init(AtkTableIface *iface);
static void dk_table_cell_init(AtkTableCellIface *iface);

G_DEFINE_TYPE_WITH_CODE(
  DKAccessible, dk_accessible, ATK_TYPE_OBJECT,
  G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, dk_component_init)
    G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, dk_action_init))

typedef DKAccessible DKAccessibleText;
typedef DKAccessibleClass DKAccessibleTextClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleText, dk_accessible_text, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, dk_text_init)
    G_IMPLEMENT_INTERFACE(ATK_TYPE_EDITABLE_TEXT, dk_editable_text_init))

typedef DKAccessible DKAccessibleValue;
typedef DKAccessibleClass DKAccessibleValueClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleValue, dk_accessible_value, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, dk_value_init))

typedef DKAccessible DKAccessibleSelection;
typedef DKAccessibleClass DKAccessibleSelectionClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleSelection, dk_accessible_selection, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, dk_selection_init))

typedef DKAccessible DKAccessibleTable;
typedef DKAccessibleClass DKAccessibleTableClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleTable, dk_accessible_table, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, dk_table_init))

typedef DKAccessible DKAccessibleSelectableTable;
typedef DKAccessibleClass DKAccessibleSelectableTableClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleSelectableTable, dk_accessible_selectable_table, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, dk_table_init)
    G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, dk_selection_init))

typedef DKAccessible DKAccessibleTableCell;
typedef DKAccessibleClass DKAccessibleTableCellClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleTableCell, dk_accessible_table_cell, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE_CELL, dk_table_cell_init))

typedef DKAccessible DKAccessibleTextTableCell;
typedef DKAccessibleClass DKAccessibleTextTableCellClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleTextTableCell, dk_accessible_text_table_cell, dk_accessible_text_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE_CELL, dk_table_cell_init))

typedef DKAccessible DKAccessibleWindow;
typedef DKAccessibleClass DKAccessibleWindowClass;
G_DEFINE_TYPE_WITH_CODE(
  DKAccessibleWindow, dk_accessible_window, dk_accessible_get_type(),
  G_IMPLEMENT_INTERFACE(ATK_TYPE_WINDOW, NULL))

// MARK: Accessible

static gint dk_get_n_children(AtkObject *object) {
  return ASK(object, childCount, 0);
}

static AtkObject *dk_ref_child(AtkObject *object, gint index) {
  DKAccessible *child = ASK(object, child, NULL, index);
  return child ? g_object_ref(ATK_OBJECT(child)) : NULL;
}

static gint dk_get_index_in_parent(AtkObject *object) {
  return ASK(object, indexInParent, -1);
}

static const struct {
  uint32_t bit;
  AtkStateType state;
} state_map[] = {
  {DKStateFocused, ATK_STATE_FOCUSED},
  {DKStateFocusable, ATK_STATE_FOCUSABLE},
  {DKStateChecked, ATK_STATE_CHECKED},
  {DKStateSelected, ATK_STATE_SELECTED},
  {DKStateEditable, ATK_STATE_EDITABLE},
  {DKStateMultiLine, ATK_STATE_MULTI_LINE},
  {DKStateSingleLine, ATK_STATE_SINGLE_LINE},
  {DKStateReadOnly, ATK_STATE_READ_ONLY},
  {DKStatePressed, ATK_STATE_PRESSED},
  {DKStateIndeterminate, ATK_STATE_INDETERMINATE},
  {DKStateCheckable, ATK_STATE_CHECKABLE},
  {DKStateActive, ATK_STATE_ACTIVE},
  {DKStateDefunct, ATK_STATE_DEFUNCT},
  {DKStateSelectable, ATK_STATE_SELECTABLE},
  {DKStateMultiSelectable, ATK_STATE_MULTISELECTABLE},
};

static AtkStateType atk_state(uint32_t bit) {
  for (size_t i = 0; i < G_N_ELEMENTS(state_map); i++) {
    if (state_map[i].bit == bit) return state_map[i].state;
  }
  return ATK_STATE_INVALID;
}

static AtkStateSet *dk_ref_state_set(AtkObject *object) {
  AtkStateSet *set = ATK_OBJECT_CLASS(dk_accessible_parent_class)->ref_state_set(object);
  if (!LIVE(object)) {
    atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
    return set;
  }
  uint32_t states = ASK(object, states, 0);
  if (!(states & DKStateDisabled)) {
    atk_state_set_add_state(set, ATK_STATE_ENABLED);
    atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
  }
  atk_state_set_add_state(set, ATK_STATE_VISIBLE);
  atk_state_set_add_state(set, ATK_STATE_SHOWING);
  for (size_t i = 0; i < G_N_ELEMENTS(state_map); i++) {
    if (states & state_map[i].bit) atk_state_set_add_state(set, state_map[i].state);
  }
  return set;
}

static void dk_accessible_class_init(DKAccessibleClass *klass) {
  AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
  atk->get_n_children = dk_get_n_children;
  atk->ref_child = dk_ref_child;
  atk->get_index_in_parent = dk_get_index_in_parent;
  atk->ref_state_set = dk_ref_state_set;
}

static void dk_accessible_init(DKAccessible *object) {
  (void)object;
}

static void dk_accessible_text_class_init(DKAccessibleTextClass *klass) {
  (void)klass;
}

static void dk_accessible_text_init(DKAccessibleText *object) {
  (void)object;
}

static void dk_accessible_window_class_init(DKAccessibleWindowClass *klass) {
  (void)klass;
}

static void dk_accessible_window_init(DKAccessibleWindow *object) {
  (void)object;
}

static void dk_accessible_value_class_init(DKAccessibleValueClass *klass) {
  (void)klass;
}

static void dk_accessible_value_init(DKAccessibleValue *object) {
  (void)object;
}

static void dk_accessible_selection_class_init(DKAccessibleSelectionClass *klass) {
  (void)klass;
}

static void dk_accessible_selection_init(DKAccessibleSelection *object) {
  (void)object;
}

static void dk_accessible_table_class_init(DKAccessibleTableClass *klass) {
  (void)klass;
}

static void dk_accessible_table_init(DKAccessibleTable *object) {
  (void)object;
}

static void dk_accessible_selectable_table_class_init(DKAccessibleSelectableTableClass *klass) {
  (void)klass;
}

static void dk_accessible_selectable_table_init(DKAccessibleSelectableTable *object) {
  (void)object;
}

static void dk_accessible_table_cell_class_init(DKAccessibleTableCellClass *klass) {
  (void)klass;
}

static void dk_accessible_table_cell_init(DKAccessibleTableCell *object) {
  (void)object;
}

static void dk_accessible_text_table_cell_class_init(DKAccessibleTextTableCellClass *klass) {
  (void)klass;
}

static void dk_accessible_text_table_cell_init(DKAccessibleTextTableCell *object) {
  (void)object;
}

// MARK: Component

static void dk_get_extents(
  AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
  DKRect none = {0, 0, 0, 0};
  DKRect rect = ASK(component, extents, none, (DKCoordinates)type);
  if (x) *x = rect.x;
  if (y) *y = rect.y;
  if (width) *width = rect.width;
  if (height) *height = rect.height;
}

static gboolean dk_grab_focus(AtkComponent *component) {
  return ASK(component, grabFocus, false);
}

/// The deepest descendant whose extents hold the point, searching children front to back.
static AtkObject *dk_ref_accessible_at_point(
  AtkComponent *component, gint x, gint y, AtkCoordType type) {
  AtkObject *object = ATK_OBJECT(component);
  gint count = atk_object_get_n_accessible_children(object);
  for (gint index = count - 1; index >= 0; index--) {
    AtkObject *child = atk_object_ref_accessible_child(object, index);
    if (child == NULL) continue;
    if (ATK_IS_COMPONENT(child) && atk_component_contains(ATK_COMPONENT(child), x, y, type)) {
      AtkObject *deeper = atk_component_ref_accessible_at_point(ATK_COMPONENT(child), x, y, type);
      if (deeper) {
        g_object_unref(child);
        return deeper;
      }
      return child;
    }
    g_object_unref(child);
  }
  return NULL;
}

static void dk_component_init(AtkComponentIface *iface) {
  iface->get_extents = dk_get_extents;
  iface->grab_focus = dk_grab_focus;
  iface->ref_accessible_at_point = dk_ref_accessible_at_point;
}

// MARK: Action

static gint dk_get_n_actions(AtkAction *action) {
  return ASK(action, actionCount, 0);
}

static gboolean dk_do_action(AtkAction *action, gint index) {
  return ASK(action, performAction, false, index);
}

/// ATK returns action names as borrowed strings; each object keeps its names as data.
static const gchar *dk_get_action_name(AtkAction *action, gint index) {
  gchar *name = take_string(ASK(action, actionName, NULL, index));
  if (name == NULL) return NULL;
  gchar *key = g_strdup_printf("dk-action-name-%d", index);
  g_object_set_data_full(G_OBJECT(action), key, name, g_free);
  g_free(key);
  return name;
}

static void dk_action_init(AtkActionIface *iface) {
  iface->get_n_actions = dk_get_n_actions;
  iface->do_action = dk_do_action;
  iface->get_name = dk_get_action_name;
  iface->get_localized_name = dk_get_action_name;
}

// MARK: Text

static gchar *dk_get_text(AtkText *text, gint start, gint end) {
  gchar *result = take_string(ASK(text, text, NULL, start, end));
  return result ? result : g_strdup("");
}

static gint dk_get_character_count(AtkText *text) {
  return ASK(text, characterCount, 0);
}

static gunichar dk_get_character_at_offset(AtkText *text, gint offset) {
  gchar *character = dk_get_text(text, offset, offset + 1);
  gunichar result = character[0] ? g_utf8_get_char(character) : 0;
  g_free(character);
  return result;
}

static gint dk_get_caret_offset(AtkText *text) {
  return ASK(text, caretOffset, -1);
}

static gboolean dk_set_caret_offset(AtkText *text, gint offset) {
  return ASK(text, setCaretOffset, false, offset);
}

static void dk_get_character_extents(
  AtkText *text, gint offset, gint *x, gint *y, gint *width, gint *height, AtkCoordType type) {
  DKRect none = {0, 0, 0, 0};
  DKRect rect = ASK(text, characterExtents, none, offset, (DKCoordinates)type);
  if (x) *x = rect.x;
  if (y) *y = rect.y;
  if (width) *width = rect.width;
  if (height) *height = rect.height;
}

static gint dk_get_offset_at_point(AtkText *text, gint x, gint y, AtkCoordType type) {
  return ASK(text, offsetAtPoint, -1, x, y, (DKCoordinates)type);
}

static gint dk_get_n_selections(AtkText *text) {
  int start = 0, end = 0;
  return ASK(text, selection, false, &start, &end) ? 1 : 0;
}

static gchar *dk_get_selection(AtkText *text, gint index, gint *start, gint *end) {
  int first = 0, last = 0;
  if (index != 0 || !ASK(text, selection, false, &first, &last)) {
    *start = *end = 0;
    return NULL;
  }
  *start = first;
  *end = last;
  return dk_get_text(text, first, last);
}

static gboolean dk_set_selection(AtkText *text, gint index, gint start, gint end) {
  return index == 0 && ASK(text, setSelection, false, start, end);
}

static gboolean dk_add_selection(AtkText *text, gint start, gint end) {
  return ASK(text, setSelection, false, start, end);
}

static gboolean dk_remove_selection(AtkText *text, gint index) {
  gint caret = dk_get_caret_offset(text);
  return index == 0 && caret >= 0 && ASK(text, setSelection, false, caret, caret);
}

static gchar *dk_get_string_at_offset(
  AtkText *text, gint offset, AtkTextGranularity granularity, gint *start, gint *end) {
  int first = offset, last = offset;
  if (LIVE(text) && dk_callbacks.boundaries) {
    dk_callbacks.boundaries(
      DK(text)->context, DK(text)->key, offset, (DKGranularity)granularity, &first, &last);
  }
  *start = first;
  *end = last;
  return dk_get_text(text, first, last);
}

/// The deprecated boundary form (libatk-bridge2.0 still serves GetTextAtOffset with it): the
/// start and end boundaries of a unit both select that unit.
static gchar *dk_get_text_at_offset(
  AtkText *text, gint offset, AtkTextBoundary boundary, gint *start, gint *end) {
  AtkTextGranularity granularity = ATK_TEXT_GRANULARITY_CHAR;
  switch (boundary) {
  case ATK_TEXT_BOUNDARY_CHAR: granularity = ATK_TEXT_GRANULARITY_CHAR; break;
  case ATK_TEXT_BOUNDARY_WORD_START:
  case ATK_TEXT_BOUNDARY_WORD_END: granularity = ATK_TEXT_GRANULARITY_WORD; break;
  case ATK_TEXT_BOUNDARY_SENTENCE_START:
  case ATK_TEXT_BOUNDARY_SENTENCE_END: granularity = ATK_TEXT_GRANULARITY_SENTENCE; break;
  case ATK_TEXT_BOUNDARY_LINE_START:
  case ATK_TEXT_BOUNDARY_LINE_END: granularity = ATK_TEXT_GRANULARITY_LINE; break;
  }
  return dk_get_string_at_offset(text, offset, granularity, start, end);
}

/// DrawKit's text widgets draw their text in one style: one run spans the whole text, with no
/// attributes beyond the defaults. (An empty run hides the text from screen readers that read
/// it run by run, as Orca does when it splits a line by language.)
static AtkAttributeSet *dk_get_run_attributes(AtkText *text, gint offset, gint *start, gint *end) {
  gint count = dk_get_character_count(text);
  if (offset < 0 || offset > count) {
    *start = *end = -1;
  } else {
    *start = 0;
    *end = count;
  }
  return NULL;
}

static AtkAttributeSet *dk_get_default_attributes(AtkText *text) {
  return NULL;
}

static void dk_text_init(AtkTextIface *iface) {
  iface->get_text = dk_get_text;
  iface->get_character_count = dk_get_character_count;
  iface->get_character_at_offset = dk_get_character_at_offset;
  iface->get_caret_offset = dk_get_caret_offset;
  iface->set_caret_offset = dk_set_caret_offset;
  iface->get_character_extents = dk_get_character_extents;
  iface->get_offset_at_point = dk_get_offset_at_point;
  iface->get_n_selections = dk_get_n_selections;
  iface->get_selection = dk_get_selection;
  iface->set_selection = dk_set_selection;
  iface->add_selection = dk_add_selection;
  iface->remove_selection = dk_remove_selection;
  iface->get_string_at_offset = dk_get_string_at_offset;
  iface->get_text_at_offset = dk_get_text_at_offset;
  iface->get_run_attributes = dk_get_run_attributes;
  iface->get_default_attributes = dk_get_default_attributes;
}

// MARK: EditableText

static void dk_insert_text(AtkEditableText *text, const gchar *string, gint length, gint *position) {
  gchar *inserted = length < 0 ? g_strdup(string) : g_strndup(string, (gsize)length);
  int at = position ? *position : 0;
  if (ASK(text, insertText, false, inserted, &at) && position) *position = at;
  g_free(inserted);
}

static void dk_delete_text(AtkEditableText *text, gint start, gint end) {
  (void)ASK(text, deleteText, false, start, end);
}

static void dk_set_text_contents(AtkEditableText *text, const gchar *string) {
  (void)ASK(text, setTextContents, false, string);
}

static void dk_editable_text_init(AtkEditableTextIface *iface) {
  iface->insert_text = dk_insert_text;
  iface->delete_text = dk_delete_text;
  iface->set_text_contents = dk_set_text_contents;
}

// MARK: Value

static void dk_get_value_and_text(AtkValue *value, gdouble *current, gchar **text) {
  double number = 0, minimum = 0, maximum = 0, step = 0;
  (void)ASK(value, value, false, &number, &minimum, &maximum, &step);
  if (current) *current = number;
  // Handed over as Swift allocated it: g_free is free() (GLib 2.46 and later). at-spi2-atk's
  // CurrentValue getter never frees this text (see .ci/lsan.supp); allocating it here, in
  // code built with frame pointers, keeps that leak's stack long enough to name this function.
  if (text) *text = ASK(value, valueText, NULL);
}

static AtkRange *dk_get_range(AtkValue *value) {
  double number = 0, minimum = 0, maximum = 0, step = 0;
  if (!ASK(value, value, false, &number, &minimum, &maximum, &step)) return NULL;
  return atk_range_new(minimum, maximum, NULL);
}

static gdouble dk_get_increment(AtkValue *value) {
  double number = 0, minimum = 0, maximum = 0, step = 0;
  (void)ASK(value, value, false, &number, &minimum, &maximum, &step);
  return step;
}

static void dk_set_value(AtkValue *value, const gdouble number) {
  (void)ASK(value, setValue, false, number);
}

static void dk_value_init(AtkValueIface *iface) {
  iface->get_value_and_text = dk_get_value_and_text;
  iface->get_range = dk_get_range;
  iface->get_increment = dk_get_increment;
  iface->set_value = dk_set_value;
}

// MARK: Selection

static gboolean dk_add_selection_child(AtkSelection *selection, gint index) {
  return ASK(selection, selectChild, false, index);
}

static gboolean dk_clear_selection(AtkSelection *selection) {
  return ASK(selection, clearSelection, false);
}

/// A selected item's object, or NULL when the item has no view (it is out of sight).
static AtkObject *dk_ref_selection(AtkSelection *selection, gint index) {
  DKAccessible *child = ASK(selection, selectedChild, NULL, index);
  return child ? g_object_ref(ATK_OBJECT(child)) : NULL;
}

static gint dk_get_selection_count(AtkSelection *selection) {
  return ASK(selection, selectedCount, 0);
}

static gboolean dk_is_child_selected(AtkSelection *selection, gint index) {
  return ASK(selection, isChildSelected, false, index);
}

static gboolean dk_remove_selection_child(AtkSelection *selection, gint index) {
  return ASK(selection, deselectSelected, false, index);
}

static gboolean dk_select_all_selection(AtkSelection *selection) {
  return ASK(selection, selectAll, false);
}

static void dk_selection_init(AtkSelectionIface *iface) {
  iface->add_selection = dk_add_selection_child;
  iface->clear_selection = dk_clear_selection;
  iface->ref_selection = dk_ref_selection;
  iface->get_selection_count = dk_get_selection_count;
  iface->is_child_selected = dk_is_child_selected;
  iface->remove_selection = dk_remove_selection_child;
  iface->select_all_selection = dk_select_all_selection;
}

// MARK: Table

static AtkObject *dk_table_ref_at(AtkTable *table, gint row, gint column) {
  DKAccessible *cell = ASK(table, cell, NULL, row, column);
  return cell ? g_object_ref(ATK_OBJECT(cell)) : NULL;
}

static gint dk_table_get_n_rows(AtkTable *table) {
  return ASK(table, rowCount, 0);
}

static gint dk_table_get_n_columns(AtkTable *table) {
  return ASK(table, columnCount, 0);
}

/// ATK returns column descriptions as borrowed strings; each table keeps its titles as data.
static const gchar *dk_table_get_column_description(AtkTable *table, gint column) {
  gchar *title = take_string(ASK(table, columnTitle, NULL, column));
  if (title == NULL) return NULL;
  gchar *key = g_strdup_printf("dk-column-title-%d", column);
  g_object_set_data_full(G_OBJECT(table), key, title, g_free);
  g_free(key);
  return title;
}

/// Borrowed, as ATK's get_column_header is (transfer none).
static AtkObject *dk_table_get_column_header(AtkTable *table, gint column) {
  DKAccessible *header = ASK(table, columnHeader, NULL, column);
  return header ? ATK_OBJECT(header) : NULL;
}

static void dk_table_init(AtkTableIface *iface) {
  iface->ref_at = dk_table_ref_at;
  iface->get_n_rows = dk_table_get_n_rows;
  iface->get_n_columns = dk_table_get_n_columns;
  iface->get_column_description = dk_table_get_column_description;
  iface->get_column_header = dk_table_get_column_header;
}

// MARK: TableCell

static gboolean dk_table_cell_get_position(AtkTableCell *cell, gint *row, gint *column) {
  int foundRow = -1, foundColumn = -1;
  gboolean found = ASK(cell, cellPosition, false, &foundRow, &foundColumn);
  if (row != NULL) *row = found ? foundRow : -1;
  if (column != NULL) *column = found ? foundColumn : -1;
  return found;
}

/// Every cell spans one row and one column.
static gint dk_table_cell_get_span(AtkTableCell *cell) {
  (void)cell;
  return 1;
}

static gboolean dk_table_cell_get_row_column_span(
  AtkTableCell *cell, gint *row, gint *column, gint *rowSpan, gint *columnSpan) {
  if (rowSpan != NULL) *rowSpan = 1;
  if (columnSpan != NULL) *columnSpan = 1;
  return dk_table_cell_get_position(cell, row, column);
}

/// A new reference, as ATK's get_table is (transfer full).
static AtkObject *dk_table_cell_get_table(AtkTableCell *cell) {
  DKAccessible *table = ASK(cell, cellTable, NULL);
  return table ? g_object_ref(ATK_OBJECT(table)) : NULL;
}

/// The header of the cell's column while it shows, in a new array of new references.
static GPtrArray *dk_table_cell_get_column_header_cells(AtkTableCell *cell) {
  GPtrArray *headers = g_ptr_array_new_with_free_func(g_object_unref);
  int row = -1, column = -1;
  DKAccessible *table = ASK(cell, cellTable, NULL);
  if (table != NULL && ASK(cell, cellPosition, false, &row, &column)) {
    AtkObject *header = atk_table_get_column_header(ATK_TABLE(table), column);
    if (header != NULL) g_ptr_array_add(headers, g_object_ref(header));
  }
  return headers;
}

/// Rows have no header cells.
static GPtrArray *dk_table_cell_get_row_header_cells(AtkTableCell *cell) {
  (void)cell;
  return g_ptr_array_new_with_free_func(g_object_unref);
}

static void dk_table_cell_init(AtkTableCellIface *iface) {
  iface->get_position = dk_table_cell_get_position;
  iface->get_row_span = dk_table_cell_get_span;
  iface->get_column_span = dk_table_cell_get_span;
  iface->get_row_column_span = dk_table_cell_get_row_column_span;
  iface->get_table = dk_table_cell_get_table;
  iface->get_column_header_cells = dk_table_cell_get_column_header_cells;
  iface->get_row_header_cells = dk_table_cell_get_row_header_cells;
}

// MARK: Creation and properties

DKAccessible *dk_accessible_new(DKAccessibleKind kind, void *context, uint64_t key) {
  GType type;
  switch (kind) {
  case DKAccessibleKindText: type = dk_accessible_text_get_type(); break;
  case DKAccessibleKindValue: type = dk_accessible_value_get_type(); break;
  case DKAccessibleKindWindow: type = dk_accessible_window_get_type(); break;
  case DKAccessibleKindSelection: type = dk_accessible_selection_get_type(); break;
  case DKAccessibleKindTable: type = dk_accessible_table_get_type(); break;
  case DKAccessibleKindSelectableTable: type = dk_accessible_selectable_table_get_type(); break;
  case DKAccessibleKindTableCell: type = dk_accessible_table_cell_get_type(); break;
  case DKAccessibleKindTextTableCell: type = dk_accessible_text_table_cell_get_type(); break;
  default: type = dk_accessible_get_type(); break;
  }
  DKAccessible *object = g_object_new(type, NULL);
  object->context = context;
  object->key = key;
  atk_object_initialize(ATK_OBJECT(object), NULL);
  return object;
}

void dk_accessible_release(DKAccessible *object) {
  object->isDefunct = TRUE;
  object->context = NULL;
  atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_DEFUNCT, TRUE);
  g_object_unref(object);
}

static AtkRole atk_role(DKRole role) {
  switch (role) {
  case DKRoleApplication: return ATK_ROLE_APPLICATION;
  case DKRoleFrame: return ATK_ROLE_FRAME;
  case DKRolePanel: return ATK_ROLE_PANEL;
  case DKRoleLabel: return ATK_ROLE_LABEL;
  case DKRoleButton: return ATK_ROLE_PUSH_BUTTON;
  case DKRoleCheckBox: return ATK_ROLE_CHECK_BOX;
  case DKRoleToggleButton: return ATK_ROLE_TOGGLE_BUTTON;
  case DKRoleSlider: return ATK_ROLE_SLIDER;
  case DKRoleProgressBar: return ATK_ROLE_PROGRESS_BAR;
  case DKRoleEntry: return ATK_ROLE_ENTRY;
  case DKRolePasswordText: return ATK_ROLE_PASSWORD_TEXT;
  case DKRoleText: return ATK_ROLE_TEXT;
  case DKRoleImage: return ATK_ROLE_IMAGE;
  case DKRoleRadioButton: return ATK_ROLE_RADIO_BUTTON;
  case DKRoleScrollBar: return ATK_ROLE_SCROLL_BAR;
  case DKRoleScrollPane: return ATK_ROLE_SCROLL_PANE;
  case DKRoleList: return ATK_ROLE_LIST;
  case DKRoleListItem: return ATK_ROLE_LIST_ITEM;
  case DKRoleTable: return ATK_ROLE_TABLE;
  case DKRoleTableRow: return ATK_ROLE_TABLE_ROW;
  case DKRoleTableCell: return ATK_ROLE_TABLE_CELL;
  case DKRoleColumnHeader: return ATK_ROLE_COLUMN_HEADER;
  case DKRolePageTab: return ATK_ROLE_PAGE_TAB;
  case DKRolePageTabList: return ATK_ROLE_PAGE_TAB_LIST;
  case DKRoleUnknown: return ATK_ROLE_UNKNOWN;
  }
  return ATK_ROLE_UNKNOWN;
}

void dk_accessible_set_role(DKAccessible *object, DKRole role) {
  atk_object_set_role(ATK_OBJECT(object), atk_role(role));
}

void dk_accessible_set_name(DKAccessible *object, const char *name) {
  const gchar *current = ATK_OBJECT(object)->name;
  if (g_strcmp0(current, name) != 0) atk_object_set_name(ATK_OBJECT(object), name);
}

void dk_accessible_set_description(DKAccessible *object, const char *description) {
  const gchar *current = ATK_OBJECT(object)->description;
  if (g_strcmp0(current, description) != 0) {
    atk_object_set_description(ATK_OBJECT(object), description);
  }
}

void dk_accessible_set_parent(DKAccessible *object, DKAccessible *parent) {
  atk_object_set_parent(ATK_OBJECT(object), parent ? ATK_OBJECT(parent) : NULL);
}

// MARK: Events

void dk_accessible_notify_state(DKAccessible *object, uint32_t state, bool isSet) {
  AtkStateType type = state == DKStateDisabled ? ATK_STATE_ENABLED : atk_state(state);
  gboolean value = state == DKStateDisabled ? !isSet : isSet;
  if (type == ATK_STATE_INVALID) return;
  atk_object_notify_state_change(ATK_OBJECT(object), type, value);
  if (state == DKStateDisabled) {
    atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_SENSITIVE, value);
  }
}

void dk_accessible_notify_focus(DKAccessible *object) {
  atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_FOCUSED, TRUE);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  atk_focus_tracker_notify(ATK_OBJECT(object));
  G_GNUC_END_IGNORE_DEPRECATIONS
}

void dk_accessible_notify_active_descendant(DKAccessible *object, DKAccessible *child) {
  g_signal_emit_by_name(object, "active-descendant-changed", child);
}

void dk_accessible_notify_children_added(DKAccessible *object, int index, DKAccessible *child) {
  g_signal_emit_by_name(object, "children-changed::add", index, child);
}

void dk_accessible_notify_children_removed(DKAccessible *object, int index, DKAccessible *child) {
  g_signal_emit_by_name(object, "children-changed::remove", index, child);
}

void dk_accessible_notify_text_inserted(
  DKAccessible *object, int position, int length, const char *text) {
  g_signal_emit_by_name(object, "text-insert::system", position, length, text ? text : "");
}

void dk_accessible_notify_text_removed(
  DKAccessible *object, int position, int length, const char *text) {
  g_signal_emit_by_name(object, "text-remove::system", position, length, text ? text : "");
}

void dk_accessible_notify_caret_moved(DKAccessible *object, int offset) {
  g_signal_emit_by_name(object, "text-caret-moved", offset);
}

void dk_accessible_notify_selection_changed(DKAccessible *object) {
  g_signal_emit_by_name(object, "text-selection-changed");
}

void dk_accessible_notify_items_selection_changed(DKAccessible *object) {
  if (ATK_IS_SELECTION(object)) g_signal_emit_by_name(object, "selection-changed");
}

void dk_accessible_notify_value_changed(DKAccessible *object) {
  g_object_notify(G_OBJECT(object), "accessible-value");
}

void dk_accessible_notify_bounds_changed(DKAccessible *object) {
  AtkRectangle rect = {0, 0, 0, 0};
  dk_get_extents(ATK_COMPONENT(object), &rect.x, &rect.y, &rect.width, &rect.height, ATK_XY_WINDOW);
  g_signal_emit_by_name(object, "bounds-changed", &rect);
}

void dk_accessible_notify_window_active(DKAccessible *window, bool isActive) {
  atk_object_notify_state_change(ATK_OBJECT(window), ATK_STATE_ACTIVE, isActive);
  g_signal_emit_by_name(window, isActive ? "activate" : "deactivate");
}
