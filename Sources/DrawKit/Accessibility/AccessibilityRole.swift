/// What kind of thing an accessible element is, as a screen reader announces it: "button",
/// "check box", "text field".
public struct AccessibilityRole: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: String, Hashable, Sendable {
    case group, staticText, button, checkBox, toggle, slider, progressBar, textField
    case passwordField, textArea, image, window, radioButton, scrollBar, scrollPane
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// A container that groups its children: a panel, a row of controls.
  public static let group = AccessibilityRole(.group)
  /// Text that is read, not edited: a label, a heading.
  public static let staticText = AccessibilityRole(.staticText)
  /// Something that acts when pressed.
  public static let button = AccessibilityRole(.button)
  /// A box that is checked or not (``AccessibilityStates/checked``, or ``AccessibilityStates/mixed``).
  public static let checkBox = AccessibilityRole(.checkBox)
  /// A switch that is on or off (``AccessibilityStates/checked`` when on).
  public static let toggle = AccessibilityRole(.toggle)
  /// One of a set of choices of which one is chosen (``AccessibilityStates/checked``): a
  /// segment of a ``SegmentedControl``.
  public static let radioButton = AccessibilityRole(.radioButton)
  /// A value chosen in a range (``AccessibilityElement/numericValue``).
  public static let slider = AccessibilityRole(.slider)
  /// Progress shown in a range (``AccessibilityElement/numericValue``).
  public static let progressBar = AccessibilityRole(.progressBar)
  /// One line of editable text.
  public static let textField = AccessibilityRole(.textField)
  /// One line of secret text: its value is never exposed, only its length in bullets.
  public static let passwordField = AccessibilityRole(.passwordField)
  /// Several lines of text, editable or not.
  public static let textArea = AccessibilityRole(.textArea)
  /// A picture; its label describes it.
  public static let image = AccessibilityRole(.image)
  /// A top-level window.
  public static let window = AccessibilityRole(.window)
  /// A bar that scrolls a pane; its ``AccessibilityElement/numericValue`` is the scroll
  /// offset along its axis.
  public static let scrollBar = AccessibilityRole(.scrollBar)
  /// A pane whose content scrolls: a ``ScrollView``.
  public static let scrollPane = AccessibilityRole(.scrollPane)

  /// The role's name: `button`, `checkBox`, `textField`, ...
  public var description: String { kind.rawValue }
}
