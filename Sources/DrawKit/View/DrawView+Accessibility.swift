import Foundation
import Synchronization

/// A view's accessibility element and, on a root, the handler its tree's notifications go to.
final class AccessibilityStorage {
  var element: AccessibilityElement?
  /// The handler; the count of views with one follows it.
  var notificationHandler: ((AccessibilityNotification) -> Void)? {
    didSet {
      switch (oldValue != nil, notificationHandler != nil) {
      case (false, true): rootsWithAccessibilityHandlers.add(1, ordering: .relaxed)
      case (true, false): rootsWithAccessibilityHandlers.subtract(1, ordering: .relaxed)
      default: break
      }
    }
  }

  /// A view freed with its handler set no longer counts as listening.
  deinit {
    if notificationHandler != nil {
      rootsWithAccessibilityHandlers.subtract(1, ordering: .relaxed)
    }
  }
}

/// How many views have a notification handler, in the whole process: while none has, posting
/// a notification costs one atomic load, so trees nobody reads pay nothing.
private let rootsWithAccessibilityHandlers = Atomic<Int>(0)

extension EventHandling where Self: DrawView {
  /// Receives the accessibility notifications of this view's tree, when set on its root: a
  /// bridge to a screen reader sets it to hear of focus, state, text and caret changes.
  ///
  /// Setting it on a view that is not a root has no effect until the view becomes one; `nil`
  /// removes it.
  @discardableResult
  public func onAccessibilityNotification(
    _ handler: ((Self, AccessibilityNotification) -> Void)?
  ) -> Self {
    accessibilityNotificationHandler = handler.map { handler in
      { [unowned self] notification in handler(self, notification) }
    }
    return self
  }
}

extension DrawView {
  /// The root's accessibility notification handler (``EventHandling/onAccessibilityNotification(_:)``),
  /// which a host's bridge reads to keep calling the program's own while it listens.
  package var accessibilityNotificationHandler: ((AccessibilityNotification) -> Void)? {
    get { accessibilityStorage?.notificationHandler }
    set {
      if accessibilityStorage == nil { accessibilityStorage = AccessibilityStorage() }
      accessibilityStorage?.notificationHandler = newValue
    }
  }

  /// Whether some tree in the process listens to accessibility notifications.
  static var accessibilityIsObserved: Bool {
    rootsWithAccessibilityHandlers.load(ordering: .relaxed) > 0
  }

  /// How many views in the process have a notification handler: for tests that check that a
  /// freed root stops counting.
  package static var accessibilityHandlerCount: Int {
    rootsWithAccessibilityHandlers.load(ordering: .relaxed)
  }

  /// Whether this view's own tree listens to accessibility notifications: what a widget checks
  /// before working out what to post (text offsets cost more than a walk to the root), so
  /// that a handler on another tree costs this one nothing.
  var isAccessibilityObservedHere: Bool {
    Self.accessibilityIsObserved && rootView.accessibilityStorage?.notificationHandler != nil
  }

  /// Tells assistive technology that `kind` happened to this view: a widget whose
  /// ``accessibilityElement`` is computed posts ``AccessibilityNotification/Kind/valueChanged``
  /// when its value changes (DrawKit posts focus, state, children and text changes itself).
  ///
  /// It costs one atomic load while no tree in the process has a handler.
  public func postAccessibilityNotification(_ kind: AccessibilityNotification.Kind) {
    postAccessibilityNotification(kind, range: nil, text: nil)
  }

  /// Tells the root's handler, if there is one, that `kind` happened to this view, over
  /// `range` with `text` for text changes.
  func postAccessibilityNotification(
    _ kind: AccessibilityNotification.Kind, range: Range<Int>?, text: String?
  ) {
    guard Self.accessibilityIsObserved,
      let handler = rootView.accessibilityStorage?.notificationHandler
    else { return }
    handler(AccessibilityNotification(kind: kind, view: self, range: range, text: text))
  }

  /// A snapshot of the accessibility tree from this view down: the exposed elements, each with
  /// the states DrawKit knows merged in and its frame in this view's coordinates.
  ///
  /// Hidden views and everything below them are left out; views without an element are
  /// transparent. This view is always the top node: without an element of its own it is a
  /// ``AccessibilityRole/group`` with no label. The walk is iterative, so any depth works.
  ///
  /// The rows of an exposed ``AccessibilitySelectionProviding`` view (its exposed children
  /// that ``AccessibilitySelectionProviding/accessibleItemIndex(of:)`` knows) are selectable,
  /// selected while their item is, and focused while the list has the keyboard focus and its
  /// ``AccessibilitySelectionProviding/accessibleCurrentItem`` is theirs. The selection is
  /// read once per list, and items without a view cost nothing.
  public func accessibilityTree() -> AccessibilityNode {
    struct Found {
      let view: DrawView
      let element: AccessibilityElement
      let frame: CGRect
      var children: [Int] = []
      /// A view whose items are selectable, and its selection, read once for all its items.
      var list: (any AccessibilitySelectionProviding)?
      var itemSelection = IndexSet()
      /// The list's current item, while the list has the keyboard focus.
      var focusedItem: Int?
    }
    var found: [Found] = []
    // The focused view and each view's enabledness are found once, not by a walk to the
    // root per node: a deep tree stays linear.
    let focused = rootView.focusedViewStorage
    var stack: [(view: DrawView, offset: CGPoint, parent: Int?, isEnabled: Bool)] = [
      (self, .zero, nil, isEnabledInTree)
    ]
    while let (view, offset, parent, isEnabled) = stack.popLast() {
      guard view === self || !view.isHidden else { continue }
      var exposedParent = parent
      let element =
        view.accessibilityElement ?? (view === self ? AccessibilityElement(role: .group) : nil)
      if let element {
        let frame = CGRect(
          x: offset.x + view.bounds.minX, y: offset.y + view.bounds.minY,
          width: view.bounds.width, height: view.bounds.height)
        var states = view.withDerivedStates(
          element, isFocused: view === focused, isEnabled: isEnabled)
        if let parent, let list = found[parent].list, let item = list.accessibleItemIndex(of: view)
        {
          let isSelected = found[parent].itemSelection.contains(item)
          states.states.insert(isSelected ? [.selectable, .selected] : .selectable)
          if found[parent].focusedItem == item { states.states.insert(.focused) }
        }
        let list = view as? any AccessibilitySelectionProviding
        if list?.isAccessibleSelectionMultiple == true { states.states.insert(.multiSelectable) }
        found.append(
          Found(
            view: view, element: states, frame: frame, list: list,
            itemSelection: list?.accessibleSelectedItems ?? IndexSet(),
            focusedItem: view === focused ? list?.accessibleCurrentItem : nil))
        if let parent { found[parent].children.append(found.count - 1) }
        exposedParent = found.count - 1
      }
      for child in view.subviews.reversed() {
        let childOffset = CGPoint(
          x: offset.x + child.frame.minX - child.bounds.minX,
          y: offset.y + child.frame.minY - child.bounds.minY)
        stack.append((child, childOffset, exposedParent, isEnabled && child.isEnabled))
      }
    }
    var built: [AccessibilityNode?] = Array(repeating: nil, count: found.count)
    for index in found.indices.reversed() {
      let item = found[index]
      let children = item.children.map { child -> AccessibilityNode in
        guard let node = built[child] else {
          preconditionFailure("An accessibility node is built after its children")
        }
        built[child] = nil
        return node
      }
      built[index] = AccessibilityNode(
        view: item.view, element: item.element, frame: item.frame, children: children)
    }
    guard let top = built.first ?? nil else {
      preconditionFailure("The view a snapshot is taken from is always its top node")
    }
    return top
  }

  /// `element` with the states the view knows added: focus and enabledness (as the caller
  /// found them walking down the tree), focusability, press, and selection, which is
  /// "checked" for a check box, switch or radio button; a tab is always selectable.
  private func withDerivedStates(
    _ element: AccessibilityElement, isFocused: Bool, isEnabled: Bool
  ) -> AccessibilityElement {
    var element = element
    if isFocused { element.states.insert(.focused) }
    if isFocusable { element.states.insert(.focusable) }
    if !isEnabled { element.states.insert(.disabled) }
    if isSelected {
      let checkable = [.checkBox, .toggle, .radioButton].contains(element.role)
      element.states.insert(checkable ? .checked : .selected)
    }
    if isPressed { element.states.insert(.pressed) }
    if element.role == .tab { element.states.insert(.selectable) }
    return element
  }
}
