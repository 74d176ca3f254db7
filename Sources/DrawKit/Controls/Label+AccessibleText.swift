import Foundation

/// A label's text as assistive technology reads it, character by character: the text shown
/// (cut to ``Label/maximumShownLength``), read-only, with no caret, and the selection of a
/// selectable label.
extension Label: AccessibilityTextProviding {
  /// The text shown.
  public var accessibleText: String { shownText }

  /// Always 0: a label has no caret; assigning does nothing.
  public var accessibleCaretOffset: Int {
    get { 0 }
    set {}
  }

  /// The selection of a selectable label, empty otherwise; assigning selects while the
  /// label ``Label/isSelectable``.
  public var accessibleSelection: Range<Int> {
    get {
      guard let range = selectedTextRange else { return 0..<0 }
      let scalars = textFragments[0].layout.text.unicodeScalars
      let lower = scalars[..<range.lowerBound].count
      return lower..<lower + scalars[range].count
    }
    set {
      guard isSelectable else { return }
      let text = textFragments[0].layout.text
      let scalars = text.unicodeScalars
      func offset(_ scalarOffset: Int) -> Int {
        let index = scalars.index(
          scalars.startIndex, offsetBy: min(max(scalarOffset, 0), scalars.count))
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
      }
      selectedUTF8Range = offset(newValue.lowerBound)..<offset(newValue.upperBound)
    }
  }

  /// The box of the character at `offset` (clamped into the text), in the root view's
  /// coordinates, from the drawn layout.
  public func accessibleCharacterRect(at offset: Int) -> CGRect {
    guard let fragment = textFragments.first else { return .zero }
    let scalars = fragment.layout.text.unicodeScalars
    let index = scalars.index(
      scalars.startIndex, offsetBy: min(max(offset, 0), scalars.count))
    let rect = fragment.layout.characterRect(at: index)
      .offsetBy(dx: fragment.origin.x, dy: fragment.origin.y)
    return convert(rect, to: nil)
  }

  /// The character under `point` (in the root view's coordinates) by the layout's hit
  /// testing, or -1 outside the label.
  public func accessibleOffset(at point: CGPoint) -> Int {
    guard point.x.isFinite, point.y.isFinite else { return -1 }
    let local = rootView.convert(point, to: self)
    guard bounds.contains(local), let fragment = textFragments.first else { return -1 }
    let layout = fragment.layout
    let index = layout.index(
      at: CGPoint(x: local.x - fragment.origin.x, y: local.y - fragment.origin.y))
    let nearest = layout.text.unicodeScalars[..<index].count
    let count = layout.text.unicodeScalars.count
    for candidate in [nearest - 1, nearest] where candidate >= 0 && candidate < count {
      if accessibleCharacterRect(at: candidate).contains(point) { return candidate }
    }
    return nearest
  }
}
