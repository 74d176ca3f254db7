import DrawKit
import Foundation

/// The font the gallery controls derive from the theme.
extension Theme {
  /// The font of the gallery controls' titles: the theme's font at 14 points, so a theme that
  /// changes its font changes every control's title with it.
  var controlFont: Font { font.withSize(14) }
}

extension GraphicsContext {
  /// ``Theme/controlFont`` of the theme of the view being drawn.
  var controlFont: Font { themeFont.withSize(14) }
}

/// Drawing the gallery controls' titles.
extension GraphicsContext {
  /// Draws `text` on one line, centred vertically in `rect` and either centred horizontally
  /// or starting at its left edge.
  ///
  /// The controls' titles need this because ``Drawing/text(_:font:color:alignment:)`` only
  /// aligns horizontally and starts at the top of its rectangle.
  func drawTitle(
    _ text: String, in rect: CGRect, font: Font, color: Color, centred: Bool = false
  ) {
    let layout = TextLayout(text, font: font, color: color)
    layout.isSingleLine = true
    let size = layout.size
    let x = centred ? rect.midX - size.width / 2 : rect.minX
    layout.draw(in: self, at: CGPoint(x: x.rounded(), y: (rect.midY - size.height / 2).rounded()))
  }
}

/// Measures one line of a control's title, for ``DrawView/sizeThatFits(_:)``.
///
/// - Parameters:
///   - text: The title.
///   - font: The font it is drawn in.
/// - Returns: The title's width and line height, rounded up to whole points.
func titleSize(_ text: String, font: Font) -> CGSize {
  let layout = TextLayout(text, font: font)
  layout.isSingleLine = true
  let size = layout.size
  return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
}
