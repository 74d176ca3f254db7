import Foundation

extension Renderer {
  /// Moves the tree's animations `duration` on, then renders it: a PNG or a test that shows
  /// one chosen moment of an animation, without a window or a ``FrameLoop``.
  ///
  /// ```swift
  /// withAnimation(.easeInOut(duration: 0.3)) { toggle.isOn = true }
  /// let halfway = try Renderer(scale: 2).image(of: root, afterAnimating: .milliseconds(150))
  /// ```
  ///
  /// The animations really move: a second call with 150 ms shows the 300 ms frame.
  /// Completions of animations that end run before the tree is drawn. A tree that a frame
  /// loop drives moves with its ticks instead; mixing the two moves it twice.
  public func image(of root: DrawView, afterAnimating duration: Duration) throws(DrawKitError)
    -> Image
  {
    root.advanceAnimations(by: duration)
    return try image(of: root)
  }

  /// Moves the tree's animations `duration` on, then writes it as a one-page PDF (see
  /// ``image(of:afterAnimating:)``).
  public func pdfData(of root: DrawView, afterAnimating duration: Duration) throws(DrawKitError)
    -> Data
  {
    root.advanceAnimations(by: duration)
    return try pdfData(of: root)
  }
}

extension DrawView {
  /// Advances the animations of this view's tree by `duration` (a negative one by nothing).
  fileprivate func advanceAnimations(by duration: Duration) {
    guard let animator = rootView.animationStorage?.animator else { return }
    animator.advance(by: Animation.seconds(duration))
  }
}
