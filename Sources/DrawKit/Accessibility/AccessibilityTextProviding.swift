import Foundation

/// A view whose text assistive technology reads (and, when editable, edits) character by
/// character: the door a host's bridge (AT-SPI's Text and EditableText interfaces) reaches
/// text through, for DrawKit's text widgets, ``Label`` and a widget of your own alike.
///
/// Offsets count Unicode scalars, as AT-SPI does; a view that hides its text (a secure
/// field) counts the bullets it shows instead. Offsets given to the view may lie outside the
/// text: clamp them. Post ``AccessibilityNotification/Kind/textInserted``,
/// ``AccessibilityNotification/Kind/textDeleted`` and
/// ``AccessibilityNotification/Kind/caretMoved`` when they change, so a screen reader follows.
///
/// Only ``accessibleText``, ``accessibleCaretOffset``, ``accessibleSelection`` and
/// ``accessibleCharacterRect(at:)`` are required; the rest have defaults for text that is
/// read, not edited.
public protocol AccessibilityTextProviding: DrawView {
  /// The text as assistive technology may read it.
  var accessibleText: String { get }

  /// The caret's character offset; assigning moves it (a view without a caret may ignore
  /// the assignment and report 0).
  var accessibleCaretOffset: Int { get set }

  /// The selected characters' offsets, empty at the caret when nothing is selected;
  /// assigning selects, or is ignored by text that cannot be selected.
  var accessibleSelection: Range<Int> { get set }

  /// The rectangle of the character at `offset`, in the root view's coordinates.
  func accessibleCharacterRect(at offset: Int) -> CGRect

  /// The offset of the character under `point` (in the root view's coordinates), or -1 when
  /// the point is outside the view.
  ///
  /// By default: the first character whose ``accessibleCharacterRect(at:)`` holds the point,
  /// else the end of the text; a long text should answer through its layout's hit testing.
  func accessibleOffset(at point: CGPoint) -> Int

  /// Whether assistive technology may insert and delete text now; `false` by default.
  var isAccessibleTextEditable: Bool { get }

  /// Inserts `text` at character offset `offset`; by default, nothing.
  func accessibleInsert(_ text: String, at offset: Int)

  /// Deletes the characters in `range`; by default, nothing.
  func accessibleDelete(_ range: Range<Int>)
}

extension AccessibilityTextProviding {
  /// The first character whose rectangle holds `point`, the end of the text when none does,
  /// or -1 when the point is outside the view.
  public func accessibleOffset(at point: CGPoint) -> Int {
    guard point.x.isFinite, point.y.isFinite,
      bounds.contains(rootView.convert(point, to: self))
    else { return -1 }
    let count = accessibleText.unicodeScalars.count
    return (0..<count).first { accessibleCharacterRect(at: $0).contains(point) } ?? count
  }

  /// Read-only text: `false`.
  public var isAccessibleTextEditable: Bool { false }

  /// Read-only text: does nothing.
  public func accessibleInsert(_ text: String, at offset: Int) {}

  /// Read-only text: does nothing.
  public func accessibleDelete(_ range: Range<Int>) {}
}
