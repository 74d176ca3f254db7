import Foundation

/// The laid-out paragraphs of a text view: a height for every paragraph, summed for quick
/// lookup, and a bounded cache of Pango layouts for the paragraphs recently shown or edited.
///
/// Only heights are kept for the whole document; a layout is made when a paragraph is drawn,
/// measured or hit-tested, and the least recently used ones are dropped past
/// ``cacheLimit``. Editing one paragraph re-lays out only that paragraph.
///
/// Documents of up to ``eagerLimit`` paragraphs are measured exactly before their first use,
/// all in one ``TextLayoutBatch`` (which a renderer may lay out together with other views'
/// text through ``pendingLayouts``). Longer ones
/// start with estimated heights (from their length and the font's average character width)
/// and become exact paragraph by paragraph: when shown, and through ``measureNext(_:)``,
/// which a host calls when idle.
final class ParagraphLayouts {
  /// What every paragraph layout is made with.
  struct Style: Equatable {
    var font: Font
    var color: Color
    var width: CGFloat?
    var alignment: TextAlignment
    var linePitch: CGFloat?
  }

  var style: Style {
    didSet {
      guard style != oldValue else { return }
      let layoutChanged =
        style.font != oldValue.font || style.width != oldValue.width
        || style.alignment != oldValue.alignment || style.linePitch != oldValue.linePitch
      if layoutChanged {
        cache.removeAll()
        recency.removeAll()
        measureAll()
      } else {
        for paragraph in cache.values {
          for segment in paragraph.segments { segment.layout.color = style.color }
        }
        for layout in pendingLayouts { layout.color = style.color }
      }
    }
  }

  /// How many paragraph layouts are kept at most.
  let cacheLimit = 512
  /// Documents with at most this many paragraphs are measured exactly up front.
  let eagerLimit = 500
  /// How many estimated paragraphs ``measureNext(_:)`` lays out together.
  static let measuringBatchSize = 256
  private(set) var paragraphs: [String]
  private var heights = PrefixSums()
  /// Whether each paragraph's height is measured (true) or estimated.
  private var isMeasured: [Bool] = []
  /// How many paragraphs still have estimated heights.
  private(set) var estimatedCount = 0
  /// Where the search for the next estimated paragraph resumes.
  private var measureCursor = 0
  /// The average width of a character in the current font, for estimates.
  private var averageCharacterWidth: CGFloat = 0
  /// The pieces of every paragraph of a short document, made but not yet laid out; they
  /// become the first layouts and heights when something first needs one.
  private var unsettled: [[(start: Int, layout: TextLayout)]]?
  private var cache: [Int: ParagraphLayout] = [:]
  private var recency: [Int: Int] = [:]
  private var clock = 0
  /// How many paragraph layouts have been made: for tests that check what an edit costs.
  private(set) var layoutCount = 0

  init(paragraphs: [String], style: Style) {
    self.paragraphs = paragraphs
    self.style = style
    measureAll()
  }

  /// The layouts a short document still has to lay out before its heights are known.
  var pendingLayouts: [TextLayout] {
    unsettled?.flatMap { $0.map(\.layout) } ?? []
  }

  /// The sum of all paragraph heights.
  var totalHeight: CGFloat {
    settle()
    return heights.total
  }

  /// The number of paragraphs.
  var count: Int { paragraphs.count }

  /// The top of paragraph `index`, relative to the first paragraph's top.
  func top(ofParagraph index: Int) -> CGFloat {
    settle()
    return heights.sum(before: index)
  }

  /// The paragraph whose span holds `y` (clamped to the first and last).
  func paragraph(atY y: CGFloat) -> Int {
    settle()
    return heights.index(containing: max(y, 0))
  }

  /// The layout of paragraph `index`, made (and cached) when needed.
  func layout(ofParagraph index: Int) -> ParagraphLayout {
    settle()
    clock += 1
    recency[index] = clock
    if let cached = cache[index] { return cached }
    let layout = makeLayout(paragraphs[index])
    store(layout, at: index)
    evictIfNeeded()
    return layout
  }

  /// Caches `layout` as paragraph `index`'s and makes its height exact.
  private func store(_ layout: ParagraphLayout, at index: Int) {
    cache[index] = layout
    heights.set(layout.height, at: index)
    markMeasured(index)
  }

  /// Makes the layouts of the paragraphs in `range` that are not cached, all in one batch.
  func prepareLayouts(ofParagraphs range: ClosedRange<Int>) {
    settle()
    let missing = range.filter { cache[$0] == nil }
    guard missing.count > 1 else { return }
    let made = layOutTogether(missing.map { makePieces(paragraphs[$0]) })
    for (index, layout) in zip(missing, made) {
      clock += 1
      recency[index] = clock
      store(layout, at: index)
    }
    layoutCount += missing.count
    evictIfNeeded()
  }

  /// Measures up to `limit` paragraphs whose heights are still estimates, in document order.
  ///
  /// Returns how many it measured. Their layouts are not kept.
  @discardableResult
  func measureNext(_ limit: Int) -> Int {
    settle()
    var measured = 0
    while measured < limit, estimatedCount > 0 {
      var indices: [Int] = []
      while indices.count < min(limit - measured, Self.measuringBatchSize),
        measureCursor < paragraphs.count
      {
        if !isMeasured[measureCursor] { indices.append(measureCursor) }
        measureCursor += 1
      }
      guard !indices.isEmpty else { break }
      let made = layOutTogether(indices.map { makePieces(paragraphs[$0]) })
      for (index, layout) in zip(indices, made) {
        heights.set(layout.height, at: index)
        markMeasured(index)
      }
      layoutCount += indices.count
      measured += indices.count
    }
    return measured
  }

  private func markMeasured(_ index: Int) {
    guard !isMeasured[index] else { return }
    isMeasured[index] = true
    estimatedCount -= 1
  }

  /// Replaces paragraphs `range` with `newParagraphs` after an edit, re-laying out only them.
  func replaceParagraphs(_ range: ClosedRange<Int>, with newParagraphs: [String]) {
    settle()
    let previous =
      range.count == 1
      ? cache[range.lowerBound].map { (layout: $0, text: paragraphs[range.lowerBound]) } : nil
    paragraphs.replaceSubrange(range, with: newParagraphs)
    let shift = newParagraphs.count - range.count
    var moved: [Int: ParagraphLayout] = [:]
    var movedRecency: [Int: Int] = [:]
    for (index, layout) in cache where !range.contains(index) {
      let newIndex = index > range.upperBound ? index + shift : index
      moved[newIndex] = layout
      movedRecency[newIndex] = recency[index]
    }
    cache = moved
    recency = movedRecency
    estimatedCount -= isMeasured[range].lazy.filter { !$0 }.count
    measureCursor = min(measureCursor, range.lowerBound)
    let count = newParagraphs.count
    if averageCharacterWidth == 0, count > 64 {
      averageCharacterWidth = measureAverageCharacterWidth()
    }
    let lineHeight = style.linePitch ?? style.font.lineHeight
    let measured = newParagraphs.indices.map { Self.isLaidOutAtOnce($0, of: count) }
    isMeasured.replaceSubrange(range, with: measured)
    estimatedCount += measured.lazy.filter { !$0 }.count
    let newHeights = newParagraphs.indices.map { offset -> CGFloat in
      guard measured[offset] else {
        return estimatedHeight(newParagraphs[offset], lineHeight: lineHeight)
      }
      let index = range.lowerBound + offset
      let layout: ParagraphLayout
      if let previous, count == 1 {
        layoutCount += 1
        layout = previous.layout.edited(
          from: previous.text, to: newParagraphs[offset], make: makeTextLayout)
      } else {
        layout = makeLayout(newParagraphs[offset])
      }
      cache[index] = layout
      clock += 1
      recency[index] = clock
      return layout.height
    }
    if shift == 0 {
      for (offset, height) in newHeights.enumerated() {
        heights.set(height, at: range.lowerBound + offset)
      }
    } else {
      heights.replaceSubrange(range.lowerBound..<(range.upperBound + 1), with: newHeights)
    }
    evictIfNeeded()
  }

  /// Whether the paragraph at `offset` of `count` that an edit inserted is laid out at once:
  /// all of a small insertion, and the first and last few of a large one (around the caret);
  /// a 10 MB paste gets estimated heights for the rest instead of a long pause.
  private static func isLaidOutAtOnce(_ offset: Int, of count: Int) -> Bool {
    count <= 64 || offset < 32 || offset >= count - 32
  }

  /// Sets every height anew: measured exactly for short documents (keeping the first
  /// layouts), estimated for long ones.
  private func measureAll() {
    measureCursor = 0
    guard paragraphs.count > eagerLimit else {
      isMeasured = Array(repeating: true, count: paragraphs.count)
      estimatedCount = 0
      layoutCount += paragraphs.count
      unsettled = paragraphs.map(makePieces)
      return
    }
    unsettled = nil
    isMeasured = Array(repeating: false, count: paragraphs.count)
    estimatedCount = paragraphs.count
    averageCharacterWidth = measureAverageCharacterWidth()
    let lineHeight = style.linePitch ?? style.font.lineHeight
    heights = PrefixSums(paragraphs.map { estimatedHeight($0, lineHeight: lineHeight) })
  }

  /// A paragraph's height guessed from its length: enough lines for its characters at the
  /// font's average width.
  private func estimatedHeight(_ text: String, lineHeight: CGFloat) -> CGFloat {
    guard let width = style.width, width > 0 else { return lineHeight }
    let lines = (CGFloat(text.utf8.count) * averageCharacterWidth / width).rounded(.up)
    return max(lines, 1) * lineHeight
  }

  private func measureAverageCharacterWidth() -> CGFloat {
    let sample = "The quick brown fox jumps over the lazy dog, 0123456789 times."
    let layout = TextLayout(sample, font: style.font)
    return layout.size.width / CGFloat(sample.count)
  }

  /// Lays out the pieces of a short document, all in one batch, and makes them its first
  /// paragraph layouts and heights.
  private func settle() {
    guard let unsettled else { return }
    self.unsettled = nil
    heights = PrefixSums(
      layOutTogether(unsettled).enumerated().map { index, layout in
        if index < cacheLimit {
          cache[index] = layout
          recency[index] = 0
        }
        return layout.height
      })
  }

  /// Lays out the pieces of several paragraphs in one ``TextLayoutBatch`` and joins each
  /// paragraph's pieces.
  private func layOutTogether(_ paragraphs: [[(start: Int, layout: TextLayout)]])
    -> [ParagraphLayout]
  {
    TextLayoutBatch.layOut(paragraphs.flatMap { $0.map(\.layout) })
    return paragraphs.map(ParagraphLayout.init(pieces:))
  }

  /// The pieces of a paragraph, each with a layout in the current style that is not laid out
  /// yet.
  private func makePieces(_ text: String) -> [(start: Int, layout: TextLayout)] {
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

  private func evictIfNeeded() {
    guard cache.count > cacheLimit else { return }
    let oldest = recency.sorted { $0.value < $1.value }.prefix(cache.count - cacheLimit / 2)
    for (index, _) in oldest {
      cache[index] = nil
      recency[index] = nil
    }
  }
}
