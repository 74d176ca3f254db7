internal import CDrawKitAccessibilityBridge
import DrawKit
import Foundation

/// One window's view tree on the AT-SPI 2 accessibility bus, through ATK and libatk-bridge2.0.
///
/// Both hosts put their trees on the bus with it: the X11 window, and the GTK 4 host beside
/// GTK's own accessibility objects (GTK 4.8 has no public way to give a widget accessible
/// children, so the tree is an application of its own on the bus, with a frame that is active
/// while the host's window is). A host creates a bridge only when an accessibility bus runs
/// (``start(root:title:window:busAdvertised:)`` returns `nil` otherwise, having built
/// nothing). The bridge
/// keeps one ATK object per exposed element of the root's
/// ``DrawKit/DrawView/accessibilityTree()``, keyed by the view, and answers the bus's
/// questions from the live views. It listens to the root's notifications: text, caret and
/// list selection changes are sent at once; focus, state, value, selection and children
/// changes mark the tree stale, and ``update()`` (once per turn of the window's loop, or
/// before answering a question; ``onStale(_:)`` tells a host whose loop it does not run) takes a
/// new snapshot, compares it with the last and sends
/// what changed (the selected state of a list's rows among it).
package final class AccessibilityBridge {
  /// One exposed element: its ATK object and what was last sent about it.
  struct Entry {
    weak var view: DrawView?
    let object: OpaquePointer
    var element: AccessibilityElement
    var states: UInt32
    var parent: UInt64?
    var children: [UInt64]
  }

  /// The window's frame object's key; elements get keys from 1.
  static let frameKey: UInt64 = 0

  let root: DrawView
  /// The host's window: where the tree is on the screen.
  unowned let window: any AccessibilityHostWindow
  private(set) var entries: [UInt64: Entry] = [:]
  private var keys: [ObjectIdentifier: UInt64] = [:]
  private var nextKey: UInt64 = 1
  private var isStale = false
  /// The last selection sent for each text widget, to send selection changes only.
  private var selections: [UInt64: Range<Int>] = [:]
  private var isUpdating = false
  private var isWindowActive = true
  /// What the host runs when the tree goes stale, if it asked.
  private var staleHandler: (() -> Void)?
  /// The root's own notification handler, if the program set one: it keeps hearing every
  /// notification while the bridge runs, and is the root's again when it stops.
  private var handlerBefore: ((AccessibilityNotification) -> Void)?

  /// Starts a bridge for `root` when an accessibility bus runs, or returns `nil`.
  ///
  /// A bus runs when `NO_AT_BRIDGE=1` is not set, and `AT_SPI_BUS_ADDRESS` is set, the
  /// session bus has an owner for `org.a11y.Bus`, or the host found the bus advertised
  /// otherwise (`busAdvertised`: the X11 window reads the root window's `AT_SPI_BUS`).
  /// Otherwise nothing is loaded or built. `title` names the frame, active from the start
  /// when `isActive`; `window` is held unowned, so the host keeps it alive until ``stop()``.
  package static func start(
    root: DrawView, title: String, window: any AccessibilityHostWindow, busAdvertised: Bool,
    isActive: Bool = true
  ) -> AccessibilityBridge? {
    if let disabled = getenv("NO_AT_BRIDGE"), String(cString: disabled) == "1" { return nil }
    guard dk_accessibility_bus_is_running() || busAdvertised else { return nil }
    let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "drawkit").lastPathComponent
    var callbacks = Self.callbacks
    guard dk_accessibility_start(&callbacks, program) else { return nil }
    return AccessibilityBridge(root: root, title: title, window: window, isActive: isActive)
  }

  private init(
    root: DrawView, title: String, window: any AccessibilityHostWindow, isActive: Bool
  ) {
    self.root = root
    self.window = window
    isWindowActive = isActive
    let frame = dk_accessible_new(DKAccessibleKindWindow, context, Self.frameKey)!
    entries[Self.frameKey] = Entry(
      view: root, object: frame, element: AccessibilityElement(role: .window, label: title),
      states: isActive ? UInt32(DKStateActive) : 0, parent: nil, children: [])
    dk_accessible_set_role(frame, DKRoleFrame)
    dk_accessible_set_name(frame, title)
    update(force: true)
    dk_accessibility_add_window(frame)
    if isActive { dk_accessible_notify_window_active(frame, true) }
    let ownHandler = root.accessibilityNotificationHandler
    handlerBefore = ownHandler
    root.accessibilityNotificationHandler = { [unowned self] notification in
      self.handle(notification)
      ownHandler?(notification)
    }
  }

  /// What the ATK objects point at: this bridge, unretained (``stop()`` makes every object
  /// defunct before the bridge goes away).
  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Takes the window off the bus: every object goes defunct and the root stops notifying.
  package func stop() {
    root.accessibilityNotificationHandler = handlerBefore
    guard let frame = entries[Self.frameKey]?.object else { return }
    dk_accessibility_remove_window(frame)
    for entry in entries.values { dk_accessible_release(entry.object) }
    entries = [:]
    keys = [:]
  }

  /// Follows the window's keyboard focus: the frame is active while it has it.
  package func windowFocusChanged(to isActive: Bool) {
    isWindowActive = isActive
    markStale()
  }

  /// Renames the frame after the window's title.
  package func windowTitleChanged(to title: String) {
    guard var frame = entries[Self.frameKey], frame.element.label != title else { return }
    frame.element.label = title
    entries[Self.frameKey] = frame
    dk_accessible_set_name(frame.object, title)
  }

  /// Tells assistive technologies of a key press or release before the program handles it,
  /// as GTK 3 does: a screen reader learns which key moved the caret (and so says the
  /// character, word or line it moved over), and may take the key for a command of its own.
  ///
  /// Returns whether it took it: the host then gives the key to no view. `keysym` is the X
  /// keysym, `state` the X modifier mask, `keycode` the hardware key, `text` what the key
  /// types (empty for none), `time` the event's time in milliseconds. The call waits for the
  /// accessibility registry's answer, answering the bus's questions meanwhile.
  package func keyEvent(
    isPress: Bool, keysym: UInt32, state: UInt32, keycode: UInt16, text: String, time: UInt32
  ) -> Bool {
    dk_accessibility_key_event(isPress, keysym, state, keycode, text, time)
  }

  /// Sets what runs when the tree goes stale.
  ///
  /// For a host whose loop does not call ``update(force:)`` on every turn: the handler runs
  /// the first time a notification or the window's focus makes the tree stale after an
  /// update, and the host should call ``update(force:)`` soon, from its main loop. `nil` runs
  /// nothing.
  package func onStale(_ handler: (() -> Void)?) {
    staleHandler = handler
  }

  /// Marks the tree stale, telling the host the first time since the last update.
  private func markStale() {
    let wasStale = isStale
    isStale = true
    if !wasStale { staleHandler?() }
  }

  /// The key of `view`'s element, when exposed.
  func key(of view: DrawView) -> UInt64? {
    guard let key = keys[ObjectIdentifier(view)], entries[key]?.view === view else { return nil }
    return key
  }

  /// The entry for `key`, after bringing the tree up to date.
  func entry(_ key: UInt64) -> Entry? {
    update()
    return entries[key]
  }

  // MARK: Notifications

  private func handle(_ notification: AccessibilityNotification) {
    if notification.kind == .textInserted || notification.kind == .textDeleted
      || notification.kind == .caretMoved
    {
      sendTextEvent(notification)
    }
    if notification.kind == .selectionChanged, let key = key(of: notification.view),
      let object = entries[key]?.object
    {
      dk_accessible_notify_items_selection_changed(object)
    }
    if notification.kind != .caretMoved {
      markStale()
    }
  }

  /// Sends a text change, or a caret move (with a selection change when the selection
  /// differs from the last one sent), for a view already exposed that provides text.
  private func sendTextEvent(_ notification: AccessibilityNotification) {
    guard let key = key(of: notification.view), let object = entries[key]?.object,
      let input = notification.view as? any AccessibilityTextProviding
    else { return }
    switch notification.kind {
    case .textInserted, .textDeleted:
      guard let range = notification.range else { return }
      let text = notification.text ?? String(repeating: "\u{2022}", count: range.count)
      if notification.kind == .textInserted {
        dk_accessible_notify_text_inserted(
          object, Int32(clamping: range.lowerBound), Int32(clamping: range.count), text)
      } else {
        dk_accessible_notify_text_removed(
          object, Int32(clamping: range.lowerBound), Int32(clamping: range.count), text)
      }
    default:
      dk_accessible_notify_caret_moved(object, Int32(clamping: input.accessibleCaretOffset))
      let selection = input.accessibleSelection
      let previous = selections[key] ?? (selection.lowerBound..<selection.lowerBound)
      if selection != previous && !(selection.isEmpty && previous.isEmpty) {
        dk_accessible_notify_selection_changed(object)
      }
      selections[key] = selection
    }
  }

  // MARK: Keeping the tree up to date

  /// Takes a new snapshot when something changed since the last (or when `force`d) and
  /// sends the differences: children added and removed, names, descriptions, states (focus
  /// through ATK's focus tracker too, and a list's focused row as its active descendant) and
  /// values.
  package func update(force: Bool = false) {
    guard force || isStale, !isUpdating else { return }
    isUpdating = true
    defer { isUpdating = false }
    isStale = false
    let tree = root.accessibilityTree()
    // A root that describes itself (a text view shown as the whole window) is the frame's
    // child; a plain root is the frame itself, and its elements are the frame's children.
    let rootDescribesItself = root.accessibilityElement != nil
    if rootDescribesItself, keys[ObjectIdentifier(root)] == Self.frameKey {
      keys[ObjectIdentifier(root)] = nil
    }
    var seen: Set<UInt64> = [Self.frameKey]
    var focused: [UInt64] = []
    var pending: [(node: AccessibilityNode, key: UInt64)] = []
    func expose(_ children: [AccessibilityNode], under key: UInt64) {
      var childKeys: [UInt64] = []
      for child in children {
        let childKey = entryKey(for: child, parent: key)
        seen.insert(childKey)
        childKeys.append(childKey)
        pending.append((child, childKey))
      }
      replaceChildren(of: key, with: childKeys)
    }
    let becameActive = refreshFrame()
    expose(rootDescribesItself ? [tree] : tree.children, under: Self.frameKey)
    while let (node, key) = pending.popLast() {
      refresh(key, with: node.element, focused: &focused)
      expose(node.children, under: key)
    }
    // A window that becomes active announces its focused element again, as GTK's do, so a
    // screen reader coming back to it (or to a GTK host's widget) reads where the focus is.
    if becameActive, focused.isEmpty,
      let key = entries.first(where: { $0.value.states & UInt32(DKStateFocused) != 0 })?.key
    {
      focused.append(key)
    }
    for key in Array(entries.keys) where !seen.contains(key) {
      selections[key] = nil
      if let entry = entries.removeValue(forKey: key) {
        if let view = entry.view { keys[ObjectIdentifier(view)] = nil }
        dk_accessible_release(entry.object)
      }
    }
    if !rootDescribesItself { keys[ObjectIdentifier(root)] = Self.frameKey }
    for key in focused {
      guard let entry = entries[key] else { continue }
      dk_accessible_notify_focus(entry.object)
      if let parent = entry.parent.flatMap({ entries[$0] }),
        parent.view is any AccessibilitySelectionProviding
      {
        dk_accessible_notify_active_descendant(parent.object, entry.object)
      }
    }
  }

  /// The key of `node`'s element, creating its object the first time the view is exposed.
  private func entryKey(for node: AccessibilityNode, parent: UInt64) -> UInt64 {
    if let key = key(of: node.view), var entry = entries[key] {
      if entry.parent != parent, let parentObject = entries[parent]?.object {
        entry.parent = parent
        entries[key] = entry
        dk_accessible_set_parent(entry.object, parentObject)
      }
      return key
    }
    let key = nextKey
    nextKey += 1
    let object = dk_accessible_new(Self.kind(of: node), context, key)!
    dk_accessible_set_role(object, Self.role(of: node.element))
    dk_accessible_set_name(object, node.element.label)
    dk_accessible_set_description(object, node.element.hint ?? "")
    if let parentObject = entries[parent]?.object {
      dk_accessible_set_parent(object, parentObject)
    }
    entries[key] = Entry(
      view: node.view, object: object, element: node.element,
      states: Self.states(of: node.element), parent: parent, children: [])
    keys[ObjectIdentifier(node.view)] = key
    return key
  }

  /// Sends what changed about an existing element; collects newly focused elements.
  private func refresh(_ key: UInt64, with element: AccessibilityElement, focused: inout [UInt64]) {
    guard var entry = entries[key], entry.view != nil else { return }
    let states = Self.states(of: element)
    dk_accessible_set_name(entry.object, element.label)
    dk_accessible_set_description(entry.object, element.hint ?? "")
    let changed = states ^ entry.states
    var bit: UInt32 = 1
    while bit != 0, bit <= changed {
      if changed & bit != 0 {
        if bit == UInt32(DKStateFocused), states & bit != 0 {
          focused.append(key)
        } else {
          dk_accessible_notify_state(entry.object, bit, states & bit != 0)
        }
      }
      bit <<= 1
    }
    if element.numericValue != entry.element.numericValue {
      dk_accessible_notify_value_changed(entry.object)
    }
    entry.element = element
    entry.states = states
    entries[key] = entry
  }

  /// The frame's states: active while the host's window has the keyboard focus; returns
  /// whether it became active.
  private func refreshFrame() -> Bool {
    guard var frame = entries[Self.frameKey] else { return false }
    let states = isWindowActive ? UInt32(DKStateActive) : 0
    guard states != frame.states else { return false }
    dk_accessible_notify_window_active(frame.object, isWindowActive)
    frame.states = states
    entries[Self.frameKey] = frame
    return isWindowActive
  }

  /// Records `key`'s new children, sending a removal for each child gone and an addition for
  /// each child new, with its index.
  private func replaceChildren(of key: UInt64, with children: [UInt64]) {
    guard var entry = entries[key], entry.children != children else { return }
    let old = entry.children
    entry.children = children
    entries[key] = entry
    let kept = Set(children)
    for (index, child) in old.enumerated().reversed() where !kept.contains(child) {
      if let object = entries[child]?.object {
        dk_accessible_notify_children_removed(entry.object, Int32(clamping: index), object)
      }
    }
    let previous = Set(old)
    for (index, child) in children.enumerated() where !previous.contains(child) {
      if let object = entries[child]?.object {
        dk_accessible_notify_children_added(entry.object, Int32(clamping: index), object)
      }
    }
  }
}
