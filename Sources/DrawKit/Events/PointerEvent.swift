import Foundation

/// A pointer (mouse, touchpad) event, in the coordinates of the view that receives it.
public struct PointerEvent: Hashable, Sendable {
  /// What the pointer did.
  public struct Phase: Hashable, Sendable {
    private let name: String

    /// A button went down.
    public static let down = Phase(name: "down")
    /// The pointer moved (with or without a button held).
    public static let move = Phase(name: "move")
    /// A button went up.
    public static let up = Phase(name: "up")
    /// The wheel or touchpad scrolled by ``PointerEvent/scrollDelta``.
    public static let scroll = Phase(name: "scroll")
  }

  /// A pointer button.
  public struct Button: Hashable, Sendable {
    private let number: Int

    /// The primary (usually left) button.
    public static let primary = Button(number: 1)
    /// The middle button or wheel press.
    public static let middle = Button(number: 2)
    /// The secondary (usually right) button.
    public static let secondary = Button(number: 3)
  }

  /// What the pointer did.
  public var phase: Phase
  /// Where, in the receiving view's coordinates.
  public var location: CGPoint
  /// Which button, for down and up events.
  public var button: Button
  /// 1 for a single click, 2 for a double click, 3 for a triple click.
  public var clickCount: Int
  /// How far to scroll, in points, for scroll events: positive y scrolls the content up (shows
  /// what is below).
  public var scrollDelta: CGSize
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a pointer event.
  public init(
    _ phase: Phase, at location: CGPoint, button: Button = .primary, clickCount: Int = 1,
    scrollDelta: CGSize = .zero, modifiers: KeyModifiers = []
  ) {
    self.phase = phase
    self.location = location
    self.button = button
    self.clickCount = clickCount
    self.scrollDelta = scrollDelta
    self.modifiers = modifiers
  }
}
