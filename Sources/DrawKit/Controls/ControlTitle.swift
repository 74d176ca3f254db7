import Foundation

/// A control's title, laid out once and drawn in whatever colour the control's state calls
/// for: the text of a button, a checkbox, a switch or a segment.
///
/// The control sets the font when its theme changes and hands ``pendingLayouts`` to the
/// prepare step, so a steady frame makes no Pango layout.
final class ControlTitle {
  /// The title's layout, on one line.
  let layout: TextLayout

  /// A title showing `text` on one line.
  init(_ text: String) {
    layout = TextLayout(text)
    layout.isSingleLine = true
  }

  /// The text.
  var text: String { layout.text }

  /// Sets the font: the update step after a theme change.
  func setFont(_ font: Font) {
    layout.font = font
  }

  /// The layout when it needs laying out, for the prepare step.
  var pendingLayouts: [TextLayout] { layout.isLaidOut ? [] : [layout] }

  /// The title's width and line height, rounded up to whole points.
  var size: CGSize {
    let size = layout.size
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  /// Draws the title in `color`, centred vertically in `rect` and either centred horizontally
  /// or starting at its left edge.
  func draw(in context: GraphicsContext, rect: CGRect, color: Color, centred: Bool = false) {
    let size = layout.size
    let x = centred ? rect.midX - size.width / 2 : rect.minX
    layout.draw(
      in: context, at: CGPoint(x: x.rounded(), y: (rect.midY - size.height / 2).rounded()),
      color: color)
  }
}
