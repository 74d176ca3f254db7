import Foundation

/// One paragraph of a text view, laid out: usually one ``TextLayout``, but a long or edited
/// paragraph is laid out in segments, so that a keystroke re-lays out only the line around it.
///
/// A paragraph of more than ``segmentThreshold`` UTF-8 bytes (a megabyte without a newline)
/// is first laid out in pieces of about ``segmentTarget`` bytes, split after a space; each
/// such piece starts on a new line, the only visible difference for paragraphs that long.
/// A laid-out piece of more than ``lineCutLimit`` bytes is then cut at its own line
/// starts into segments of a few lines. An edit cuts the segments it touches at their line
/// starts into one-line segments first (in text without right-to-left characters, see
/// ``ParagraphDirection``), and re-lays out only the line it touches (and the lines after it
/// while the edit reflows into them, and the line before when it may take a word back). Those
/// cuts fall where the lines wrap anyway, and only in text of one script (or of none) where
/// each segment holds a character of it (see ``ParagraphScript``), so the segments draw, measure and
/// hit-test exactly as one layout of their text would; a segment's layout is made with the cut and laid out
/// when first shown. Pango shapes a text that wraps twice (whole, then each line again once
/// broken), so a letter typed in a line of its own segment shapes that line once, where one
/// layout of a two-line paragraph shaped both lines twice.
/// Offsets are UTF-8 offsets into the paragraph, as in ``TextPosition``.
final class ParagraphLayout {
  /// One laid-out piece: its layout, where its text starts in the paragraph, its top and
  /// height, whether it starts where the text before it wraps anyway, and where its lines
  /// start and end.
  struct Segment {
    let layout: TextLayout
    let start: Int
    let top: CGFloat
    let height: CGFloat
    /// Whether this segment starts at a line start of the text before it laid out as one,
    /// rather than at a cut that forces a new line: an edit that reflows across such a
    /// boundary re-lays out both neighbours together.
    let continuesFlow: Bool
    /// Where the segment's first line ends and its last line starts, as UTF-8 offsets into
    /// its text, and its last line's width: measured when the segment was made, by its own
    /// layout or by the longer one it was cut from, so that an edit reads them without laying
    /// out a segment it cut but that was not shown yet.
    let firstLineEnd: Int
    let lastLineStart: Int
    let lastLineWidth: CGFloat

    /// Where the segment's text ends in the paragraph.
    var end: Int { start + layout.text.utf8.count }

    /// This segment, its text `delta` bytes later and its top `shift` lower: a segment after
    /// an edit.
    func moved(by delta: Int, down shift: CGFloat) -> Segment {
      Segment(
        layout: layout, start: start + delta, top: top + shift, height: height,
        continuesFlow: continuesFlow, firstLineEnd: firstLineEnd, lastLineStart: lastLineStart,
        lastLineWidth: lastLineWidth)
    }
  }

  /// Paragraphs longer than this many UTF-8 bytes are first split into pieces.
  static let segmentThreshold = 16_384
  /// The size those pieces aim for.
  static let segmentTarget = 8_192
  /// A laid-out piece longer than this many bytes is cut at its line starts into segments of
  /// at least ``lineCutTarget`` bytes, and so is the text an edit re-laid out.
  static let lineCutLimit = 512
  /// The size the segments cut at line starts aim for.
  static let lineCutTarget = 160

  let segments: [Segment]
  /// The paragraph's laid-out height.
  let height: CGFloat
  /// The direction of the paragraph's text, which every segment's layout takes.
  let direction: ParagraphDirection
  /// The scripts of the paragraph's text, which say where it may be cut into segments.
  let script: ParagraphScript

  convenience init(text: String, make: (String) -> TextLayout) {
    self.init(pieces: Self.pieces(of: text, make: make), make: make)
  }

  /// `text` cut as ``split(_:)`` cuts it, each piece with the layout `make` gives it (not laid
  /// out yet) in the text's direction (see ``ParagraphDirection``).
  static func pieces(of text: String, make: (String) -> TextLayout) -> [(
    start: Int, layout: TextLayout
  )] {
    let direction = ParagraphDirection.of(text)
    return split(text).map {
      ($0.start, made($0.text, in: direction, wrappingAtEnd: false, by: make))
    }
  }

  /// Joins pieces, laying them out: the layouts of consecutive parts of one paragraph, as
  /// ``pieces(of:make:)`` makes them.
  ///
  /// Each piece starts on a new line. A piece longer than ``lineCutLimit`` bytes is cut
  /// at its line starts into segments whose layouts `make` makes now and are laid out when first
  /// used.
  init(pieces: [(start: Int, layout: TextLayout)], make: (String) -> TextLayout) {
    let text = pieces.map(\.layout.text).joined()
    let direction = ParagraphDirection.of(text)
    let script = ParagraphScript.of(text)
    var segments: [Segment] = []
    var top: CGFloat = 0
    for piece in pieces {
      piece.layout.fixedRightToLeft = direction.fixedRightToLeft
      let cut = Self.cutAtLineStarts(
        piece.layout, from: piece.start, top: top, height: nil, continuesFlow: false,
        above: Self.lineCutLimit, target: Self.lineCutTarget, direction: direction,
        script: script, make: make)
      segments += cut
      top = cut.last.map { $0.top + $0.height } ?? top
    }
    self.segments = segments
    self.height = top
    self.direction = direction
    self.script = script
  }

  /// A layout of segments already placed one below the other.
  private init(
    segments: [Segment], height: CGFloat, direction: ParagraphDirection,
    script: ParagraphScript, editRecord: EditRecord
  ) {
    self.segments = segments
    self.height = height
    self.direction = direction
    self.script = script
    self.editRecord = editRecord
  }

  /// The UTF-8 length of the paragraph's text.
  var length: Int { segments.last?.end ?? 0 }

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
  /// In text without right-to-left characters, the segments the edit touches are first cut
  /// into one segment per line (their lines as the layout they were cut from measured them), so
  /// that only the lines the edit touches are laid out again; in other text, a paragraph of
  /// one segment is laid out anew, and what an edit re-lays out is cut at its line starts
  /// however short. The touched text is laid out as one; where it continues into the next
  /// segment's flow, it converged when its last line starts where the old last line started
  /// (shifted by the edit) and after the edit, so that line, and every line after it, wraps
  /// as before; or, for an insertion into the old last line, when that line starts where it
  /// did and is at least as wide, the insertion making no break the old line could end at
  /// instead, so the next segment's first word still does not fit on it; or, for any edit
  /// in the old last line of text without right-to-left characters, when that line starts
  /// where it did and the next segment's first word (of ASCII letters and digits) is wider
  /// than the room left on it by a point, where Pango would also need the space before the
  /// word: a BackSpace that pulls no word back. Otherwise the next
  /// segment joins the re-laid-out text. An edit in a segment's first word re-lays out the
  /// segment before it too, whose last line may now take that word, unless it inserts letters
  /// or digits only, which only lengthen the word. An edit that changes the text's direction
  /// (``ParagraphDirection``) or adds a script to it (``ParagraphScript``), one whose
  /// re-laid-out text continues the flow before it without a character of the paragraph's
  /// script, or a range that does not fit the two texts, lays the paragraph out
  /// anew.
  func edited(
    replacing range: Range<Int>, insertedLength: Int, giving text: String,
    make: (String) -> TextLayout
  ) -> ParagraphLayout {
    let oldCount = length
    guard range.lowerBound >= 0, range.upperBound <= oldCount, insertedLength >= 0,
      text.utf8.count == oldCount - range.count + insertedLength
    else {
      return ParagraphLayout(text: text, make: make)
    }
    var bytes = text
    return bytes.withUTF8 { new -> ParagraphLayout? in
      let inserted = UnsafeBufferPointer(
        rebasing: new[range.lowerBound..<(range.lowerBound + insertedLength)])
      let direction = direction.edited(inserting: inserted, giving: new)
      guard direction == self.direction, script.edited(inserting: inserted) == script,
        !direction.mayHaveRightToLeft || segments.count > 1 || new.count > Self.lineCutLimit
      else { return nil }
      return edited(replacing: range, insertedLength: insertedLength, in: new, make: make)
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
    let inserted = UnsafeBufferPointer(
      rebasing: new[range.lowerBound..<(range.lowerBound + insertedLength)])
    let insertsWordCharacters =
      range.isEmpty && !inserted.isEmpty && inserted.allSatisfy(Self.isASCIILetterOrDigit)
    let insertsPrintableASCII =
      range.isEmpty && !inserted.isEmpty && inserted.allSatisfy { (0x20...0x7E).contains($0) }
    let direction = self.direction
    let script = self.script
    /// `segment`, cut into one segment per line when the text has no right-to-left characters
    /// and its lines may be cut.
    func lines(of segment: Segment) -> [Segment] {
      guard !direction.mayHaveRightToLeft, script.allowsLineCuts, segment.lastLineStart > 0
      else { return [segment] }
      return Self.cutAtLineStarts(
        segment.layout, from: segment.start, top: segment.top, height: segment.height,
        continuesFlow: segment.continuesFlow, above: 0, target: 1, direction: direction,
        script: script, make: make)
    }
    // The segments `lower..<upper` the edit replaces, as `work`, cut into lines; `first...last`
    // of `work` are laid out again.
    var lower = segmentIndex(containing: max(range.lowerBound - 1, 0))
    var upper = max(segmentIndex(containing: editEnd), lower) + 1
    var work = segments[lower..<upper].flatMap(lines)
    var first = work.lastIndex(whereKey: \.start, isAtMost: max(range.lowerBound - 1, 0))
    var last = max(work.lastIndex(whereKey: \.start, isAtMost: editEnd), first)
    if work[first].continuesFlow,
      range.lowerBound <= work[first].start + firstWordLength(of: work[first]),
      !(insertsWordCharacters && range.lowerBound > work[first].start)
    {
      if first == 0 {
        lower -= 1
        let before = lines(of: segments[lower])
        work.insert(contentsOf: before, at: 0)
        first = before.count - 1
        last += before.count
      } else {
        first -= 1
      }
    }
    let changedStart = work[first].start
    var changed: TextLayout
    while true {
      let next =
        last + 1 < work.count ? work[last + 1] : upper < segments.count ? segments[upper] : nil
      let changedEnd = (next?.start ?? oldCount) + delta
      guard changedEnd > changedStart else { return nil }
      let changedBytes = UnsafeBufferPointer(rebasing: new[changedStart..<changedEnd])
      guard !work[first].continuesFlow || script.holdsItsScript(changedBytes) else {
        return nil
      }
      changed = Self.made(
        String(decoding: changedBytes, as: UTF8.self), in: direction,
        wrappingAtEnd: next?.continuesFlow ?? false, by: make)
      guard let next, next.continuesFlow else { break }
      let old = work[last]
      let oldLastLine = old.start + old.lastLineStart
      let newLine = Self.lineSpans(of: changed).last
      let newLastLine = changedStart + (newLine?.start ?? 0)
      if oldLastLine >= editEnd, newLastLine == oldLastLine + delta { break }
      if oldLastLine <= range.lowerBound, newLastLine == oldLastLine,
        (newLine?.width ?? 0) >= old.lastLineWidth,
        insertsWordCharacters || (insertsPrintableASCII && new[changedEnd - 1] == 32)
      {
        break
      }
      if !direction.mayHaveRightToLeft, oldLastLine <= range.lowerBound,
        newLastLine == oldLastLine, let wrapWidth = changed.width,
        let newLine, let word = firstWordWidth(of: next), newLine.width + word > wrapWidth + 1
      {
        break
      }
      last += 1
      if last == work.count {
        work += lines(of: segments[upper])
        upper += 1
      }
    }
    let replacement = Self.cutAtLineStarts(
      changed, from: changedStart, top: work[first].top, height: nil,
      continuesFlow: work[first].continuesFlow,
      above: direction.mayHaveRightToLeft ? 0 : Self.lineCutLimit, target: Self.lineCutTarget,
      direction: direction, script: script, make: make)
    let bottom = replacement.last.map { $0.top + $0.height } ?? work[first].top
    let shift = bottom - (work[last].top + work[last].height)
    var made = Array(segments[..<lower])
    made.reserveCapacity(segments.count + work.count + replacement.count)
    made += work[..<first]
    made += replacement
    made += work[(last + 1)...].map { $0.moved(by: delta, down: shift) }
    let madeEnd = made.count
    made += segments[upper...].map { $0.moved(by: delta, down: shift) }
    return ParagraphLayout(
      segments: made, height: height + shift, direction: direction, script: script,
      editRecord: EditRecord(source: self, replaced: lower..<upper, made: lower..<madeEnd))
  }

  /// Whether `byte` is an ASCII letter or digit: text between which no line may break.
  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// A layout `make` makes of `text`, a part of a paragraph of `direction`, in that direction,
  /// its last line wrapped (``TextLayout/lastLineIsWrapped``) when the segment after it
  /// continues its flow.
  private static func made(
    _ text: String, in direction: ParagraphDirection, wrappingAtEnd: Bool,
    by make: (String) -> TextLayout
  ) -> TextLayout {
    let layout = make(text)
    layout.fixedRightToLeft = direction.fixedRightToLeft
    layout.lastLineIsWrapped = wrappingAtEnd
    return layout
  }

  /// The lines of `layout` (laid out now if it is not yet): where each starts and ends in its
  /// text, as UTF-8 offsets, its top and its width.
  private static func lineSpans(of layout: TextLayout) -> [(
    start: Int, end: Int, top: CGFloat, width: CGFloat
  )] {
    let text = layout.text
    return layout.lines.map {
      (
        text.utf8Offset(of: $0.range.lowerBound), text.utf8Offset(of: $0.range.upperBound),
        $0.top, $0.width
      )
    }
  }

  /// `layout`, laid out, as segments starting at `start` and `top`, cut at its line starts.
  ///
  /// Itself when it has at most `limit` bytes or one line, else cut into pieces of at least
  /// `target` bytes (the last one at least half of that), each with a new layout in
  /// `direction` (laid out when first used; every one but the last wrapped at its end, the
  /// last as `layout` is) and its lines as `layout` measured them. The pieces reach down
  /// `height` (`layout`'s height when `nil`); the first continues the flow before it when
  /// `continuesFlow`, the others always do. Cuts fall only in text of one script (or of
  /// none, see ``ParagraphScript``), where the pieces on both sides hold a character of it.
  ///
  /// A paragraph is cut once it is longer than ``lineCutLimit``; an edit cuts the segments it
  /// touches into lines, and the text it re-laid out once it is longer than ``lineCutLimit``
  /// (in text with right-to-left characters, whatever its length), so that typing at the
  /// end of a long paragraph keeps re-laying out a segment of a few lines.
  private static func cutAtLineStarts(
    _ layout: TextLayout, from start: Int, top: CGFloat, height: CGFloat?,
    continuesFlow: Bool, above limit: Int, target: Int, direction: ParagraphDirection,
    script: ParagraphScript, make: (String) -> TextLayout
  ) -> [Segment] {
    let lines = lineSpans(of: layout)
    let total = layout.text.utf8.count
    let height = height ?? layout.size.height
    var text = layout.text
    return text.withUTF8 { utf8 in
      var cuts: [Int] = [0]
      if total > limit, script.allowsLineCuts, !lines.isEmpty {
        // Whether the text from the last cut up to the line at hand holds a character of its
        // script, and where the text's last such character starts (a cut needs one after it).
        var pieceHoldsScript = script.holdsItsScript(
          UnsafeBufferPointer(rebasing: utf8[lines[0].start..<lines[0].end]))
        let lastOfItsScript = script.lastOffsetOfItsScript(in: utf8) ?? -1
        for index in lines.indices.dropFirst() {
          let line = UnsafeBufferPointer(rebasing: utf8[lines[index].start..<lines[index].end])
          if pieceHoldsScript, lines[index].start - lines[cuts[cuts.count - 1]].start >= target,
            total - lines[index].start >= max(target / 2, 1), lines[index].start <= lastOfItsScript
          {
            cuts.append(index)
            pieceHoldsScript = script.holdsItsScript(line)
          } else {
            pieceHoldsScript = pieceHoldsScript || script.holdsItsScript(line)
          }
        }
      }
      return cuts.indices.map { cut in
        let first = lines[cuts[cut]]
        let isLast = cut + 1 == cuts.count
        let next = isLast ? nil : lines[cuts[cut + 1]]
        let last = lines[(isLast ? lines.count : cuts[cut + 1]) - 1]
        let pieceStart = cut == 0 ? 0 : first.start
        let pieceEnd = next?.start ?? total
        let pieceTop = cut == 0 ? 0 : first.top
        let pieceLayout =
          cuts.count == 1
          ? layout
          : made(
            String(
              decoding: UnsafeBufferPointer(rebasing: utf8[pieceStart..<pieceEnd]), as: UTF8.self),
            in: direction, wrappingAtEnd: !isLast || layout.lastLineIsWrapped, by: make)
        return Segment(
          layout: pieceLayout, start: start + pieceStart, top: top + pieceTop,
          height: (next?.top ?? height) - pieceTop, continuesFlow: continuesFlow || cut > 0,
          firstLineEnd: first.end - pieceStart, lastLineStart: last.start - pieceStart,
          lastLineWidth: last.width)
      }
    }
  }

  /// The width of the first word of `segment`, before the space that ends it, when it is made
  /// of ASCII letters, digits and the punctuation no line breaks before (`.,;:!?'`), so that
  /// a line can take all of it or nothing; `nil` for other words and a first line without a
  /// space.
  private func firstWordWidth(of segment: Segment) -> CGFloat? {
    let layout = segment.layout
    let utf8 = layout.text.utf8
    let firstLine = utf8.prefix(segment.firstLineEnd)
    guard let end = firstLine.firstIndex(of: 32),
      firstLine[..<end].allSatisfy({ Self.isASCIILetterOrDigit($0) || Self.joinsWord($0) }),
      let line = layout.lines.first
    else { return nil }
    return layout.caretRect(at: end).minX - line.x
  }

  /// Whether `byte` is ASCII punctuation no line breaks before: `.,;:!?'`.
  private static func joinsWord(_ byte: UInt8) -> Bool {
    [0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x27].contains(byte)
  }

  /// The UTF-8 length of the first word of `segment`, with the space after it: the only text
  /// whose edit can let the line before take more (the whole first line when it has no
  /// space, as in Japanese, where every character is a break).
  private func firstWordLength(of segment: Segment) -> Int {
    let utf8 = segment.layout.text.utf8
    let firstLine = utf8.prefix(segment.firstLineEnd)
    guard let space = firstLine.firstIndex(of: 32) else { return segment.firstLineEnd }
    return utf8.distance(from: utf8.startIndex, to: space) + 1
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
