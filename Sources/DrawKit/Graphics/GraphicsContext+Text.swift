internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Draws one paragraph of `text` on lines as long as it needs, with the top-left of its first
  /// line at `point`.
  ///
  /// Newlines in `text` start new lines.
  ///
  /// Text is shaped by Pango (font fallback, right-to-left runs, combining marks) and stays
  /// text in PDF and SVG output.
  public func draw(_ text: String, at point: CGPoint, font: Font, color: Color) {
    TextLayout(text, font: font, color: color).draw(in: self, at: point)
  }

  /// Draws `text` wrapped at word boundaries to the width of `rect`, aligned within it, and
  /// clipped to it.
  public func draw(
    _ text: String, in rect: CGRect, font: Font, color: Color,
    alignment: TextAlignment = .natural
  ) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    let layout = TextLayout(text, font: font, color: color)
    layout.width = rect.width
    layout.alignment = alignment
    withClip(to: rect) {
      layout.draw(in: self, at: rect.origin)
    }
  }
}

extension GraphicsContext {
  /// Draws line `number` of a Pango layout in the current source, with the start of its
  /// baseline at `point`; nothing when the layout has no such line.
  ///
  /// Calls `pango_cairo_show_layout_line`.
  func showLine(_ number: Int, of layout: PangoObject, at point: CGPoint) {
    guard let line = pango_layout_get_line_readonly(layout.pointer, Int32(number)) else { return }
    cairo_move_to(cairo, Double(point.x), Double(point.y))
    pango_cairo_show_layout_line(cairo, line)
  }
}
