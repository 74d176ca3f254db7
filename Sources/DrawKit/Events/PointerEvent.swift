import Foundation

/// A pointer (mouse, touchpad) event, in the coordinates of the view that receives it.
public struct PointerEvent: Hashable, Sendable {
  /// What the pointer did.
  public struct Phase: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable {
      case down, move, hover, enter, exit, up, scroll, scrollEnd
    }
    private let kind: Kind

    private init(_ kind: Kind) {
      self.kind = kind
    }

    /// The phase's name: `down`, `move`, `hover`, ...
    public var description: String { kind.rawValue }

    /// A button went down.
    public static let down = Phase(.down)
    /// The pointer moved with a button held: a drag, delivered to the view the press began
    /// on.
    public static let move = Phase(.move)
    /// The pointer moved with no button held, delivered to the view under it.
    public static let hover = Phase(.hover)
    /// The pointer came into the view (sent to each view it enters, not passed on).
    public static let enter = Phase(.enter)
    /// The pointer left the view, or the window (sent to each view it leaves, not passed on).
    public static let exit = Phase(.exit)
    /// A button went up.
    public static let up = Phase(.up)
    /// The wheel or touchpad scrolled by ``PointerEvent/scrollDelta``.
    public static let scroll = Phase(.scroll)
    /// A touchpad scroll ended, its fingers lifted at ``PointerEvent/scrollVelocity``.
    ///
    /// A ``ScrollView`` flings on from there. Hosts send it when their platform reports it
    /// (GTK 4 does, X11 core events do not).
    public static let scrollEnd = Phase(.scrollEnd)
  }

  /// A pointer button.
  public struct Button: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable {
      case primary, middle, secondary, back, forward
    }
    private let kind: Kind

    private init(_ kind: Kind) {
      self.kind = kind
    }

    /// The button's name: `primary`, `middle`, ...
    public var description: String { kind.rawValue }

    /// The primary (usually left) button.
    public static let primary = Button(.primary)
    /// The middle button or wheel press.
    public static let middle = Button(.middle)
    /// The secondary (usually right) button.
    public static let secondary = Button(.secondary)
    /// The side button that goes back in history.
    public static let back = Button(.back)
    /// The side button that goes forward in history.
    public static let forward = Button(.forward)
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
  /// How fast the scroll was going when it ended, in points a second with the signs of
  /// ``scrollDelta``, for ``Phase/scrollEnd`` events; zero when the host does not know.
  public var scrollVelocity: CGSize
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a pointer event.
  public init(
    _ phase: Phase, at location: CGPoint, button: Button = .primary, clickCount: Int = 1,
    scrollDelta: CGSize = .zero, scrollVelocity: CGSize = .zero, modifiers: KeyModifiers = []
  ) {
    self.phase = phase
    self.location = location
    self.button = button
    self.clickCount = clickCount
    self.scrollDelta = scrollDelta
    self.scrollVelocity = scrollVelocity
    self.modifiers = modifiers
  }
}
