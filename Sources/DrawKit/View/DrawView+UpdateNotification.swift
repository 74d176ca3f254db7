extension EventHandling where Self: DrawView {
  /// Calls `handler` once each time the tree this view roots goes from clean to needing
  /// display or layout: the signal a host turns into a redraw (GTK's
  /// `gtk_widget_queue_draw`), so that it never polls ``DrawView/needsDisplay``.
  ///
  /// The tree is clean once its ``DrawView/dirtyRegion`` is empty and no view waits for layout; a
  /// host makes it clean by drawing a frame: ``DrawView/layoutIfNeeded()``, then
  /// ``DrawView/takeDirtyRegion()`` and a render (or ``Renderer/redrawDirtyRegion(of:in:)``, which
  /// does all three). Until then, further changes do not call the handler again.
  ///
  /// The handler is never called while a ``Renderer`` draws the tree: a change made during a
  /// render (by a drawing or a layout) calls it once the render has returned. It may change
  /// the tree or render it straight away; a change it makes does not call it again from
  /// inside itself. It receives the root, so it needs no reference to it.
  ///
  /// Only a root's handler is called. A view with a handler that becomes a subview keeps it,
  /// silent, until it is a root again. Setting a handler on a tree that already needs
  /// display or layout does not call it: the host draws its first frame anyway. `nil`
  /// removes the handler. Returns the view, as every `on` method does.
  @discardableResult
  public func onNeedsUpdate(_ handler: ((Self) -> Void)?) -> Self {
    updateNotifier = handler.map { handler in
      UpdateNotifier(handler: { [unowned self] _ in handler(self) }, hasNotified: treeNeedsUpdate)
    }
    return self
  }
}

extension DrawView {
  /// Whether this root's tree needs display or layout.
  var treeNeedsUpdate: Bool { !dirtyRegion.isEmpty || needsLayout }

  /// Tells the host through this root's handler, unless it was already told or a render is
  /// running; called on a root after a change to its tree.
  func treeDidChange() {
    guard let notifier = updateNotifier, !notifier.hasNotified, superview == nil,
      treeNeedsUpdate
    else { return }
    guard notifier.renderDepth == 0 else {
      notifier.isOwedAfterRender = true
      return
    }
    notifier.hasNotified = true
    notifier.handler(self)
  }

  /// Forgets that the host was told once this root's tree is clean again.
  func treeMayBeClean() {
    guard let notifier = updateNotifier, notifier.hasNotified, superview == nil,
      !treeNeedsUpdate
    else { return }
    notifier.hasNotified = false
  }

  /// Forgets the host's state for a view that just became a subview or a root again.
  func resetUpdateNotification() {
    guard let notifier = updateNotifier else { return }
    notifier.hasNotified = false
    notifier.isOwedAfterRender = false
  }

  /// Runs `body`, a render of this view's tree, holding back the root's handler until it
  /// returns; then calls it if a change during the render left the tree dirty.
  func withUpdateNotificationsHeld<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let hold = holdUpdateNotifications()
    defer { hold?.release() }
    return try body()
  }

  /// Holds back the root's handler, as ``withUpdateNotificationsHeld(_:)`` does, until the
  /// returned hold is released; `nil` when the root has no handler.
  ///
  /// For a render of several trees (a PDF's pages), held together until the last is drawn.
  func holdUpdateNotifications() -> UpdateNotificationHold? {
    let root = rootView
    guard let notifier = root.updateNotifier else { return nil }
    notifier.renderDepth += 1
    return UpdateNotificationHold(root: root, notifier: notifier)
  }
}
