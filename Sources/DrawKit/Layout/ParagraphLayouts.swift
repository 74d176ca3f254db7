import Foundation

/// The laid-out paragraphs of a text view: a thin coordinator between the paragraph heights
/// (``ParagraphHeights``), a bounded cache of Pango layouts for the paragraphs recently shown
/// or edited (an ``LRUCache`` keyed by paragraph identity), and the view's text.
///
/// Only heights are kept for the whole document; a layout is made when a paragraph is drawn,
/// measured or hit-tested, and the least recently used ones are dropped past
/// ``cacheLimit``. Editing one paragraph re-lays out only that paragraph.
///
/// Documents of up to ``eagerLimit`` paragraphs are measured exactly before their first use:
/// their layouts are made when the style is set and laid out by the next frame's layouter
/// (they are what ``prepareLayouts(fromY:toY:)`` hands out), or on the calling thread when a
/// caller asks for a height before that frame. Longer ones start with estimated heights
/// (from their length and the font's average character width) and become exact paragraph by
/// paragraph: when shown, and through ``measureNext(_:using:)``, which a host calls when idle.
final class ParagraphLayouts {
  /// What every paragraph layout is made with.
  struct Style: Equatable {
    var font: Font
    var color: Color
    var width: CGFloat?
    var alignment: TextAlignment
    var linePitch: CGFloat?
  }

  /// One piece of a paragraph, made but possibly not laid out yet.
  typealias Piece = (start: Int, layout: TextLayout)

  /// The style of every layout; a new font, width, alignment or pitch measures every
  /// paragraph again, a new colour only recolours the layouts kept.
  var style: Style {
    didSet {
      guard style != oldValue else { return }
      let layoutChanged =
        style.font != oldValue.font || style.width != oldValue.width
        || style.alignment != oldValue.alignment || style.linePitch != oldValue.linePitch
      if layoutChanged {
        measureAll(count: heights.count)
      } else {
        for id in cache.keysByRecency {
          for segment in cache.peek(id)?.segments ?? [] { segment.layout.color = style.color }
        }
        for layout in pendingLayouts { layout.color = style.color }
      }
    }
  }

  /// How many paragraph layouts are kept at most.
  static let cacheLimit = 512
  /// Documents with at most this many paragraphs are measured exactly up front.
  static let eagerLimit = 500
  /// How many estimated paragraphs ``measureNext(_:using:)`` lays out together.
  static let measuringBatchSize = 256

  /// The text of paragraph `index`.
  private let text: (Int) -> String
  /// The UTF-8 length of paragraph `index`, for estimates without making its text.
  private let length: (Int) -> Int
  private let heights: ParagraphHeights
  /// The layouts of recently used paragraphs, keyed by ``ParagraphHeights/Entry/id``.
  private var cache = LRUCache<Int, ParagraphLayout>(capacity: cacheLimit)
  /// The identity the next new paragraph gets.
  private var nextID = 0
  /// The average width of a character in the current font, for estimates.
  private var averageCharacterWidth: CGFloat = 0
  /// The pieces of every paragraph of a short document, made but not yet laid out; they
  /// become the first layouts and heights when something first needs one.
  private var unsettled: [[Piece]]?
  /// Paragraphs whose pieces ``prepareLayouts(fromY:toY:)`` handed to a frame: their
  /// index and pieces, adopted as layouts and exact heights on next use.
  private var prepared: [(index: Int, pieces: [Piece])] = []
  /// How many paragraph layouts have been made: for tests that check what an edit costs.
  private(set) var layoutCount = 0

  /// Layouts for `count` paragraphs whose texts `text` and UTF-8 lengths `length` give, in
  /// `style`.
  init(
    count: Int, style: Style, text: @escaping (Int) -> String,
    length: @escaping (Int) -> Int
  ) {
    self.text = text
    self.length = length
    self.style = style
    heights = ParagraphHeights(
      count > Self.eagerLimit
        ? [] : (0..<count).map { ParagraphHeights.Entry(height: 0, isMeasured: true, id: $0) })
    nextID = count
    measureAll(count: count)
  }

  /// The layouts a short document still has to lay out before its heights are known, and
  /// those handed to a frame but not adopted yet.
  private var pendingLayouts: [TextLayout] {
    (unsettled?.flatMap { $0.map(\.layout) } ?? []) + prepared.flatMap { $0.pieces.map(\.layout) }
  }

  /// The prepare step of a frame: makes the layouts that the paragraphs between `minY` and
  /// `maxY` (relative to the first paragraph's top) lack, and returns them, not laid out, for
  /// the frame's layouter; they are adopted on next use.
  ///
  /// A short document that is not measured yet returns every paragraph's layouts, since its
  /// heights, and so what shows, are not known before.
  func prepareLayouts(fromY minY: CGFloat, toY maxY: CGFloat) -> [TextLayout] {
    if let unsettled { return unsettled.flatMap { $0.map(\.layout) } }
    adoptPrepared()
    let first = heights.index(containing: max(minY, 0))
    let last = max(heights.index(containing: max(maxY, 0)), first)
    guard heights.count > 0 else { return [] }
    var layouts: [TextLayout] = []
    for index in first...last where !cache.contains(heights.entry(at: index).id) {
      let pieces = makePieces(text(index))
      prepared.append((index, pieces))
      layouts += pieces.map(\.layout)
      layoutCount += 1
    }
    return layouts
  }

  /// The sum of all paragraph heights.
  var totalHeight: CGFloat {
    settle()
    return heights.total
  }

  /// The number of paragraphs.
  var count: Int { heights.count }

  /// How many paragraphs still have estimated heights.
  var estimatedCount: Int { unsettled == nil ? heights.estimatedCount : 0 }

  /// How many height-tree nodes the edits and lookups so far have visited: for tests that
  /// check what an edit costs.
  var heightNodesTouched: Int { heights.nodesTouched }

  /// The top of paragraph `index`, relative to the first paragraph's top.
  func top(ofParagraph index: Int) -> CGFloat {
    settle()
    return heights.top(of: index)
  }

  /// The paragraph whose span holds `y` (clamped to the first and last).
  func paragraph(atY y: CGFloat) -> Int {
    settle()
    return heights.index(containing: max(y, 0))
  }

  /// The layout of paragraph `index`, made (and cached) when needed.
  func layout(ofParagraph index: Int) -> ParagraphLayout {
    settle()
    let id = heights.entry(at: index).id
    if let cached = cache.value(for: id) { return cached }
    let layout = makeLayout(text(index))
    store(layout, at: index, id: id)
    return layout
  }

  /// Caches `layout` as paragraph `index`'s and makes its height exact.
  private func store(_ layout: ParagraphLayout, at index: Int, id: Int) {
    cache.insert(layout, for: id)
    heights.update(at: index, height: layout.height, isMeasured: true)
  }

  /// Measures up to `limit` paragraphs whose heights are still estimates, in document order.
  ///
  /// They are laid out with `layouter`, 256 at a time, and their layouts are not kept.
  /// Returns how many it measured.
  @discardableResult
  func measureNext(_ limit: Int, using layouter: TextLayouter = .serial) -> Int {
    settle()
    var measured = 0
    var cursor = 0
    while measured < limit {
      let indices = heights.estimated(
        atOrAfter: cursor, limit: min(limit - measured, Self.measuringBatchSize))
      guard let last = indices.last else { break }
      cursor = last + 1
      let made = layOutTogether(indices.map { makePieces(text($0)) }, using: layouter)
      for (index, layout) in zip(indices, made) {
        heights.update(at: index, height: layout.height, isMeasured: true)
      }
      layoutCount += indices.count
      measured += indices.count
    }
    return measured
  }

  /// Paragraph `index`'s layout if one is made, without making one.
  func existingLayout(ofParagraph index: Int) -> ParagraphLayout? {
    settle()
    return cache.peek(heights.entry(at: index).id)
  }

  /// An edit of one paragraph's text: its UTF-8 bytes `replaced` gave way to
  /// `insertedLength` bytes.
  struct InParagraphEdit {
    let replaced: Range<Int>
    let insertedLength: Int
  }

  /// Replaces paragraphs `range` with `newParagraphs` after an edit, re-laying out only them;
  /// given the bytes of the first old paragraph that gave way to the start of the first new
  /// one (all of an edit inside one paragraph; the tail from the edit on of one that ends in
  /// a newline typed, a join or a paste of lines), only the part of its layout the edit
  /// touched.
  func replaceParagraphs(
    _ range: ClosedRange<Int>, with newParagraphs: [String], edit: InParagraphEdit? = nil
  ) {
    settle()
    let count = newParagraphs.count
    let removedIDs = range.count <= Self.cacheLimit ? range.map { heights.entry(at: $0).id } : nil
    let previous = edit != nil ? removedIDs.flatMap { cache.peek($0[0]) } : nil
    if let removedIDs {
      for id in removedIDs { cache.removeValue(for: id) }
    } else {
      cache.removeAll()
    }
    if averageCharacterWidth == 0, count > 64 {
      averageCharacterWidth = measureAverageCharacterWidth()
    }
    let lineHeight = style.linePitch ?? style.font.lineHeight
    let entries = newParagraphs.enumerated().map { offset, paragraph in
      let id = makeID()
      guard Self.isLaidOutAtOnce(offset, of: count) else {
        return ParagraphHeights.Entry(
          height: estimatedHeight(length: paragraph.utf8.count, lineHeight: lineHeight),
          isMeasured: false, id: id)
      }
      let layout: ParagraphLayout
      if offset == 0, let previous, let edit {
        layoutCount += 1
        layout = previous.edited(
          replacing: edit.replaced, insertedLength: edit.insertedLength, giving: paragraph,
          make: makeTextLayout)
      } else {
        layout = makeLayout(paragraph)
      }
      cache.insert(layout, for: id)
      return ParagraphHeights.Entry(height: layout.height, isMeasured: true, id: id)
    }
    heights.replaceSubrange(range.lowerBound..<(range.upperBound + 1), with: entries)
  }

  /// Whether the paragraph at `offset` of `count` that an edit inserted is laid out at once:
  /// all of a small insertion, and the first and last few of a large one (around the caret);
  /// a 10 MB paste gets estimated heights for the rest instead of a long pause.
  private static func isLaidOutAtOnce(_ offset: Int, of count: Int) -> Bool {
    count <= 64 || offset < 32 || offset >= count - 32
  }

  /// A new paragraph identity.
  private func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Sets every height anew: measured exactly for short documents (their layouts made now,
  /// laid out when first needed), estimated for long ones.
  private func measureAll(count: Int) {
    cache.removeAll()
    prepared = []
    guard count > Self.eagerLimit else {
      layoutCount += count
      unsettled = (0..<count).map { makePieces(text($0)) }
      return
    }
    unsettled = nil
    averageCharacterWidth = measureAverageCharacterWidth()
    let lineHeight = style.linePitch ?? style.font.lineHeight
    heights.replaceSubrange(
      0..<heights.count,
      with: (0..<count).map {
        ParagraphHeights.Entry(
          height: estimatedHeight(length: length($0), lineHeight: lineHeight), isMeasured: false,
          id: makeID())
      })
  }

  /// A paragraph's height guessed from its length: enough lines for its characters at the
  /// font's average width.
  private func estimatedHeight(length: Int, lineHeight: CGFloat) -> CGFloat {
    guard let width = style.width, width > 0 else { return lineHeight }
    let lines = (CGFloat(length) * averageCharacterWidth / width).rounded(.up)
    return max(lines, 1) * lineHeight
  }

  private func measureAverageCharacterWidth() -> CGFloat {
    let sample = "The quick brown fox jumps over the lazy dog, 0123456789 times."
    let layout = TextLayout(sample, font: style.font)
    return layout.size.width / CGFloat(sample.count)
  }

  /// Makes the pending work of a short document its first paragraph layouts and heights, and
  /// adopts what a frame prepared; what no layouter laid out yet is laid out here.
  private func settle() {
    if let unsettled {
      self.unsettled = nil
      let made = layOutTogether(unsettled, using: .serial)
      let entries = made.enumerated().map { index, layout in
        let id = makeID()
        if index < Self.cacheLimit { cache.insert(layout, for: id) }
        return ParagraphHeights.Entry(height: layout.height, isMeasured: true, id: id)
      }
      heights.replaceSubrange(0..<heights.count, with: entries)
    }
    adoptPrepared()
  }

  /// Caches the layouts a frame prepared and makes their heights exact.
  private func adoptPrepared() {
    guard !prepared.isEmpty else { return }
    let adopted = prepared
    prepared = []
    for (index, pieces) in adopted {
      store(
        ParagraphLayout(pieces: pieces, make: makeTextLayout), at: index,
        id: heights.entry(at: index).id)
    }
  }

  /// Lays out the pieces of several paragraphs with `layouter` and joins each paragraph's
  /// pieces.
  private func layOutTogether(_ paragraphs: [[Piece]], using layouter: TextLayouter)
    -> [ParagraphLayout]
  {
    layouter.layOut(paragraphs.flatMap { $0.map(\.layout) })
    return paragraphs.map { ParagraphLayout(pieces: $0, make: makeTextLayout) }
  }

  /// The pieces of a paragraph, each with a layout in the current style that is not laid out
  /// yet.
  private func makePieces(_ text: String) -> [Piece] {
    ParagraphLayout.pieces(of: text, make: makeTextLayout)
  }

  private func makeLayout(_ text: String) -> ParagraphLayout {
    layoutCount += 1
    return ParagraphLayout(text: text, make: makeTextLayout)
  }

  /// A layout of one piece of a paragraph in the current style.
  private func makeTextLayout(_ piece: String) -> TextLayout {
    let layout = TextLayout(piece, font: style.font, color: style.color)
    layout.width = style.width
    layout.alignment = style.alignment
    layout.fixedLinePitch = style.linePitch
    return layout
  }
}
