/// Something assistive technology can ask an element to do, on a user's behalf.
///
/// A view carries them out in ``DrawView/performAccessibilityAction(_:)``.
public struct AccessibilityAction: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: String, Hashable, Sendable {
    case press, increment, decrement
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// Press or activate it, as a click or Space would.
  public static let press = AccessibilityAction(.press)
  /// Raise its value by a step.
  public static let increment = AccessibilityAction(.increment)
  /// Lower its value by a step.
  public static let decrement = AccessibilityAction(.decrement)

  /// The action's name: `press`, `increment` or `decrement`.
  public var description: String { kind.rawValue }
}
