import Foundation

extension Drawing {
  /// Draws `image` scaled to fill the drawing's rectangle.
  ///
  /// The drawing keeps a copy of the image's pixels as they are now, so it can be shared
  /// like any other drawing; later changes to `image` do not reach it.
  public static func image(_ image: Image) -> Drawing {
    let snapshot = ImageSnapshot(copying: image)
    return Drawing("image") { _, context in
      context.draw(snapshot.image, in: context.rect)
    }
  }

  /// Draws `text` wrapped to the drawing's rectangle and clipped to it, in `font` (the
  /// theme's font unless given) and `color` (the theme's label colour unless given).
  public static func text(
    _ text: String, font: Font? = nil, color: Color = .label,
    alignment: TextAlignment = .natural
  ) -> Drawing {
    Drawing("text") { _, context in
      context.draw(
        text, in: context.rect, font: font ?? context.themeFont, color: color,
        alignment: alignment)
    }
  }

  /// A linear gradient across the drawing's rectangle, from its top edge to its bottom edge.
  public static func verticalGradient(_ gradient: Gradient) -> Drawing {
    Drawing("verticalGradient") { _, context in
      let rect = context.rect
      context.clip(to: rect)
      context.drawLinearGradient(
        gradient, start: CGPoint(x: rect.minX, y: rect.minY),
        end: CGPoint(x: rect.minX, y: rect.maxY))
    }
  }
}
