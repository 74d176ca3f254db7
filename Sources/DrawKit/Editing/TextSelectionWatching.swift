/// What shows a storage's caret and selection (its text widgets): told around every
/// assignment to ``TextStorage/selection``, including a program's own, so that it repaints
/// them where they were and where they are now.
protocol TextSelectionWatching: AnyObject {
  /// The selection is about to change; the storage is as it was.
  func selectionWillChange()
  /// The selection changed; the storage is as it is now.
  func selectionDidChange()
}

/// A watcher held weakly, so a storage does not keep its widgets alive.
struct WeakSelectionWatcher {
  weak var watcher: (any TextSelectionWatching)?
}
