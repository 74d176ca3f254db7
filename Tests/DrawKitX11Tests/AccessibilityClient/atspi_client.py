#!/usr/bin/python3
"""An AT-SPI client, as a screen reader sees a DrawKit window: for AccessibilityLiveTests.

Usage: atspi_client.py WINDOW_TITLE [gallery|password|tree|lists]

Talks with the test over its standard streams, one JSON object per line:
  {"step": "ready"}           connected to the accessibility bus (start the window now)
  {"step": "tree", ...}       every exposed element of the window, depth first
  {"step": "text", ...}       a text view read through the Text interface
  {"step": "edit", ...}       the first entry edited through EditableText, with the events
  {"step": "toggle", ...}     the first check box clicked through the Action interface
  {"step": "press-tab"}       listening for focus events: the test presses Tab, then
                              writes a line to standard input
  {"step": "focus", ...}      the focus event that followed
  {"step": "abuse", ...}      out-of-range offsets, reversed ranges, NaN and a new slider
                              value, and the tree walked again afterwards
  {"step": "done"}
In tree mode, only "ready", "tree" and "done".
In password mode, only:
  {"step": "ready"}
  {"step": "passwords", ...}  each password field's text, and the insert and delete events
                              after text was inserted and deleted through EditableText
  {"step": "added", ...}      the button named "Add" pressed, and the children-changed
                              event that followed
  {"step": "closed", ...}     the button named "Close" pressed through the Action interface
In lists mode, only:
  {"step": "ready"}
  {"step": "list", ...}       the list read through Selection, then its fifth child selected
                              with selectChild and the events that followed, select-all
                              refused, the selection cleared and the eighth child selected
  {"step": "table", ...}      the table read through Table and Selection
  {"step": "tabs", ...}       the tab list's tabs and their states
  {"step": "press-down"}      listening for focus events: the test presses Down, then writes
                              a line to standard input
  {"step": "cursor", ...}     the focus and active-descendant events that followed
  {"step": "closed", ...}     the button named "Close" pressed through the Action interface
Every wait is bounded (60 s) and ends as soon as its state is reached; on a timeout the
step reports what it saw, and the test fails on it.
"""
import json
import signal
import sys
import time

import pyatspi
from gi.repository import GLib

TIMEOUT = 60


def say(step, **fields):
    fields["step"] = step
    print(json.dumps(fields), flush=True)


def run_until(condition, timeout=TIMEOUT):
    """Runs the GLib main context (which delivers events and D-Bus replies) until
    condition() holds or timeout seconds pass; returns whether it held."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + timeout
    expired = []
    while not condition():
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return False
        source = GLib.timeout_add(int(min(remaining, 0.25) * 1000) + 1, lambda: expired.append(1))
        context.iteration(True)
        GLib.source_remove(source) if not expired else expired.clear()
    return True


def find_window(title):
    # Only DrawKit's applications: in the GTK 4 host, GTK's own objects show a window of the
    # same title beside the tree.
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None or app.toolkitName != "DrawKit":
            continue
        for child in app:
            if child is not None and child.name == title:
                return app, child
    return None


def interfaces(node):
    return sorted(pyatspi.listInterfaces(node))


def describe(node, depth):
    states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
    entry = {"depth": depth, "role": node.getRoleName(), "name": node.name,
             "states": states, "interfaces": interfaces(node)}
    if "Text" in entry["interfaces"]:
        text = node.queryText()
        entry["text"] = text.getText(0, -1)
    if "Value" in entry["interfaces"]:
        value = node.queryValue()
        entry["value"] = [value.currentValue, value.minimumValue, value.maximumValue]
    if "Action" in entry["interfaces"]:
        action = node.queryAction()
        entry["actions"] = [action.getName(i) for i in range(action.nActions)]
    if "Component" in entry["interfaces"]:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        entry["extents"] = [extents.x, extents.y, extents.width, extents.height]
    return entry


def walk(node, depth=0, found=None):
    found = [] if found is None else found
    found.append((node, describe(node, depth)))
    for child in node:
        if child is not None:
            walk(child, depth + 1, found)
    return found


def first(nodes, role):
    return next((node for node, entry in nodes if entry["role"] == role), None)


class Events:
    """The events of some types from one source, in order."""

    def __init__(self, *types):
        self.seen = []
        self.types = types
        for event_type in types:
            pyatspi.Registry.registerEventListener(self.record, event_type)

    def record(self, event):
        source = event.source
        data = event.any_data
        self.seen.append({"type": event.type, "detail1": event.detail1, "detail2": event.detail2,
                          "any": data if isinstance(data, str) else getattr(data, "name", None),
                          "role": source.getRoleName() if source else None,
                          "name": source.name if source else None})

    def since(self, mark, prefix, role=None):
        """The events recorded after the first `mark` ones whose type starts with prefix,
        from a source of `role` when given (other windows may share the bus)."""
        return [e for e in self.seen[mark:]
                if e["type"].startswith(prefix) and role in (None, e["role"])]


# Every listener is registered before the window opens: the application learns of listeners
# from the registry asynchronously, and one registered just before an action could miss it.
EVENTS = None


def wait_for_window(title, step):
    found = []
    if not run_until(lambda: found.append(find_window(title)) or found[-1] is not None):
        seen = [(app.name, [child.name for child in app if child is not None])
                for app in pyatspi.Registry.getDesktop(0) if app is not None]
        say(step, error="no application shows a window named %r within %d s (seen: %r)"
            % (title, TIMEOUT, seen))
        return None
    return found[-1]


def password_fields(frame):
    fields = []
    for node, entry in walk(frame):
        if entry["role"] == "password text":
            text = node.queryText()
            fields.append((node, {"name": node.name, "text": text.getText(0, -1),
                                  "count": text.characterCount,
                                  "interfaces": entry["interfaces"]}))
    return fields


def press_close(frame):
    """Presses the element named "Close" through the Action interface: the window closes."""
    close = next((node for node, entry in walk(frame)
                  if entry["name"] == "Close" and entry.get("actions")), None)
    if close is None:
        say("closed", error="no element named 'Close' has an action")
        return
    say("closed", performed=close.queryAction().doAction(0))


def password_flow(title):
    found = wait_for_window(title, "passwords")
    if found is None:
        return
    app, frame = found
    fields = password_fields(frame)
    inserted = deleted = None
    if fields:
        node = fields[0][0]
        mark = len(EVENTS.seen)
        node.queryEditableText().insertText(0, "pw", 2)
        run_until(lambda: EVENTS.since(mark, "object:text-changed:insert", "password text"))
        inserted = {"text": node.queryText().getText(0, -1),
                    "events": EVENTS.since(mark, "object:text-changed:insert", "password text")}
        mark = len(EVENTS.seen)
        node.queryEditableText().deleteText(0, 2)
        run_until(lambda: EVENTS.since(mark, "object:text-changed:delete", "password text"))
        deleted = {"text": node.queryText().getText(0, -1),
                   "events": EVENTS.since(mark, "object:text-changed:delete", "password text")}
    say("passwords", fields=[report for _, report in fields], inserted=inserted, deleted=deleted)
    add = next((node for node, entry in walk(frame) if entry["name"] == "Add"), None)
    if add is None:
        say("added", error="no element named 'Add'")
    else:
        mark = len(EVENTS.seen)
        add.queryAction().doAction(0)
        run_until(lambda: any(e["any"] == "Added"
                              for e in EVENTS.since(mark, "object:children-changed")))
        say("added", events=EVENTS.since(mark, "object:children-changed", "frame"),
            names=[entry["name"] for _, entry in walk(frame)])
    rename = next((node for node, entry in walk(frame) if entry["name"] == "Rename"), None)
    if rename is None:
        say("renamed", error="no element named 'Rename'")
    else:
        before = frame.name
        rename.queryAction().doAction(0)
        run_until(lambda: frame.name != before)
        say("renamed", before=before, after=frame.name)
    press_close(frame)


def children(node):
    return [child for child in node if child is not None]


def selected_names(selection):
    found = []
    for index in range(selection.nSelectedChildren):
        child = selection.getSelectedChild(index)
        found.append(child.name if child is not None else None)
    return found


def list_flow(title):
    found = wait_for_window(title, "list")
    if found is None:
        return
    nodes = walk(found[1])
    view = first(nodes, "list")
    if view is None:
        say("list", error="no element has the role 'list'")
    else:
        rows = children(view)
        selection = view.querySelection()
        before = {"count": selection.nSelectedChildren, "names": selected_names(selection),
                  "second": selection.isChildSelected(2), "first": selection.isChildSelected(0)}
        mark = len(EVENTS.seen)
        selected = selection.selectChild(5)
        run_until(lambda: EVENTS.since(mark, "object:selection-changed", "list")
                  and EVENTS.since(mark, "object:state-changed:selected", "list item"))
        after = {"selected": selected, "count": selection.nSelectedChildren,
                 "names": selected_names(selection),
                 "states": [row.getState().contains(pyatspi.STATE_SELECTED) for row in rows],
                 "events": EVENTS.since(mark, "object:selection-changed")
                 + EVENTS.since(mark, "object:state-changed:selected")}
        select_all = selection.selectAll()
        cleared = selection.clearSelection()
        count_cleared = selection.nSelectedChildren
        selection.selectChild(7)
        selection.selectChild(99)
        say("list", roles=[row.getRoleName() for row in rows], names=[row.name for row in rows],
            role=view.getRoleName(), interfaces=interfaces(view),
            rowStates=[sorted(pyatspi.stateToString(s) for s in row.getState().getStates())
                       for row in rows[:1]],
            focused=[node.name for node, entry in nodes if "focused" in entry["states"]],
            before=before, after=after, selectAll=select_all, cleared=cleared,
            countCleared=count_cleared, final=selected_names(selection))
    table = first(nodes, "table")
    if table is None:
        say("table", error="no element has the role 'table'")
    else:
        grid = table.queryTable()
        cell = grid.getAccessibleAt(1, 2)
        far = grid.getAccessibleAt(500, 0)
        header = grid.getColumnHeader(1)
        selection = table.querySelection()
        place = cell.queryTableCell() if cell is not None else None
        say("table", interfaces=interfaces(table), rows=grid.nRows, columns=grid.nColumns,
            cellInterfaces=interfaces(cell) if cell is not None else [],
            cellPosition=list(place.position)[-2:] if place is not None else None,
            cellSpans=[place.rowSpan, place.columnSpan] if place is not None else None,
            cellTable=place.table.getRoleName() if place is not None else None,
            cellHeaders=[h.name for h in place.columnHeaderCells] if place is not None else None,
            cell=cell.name if cell is not None else None,
            cellRole=cell.getRoleName() if cell is not None else None,
            far=far.name if far is not None else None,
            description=grid.getColumnDescription(1), pastLast=grid.getColumnDescription(9),
            header=header.name if header is not None else None,
            headerRole=header.getRoleName() if header is not None else None,
            selectedCount=selection.nSelectedChildren, selected=selected_names(selection),
            selectedRow=selection.selectChild(selection_index(table, "file1")))
    tabs = first(nodes, "page tab list")
    if tabs is None:
        say("tabs", error="no element has the role 'page tab list'")
    else:
        say("tabs", tabs=[{"role": tab.getRoleName(), "name": tab.name,
                           "states": sorted(pyatspi.stateToString(s)
                                            for s in tab.getState().getStates())}
                          for tab in children(tabs)])
    mark = len(EVENTS.seen)
    say("press-down")
    sys.stdin.readline()
    run_until(lambda: any(e["detail1"] == 1 and e["name"] == "Message 3"
                          for e in EVENTS.since(mark, "object:state-changed:focused"))
              and EVENTS.since(mark, "object:active-descendant-changed"))
    say("cursor", events=EVENTS.since(mark, "object:state-changed:focused")
        + EVENTS.since(mark, "object:active-descendant-changed"))
    press_close(found[1])


def is_active(frame):
    return frame.getState().contains(pyatspi.STATE_ACTIVE)


def embedded_flow(title):
    """A DrawKit widget beside GTK's own: its frame is active only while it has the focus,
    and focus coming back to it announces its focused element."""
    found = wait_for_window(title, "embedded")
    if found is None:
        return
    app, frame = found
    run_until(lambda: is_active(frame))
    say("embedded", activeAtStart=is_active(frame),
        focused=[entry["name"] for _, entry in walk(frame) if "focused" in entry["states"]])
    sys.stdin.readline()
    run_until(lambda: not is_active(frame))
    say("left", active=is_active(frame))
    mark = len(EVENTS.seen)
    sys.stdin.readline()
    run_until(lambda: is_active(frame) and any(
        e["detail1"] == 1 for e in EVENTS.since(mark, "object:state-changed:focused")))
    say("back", active=is_active(frame),
        events=EVENTS.since(mark, "object:state-changed:focused"))


def selection_index(node, name):
    return next((index for index, child in enumerate(children(node)) if child.name == name), -1)


def main():
    # A process started from a test thread inherits its blocked signals; unblock them, and
    # end this client after 150 s whatever happens, so a test never waits on it for ever.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    signal.alarm(150)
    global EVENTS
    title = sys.argv[1]
    pyatspi.Registry.getDesktop(0)
    EVENTS = Events("object:text-changed", "object:text-caret-moved", "object:state-changed",
                    "object:children-changed", "object:selection-changed",
                    "object:active-descendant-changed")
    say("ready")
    if len(sys.argv) > 2 and sys.argv[2] == "password":
        password_flow(title)
        return
    if len(sys.argv) > 2 and sys.argv[2] == "lists":
        list_flow(title)
        return
    if len(sys.argv) > 2 and sys.argv[2] == "embedded":
        embedded_flow(title)
        return
    found = wait_for_window(title, "tree")
    if found is None:
        return
    app, frame = found
    nodes = walk(frame)
    say("tree", application=app.name, toolkit=app.toolkitName,
        nodes=[entry for _, entry in nodes])
    if len(sys.argv) > 2 and sys.argv[2] == "tree":
        say("done")
        return

    view = first(nodes, "text")
    if view is None:
        say("text", error="no element has the role 'text'")
    else:
        say("text", name=view.name, text=view.queryText().getText(0, -1),
            count=view.queryText().characterCount)

    entry = first(nodes, "entry")
    if entry is None:
        say("edit", error="no element has the role 'entry'")
    else:
        mark = len(EVENTS.seen)
        text = entry.queryText()
        moved = text.setCaretOffset(0)
        caret_after_move = text.caretOffset
        entry.queryEditableText().insertText(0, "Countess ", len("Countess "))
        run_until(lambda: EVENTS.since(mark, "object:text-changed:insert"))
        first_character = text.getCharacterExtents(0, pyatspi.WINDOW_COORDS)
        third = text.getCharacterExtents(2, pyatspi.WINDOW_COORDS)
        offset_at_third = text.getOffsetAtPoint(third[0] + third[2] // 2, third[1] + third[3] // 2,
                                                pyatspi.WINDOW_COORDS)
        offset_outside = text.getOffsetAtPoint(-5, -5, pyatspi.WINDOW_COORDS)
        say("edit", moved=moved, caretAfterMove=caret_after_move,
            firstCharacter=[first_character[i] for i in range(4)],
            offsetAtThird=offset_at_third, offsetOutside=offset_outside,
            text=text.getText(0, -1), caret=text.caretOffset,
            events=EVENTS.since(mark, "object:text-changed:insert")
            + EVENTS.since(mark, "object:text-caret-moved"))

    box = first(nodes, "check box")
    if box is None:
        say("toggle", error="no element has the role 'check box'")
    else:
        mark = len(EVENTS.seen)
        before = box.getState().contains(pyatspi.STATE_CHECKED)
        action = box.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        done = action.doAction(names.index("click")) if "click" in names else False
        run_until(lambda: box.getState().contains(pyatspi.STATE_CHECKED) != before
                  and EVENTS.since(mark, "object:state-changed:checked"))
        say("toggle", name=box.name, actions=names, performed=done, checkedBefore=before,
            checkedAfter=box.getState().contains(pyatspi.STATE_CHECKED),
            events=EVENTS.since(mark, "object:state-changed:checked"))

    mark = len(EVENTS.seen)
    focused_before = [entry["name"] for _, entry in nodes if "focused" in entry["states"]]
    say("press-tab", focusedBefore=focused_before)
    sys.stdin.readline()
    run_until(lambda: any(e["detail1"] == 1
                          for e in EVENTS.since(mark, "object:state-changed:focused")))
    say("focus", events=EVENTS.since(mark, "object:state-changed:focused"))

    view = first(nodes, "text")
    slider = first(nodes, "slider")
    report = {}
    if view is not None:
        text = view.queryText()
        report["wide"] = text.getText(0, 1 << 30)
        report["negative"] = text.getText(-100, 5)
        report["reversed"] = text.getText(20, 5)
        extents = text.getCharacterExtents(1 << 30, pyatspi.WINDOW_COORDS)
        report["farExtents"] = [extents[0], extents[1], extents[2], extents[3]]
        line = text.getTextAtOffset(30, pyatspi.TEXT_BOUNDARY_LINE_START)
        report["line"] = [line[0], line[1], line[2]]
        word = text.getTextAtOffset(6, pyatspi.TEXT_BOUNDARY_WORD_START)
        report["word"] = [word[0], word[1], word[2]]
        view.queryEditableText().deleteText(40, 10)
        report["afterReversed"] = text.getText(0, -1)
    if slider is not None:
        value = slider.queryValue()
        value.currentValue = float("nan")
        report["afterNaN"] = value.currentValue
        value.currentValue = 0.9
        run_until(lambda: abs(value.currentValue - 0.9) < 1e-9)
        report["afterSet"] = value.currentValue
        report["valueText"] = value.text if hasattr(value, "text") else None
    report["nodesAfter"] = len(walk(frame))
    say("abuse", **report)
    say("done")


if __name__ == "__main__":
    main()
