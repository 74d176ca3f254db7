/// A change assistive technology must hear of, posted to the root view's
/// ``EventHandling/onAccessibilityNotification(_:)`` handler.
public struct AccessibilityNotification {
  /// What changed.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    private enum Name: String, Hashable, Sendable {
      case focusChanged, stateChanged, valueChanged, childrenChanged
      case textInserted, textDeleted, caretMoved, selectionChanged
    }
    private let name: Name

    private init(_ name: Name) {
      self.name = name
    }

    /// The view gained or lost the keyboard focus, or, in an
    /// ``AccessibilitySelectionProviding`` view, its
    /// ``AccessibilitySelectionProviding/accessibleCurrentItem`` moved.
    public static let focusChanged = Kind(.focusChanged)
    /// Its states changed: enabled, selected, checked, shown.
    public static let stateChanged = Kind(.stateChanged)
    /// Its label, value or numeric value changed.
    public static let valueChanged = Kind(.valueChanged)
    /// Subviews were added, removed, hidden or shown.
    public static let childrenChanged = Kind(.childrenChanged)
    /// Text was inserted at ``AccessibilityNotification/range``.
    public static let textInserted = Kind(.textInserted)
    /// Text was deleted from ``AccessibilityNotification/range``.
    public static let textDeleted = Kind(.textDeleted)
    /// The caret or the selection moved.
    public static let caretMoved = Kind(.caretMoved)

    /// The items selected in an ``AccessibilitySelectionProviding`` view changed: the view
    /// posts it after every change to ``AccessibilitySelectionProviding/accessibleSelectedItems``,
    /// whoever made it, and the selected and selectable states of its items are read again.
    public static let selectionChanged = Kind(.selectionChanged)

    /// The kind's name: `focusChanged`, `textInserted`, ...
    public var description: String { name.rawValue }
  }

  /// What changed.
  public let kind: Kind
  /// The view it changed in.
  public let view: DrawView
  /// For text insertions and deletions, the range in character offsets (Unicode scalars, as
  /// AT-SPI counts); for caret moves, the caret offset as an empty range.
  public let range: Range<Int>?
  /// The text inserted or deleted; `nil` for secure text, and for other kinds.
  public let text: String?
}
