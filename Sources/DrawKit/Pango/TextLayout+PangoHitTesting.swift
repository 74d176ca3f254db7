internal import CDrawKitCairo
import Foundation

/// The Pango queries behind ``TextLayout``'s hit testing, in UTF-8 offsets into the text and
/// user-space units.
extension TextLayout {
  /// The UTF-8 offset of the grapheme under (`x`, `y`), and whether the point lies in its
  /// trailing half.
  ///
  /// Calls `pango_layout_xy_to_index`.
  func pangoHit(x: CGFloat, y: CGFloat) -> (utf8Offset: Int, isTrailing: Bool) {
    var byteIndex: Int32 = 0
    var trailing: Int32 = 0
    pango_layout_xy_to_index(
      pangoLayout.pointer, Self.pangoUnits(x), Self.pangoUnits(y), &byteIndex, &trailing)
    return (Int(byteIndex), trailing > 0)
  }

  /// The number of the line holding the caret at `offset`, as Pango counts lines.
  func pangoLineNumber(atUTF8Offset offset: Int) -> Int {
    var lineNumber: Int32 = 0
    var x: Int32 = 0
    pango_layout_index_to_line_x(pangoLayout.pointer, Int32(offset), 0, &lineNumber, &x)
    return Int(lineNumber)
  }

  /// The x of Pango's strong cursor at `offset`.
  func pangoStrongCaretX(atUTF8Offset offset: Int) -> CGFloat {
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(pangoLayout.pointer, Int32(offset), &strong, nil)
    return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
  }

  /// The left edge and width of the grapheme that starts at `offset`, whichever its
  /// direction.
  func pangoCharacterSpan(atUTF8Offset offset: Int) -> (x: CGFloat, width: CGFloat) {
    var box = PangoRectangle()
    pango_layout_index_to_pos(pangoLayout.pointer, Int32(offset), &box)
    let scale = CGFloat(PANGO_SCALE)
    let startX = CGFloat(box.width < 0 ? box.x + box.width : box.x) / scale
    return (startX, CGFloat(abs(box.width)) / scale)
  }

  /// The horizontal spans that the text from `start` to `end` covers on line `number`, left
  /// to right (more than one where a right-to-left run splits it).
  func pangoSpans(ofLine number: Int, from start: Int, to end: Int)
    -> [(left: CGFloat, right: CGFloat)]
  {
    guard let line = pango_layout_get_line_readonly(pangoLayout.pointer, Int32(number)) else {
      return []
    }
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(line, Int32(start), Int32(end), &ranges, &count)
    defer { g_free(ranges) }
    let scale = CGFloat(PANGO_SCALE)
    return (0..<Int(count)).map { pair in
      let left = CGFloat(ranges![2 * pair]) / scale
      let right = CGFloat(ranges![2 * pair + 1]) / scale
      return (left, right)
    }
  }
}
