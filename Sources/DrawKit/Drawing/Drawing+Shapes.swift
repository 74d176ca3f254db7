import Foundation

extension Drawing {
  /// Fills the drawing's rectangle with `color`, with rounded corners when `cornerRadius` is
  /// above zero.
  public static func fill(_ color: Color, cornerRadius: CGFloat = 0) -> Drawing {
    Drawing("fill", fillColor: cornerRadius == 0 ? color : nil) { _, context in
      context.setFillColor(color)
      context.beginPath()
      context.addRoundedRect(context.rect, cornerRadius: cornerRadius)
      context.fillPath()
    }
  }

  /// Strokes the outline of the drawing's rectangle, centred on its edges, so half the line
  /// lies outside.
  public static func stroke(_ color: Color, width: CGFloat = 1, cornerRadius: CGFloat = 0)
    -> Drawing
  {
    Drawing("stroke") { _, context in
      context.setStrokeColor(color)
      context.setLineWidth(width)
      context.beginPath()
      context.addRoundedRect(context.rect, cornerRadius: cornerRadius)
      context.strokePath()
    }
  }

  /// A border drawn entirely inside the drawing's rectangle, as a `CALayer` border is; see
  /// ``Drawing/border``.
  public static func border(_ color: Color, width: CGFloat, cornerRadius: CGFloat = 0) -> Drawing {
    let style = BorderStyle(color: color, width: width, cornerRadius: cornerRadius)
    return Drawing<BorderStyle>.border.pullback { _ in style }
  }

  /// A straight line between two points in the node's coordinates.
  public static func line(
    _ color: Color, from start: CGPoint, to end: CGPoint, width: CGFloat = 1
  ) -> Drawing {
    Drawing("line") { _, context in
      context.setStrokeColor(color)
      context.setLineWidth(width)
      context.strokeLine(from: start, to: end)
    }
  }

  /// A band `width` tall across the bottom of the drawing's rectangle: the "border at the
  /// bottom" of an underlined field.
  public static func underline(_ color: Color = .separator, width: CGFloat = 0.5) -> Drawing {
    Drawing("underline") { _, context in
      let rect = context.rect
      context.setFillColor(color)
      context.fill(CGRect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width))
    }
  }
}
