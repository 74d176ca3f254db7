import Foundation

/// One line of text laid out as pieces side by side, so that an edit in a long line (a
/// megabyte in a text field) re-lays out only the piece it touches, and a line wider than
/// Pango's coordinates reach is still measured, drawn and hit-tested right.
///
/// A line of up to ``threshold`` UTF-8 bytes is one piece: one ``TextLayout``, as any text.
/// A longer one is cut after spaces into pieces of about ``pieceTarget`` bytes; each piece
/// is laid out on its own and drawn at the sum of the widths before it, and only the pieces
/// in view are drawn. Cut after a space, the pieces show the same glyphs at the same places
/// as one layout would. A line that could be wider than ``widestPiece`` in its font (Pango
/// counts x in 1/1024 of a unit in 32 bits, so it loses positions past about 2,097,000 units:
/// a caret at the end of a 3,600,000-unit line came out at 0) is cut too, into pieces that
/// cannot be. A line with right-to-left text stays one piece, since its runs are reordered
/// across the whole line. Offsets are UTF-8 offsets into ``text``.
final class SegmentedLine {
  /// Lines longer than this many UTF-8 bytes are cut into pieces.
  static let threshold = 4_096
  /// The size pieces aim for.
  static let pieceTarget = 256
  /// The widest a piece may possibly be, in units: half of what Pango's 32-bit coordinates
  /// hold.
  static let widestPiece: CGFloat = 1_000_000

  /// The most bytes a piece in `font` may hold so that it cannot be wider than
  /// ``widestPiece``: no character advances more than four times the font size per byte.
  static func mostBytes(in font: Font) -> Int {
    max(Int(widestPiece / (4 * font.size)), 1)
  }

  /// The line's text.
  private(set) var text: String
  /// The pieces' layouts, in order; the first one is the same object for the line's life.
  private(set) var pieces: [TextLayout]
  /// Where each piece's text starts.
  private(set) var starts: [Int]
  /// The left edge of each piece and, last, the line's width, measured up to piece
  /// ``measuredCount``.
  private var lefts: [CGFloat] = [0]
  /// How many pieces ``lefts`` holds the right edges of: those before the first edited one.
  private var measuredCount = 0
  /// Whether the text may have right-to-left characters (then it is one piece).
  private var mayHaveRightToLeft: Bool
  /// The pieces that may not be laid out: those made or given new text or style since the
  /// prepare step last found the ones before and after laid out.
  private var unpreparedPieces: Range<Int> = 0..<1
  /// How many pieces ``unpreparedLayouts()``, ``pieces(fromX:toX:)`` and the measuring of
  /// their widths have looked at: for tests that check that a frame of a long line looks at
  /// the pieces in view and the edited ones, not at every piece.
  package private(set) var piecesVisited = 0

  /// A line holding `text`, its pieces laid out when first needed.
  init(_ text: String = "") {
    self.text = text
    pieces = [TextLayout()]
    pieces[0].isSingleLine = true
    starts = [0]
    mayHaveRightToLeft = false
    setText(text)
  }

  /// Replaces the whole text.
  func setText(_ newText: String) {
    text = newText
    mayHaveRightToLeft = ParagraphDirection.mayHaveRightToLeft(newText.utf8[...])
    replacePieces(0..<pieces.count, startingAt: 0, with: newText.utf8[...])
  }

  /// Replaces the text after an edit that replaced the old text's bytes `range` with
  /// `insertedLength` bytes, giving `newText`: re-lays out only the pieces the edit touched.
  func edit(replacing range: Range<Int>, insertedLength: Int, giving newText: String) {
    let oldCount = text.utf8.count
    guard range.lowerBound >= 0, range.upperBound <= oldCount, insertedLength >= 0,
      newText.utf8.count == oldCount - range.count + insertedLength
    else { return setText(newText) }
    let inserted = Self.bytes(
      of: newText[...], range.lowerBound..<(range.lowerBound + insertedLength))
    if !mayHaveRightToLeft, ParagraphDirection.mayHaveRightToLeft(inserted) {
      return setText(newText)
    }
    text = newText
    var first = piece(containing: range.lowerBound)
    if first > 0, range.lowerBound == starts[first] { first -= 1 }
    let last = max(piece(containing: max(range.upperBound - 1, range.lowerBound)), first)
    let start = starts[first]
    let oldEnd = last + 1 < starts.count ? starts[last + 1] : oldCount
    let newEnd = oldEnd - range.count + insertedLength
    let changed = Self.bytes(of: newText[...], start..<newEnd)
    replacePieces(first..<(last + 1), startingAt: start, with: changed)
  }

  /// The UTF-8 bytes `range` of `text`.
  private static func bytes(of text: Substring, _ range: Range<Int>) -> Substring.UTF8View {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    return utf8[lower..<utf8.index(lower, offsetBy: range.count)]
  }

  /// Puts the pieces of `bytes`, which start at `start`, in place of pieces `range`, reusing
  /// their layout objects, and shifts the starts of the pieces after them.
  private func replacePieces(
    _ range: Range<Int>, startingAt start: Int, with bytes: Substring.UTF8View
  ) {
    let mostBytes = Self.mostBytes(in: pieces[0].font)
    let count = text.utf8.count
    let cuts =
      mayHaveRightToLeft || (count <= Self.threshold && count <= mostBytes)
      ? [(0, bytes.count)] : Self.cuts(bytes, target: min(Self.pieceTarget, mostBytes))
    let template = pieces[0]
    var made: [TextLayout] = []
    var madeStarts: [Int] = []
    for (index, cut) in cuts.enumerated() {
      let pieceText = String(Substring(Self.bytes(of: Substring(bytes), cut.0..<cut.1)))
      let layout: TextLayout
      if index < range.count {
        layout = pieces[range.lowerBound + index]
        layout.text = pieceText
      } else {
        layout = TextLayout(pieceText, font: template.font, color: template.color)
        layout.isSingleLine = true
      }
      made.append(layout)
      madeStarts.append(start + cut.0)
    }
    let oldEnd = range.upperBound < starts.count ? starts[range.upperBound] : nil
    let newEnd = start + bytes.count
    pieces.replaceSubrange(range, with: made)
    starts.replaceSubrange(range, with: madeStarts)
    if let oldEnd, newEnd != oldEnd {
      let delta = newEnd - oldEnd
      for index in (range.lowerBound + made.count)..<starts.count { starts[index] += delta }
    }
    measuredCount = min(measuredCount, range.lowerBound)
    markUnprepared(range.lowerBound..<(range.lowerBound + made.count), replacing: range)
  }

  /// Adds pieces `made`, which took the place of pieces `replaced` (both starting at the same
  /// index), to ``unpreparedPieces``, whose ends move with the pieces they were at.
  private func markUnprepared(_ made: Range<Int>, replacing replaced: Range<Int>) {
    let shift = made.count - replaced.count
    func moved(_ index: Int, inside: Int) -> Int {
      if index <= replaced.lowerBound { return index }
      return index >= replaced.upperBound ? index + shift : inside
    }
    let pending = unpreparedPieces
    guard !pending.isEmpty else {
      unpreparedPieces = made
      return
    }
    let lower = min(moved(pending.lowerBound, inside: made.lowerBound), made.lowerBound)
    let upper = max(moved(pending.upperBound, inside: made.upperBound), made.upperBound)
    unpreparedPieces = lower..<upper
  }

  /// The layouts of the pieces not laid out yet, for the prepare step: the pieces an edit or a
  /// style change touched since the last prepare step found the others laid out.
  func unpreparedLayouts() -> [TextLayout] {
    var pending = unpreparedPieces.clamped(to: 0..<pieces.count)
    while let first = pending.first, pieces[first].isLaidOut {
      piecesVisited += 1
      pending = (first + 1)..<pending.upperBound
    }
    while let last = pending.last, pieces[last].isLaidOut {
      piecesVisited += 1
      pending = pending.lowerBound..<last
    }
    unpreparedPieces = pending
    piecesVisited += pending.count
    return pieces[pending].filter { !$0.isLaidOut }
  }

  /// Where `bytes` is cut: after a space near every `target` bytes (or, in a run without
  /// spaces, after the character that crosses it), as offsets into `bytes`.
  private static func cuts(_ bytes: Substring.UTF8View, target: Int) -> [(Int, Int)] {
    let text = Substring(bytes)
    let utf8 = text.utf8
    let total = utf8.count
    var cuts: [(Int, Int)] = []
    var start = 0
    while start < total {
      var end = min(start + target, total)
      if end < total {
        let windowStart = utf8.index(utf8.startIndex, offsetBy: max(end - target / 2, start))
        let windowEnd = utf8.index(utf8.startIndex, offsetBy: end)
        if let space = utf8[windowStart..<windowEnd].lastIndex(of: 32) {
          end = utf8.distance(from: utf8.startIndex, to: space) + 1
        } else {
          end = utf8.distance(from: utf8.startIndex, to: text.index(after: windowEnd))
        }
      }
      cuts.append((start, end))
      start = end
    }
    return cuts.isEmpty ? [(0, 0)] : cuts
  }

  /// The piece holding `offset`: the last one starting at or before it.
  func piece(containing offset: Int) -> Int {
    starts.lastIndex(whereKey: { $0 }, isAtMost: offset)
  }

  /// The left edge of every piece and, last, the line's width.
  private var measuredLefts: [CGFloat] {
    guard measuredCount < pieces.count else { return lefts }
    lefts.removeSubrange((measuredCount + 1)...)
    for piece in pieces[measuredCount...] {
      lefts.append(lefts[lefts.count - 1] + piece.size.width)
    }
    piecesVisited += pieces.count - measuredCount
    measuredCount = pieces.count
    return lefts
  }

  /// The line's width.
  var width: CGFloat { measuredLefts[pieces.count] }

  /// The line's height: its first piece's.
  var height: CGFloat { pieces[0].size.height }

  /// The font of every piece.
  var font: Font {
    get { pieces[0].font }
    set {
      guard newValue != pieces[0].font else { return }
      let cutsChange = Self.mostBytes(in: newValue) != Self.mostBytes(in: pieces[0].font)
      for piece in pieces { piece.font = newValue }
      measuredCount = 0
      unpreparedPieces = 0..<pieces.count
      if cutsChange { setText(text) }
    }
  }

  /// The colour of every piece.
  var color: Color {
    get { pieces[0].color }
    set { for piece in pieces { piece.color = newValue } }
  }

  /// Whether the line runs right to left (its first piece does).
  var isRightToLeft: Bool { pieces[0].isRightToLeft }

  /// The pieces that overlap `minX..<maxX`, each with its left edge: found by halving, so a
  /// frame of a long line looks at the pieces in view only.
  func pieces(fromX minX: CGFloat, toX maxX: CGFloat) -> [(layout: TextLayout, x: CGFloat)] {
    let lefts = measuredLefts
    var index = lefts.prefix(pieces.count).lastIndex(whereKey: { $0 }, isAtMost: minX)
    var found: [(layout: TextLayout, x: CGFloat)] = []
    while index < pieces.count, lefts[index] < maxX {
      piecesVisited += 1
      if lefts[index + 1] > minX { found.append((pieces[index], lefts[index])) }
      index += 1
    }
    return found
  }

  /// `offset` as an index into piece `index`'s text.
  private func local(_ offset: Int, in index: Int) -> String.Index {
    let text = pieces[index].text
    let local = min(max(offset - starts[index], 0), text.utf8.count)
    return text.utf8.index(text.utf8.startIndex, offsetBy: local)
  }

  /// The caret rectangle for `offset`, relative to the line's top-left.
  func caretRect(atOffset offset: Int) -> CGRect {
    let index = piece(containing: offset)
    return pieces[index].caretRect(at: local(offset, in: index))
      .offsetBy(dx: measuredLefts[index], dy: 0)
  }

  /// The offset nearest to `x`, relative to the line's left edge.
  func offset(atX x: CGFloat) -> Int {
    let lefts = measuredLefts
    let low = lefts.prefix(pieces.count).lastIndex(whereKey: { $0 }, isAtMost: x)
    let layout = pieces[low]
    let found = layout.index(at: CGPoint(x: x - lefts[low], y: 0))
    return starts[low] + layout.text.utf8.distance(from: layout.text.startIndex, to: found)
  }

  /// The rectangles highlighting offsets `start..<end`, relative to the line.
  func selectionRects(from start: Int, to end: Int) -> [CGRect] {
    let lefts = measuredLefts
    return (piece(containing: start)...piece(containing: max(end - 1, start))).flatMap {
      index -> [CGRect] in
      let range = local(start, in: index)..<local(end, in: index)
      return pieces[index].selectionRects(for: range).map { $0.offsetBy(dx: lefts[index], dy: 0) }
    }
  }

  /// One caret step to the right or left on screen from `offset`, across pieces.
  func visualStep(from offset: Int, towardRight: Bool) -> VisualStep {
    let index = piece(containing: offset)
    let layout = pieces[index]
    switch layout.visualStep(from: offset - starts[index], towardRight: towardRight) {
    case .offset(let local):
      return .offset(starts[index] + local)
    case .offEnd:
      return index + 1 < pieces.count ? .offset(starts[index + 1]) : .offEnd
    case .offStart:
      guard index > 0 else { return .offStart }
      if offset > starts[index] { return .offset(starts[index]) }
      let previous = pieces[index - 1].text
      return .offset(
        starts[index - 1] + (previous.cursorPosition(before: previous.utf8.count) ?? 0))
    }
  }
}
