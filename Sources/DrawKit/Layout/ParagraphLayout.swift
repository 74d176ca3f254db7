import Foundation

/// One paragraph of a text view, laid out: usually one ``TextLayout``, but a very long
/// paragraph (a megabyte without a newline) is laid out in segments of a few thousand bytes,
/// split after a space, so that a keystroke re-lays out the whole paragraph quickly.
///
/// Each segment starts on a new line; for paragraphs that long this is the only visible
/// difference. An edit re-lays out only the segments it touches, so where segments begin
/// depends on the paragraph's edit history: line breaks near a segment's start can differ
/// from a fresh layout of the same text. Ordinary paragraphs are one segment and always lay
/// out the same. Offsets are UTF-8 offsets into the paragraph, as in ``TextPosition``.
final class ParagraphLayout {
  /// One laid-out piece: its layout, where its text starts in the paragraph, and its top.
  struct Segment {
    let layout: TextLayout
    let start: Int
    let top: CGFloat
  }

  /// Paragraphs longer than this many UTF-8 bytes are split into segments.
  static let segmentThreshold = 16_384
  /// The size segments aim for.
  static let segmentTarget = 8_192

  let segments: [Segment]
  /// The paragraph's laid-out height.
  let height: CGFloat

  convenience init(text: String, make: (String) -> TextLayout) {
    self.init(pieces: Self.pieces(of: text, make: make))
  }

  /// `text` cut as ``split(_:)`` cuts it, each piece with the layout `make` gives it (not laid
  /// out yet).
  static func pieces(of text: String, make: (String) -> TextLayout) -> [(
    start: Int, layout: TextLayout
  )] {
    split(text).map { ($0.start, make($0.text)) }
  }

  /// Joins laid-out pieces: the layouts of consecutive parts of one paragraph.
  init(pieces: [(start: Int, layout: TextLayout)]) {
    var segments: [Segment] = []
    var top: CGFloat = 0
    for piece in pieces {
      segments.append(Segment(layout: piece.layout, start: piece.start, top: top))
      top += piece.layout.size.height
    }
    self.segments = segments
    self.height = top
  }

  /// The paragraph's text: its segments' texts joined.
  var text: String { segments.map(\.layout.text).joined() }

  /// The layout of `text`, an edited version of this paragraph's text, re-laying out only
  /// the segments the edit touched; segments before and after it are reused as they are.
  func edited(to text: String, make: (String) -> TextLayout) -> ParagraphLayout {
    guard segments.count > 1 else { return ParagraphLayout(text: text, make: make) }
    let old = Array(self.text.utf8)
    let new = Array(text.utf8)
    let limit = min(old.count, new.count)
    var prefix = 0
    while prefix < limit, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    let delta = new.count - old.count
    let firstTouched = segmentIndex(containing: max(prefix - 1, 0))
    var lastTouched = segmentIndex(containing: max(old.count - suffix, 0))
    if lastTouched < firstTouched { lastTouched = firstTouched }
    let changedStart = segments[firstTouched].start
    let oldChangedEnd =
      lastTouched + 1 < segments.count ? segments[lastTouched + 1].start : old.count
    let newChangedEnd = oldChangedEnd + delta
    guard newChangedEnd > changedStart else { return ParagraphLayout(text: text, make: make) }
    let changedText = String(decoding: new[changedStart..<newChangedEnd], as: UTF8.self)
    var pieces = segments[..<firstTouched].map { ($0.start, $0.layout) }
    pieces += Self.split(changedText).map { (changedStart + $0.start, make($0.text)) }
    pieces += segments[(lastTouched + 1)...].map { ($0.start + delta, $0.layout) }
    return ParagraphLayout(pieces: pieces)
  }

  /// `text` cut into pieces of about ``segmentTarget`` bytes, each ending after a space where
  /// there is one nearby, always on a grapheme boundary; one piece for ordinary paragraphs.
  static func split(_ text: String) -> [(start: Int, text: String)] {
    let total = text.utf8.count
    guard total > segmentThreshold else { return [(0, text)] }
    var pieces: [(Int, String)] = []
    var start = text.startIndex
    var startOffset = 0
    while startOffset < total {
      var endOffset = min(startOffset + segmentTarget, total)
      if endOffset < total {
        let window = text.utf8[
          text.utf8.index(
            text.utf8.startIndex, offsetBy: endOffset - 2_048)..<text.utf8.index(
              text.utf8.startIndex, offsetBy: endOffset)]
        if let space = window.lastIndex(of: 32) {
          endOffset = text.utf8.distance(from: text.utf8.startIndex, to: space) + 1
        }
      }
      var end = text.roundedDownToCharacter(
        text.utf8.index(text.utf8.startIndex, offsetBy: endOffset))
      if end <= start { end = text.index(after: start) }
      pieces.append((startOffset, String(text[start..<end])))
      startOffset = text.utf8.distance(from: text.utf8.startIndex, to: end)
      start = end
    }
    return pieces
  }

  /// The segment holding `offset`: the last one starting at or before it.
  func segmentIndex(containing offset: Int) -> Int {
    var low = 0
    var high = segments.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segments[middle].start <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The segment whose span holds `y` (clamped).
  func segmentIndex(atY y: CGFloat) -> Int {
    segments.lastIndex { $0.top <= y } ?? 0
  }

  /// `offset` as an index into segment `segment`'s text.
  private func index(_ offset: Int, in segment: Segment) -> String.Index {
    let text = segment.layout.text
    let local = min(max(offset - segment.start, 0), text.utf8.count)
    return text.utf8.index(text.utf8.startIndex, offsetBy: local)
  }

  /// The caret rectangle for `offset`, relative to the paragraph's top-left.
  func caretRect(atOffset offset: Int) -> CGRect {
    let segment = segments[segmentIndex(containing: offset)]
    return segment.layout.caretRect(at: index(offset, in: segment)).offsetBy(dx: 0, dy: segment.top)
  }

  /// The offset nearest to `point`, relative to the paragraph's top-left.
  func offset(at point: CGPoint) -> Int {
    let segment = segments[segmentIndex(atY: point.y)]
    let local = CGPoint(
      x: point.x, y: min(max(point.y - segment.top, 0), segment.layout.size.height))
    let found = segment.layout.index(at: local)
    return segment.start
      + segment.layout.text.utf8.distance(from: segment.layout.text.startIndex, to: found)
  }

  /// The rectangles highlighting offsets `start..<end`, relative to the paragraph.
  func selectionRects(from start: Int, to end: Int) -> [CGRect] {
    segments.flatMap { segment -> [CGRect] in
      let segmentEnd = segment.start + segment.layout.text.utf8.count
      guard start < segmentEnd, end > segment.start else { return [] }
      let range = index(start, in: segment)..<index(end, in: segment)
      return segment.layout.selectionRects(for: range).map { $0.offsetBy(dx: 0, dy: segment.top) }
    }
  }

  /// The paragraph's last line, relative to the paragraph.
  var lastLine: TextLine? {
    guard let segment = segments.last, let line = segment.layout.lines.last else { return nil }
    return TextLine(
      range: line.range, top: line.top + segment.top, height: line.height,
      baseline: line.baseline + segment.top, ascent: line.ascent, descent: line.descent,
      x: line.x, width: line.width, layoutMiddle: line.layoutMiddle, drawX: line.drawX)
  }
}
