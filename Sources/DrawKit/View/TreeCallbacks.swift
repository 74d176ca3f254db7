import Foundation

/// The callbacks that changes to view trees owe views (``DrawView/focusDidChange(_:)``, and the
/// pointer's enter and exit events), held back until the outermost change on this thread is
/// complete and then delivered in order, so that no callback runs in the middle of a change.
///
/// A change applies its state at once (the focused view, the hovered and pressed views) and
/// queues what it owes here inside ``deferring(_:)``. When the outermost scope ends, the
/// queue is delivered: pointer events in the order they were queued, then "lost" to every
/// view that was told it has the focus and no longer has it, then "gained" to the view that
/// has the focus and was not told. A callback's own changes apply at once too and join the
/// same delivery, which is a loop, never a recursion. A view whose focus came and went
/// before it was told hears nothing, so no view is ever told it gained a focus another holds.
///
/// Callbacks may move the focus at most ``maximumFocusMovesPerDelivery`` times in one
/// delivery: two fields that each take the focus back when they lose it cannot ping-pong.
///
/// Views are used from one thread at a time, so the queue is per thread.
final class TreeCallbacks {
  /// The most focus moves callbacks may make while one change is being delivered; later
  /// ``DrawView/becomeFirstResponder()`` calls in the same delivery return false.
  static let maximumFocusMovesPerDelivery = 16

  /// How many ``deferring(_:)`` scopes are open.
  private var depth = 0
  /// Whether the queue is being delivered.
  private var isDelivering = false
  /// Focus moves made by callbacks during the current delivery.
  private var focusMoves = 0
  /// Views whose focus may differ from what they were last told.
  private var focusChanges: [DrawView] = []
  /// Enter and exit events owed, in the order they are to be delivered.
  private var pointerEvents: [(view: DrawView, event: PointerEvent)] = []
  /// Counts the scopes opened: an event bubbling up the tree checks it to notice that a
  /// handler changed something, and only then checks that the next view is still in the tree.
  private(set) var changeCount = 0

  /// This thread's queue, made on first use.
  ///
  /// Kept in a pthread key rather than `Thread.current.threadDictionary`, since every change
  /// to a tree asks for it.
  static var current: TreeCallbacks {
    if let stored = pthread_getspecific(threadKey) {
      return Unmanaged<TreeCallbacks>.fromOpaque(stored).takeUnretainedValue()
    }
    let made = TreeCallbacks()
    pthread_setspecific(threadKey, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  /// The key under which each thread keeps its queue; released when the thread exits.
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { stored in
      guard let stored else { return }
      Unmanaged<TreeCallbacks>.fromOpaque(stored).release()
    }
    return key
  }()

  /// Runs `change`, then, if this is the outermost scope and no delivery is under way,
  /// delivers what the change owes.
  func deferring<Result>(_ change: () -> Result) -> Result {
    depth += 1
    changeCount &+= 1
    let result = change()
    depth -= 1
    if depth == 0 { deliver() }
    return result
  }

  /// Whether a callback may move the focus now; counts the move when one is being delivered.
  func admitsFocusMove() -> Bool {
    guard isDelivering else { return true }
    guard focusMoves < Self.maximumFocusMovesPerDelivery else { return false }
    focusMoves += 1
    return true
  }

  /// Notes that `view`'s focus changed, so that it is told.
  func focusMayHaveChanged(_ view: DrawView?) {
    guard let view, !focusChanges.contains(where: { $0 === view }) else { return }
    focusChanges.append(view)
  }

  /// Queues `event` (an enter or exit) for `view`.
  func queue(_ event: PointerEvent, for view: DrawView) {
    pointerEvents.append((view, event))
  }

  /// Delivers everything queued, and what the callbacks queue meanwhile, until nothing is
  /// owed.
  private func deliver() {
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      focusMoves = 0
    }
    while true {
      if !pointerEvents.isEmpty {
        let (view, event) = pointerEvents.removeFirst()
        _ = view.pointerEvent(event)
      } else if let index = focusChanges.firstIndex(where: { $0.isToldFocused && !$0.isFocused }) {
        let view = focusChanges.remove(at: index)
        view.isToldFocused = false
        view.focusDidChange(false)
      } else if let index = focusChanges.firstIndex(where: { !$0.isToldFocused && $0.isFocused }) {
        let view = focusChanges.remove(at: index)
        view.isToldFocused = true
        view.focusDidChange(true)
      } else {
        focusChanges.removeAll()
        return
      }
    }
  }
}
