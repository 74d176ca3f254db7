import Foundation

/// A border's colour, width and corner radius, as a value drawings can be pulled back to.
public struct BorderStyle: Hashable, Sendable {
  /// The border's colour.
  public var color: Color
  /// The border's width, inside the rectangle.
  public var width: CGFloat
  /// The radius of the rectangle's outer corners.
  public var cornerRadius: CGFloat

  /// Creates a border style.
  public init(color: Color, width: CGFloat, cornerRadius: CGFloat = 0) {
    self.color = color
    self.width = width
    self.cornerRadius = cornerRadius
  }
}

extension Drawing where Node == BorderStyle {
  /// A border drawn entirely inside the drawing's rectangle, as a `CALayer` border is: its
  /// outer edge follows the rectangle and the corner radius, its inner corners have the
  /// radius minus the width.
  public static var border: Drawing {
    Drawing("border") { style, context in
      let width = style.width
      guard width > 0, width.isFinite, style.color.alpha > 0 else { return }
      let outer = context.rect
      let inner = outer.insetBy(dx: width, dy: width)
      context.setFillColor(style.color)
      context.beginPath()
      context.addRoundedRect(outer, cornerRadius: style.cornerRadius)
      if inner.width > 0, inner.height > 0 {
        context.addRoundedRect(inner, cornerRadius: max(style.cornerRadius - width, 0))
      }
      context.fillPath(using: .evenOdd)
    }
  }
}
