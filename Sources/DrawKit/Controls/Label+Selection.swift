import Foundation

/// What a selectable label's selection holds, in the shown text.
extension Label {
  /// The selected text, or `nil` when nothing is selected.
  public var selectedText: String? {
    guard let range = selectedTextRange, !range.isEmpty else { return nil }
    return String(textFragments[0].layout.text[range])
  }

  /// The selection as indices of the shown text, clamped into it.
  var selectedTextRange: Range<String.Index>? {
    guard let offsets = selectedUTF8Range else { return nil }
    let text = textFragments[0].layout.text
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index {
      utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
    }
    return index(offsets.lowerBound)..<index(offsets.upperBound)
  }

  /// The UTF-8 offset of the caret stop nearest `point`, in the label's coordinates.
  func utf8Offset(at point: CGPoint) -> Int {
    let fragment = textFragments[0]
    let index = fragment.layout.index(
      at: CGPoint(x: point.x - fragment.origin.x, y: point.y - fragment.origin.y))
    return fragment.layout.text.utf8.distance(from: fragment.layout.text.utf8.startIndex, to: index)
  }
}
