internal import CDrawKitCairo

/// Where one caret step on screen leads within a laid-out text.
enum VisualStep: Equatable {
  /// To this UTF-8 offset in the text.
  case offset(Int)
  /// Past the text's logical start (on to the previous paragraph's end).
  case offStart
  /// Past the text's logical end (on to the next paragraph's start).
  case offEnd
}

extension TextLayout {
  /// One caret step to the right (or left) on screen from the UTF-8 offset `offset`.
  ///
  /// Calls `pango_layout_move_cursor_visually` with the strong cursor, the one DrawKit draws:
  /// in lines that mix directions (Arabic or Hebrew with Latin words or digits) the caret
  /// moves through the runs in display order, one cluster at a time, and from a line's visual
  /// end on to the next line, as in GTK.
  func visualStep(from offset: Int, towardRight: Bool) -> VisualStep {
    let text = self.text
    let start = text.cursorPosition(atOrBefore: offset)
    var newIndex: Int32 = 0
    var trailing: Int32 = 0
    pango_layout_move_cursor_visually(
      pangoLayout.pointer, 1, Int32(start), 0, towardRight ? 1 : -1, &newIndex, &trailing)
    if newIndex < 0 { return .offStart }
    if newIndex == Int32.max { return .offEnd }
    let utf8 = text.utf8
    var index = utf8.index(utf8.startIndex, offsetBy: min(Int(newIndex), utf8.count))
    // `trailing` counts code points to move on: the step ended on a cluster's trailing edge.
    var remaining = Int(trailing)
    while remaining > 0, index < utf8.endIndex {
      index = text.unicodeScalars.index(after: index)
      remaining -= 1
    }
    return .offset(text.cursorPosition(atOrBefore: utf8.distance(from: utf8.startIndex, to: index)))
  }
}
