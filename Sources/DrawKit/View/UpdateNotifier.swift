/// What a root view with an ``EventHandling/onNeedsUpdate(_:)`` handler remembers: the handler,
/// whether the host has been told since the tree was last clean, and whether a render runs.
///
/// Boxed so that a view without a handler (nearly all of them) pays one pointer.
final class UpdateNotifier {
  /// The host's handler, called with the root view.
  let handler: (DrawView) -> Void
  /// Whether the handler was called (or the tree was already dirty when it was installed)
  /// and the tree has not been clean since.
  var hasNotified: Bool
  /// How many renders of this tree are running (a drawing may render another image of it).
  var renderDepth = 0
  /// Whether a change arrived during a render while the tree was clean, so the handler is
  /// owed a call when the render ends.
  var isOwedAfterRender = false

  init(handler: @escaping (DrawView) -> Void, hasNotified: Bool) {
    self.handler = handler
    self.hasNotified = hasNotified
  }
}
