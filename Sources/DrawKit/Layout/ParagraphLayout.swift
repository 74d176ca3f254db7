import Foundation

/// One paragraph of a text view, laid out: usually one ``TextLayout``, but a long paragraph is
/// laid out in segments, so that a keystroke re-lays out only the few lines around it.
///
/// A paragraph of more than ``segmentThreshold`` UTF-8 bytes (a megabyte without a newline)
/// is first laid out in pieces of about ``segmentTarget`` bytes, split after a space; each
/// such piece starts on a new line, the only visible difference for paragraphs that long.
/// A laid-out piece of more than ``lineCutLimit`` bytes is then cut at its own line
/// starts into segments of a few lines, and an edit re-lays out only the segment it touches
/// (and a neighbour when the edit reflows across the boundary), cutting what it re-laid out
/// at its line starts again, however short. Those cuts fall where the lines wrap anyway, so
/// the segments draw, measure and hit-test exactly as one layout of their text would; a
/// segment's layout is made with the cut and laid out when first shown.
/// Offsets are UTF-8 offsets into the paragraph, as in ``TextPosition``.
final class ParagraphLayout {
  /// One laid-out piece: its layout, where its text starts in the paragraph, its top and
  /// height, and whether it starts where the text before it wraps anyway.
  struct Segment {
    let layout: TextLayout
    let start: Int
    let top: CGFloat
    let height: CGFloat
    /// Whether this segment starts at a line start of the text before it laid out as one,
    /// rather than at a cut that forces a new line: an edit that reflows across such a
    /// boundary re-lays out both neighbours together.
    let continuesFlow: Bool
  }

  /// Paragraphs longer than this many UTF-8 bytes are first split into pieces.
  static let segmentThreshold = 16_384
  /// The size those pieces aim for.
  static let segmentTarget = 8_192
  /// A laid-out piece longer than this many bytes is cut at its line starts into segments of
  /// at least ``lineCutTarget`` bytes.
  static let lineCutLimit = 512
  /// The size the segments cut at line starts aim for.
  static let lineCutTarget = 160

  let segments: [Segment]
  /// The paragraph's laid-out height.
  let height: CGFloat

  convenience init(text: String, make: (String) -> TextLayout) {
    self.init(pieces: Self.pieces(of: text, make: make), make: make)
  }

  /// `text` cut as ``split(_:)`` cuts it, each piece with the layout `make` gives it (not laid
  /// out yet).
  static func pieces(of text: String, make: (String) -> TextLayout) -> [(
    start: Int, layout: TextLayout
  )] {
    split(text).map { ($0.start, make($0.text)) }
  }

  /// Joins pieces, laying them out: the layouts of consecutive parts of one paragraph.
  ///
  /// Each piece starts on a new line. A piece longer than ``lineCutLimit`` bytes is cut
  /// at its line starts into segments whose layouts `make` makes now and are laid out when first
  /// used.
  convenience init(
    pieces: [(start: Int, layout: TextLayout)], make: (String) -> TextLayout
  ) {
    self.init(
      parts: pieces.flatMap { piece in
        Self.cutAtLineStarts(
          piece.layout, from: piece.start, above: Self.lineCutLimit, make: make
        )
        .enumerated().map {
          ($1.start, $1.layout, $1.height, $0 > 0)
        }
      })
  }

  /// Joins parts of one paragraph: each with its layout, its height when already known
  /// (otherwise its layout is laid out to measure it), and whether it continues the flow of
  /// the part before it.
  private init(parts: [(start: Int, layout: TextLayout, height: CGFloat?, continuesFlow: Bool)]) {
    var segments: [Segment] = []
    var top: CGFloat = 0
    for part in parts {
      let height = part.height ?? part.layout.size.height
      segments.append(
        Segment(
          layout: part.layout, start: part.start, top: top, height: height,
          continuesFlow: part.continuesFlow && !segments.isEmpty))
      top += height
    }
    self.segments = segments
    self.height = top
  }

  /// The UTF-8 length of the paragraph's text.
  private var length: Int { segments.last.map { $0.start + $0.layout.text.utf8.count } ?? 0 }

  /// What made this layout out of another by ``edited(replacing:insertedLength:giving:make:)``:
  /// the layout it was made from, the range of that layout's segments it replaced and the range
  /// of its own segments that replaced them; `nil` for a layout made from its text.
  struct EditRecord {
    weak var source: ParagraphLayout?
    let replaced: Range<Int>
    let made: Range<Int>
  }

  /// How this layout was made from another one, for ``changedSpan(since:)``.
  private(set) var editRecord: EditRecord?

  /// The layout of `text`, this paragraph's text after its UTF-8 bytes `range` were replaced
  /// by `insertedLength` bytes, re-laying out only the segments the edit touched; segments
  /// before and after it are reused as they are, and neither the paragraph's text nor its
  /// lines are compared to find them.
  ///
  /// The touched text is laid out as one; where it continues into the next segment's flow,
  /// it converged when its last line starts where the old last line started (shifted by the
  /// edit) and after the edit, so that line, and every line after it, wraps as before;
  /// otherwise the next segment joins the re-laid-out text. An edit in a segment's first
  /// word re-lays out the segment before it too, whose last line may now take that word.
  /// A range that does not fit the two texts lays the paragraph out anew.
  func edited(
    replacing range: Range<Int>, insertedLength: Int, giving text: String,
    make: (String) -> TextLayout
  ) -> ParagraphLayout {
    let oldCount = length
    guard segments.count > 1 || text.utf8.count > Self.lineCutLimit,
      range.lowerBound >= 0, range.upperBound <= oldCount, insertedLength >= 0,
      text.utf8.count == oldCount - range.count + insertedLength
    else {
      return ParagraphLayout(text: text, make: make)
    }
    var bytes = text
    return bytes.withUTF8 {
      edited(replacing: range, insertedLength: insertedLength, in: $0, make: make)
    } ?? ParagraphLayout(text: text, make: make)
  }

  /// ``edited(replacing:insertedLength:giving:make:)`` for the new text's bytes `new`, or `nil`
  /// when the edit leaves nothing to re-lay out on its own (the whole paragraph is laid out
  /// again then).
  private func edited(
    replacing range: Range<Int>, insertedLength: Int, in new: UnsafeBufferPointer<UInt8>,
    make: (String) -> TextLayout
  ) -> ParagraphLayout? {
    let oldCount = length
    let delta = insertedLength - range.count
    let editEnd = range.upperBound
    var first = segmentIndex(containing: max(range.lowerBound - 1, 0))
    var last = max(segmentIndex(containing: editEnd), first)
    if first > 0, segments[first].continuesFlow,
      range.lowerBound <= segments[first].start + firstWordLength(of: segments[first])
    {
      first -= 1
    }
    let changedStart = segments[first].start
    var changed: TextLayout
    var changedEnd: Int
    while true {
      let oldEnd = last + 1 < segments.count ? segments[last + 1].start : oldCount
      changedEnd = oldEnd + delta
      guard changedEnd > changedStart else { return nil }
      changed = make(
        String(
          decoding: UnsafeBufferPointer(rebasing: new[changedStart..<changedEnd]), as: UTF8.self))
      guard last + 1 < segments.count, segments[last + 1].continuesFlow else { break }
      let oldLastLine = segments[last].start + lastLineStart(of: segments[last].layout)
      let newLastLine = changedStart + lastLineStart(of: changed)
      if oldLastLine >= editEnd, newLastLine == oldLastLine + delta { break }
      last += 1
    }
    let pieces = Self.cutAtLineStarts(changed, from: changedStart, above: 0, make: make)
    var made: [Segment] = []
    made.reserveCapacity(first + pieces.count + segments.count - last - 1)
    made += segments[..<first]
    var top = segments[first].top
    for (index, piece) in pieces.enumerated() {
      made.append(
        Segment(
          layout: piece.layout, start: piece.start, top: top, height: piece.height,
          continuesFlow: (index > 0 || segments[first].continuesFlow) && first + index > 0))
      top += piece.height
    }
    let shift = top - (segments[last].top + segments[last].height)
    for segment in segments[(last + 1)...] {
      made.append(
        Segment(
          layout: segment.layout, start: segment.start + delta, top: segment.top + shift,
          height: segment.height, continuesFlow: segment.continuesFlow))
    }
    return ParagraphLayout(
      segments: made, height: height + shift,
      editRecord: EditRecord(
        source: self, replaced: first..<(last + 1), made: first..<(first + pieces.count)))
  }

  /// A layout of segments already placed one below the other.
  private init(segments: [Segment], height: CGFloat, editRecord: EditRecord) {
    self.segments = segments
    self.height = height
    self.editRecord = editRecord
  }

  /// `layout`, laid out, as segments starting at `start`: itself when it has at most `limit`
  /// bytes, else cut at its line starts into pieces of at least ``lineCutTarget`` bytes, each
  /// with a new layout (laid out when first used) and the height of its lines.
  ///
  /// A paragraph is cut once it is longer than ``lineCutLimit``; the text an edit re-laid out
  /// in a paragraph that is already cut is cut whatever its length, so that typing at the
  /// end of a long paragraph keeps re-laying out a segment of a few lines rather than one that
  /// grows to ``lineCutLimit`` bytes.
  private static func cutAtLineStarts(
    _ layout: TextLayout, from start: Int, above limit: Int, make: (String) -> TextLayout
  ) -> [(start: Int, layout: TextLayout, height: CGFloat)] {
    let text = layout.text
    guard text.utf8.count > limit else { return [(start, layout, layout.size.height)] }
    let lines = layout.lines
    guard lines.count > 1 else {
      return [(start, layout, layout.size.height)]
    }
    var cuts: [Int] = [0]
    for line in lines.dropFirst() {
      let lineStart = text.utf8Offset(of: line.range.lowerBound)
      let lastCut = cuts[cuts.count - 1]
      if lineStart - lastCut >= lineCutTarget,
        text.utf8.count - lineStart >= lineCutTarget / 2
      {
        cuts.append(lineStart)
      }
    }
    guard cuts.count > 1 else { return [(start, layout, layout.size.height)] }
    let utf8 = Array(text.utf8)
    var tops: [CGFloat] = []
    var lineIndex = 0
    for cut in cuts {
      while text.utf8Offset(of: lines[lineIndex].range.lowerBound) < cut { lineIndex += 1 }
      tops.append(lines[lineIndex].top)
    }
    tops.append(layout.size.height)
    cuts.append(utf8.count)
    return (0..<(cuts.count - 1)).map { index in
      let piece = String(decoding: utf8[cuts[index]..<cuts[index + 1]], as: UTF8.self)
      return (start + cuts[index], make(piece), tops[index + 1] - tops[index])
    }
  }

  /// The UTF-8 offset where the last line of `layout` starts.
  private func lastLineStart(of layout: TextLayout) -> Int {
    guard let line = layout.lines.last else { return 0 }
    return layout.text.utf8Offset(of: line.range.lowerBound)
  }

  /// The UTF-8 length of the first word of `segment`, with the space after it: the only text
  /// whose edit can let the line before take more (the whole first line when it has no
  /// space, as in Japanese, where every character is a break).
  private func firstWordLength(of segment: Segment) -> Int {
    guard let line = segment.layout.lines.first else { return 0 }
    let text = segment.layout.text
    let lineEnd = text.utf8Offset(of: line.range.upperBound)
    guard let space = text.utf8.prefix(lineEnd).firstIndex(of: 32) else { return lineEnd }
    return text.utf8Offset(of: space) + 1
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
    segments.lastIndex(whereKey: \.start, isAtMost: offset)
  }

  /// The segment whose span holds `y` (clamped).
  func segmentIndex(atY y: CGFloat) -> Int {
    segments.lastIndex(whereKey: \.top, isAtMost: y)
  }

  /// The segments that reach into `minY..<maxY` (paragraph coordinates), found by halving, so
  /// that a frame of a long paragraph looks at the segments it shows only.
  func segments(fromY minY: CGFloat, toY maxY: CGFloat) -> ArraySlice<Segment> {
    var first = segmentIndex(atY: minY)
    if first < segments.count, segments[first].top + segments[first].height <= minY {
      first += 1
    }
    var end = first
    while end < segments.count, segments[end].top < maxY { end += 1 }
    Self.countVisits(ofSegments: end - first)
    return segments[first..<end]
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
  ///
  /// The segments holding the two ends are found by halving, so a selection in a long
  /// paragraph looks at the segments it covers only.
  func selectionRects(from start: Int, to end: Int) -> [CGRect] {
    guard start < end else { return [] }
    let covered = segments[segmentIndex(containing: start)...segmentIndex(containing: end - 1)]
    Self.countVisits(ofSegments: covered.count)
    return covered.flatMap { segment -> [CGRect] in
      let segmentEnd = segment.start + segment.layout.text.utf8.count
      guard start < segmentEnd, end > segment.start else { return [] }
      let range = index(start, in: segment)..<index(end, in: segment)
      return segment.layout.selectionRects(for: range).map {
        $0.offsetBy(dx: 0, dy: segment.top)
      }
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
