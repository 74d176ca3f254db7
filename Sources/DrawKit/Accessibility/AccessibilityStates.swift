/// The states of an accessible element that assistive technology reports: "checked",
/// "dimmed", "editable".
///
/// ``focused``, ``focusable``, ``disabled``, ``selected`` and ``pressed`` come from the view
/// itself (``DrawView/isFocused``, ``DrawView/isFocusable``, ``DrawView/isEnabledInTree``,
/// ``DrawView/isSelected``, ``DrawView/isPressed``) when the tree is read; an element sets
/// only what the view cannot know, such as ``checked``.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// It has the keyboard focus.
  public static let focused = AccessibilityStates(rawValue: 1 << 0)
  /// It can take the keyboard focus.
  public static let focusable = AccessibilityStates(rawValue: 1 << 1)
  /// It takes no input now (GTK's insensitive, UIKit's not enabled).
  public static let disabled = AccessibilityStates(rawValue: 1 << 2)
  /// It is checked or on.
  public static let checked = AccessibilityStates(rawValue: 1 << 3)
  /// It is selected: a segment of a segmented control, a list's row, a tab.
  public static let selected = AccessibilityStates(rawValue: 1 << 4)
  /// Its text can be edited.
  public static let editable = AccessibilityStates(rawValue: 1 << 5)
  /// Its text runs over several lines.
  public static let multiLine = AccessibilityStates(rawValue: 1 << 6)
  /// Its text can be read and selected but not changed.
  public static let readOnly = AccessibilityStates(rawValue: 1 << 7)
  /// It is being pressed.
  public static let pressed = AccessibilityStates(rawValue: 1 << 8)
  /// It is partly checked (a check box over a mixed selection).
  public static let mixed = AccessibilityStates(rawValue: 1 << 9)
  /// It can be selected: an item of a list, or a tab.
  ///
  /// DrawKit derives it when the tree is read, for the items of an
  /// ``AccessibilitySelectionProviding`` view and for every ``AccessibilityRole/tab``.
  public static let selectable = AccessibilityStates(rawValue: 1 << 10)
  /// Several of its items can be selected at once.
  ///
  /// DrawKit derives it when the tree is read, for an ``AccessibilitySelectionProviding``
  /// view whose ``AccessibilitySelectionProviding/isAccessibleSelectionMultiple`` is `true`.
  public static let multiSelectable = AccessibilityStates(rawValue: 1 << 11)

  /// The names of the states in the set, in declaration order: for test snapshots and logs.
  public var names: [String] {
    let all: [(AccessibilityStates, String)] = [
      (.focused, "focused"), (.focusable, "focusable"), (.disabled, "disabled"),
      (.checked, "checked"), (.selected, "selected"), (.editable, "editable"),
      (.multiLine, "multiLine"), (.readOnly, "readOnly"), (.pressed, "pressed"),
      (.mixed, "mixed"), (.selectable, "selectable"), (.multiSelectable, "multiSelectable"),
    ]
    return all.filter { contains($0.0) }.map(\.1)
  }
}
