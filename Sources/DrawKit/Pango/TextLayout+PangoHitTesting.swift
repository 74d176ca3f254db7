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
  ///
  /// On a line that may be wider than Pango's 32-bit units reach (about 2,097,000 units;
  /// see ``mayOverflowPangoUnits(_:)``) it is the sum of the advances before the caret, added
  /// up in 64 bits: Pango's own answer at the end of a 3,600,000-unit line is 0.
  func pangoStrongCaretX(atUTF8Offset offset: Int) -> CGFloat {
    let scale = CGFloat(PANGO_SCALE)
    let number = pangoLineNumber(atUTF8Offset: offset)
    if let line = pango_layout_get_line_readonly(pangoLayout.pointer, Int32(number)),
      mayOverflowPangoUnits(line)
    {
      return CGFloat(Self.advances(of: line, before: offset)) / scale
    }
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(pangoLayout.pointer, Int32(offset), &strong, nil)
    return CGFloat(strong.x) / scale
  }

  /// The advances of `line`'s glyphs that lie before the caret at `offset` on screen, in
  /// Pango units added up in 64 bits: in a left-to-right run those of clusters before it,
  /// in a right-to-left run those of clusters from it on, and every glyph of the runs left
  /// of its run.
  private static func advances(
    of line: UnsafeMutablePointer<PangoLayoutLine>, before offset: Int
  ) -> Int64 {
    var total: Int64 = 0
    var node = line.pointee.runs
    while let current = node {
      node = current.pointee.next
      guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let glyphs = run.pointee.glyphs, let item = run.pointee.item
      else { continue }
      let start = Int(item.pointee.offset)
      let end = start + Int(item.pointee.length)
      let rightToLeft = item.pointee.analysis.level % 2 == 1
      let holdsCaret = offset >= start && (offset < end || (offset == end && node == nil))
      for index in 0..<Int(glyphs.pointee.num_glyphs) {
        let cluster = start + Int(glyphs.pointee.log_clusters[index])
        let before = !holdsCaret || (rightToLeft ? cluster >= offset : cluster < offset)
        if before { total += Int64(glyphs.pointee.glyphs[index].geometry.width) }
      }
      if holdsCaret { break }
    }
    return total
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
