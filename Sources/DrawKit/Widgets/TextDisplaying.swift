import Foundation

/// What a view that shows editable text tells the drawings that paint it: the text to draw,
/// the selection, the caret and the placeholder, all in the view's bounds coordinates.
///
/// ``TextField`` and ``TextView`` adopt it; the text drawings (``Drawing/text``,
/// ``Drawing/selection(color:)``, ``Drawing/caret(color:width:)``, ``Drawing/placeholder``)
/// read only this, so they serve any view that adopts it.
public protocol TextDisplaying: AnyObject, SendableMetatype {
  /// The visible text, laid out and placed; empty while the placeholder shows.
  var textFragments: [TextFragment] { get }
  /// The visible text's fragments that reach `rect` (bounds coordinates), which may include
  /// some that do not: what ``Drawing/text`` draws when only `rect` is being redrawn. Views
  /// with much text in view answer it without gathering every fragment.
  func textFragments(in rect: CGRect) -> [TextFragment]
  /// The placeholder, laid out where the first typed character would go, while the text is
  /// empty; empty otherwise.
  var placeholderFragments: [TextFragment] { get }
  /// The rectangles covering the selected text.
  var selectionRects: [CGRect] { get }
  /// Where to draw the caret, or `nil` while it is hidden (not focused, blinking off, or a
  /// range is selected).
  var visibleCaretRect: CGRect? { get }
}

extension TextDisplaying {
  /// Every visible fragment: ``Drawing/text`` skips the lines outside the clip itself.
  public func textFragments(in rect: CGRect) -> [TextFragment] { textFragments }
}
