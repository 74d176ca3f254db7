import CCairo
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
    let layout = makeLayout(text, font: font, width: nil, alignment: .natural)
    showLayout(layout, at: point, color: color)
  }

  /// Draws `text` wrapped at word boundaries to the width of `rect`, aligned within it, and
  /// clipped to it.
  public func draw(
    _ text: String, in rect: CGRect, font: Font, color: Color,
    alignment: TextAlignment = .natural
  ) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    let layout = makeLayout(text, font: font, width: rect.width, alignment: alignment)
    clipped(to: rect) {
      showLayout(layout, at: rect.origin, color: color)
    }
  }

  /// A Pango layout for this context's target, holding `text` in `font`.
  func makeLayout(
    _ text: String, font: Font, width: CGFloat?, alignment: TextAlignment
  ) -> PangoObject {
    let layout = PangoObject(owning: pango_cairo_create_layout(cairo)!)
    let description = font.makePangoDescription()
    pango_layout_set_font_description(layout.pointer, description.pointer)
    if let width, width.isFinite, width > 0 {
      pango_layout_set_width(
        layout.pointer, Int32(clamping: Int((width * CGFloat(PANGO_SCALE)).rounded(.down))))
      pango_layout_set_wrap(layout.pointer, PANGO_WRAP_WORD_CHAR)
    }
    alignment.apply(to: layout.pointer)
    var utf8 = text
    utf8.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        pango_layout_set_text(layout.pointer, chars.baseAddress, Int32(chars.count))
      }
    }
    return layout
  }

  /// Draws a laid-out layout with its top-left at `point`.
  func showLayout(_ layout: PangoObject, at point: CGPoint, color: Color) {
    record("drawText")
    withSavedState {
      setSource(color)
      cairo_move_to(cairo, Double(point.x), Double(point.y))
      pango_cairo_show_layout(cairo, layout.pointer)
    }
  }
}
