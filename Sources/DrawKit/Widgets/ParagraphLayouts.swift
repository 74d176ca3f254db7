import Foundation

/// The laid-out paragraphs of a text view: a height for every paragraph, summed for quick
/// lookup, and a bounded cache of Pango layouts for the paragraphs recently shown or edited.
///
/// Only heights are kept for the whole document; a layout is made when a paragraph is drawn,
/// measured or hit-tested, and the least recently used ones are dropped past
/// ``cacheLimit``. Editing one paragraph re-lays out only that paragraph.
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
        for layout in cache.values { layout.color = style.color }
      }
    }
  }

  /// How many paragraph layouts are kept at most.
  let cacheLimit = 512
  private(set) var paragraphs: [String]
  private var heights = PrefixSums()
  private var cache: [Int: TextLayout] = [:]
  private var recency: [Int: Int] = [:]
  private var clock = 0
  /// How many paragraph layouts have been made: for tests that check what an edit costs.
  private(set) var layoutCount = 0

  init(paragraphs: [String], style: Style) {
    self.paragraphs = paragraphs
    self.style = style
    measureAll()
  }

  /// The sum of all paragraph heights.
  var totalHeight: CGFloat { heights.total }

  /// The number of paragraphs.
  var count: Int { paragraphs.count }

  /// The top of paragraph `index`, relative to the first paragraph's top.
  func top(ofParagraph index: Int) -> CGFloat { heights.sum(before: index) }

  /// The height of paragraph `index`.
  func height(ofParagraph index: Int) -> CGFloat { heights.values[index] }

  /// The paragraph whose span holds `y` (clamped to the first and last).
  func paragraph(atY y: CGFloat) -> Int { heights.index(containing: max(y, 0)) }

  /// The layout of paragraph `index`, made (and cached) when needed.
  func layout(ofParagraph index: Int) -> TextLayout {
    clock += 1
    recency[index] = clock
    if let cached = cache[index] { return cached }
    let layout = makeLayout(paragraphs[index])
    cache[index] = layout
    heights.set(layout.size.height, at: index)
    evictIfNeeded()
    return layout
  }

  /// Replaces paragraphs `range` with `newParagraphs` after an edit, re-laying out only them.
  func replaceParagraphs(_ range: ClosedRange<Int>, with newParagraphs: [String]) {
    paragraphs.replaceSubrange(range, with: newParagraphs)
    let shift = newParagraphs.count - range.count
    var moved: [Int: TextLayout] = [:]
    var movedRecency: [Int: Int] = [:]
    for (index, layout) in cache where !range.contains(index) {
      let newIndex = index > range.upperBound ? index + shift : index
      moved[newIndex] = layout
      movedRecency[newIndex] = recency[index]
    }
    cache = moved
    recency = movedRecency
    let newHeights = newParagraphs.indices.map { offset -> CGFloat in
      let index = range.lowerBound + offset
      let layout = makeLayout(newParagraphs[offset])
      cache[index] = layout
      clock += 1
      recency[index] = clock
      return layout.size.height
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

  private func measureAll() {
    heights = PrefixSums(
      paragraphs.map { paragraph in
        makeLayout(paragraph).size.height
      })
  }

  private func makeLayout(_ text: String) -> TextLayout {
    layoutCount += 1
    let layout = TextLayout(text, font: style.font, color: style.color)
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
