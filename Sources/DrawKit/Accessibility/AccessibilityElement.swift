/// How a view describes itself to assistive technology such as a screen reader: what it is,
/// what it is called, its value and its states.
///
/// A view with an element is exposed; a view without one is transparent, and its children
/// join the nearest exposed ancestor. Widgets set theirs in a line:
///
/// ```swift
/// checkbox.accessibilityElement = AccessibilityElement(role: .checkBox, label: "Bold")
/// ```
///
/// DrawKit adds the states it knows from the view (focus, enabled, selected, pressed) when
/// the tree is read, so an element holds only what the view itself knows.
public struct AccessibilityElement: Hashable, Sendable {
  /// What kind of thing it is.
  public var role: AccessibilityRole
  /// Its name, as read out: a button's title, a field's label.
  public var label: String
  /// Its value as text: a text field's text, a slider's "50 %"; `nil` when it has none.
  ///
  /// A password field's value is never its text.
  public var value: String?
  /// What using it does, read after a pause: "Double-tap to play".
  public var hint: String?
  /// States only the widget knows, such as ``AccessibilityStates/checked``.
  public var states: AccessibilityStates
  /// What assistive technology may ask it to do.
  public var actions: [AccessibilityAction]
  /// Where its value stands in its range, for sliders and progress bars.
  public var numericValue: AccessibilityRange?

  /// An element with a role and a label, and optionally the rest.
  public init(
    role: AccessibilityRole, label: String = "", value: String? = nil, hint: String? = nil,
    states: AccessibilityStates = [], actions: [AccessibilityAction] = [],
    numericValue: AccessibilityRange? = nil
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.states = states
    self.actions = actions
    self.numericValue = numericValue
  }
}
