extension TextStorage {
  /// The most edits observers may make, one in answer to another, after one operation; past it
  /// the rest are dropped with a warning, so two observers that keep undoing each other's
  /// edits cannot hang the program.
  package static let deferredEditLimit = 1_000

  /// Calls `handler` after every change to the text, until the returned token is passed to
  /// ``removeObserver(_:)``.
  ///
  /// Observers are called in the order they were added, each with the change that happened,
  /// once the storage is consistent: the text, the selection (also in
  /// ``TextChange/selection``) and the undo history are all as they are just after that
  /// change, however it was made. An observer added during a
  /// notification hears only later changes; one removed during a notification is not called
  /// again, not even for the change being delivered.
  ///
  /// An observer may edit the storage (truncate to a maximum, drop characters, clear it, or
  /// assign ``text``). Such an edit, and any selection change, waits until every observer has
  /// heard the current change and the operation that made it (typing, ``undo()``,
  /// ``groupUndo(_:)``) has finished; then it is made and reported in turn. So the storage does
  /// not change under an observer, and the caller of the first operation sees the text with
  /// every observer's edit made when it returns.
  @discardableResult
  public func addObserver(_ handler: @escaping (TextChange) -> Void) -> TextObservation {
    nextObserverID += 1
    observers[nextObserverID] = handler
    observerOrder.append(nextObserverID)
    return TextObservation(id: nextObserverID)
  }

  /// Stops the observer that `observation` identifies, at once, even in the middle of
  /// delivering a change.
  public func removeObserver(_ observation: TextObservation) {
    guard observers.removeValue(forKey: observation.id) != nil else { return }
    observerOrder.removeAll { $0 == observation.id }
  }

  /// Has `watcher` told around every assignment to ``selection`` while it lives.
  func watchSelection(_ watcher: any TextSelectionWatching) {
    selectionWatchers.removeAll { $0.watcher == nil }
    selectionWatchers.append(WeakSelectionWatcher(watcher: watcher))
  }

  /// Tells every living selection watcher, in the order they started watching.
  func tellSelectionWatchers(_ message: (any TextSelectionWatching) -> Void) {
    for entry in selectionWatchers {
      if let watcher = entry.watcher { message(watcher) }
    }
  }

  /// Delivers `change` to every observer, in the order they were added.
  func notify(_ change: TextChange) {
    isNotifying = true
    defer { isNotifying = false }
    for id in observerOrder {
      observers[id]?(change)
    }
  }

  /// Runs `operation`, one public change to the text or selection, now; or, when it is asked
  /// for during a notification, after the current operation (see ``addObserver(_:)``).
  func performOperation(_ operation: @escaping () -> Void) {
    guard !isNotifying else {
      deferredEdits.append(operation)
      return
    }
    runAsOperation(operation)
  }

  /// Runs `body` as one operation: the edits observers ask for meanwhile are made once the
  /// outermost operation has finished.
  func runAsOperation(_ body: () -> Void) {
    operationDepth += 1
    body()
    operationDepth -= 1
    guard operationDepth == 0 else { return }
    runDeferredEdits()
  }

  /// Makes the edits observers asked for, oldest first, each reported in turn, until none is
  /// left or ``deferredEditLimit`` is reached.
  private func runDeferredEdits() {
    var count = 0
    while !deferredEdits.isEmpty {
      guard count < Self.deferredEditLimit else {
        Diagnostics.warn(
          "text observers kept editing the text in answer to each other; the last "
            + "\(deferredEdits.count) edits are dropped after \(Self.deferredEditLimit)")
        deferredEdits.removeAll()
        return
      }
      count += 1
      let next = deferredEdits.removeFirst()
      operationDepth += 1
      next()
      operationDepth -= 1
    }
  }
}
