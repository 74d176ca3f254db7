/// The selected range of a ``TextStorage``, or its caret when nothing is selected.
///
/// The ``anchor`` stays put while the selection is extended; the ``head`` moves (it is where
/// the caret blinks). Either may come first in the text.
public struct TextSelection: Hashable, Sendable {
  /// The end that stays put when the selection is extended.
  public var anchor: TextPosition
  /// The end that moves when the selection is extended: the caret.
  public var head: TextPosition

  /// Creates a selection from its two ends.
  public init(anchor: TextPosition, head: TextPosition) {
    self.anchor = anchor
    self.head = head
  }

  /// A caret at `position`, selecting nothing.
  public static func caret(_ position: TextPosition) -> TextSelection {
    TextSelection(anchor: position, head: position)
  }

  /// The selected range, from the earlier end to the later.
  public var range: Range<TextPosition> { min(anchor, head)..<max(anchor, head) }

  /// Whether nothing is selected (the selection is a caret).
  public var isEmpty: Bool { anchor == head }
}
