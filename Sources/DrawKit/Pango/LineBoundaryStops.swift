internal import CDrawKitCairo
import Foundation

/// The caret stops at a laid-out text's line boundaries, read from the analysis Pango made
/// while laying it out (`pango_layout_get_log_attrs_readonly`) rather than by measuring the
/// text around each boundary again.
///
/// Pango breaks lines only where its analysis allows, which is almost always a caret stop; a
/// boundary the analysis does not mark as one is rounded down as
/// `String.characterIndex(utf8Offset:)` rounds. Boundaries are asked for in
/// ascending order, so the code points before them are counted once for the whole text.
struct LineBoundaryStops {
  private let text: String
  /// Pango's analysis of each character of the layout, and one past the last.
  private let attributes: UnsafePointer<PangoLogAttr>?
  private let attributeCount: Int
  /// The UTF-8 offset counted up to, and how many code points start before it.
  private var countedOffset = 0
  private var countedCharacters = 0

  /// The stops of `layout`'s text, from its Pango layout `pangoLayout`, which is laid out.
  init(of layout: TextLayout, in pangoLayout: OpaquePointer) {
    text = layout.text
    var count: Int32 = 0
    attributes = pango_layout_get_log_attrs_readonly(pangoLayout, &count)
    attributeCount = Int(count)
  }

  /// The caret stop at or before the UTF-8 offset `offset`, which is at or after every offset
  /// asked for before.
  mutating func index(atOrBefore offset: Int) -> String.Index {
    let utf8 = text.utf8
    let offset = min(max(offset, 0), utf8.count)
    guard let attributes, offset >= countedOffset else {
      return text.characterIndex(utf8Offset: offset)
    }
    var index = utf8.index(utf8.startIndex, offsetBy: countedOffset)
    while countedOffset < offset {
      if utf8[index] & 0xC0 != 0x80 { countedCharacters += 1 }
      utf8.formIndex(after: &index)
      countedOffset += 1
    }
    guard countedCharacters < attributeCount,
      attributes[countedCharacters].is_cursor_position != 0
    else { return text.characterIndex(utf8Offset: offset) }
    return index
  }
}
