import Foundation

/// A pointer (mouse, touchpad) event, in the coordinates of the view that receives it.
public struct PointerEvent: Hashable, Sendable {
  /// What the pointer did.
  public struct Phase: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// The phase's name: `down`, `move`, `hover`, ...
    public var description: String { name }

    /// A button went down.
    public static let down = Phase(name: "down")
    /// The pointer moved with a button held: a drag, delivered to the view the press began
    /// on.
    public static let move = Phase(name: "move")
    /// The pointer moved with no button held, delivered to the view under it.
    public static let hover = Phase(name: "hover")
    /// The pointer came into the view (sent to each view it enters, not passed on).
    public static let enter = Phase(name: "enter")
    /// The pointer left the view, or the window (sent to each view it leaves, not passed on).
    public static let exit = Phase(name: "exit")
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
