import Foundation

extension DrawView {
  /// How opaque the focus ring is drawn: 1, or less while it fades in.
  var focusRingOpacity: Double { rootView.animationStorage?.focusRingOpacity ?? 1 }

  /// Fades the focus ring in around this view, which just took the visible focus.
  ///
  /// (Or whose focus just became visible.) From transparent to opaque over ``FocusRing/fadeIn``, or
  /// with the animation of the transaction the change was made in (`withAnimation(nil)`
  /// shows it at once). Under reduced motion the ring shows at once.
  ///
  /// One fade runs per tree, kept on the root and following the focused view; each frame
  /// repaints only the ring's area.
  func fadeInFocusRing() {
    guard showsFocusRing else { return }
    let root = rootView
    let storage = root.makeAnimationStorage()
    let track: ValueTrack<Double>
    if let existing = storage.focusRing {
      track = existing
    } else {
      track = ValueTrack(view: self, value: 1) { [weak root] opacity in
        guard let root, let storage = root.animationStorage else { return }
        storage.focusRingOpacity = opacity
        root.focusedViewStorage?.focusRingAreaNeedsDisplay()
      }
      storage.focusRing = track
    }
    track.view = self
    let animation: Animation?
    if let transaction = AnimationTransaction.current {
      animation = transaction.animation
    } else {
      animation = FocusRing.fadeIn
    }
    track.jump(to: animation == nil ? 1 : 0)
    track.apply(track.target)
    guard let animation else { return }
    track.retarget(to: 1, with: animation, initialVelocity: nil, completion: nil)
    treeAnimator.add(track)
  }
}
