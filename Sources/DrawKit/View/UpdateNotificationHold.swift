/// A render's hold on a root's ``EventHandling/onNeedsUpdate(_:)`` handler; see
/// `DrawView.holdUpdateNotifications()`.
struct UpdateNotificationHold {
  let root: DrawView
  let notifier: UpdateNotifier

  /// Ends the hold, then calls the handler if a change during the render left the tree
  /// dirty and no other render of it is running.
  func release() {
    notifier.renderDepth -= 1
    if notifier.renderDepth == 0, notifier.isOwedAfterRender {
      notifier.isOwedAfterRender = false
      root.treeDidChange()
    }
  }
}
