import Foundation

extension ParagraphLayout {
  /// One laid-out line as it shows: its text and where it is drawn, in paragraph coordinates.
  private struct PlacedLine: Equatable {
    let text: Substring
    let top: CGFloat
    let height: CGFloat
    let x: CGFloat
    let width: CGFloat

    static func == (first: PlacedLine, second: PlacedLine) -> Bool {
      first.top == second.top && first.height == second.height && first.x == second.x
        && first.width == second.width && first.text.utf8.elementsEqual(second.text.utf8)
    }
  }

  /// The span, in paragraph coordinates, of the lines that look different in this layout of
  /// an edited paragraph than in `old`, its layout before the edit; `nil` when every line
  /// looks the same.
  ///
  /// Typing into one line of a long paragraph changes that line (and the lines it reflows
  /// into), not the whole paragraph: a keystroke's redraw and copy to the screen shrink to
  /// them. Segments the edit kept are the same layouts at the same place and are not
  /// compared (nor laid out).
  func changedSpan(since old: ParagraphLayout) -> ClosedRange<CGFloat>? {
    let before = Self.placedLines(of: old.segments, except: segments)
    let after = Self.placedLines(of: segments, except: old.segments)
    var head = 0
    while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
    var tail = 0
    while tail < before.count - head, tail < after.count - head,
      before[before.count - 1 - tail] == after[after.count - 1 - tail]
    {
      tail += 1
    }
    let changed = before[head..<(before.count - tail)] + after[head..<(after.count - tail)]
    guard let top = changed.map(\.top).min(),
      let bottom = changed.map({ $0.top + $0.height }).max()
    else { return nil }
    return top...bottom
  }

  /// The lines of `segments` other than those also in `others` (the same layout at the same
  /// top), in order.
  private static func placedLines(of segments: [Segment], except others: [Segment])
    -> [PlacedLine]
  {
    let kept = Set(others.map { KeptSegment(layout: ObjectIdentifier($0.layout), top: $0.top) })
    return segments.filter {
      !kept.contains(KeptSegment(layout: ObjectIdentifier($0.layout), top: $0.top))
    }.flatMap { segment in
      let text = segment.layout.text
      return segment.layout.lines.map { line in
        PlacedLine(
          text: text[line.range], top: segment.top + line.top, height: line.height, x: line.x,
          width: line.width)
      }
    }
  }

  /// A segment's identity for ``changedSpan(since:)``: its layout and where it is.
  private struct KeptSegment: Hashable {
    let layout: ObjectIdentifier
    let top: CGFloat
  }
}
