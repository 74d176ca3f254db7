import Foundation

/// The theme entry holding the focus ring: drawn around any focusable view while it has the
/// keyboard focus and the focus is visible.
struct FocusRingKey: ThemeKey {
  static var defaultValue: Drawing<DrawView> {
    Drawing("focusRing") { view, context in
      let ring = context.rect.insetBy(dx: -FocusRing.outset / 2, dy: -FocusRing.outset / 2)
      context.setStrokeColor(.focusRing)
      context.setLineWidth(2)
      context.beginPath()
      context.addRoundedRect(ring, cornerRadius: view.cornerRadius + FocusRing.outset / 2)
      context.strokePath()
    }
  }
}

/// Where the focus ring may draw.
enum FocusRing {
  /// How far outside a view's bounds its focus ring may reach, in points; the area repainted
  /// when the focus moves.
  static let outset: CGFloat = 3
}

extension Theme {
  /// The ring drawn around the focused view (any view with ``DrawView/showsFocusRing``)
  /// while the focus is visible: by default a 2-point line in ``Color/focusRing`` just
  /// outside the bounds, following the view's corner radius.
  ///
  /// It is drawn after the view and its subviews, outside the view's clip, with the view's
  /// bounds as the drawing's rectangle; it should stay within 3 points of the bounds, the
  /// area repainted when the focus moves.
  public var focusRing: Drawing<DrawView> {
    get { self[FocusRingKey.self] }
    set { self[FocusRingKey.self] = newValue }
  }
}
