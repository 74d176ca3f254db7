import Foundation

/// What a view animates, boxed so that views that never animate stay small: the tracks of
/// its animatable properties and, on a root, its tree's ``Animator``.
final class ViewAnimations {
  var frame: ValueTrack<CGRect>?
  var alpha: ValueTrack<CGFloat>?
  var backgroundColor: ValueTrack<Color>?
  var boundsOrigin: ValueTrack<CGPoint>?
  /// How far a theme change animated on this view has blended, 0 to 1.
  var themeBlend: ValueTrack<Double>?
  /// On a root: the fade of the focus ring in, kept by the focused view, and how opaque
  /// the ring is drawn now.
  var focusRing: ValueTrack<Double>?
  var focusRingOpacity = 1.0
  /// On a root: the animator of its tree.
  var animator: Animator?
}
