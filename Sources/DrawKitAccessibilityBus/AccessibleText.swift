internal import CDrawKitAccessibilityBridge
import DrawKit
import Foundation

/// A view's accessible text (``DrawKit/AccessibilityTextProviding``) in AT-SPI's terms:
/// offsets count Unicode scalars, and units (words, lines) are found around an offset.
struct AccessibleText {
  let input: any AccessibilityTextProviding
  let scalars: [Unicode.Scalar]

  init(_ input: any AccessibilityTextProviding) {
    self.input = input
    scalars = Array(input.accessibleText.unicodeScalars)
  }

  /// How many scalars the text holds.
  var count: Int { scalars.count }

  /// `offset` within `0...count`.
  func clamp(_ offset: Int) -> Int {
    min(max(offset, 0), scalars.count)
  }

  /// The text from `start` to `end` (a negative `end` is the end), bounds clamped.
  func substring(from start: Int, to end: Int) -> String {
    let first = clamp(start)
    let last = end < 0 ? scalars.count : max(first, clamp(end))
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[first..<last])
    return String(view)
  }

  /// The offset of the character under `point` (in the root's coordinates), or -1 when the
  /// point is outside the view, clamped into the text.
  func offset(at point: CGPoint) -> Int {
    let offset = input.accessibleOffset(at: point)
    return offset < 0 ? -1 : clamp(offset)
  }

  /// The character, word, sentence, line or paragraph around `offset`: a word runs over
  /// letters and digits with the spaces after it; lines, sentences and paragraphs run to
  /// after the next newline.
  func unit(around offset: Int, _ granularity: DKGranularity) -> Range<Int> {
    let at = clamp(offset)
    switch granularity {
    case DKGranularityCharacter:
      return at..<min(at + 1, scalars.count)
    case DKGranularityWord:
      var start = at
      while start > 0, Self.isWordScalar(scalars[start - 1]) { start -= 1 }
      var end = at
      while end < scalars.count, Self.isWordScalar(scalars[end]) { end += 1 }
      while end < scalars.count, scalars[end] == " " { end += 1 }
      return start..<end
    default:
      var start = at
      while start > 0, scalars[start - 1] != "\n" { start -= 1 }
      var end = at
      while end < scalars.count, scalars[end] != "\n" { end += 1 }
      return start..<min(end + 1, scalars.count)
    }
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
