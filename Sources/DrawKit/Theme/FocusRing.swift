import Foundation

extension ThemeEntry where Value == Drawing<DrawView> {
  /// The ring drawn around the focused view (any view with ``DrawView/showsFocusRing``)
  /// while the focus is visible: by default a 2-point line in ``Color/focusRing`` just
  /// outside the bounds, following the view's corner radius.
  ///
  /// It is drawn after the view and its subviews, outside the view's clip, with the view's
  /// bounds as the drawing's rectangle; it should stay within 3 points of the bounds, the
  /// area repainted when the focus moves. It fades in over 0.15 s when the focus arrives
  /// (at once under reduced motion, or inside `withAnimation(nil)`).
  public static let focusRing = ThemeEntry(
    default: Drawing("focusRing") { view, context in
      let ring = context.rect.insetBy(dx: -FocusRing.outset / 2, dy: -FocusRing.outset / 2)
      context.setStrokeColor(.focusRing)
      context.setLineWidth(2)
      context.beginPath()
      context.addRoundedRect(ring, cornerRadius: view.cornerRadius + FocusRing.outset / 2)
      context.strokePath()
    })
}

/// Where the focus ring may draw.
enum FocusRing {
  /// How far outside a view's bounds its focus ring may reach, in points; the area repainted
  /// when the focus moves.
  static let outset: CGFloat = 3

  /// How the ring fades in when the focus arrives.
  static let fadeIn = Animation.easeOut(duration: 0.15)
}
