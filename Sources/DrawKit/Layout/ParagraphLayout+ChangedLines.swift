import Foundation

extension ParagraphLayout {
  /// One laid-out line as it shows: its text and where it is drawn, in paragraph coordinates.
  private struct PlacedLine: Equatable {
    let text: Substring
    let top: CGFloat
    let height: CGFloat
    let x: CGFloat
    let width: CGFloat
    /// The layout the line is line `index` of, and that layout's top in the paragraph: where
    /// the line's ink is measured, for the lines that changed only.
    let layout: TextLayout
    let index: Int
    let layoutTop: CGFloat

    /// The line's box and its ink, top to bottom: marks stacked over a capital reach above
    /// the box.
    var reach: ClosedRange<CGFloat> {
      let box = top...(top + height)
      guard let ink = layout.inkSpan(ofLine: index) else { return box }
      return min(
        box.lowerBound, ink.lowerBound + layoutTop)...max(
          box.upperBound, ink.upperBound + layoutTop)
    }

    static func == (first: PlacedLine, second: PlacedLine) -> Bool {
      first.top == second.top && first.height == second.height && first.x == second.x
        && first.width == second.width && first.text.utf8.elementsEqual(second.text.utf8)
    }
  }

  /// The span, in paragraph coordinates, of the lines that look different in this layout of
  /// an edited paragraph than in `old`, its layout before the edit, and of their ink before
  /// and after (which may reach past the paragraph); `nil` when every line looks the same.
  ///
  /// Typing into one line of a long paragraph changes that line (and the lines it reflows
  /// into), not the whole paragraph: a keystroke's redraw and copy to the screen shrink to
  /// them. When this layout was made from `old` by an edit, only the segments the edit
  /// replaced and those that replaced them are compared (the others are the same layouts, at
  /// the same place unless the edit changed the height, and then everything below moved);
  /// otherwise every line of both.
  func changedSpan(since old: ParagraphLayout) -> ClosedRange<CGFloat>? {
    guard let record = editRecord, record.source === old else {
      return Self.changedSpan(
        from: Self.placedLines(of: old.segments[...]), to: Self.placedLines(of: segments[...]))
    }
    let replaced = old.segments[record.replaced]
    let made = segments[record.made]
    let span = Self.changedSpan(
      from: Self.placedLines(of: replaced), to: Self.placedLines(of: made))
    let oldBottom = replaced.last.map { $0.top + $0.height } ?? 0
    let newBottom = made.last.map { $0.top + $0.height } ?? 0
    guard oldBottom != newBottom else { return span }
    let moved = min(oldBottom, newBottom)...max(old.height, height)
    guard let span else { return moved }
    return min(span.lowerBound, moved.lowerBound)...max(span.upperBound, moved.upperBound)
  }

  /// The span of the lines that differ between `before` and `after`, once the lines both
  /// start and both end with are set aside.
  private static func changedSpan(from before: [PlacedLine], to after: [PlacedLine])
    -> ClosedRange<CGFloat>?
  {
    var head = 0
    while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
    var tail = 0
    while tail < before.count - head, tail < after.count - head,
      before[before.count - 1 - tail] == after[after.count - 1 - tail]
    {
      tail += 1
    }
    let changed = (before[head..<(before.count - tail)] + after[head..<(after.count - tail)])
      .map(\.reach)
    guard let top = changed.map(\.lowerBound).min(), let bottom = changed.map(\.upperBound).max()
    else { return nil }
    return top...bottom
  }

  /// The lines of `segments`, in order.
  private static func placedLines(of segments: ArraySlice<Segment>) -> [PlacedLine] {
    countVisits(ofSegments: segments.count)
    return segments.flatMap { segment in
      let text = segment.layout.text
      return segment.layout.lines.enumerated().map { index, line in
        PlacedLine(
          text: text[line.range], top: segment.top + line.top, height: line.height, x: line.x,
          width: line.width, layout: segment.layout, index: index, layoutTop: segment.top)
      }
    }
  }
}
