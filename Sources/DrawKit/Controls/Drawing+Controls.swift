import Foundation

extension Drawing where Node: DrawView {
  /// This drawing at 40 % opacity while the view or an ancestor is disabled, and as it is
  /// otherwise.
  func opacityWhenDisabled() -> Drawing {
    let faded = opacity(0.4)
    let plain = self
    return Drawing(name) { view, context in
      (!view.isEnabledInTree ? faded : plain).draw(view, in: context)
    }
  }
}

extension Drawing {
  /// This drawing given a square of `side` points, `inset` points from the left edge of its
  /// rectangle and centred vertically: where a checkbox's box goes, whatever its height.
  func leadingSquare(side: CGFloat, inset: CGFloat = 0) -> Drawing {
    let inner = self
    return Drawing(name) { node, context in
      let rect = context.rect
      let square = CGRect(
        x: rect.minX + inset, y: (rect.midY - side / 2).rounded(), width: side, height: side)
      context.withRect(square) {
        inner.draw(node, in: context)
      }
    }
  }
}

extension GraphicsContext {
  /// `from` blended `fraction` of the way to `to` in linear light.
  ///
  /// Both are resolved against the theme tokens the context draws with: a control's colour
  /// part way through a change of state. `fraction` is kept within 0...1 (NaN is 0).
  func mix(_ from: Color, _ to: Color, by fraction: Double) -> Color {
    let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    let start = from.resolved(in: themeTokens).animatableData
    var color = to.resolved(in: themeTokens)
    color.animatableData = start + (color.animatableData - start).scaled(by: fraction)
    return color
  }
}
