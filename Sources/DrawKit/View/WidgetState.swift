/// The state of a view that its drawings select on: `Drawing.fill(.accent).when(.selected)`.
///
/// DrawKit keeps focus, hover, press and the visible focus from events; widgets set
/// ``DrawView/isEnabled`` and ``DrawView/isSelected``, and may add states of their own by
/// overriding ``DrawView/state``.
public struct WidgetState: OptionSet, Hashable, Sendable {
  /// The state's bits.
  public let rawValue: Int

  /// Creates a state from its bits; bits 16 and up are free for states of your own.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The view has the keyboard focus.
  public static let focused = WidgetState(rawValue: 1 << 0)
  /// The view has the keyboard focus and the focus shows: it came by the keyboard (Tab), as
  /// CSS's `:focus-visible`.
  public static let focusVisible = WidgetState(rawValue: 1 << 1)
  /// The pointer is over the view.
  public static let hovered = WidgetState(rawValue: 1 << 2)
  /// A press on the view is held.
  public static let pressed = WidgetState(rawValue: 1 << 3)
  /// The view is disabled (``DrawView/isEnabled`` is false).
  public static let disabled = WidgetState(rawValue: 1 << 4)
  /// The view is selected, checked or on.
  public static let selected = WidgetState(rawValue: 1 << 5)
  /// A text widget's text cannot be changed by the user.
  public static let readOnly = WidgetState(rawValue: 1 << 6)
  /// A text widget holds no text, and no input method is composing any.
  public static let empty = WidgetState(rawValue: 1 << 7)
}
