import Foundation

/// On a root view that has received pointer events: where the pointer is, which views it
/// hovers and which one holds its press, boxed so that views without it stay small.
///
/// The invariants every change keeps: the views whose ``DrawView/isHovered`` is set are
/// exactly ``hovered`` and its ancestors; those whose ``DrawView/isPressed`` is set are
/// ``captured`` or its ancestors.
final class PointerState {
  /// The pointer's last location in the root's coordinates, `nil` once it left the tree.
  var location: CGPoint?
  /// The innermost hovered view: the view under the pointer, or its nearest ancestor with
  /// no disabled view above it.
  weak var hovered: DrawView?
  /// The view receiving the drags and the release of the button held, until it goes up.
  weak var captured: DrawView?
  /// Whether the press held was ended by a change to the tree (its view removed, hidden or
  /// disabled): the drags and the release that follow go to no view.
  var pressIsCancelled = false
  /// Whether something moved in the tree since the hover was last worked out: a scroll,
  /// a frame or a view added, removed, shown or hidden.
  var hoverIsStale = false
}
