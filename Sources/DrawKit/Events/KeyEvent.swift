/// A key press delivered to the focused view.
///
/// A press carries the ``key`` for shortcuts and editing keys, and the ``text`` it typed, if
/// any, for text input: a host fills ``text`` from the keyboard layout (xkbcommon), so dead
/// keys, compose sequences and input methods arrive as the text they produce.
public struct KeyEvent: Hashable, Sendable {
  /// The key pressed.
  public var key: Key
  /// The modifiers held.
  public var modifiers: KeyModifiers
  /// The text the press typed, or `nil` for keys that type nothing.
  public var text: String?

  /// Creates a key press.
  public init(_ key: Key, modifiers: KeyModifiers = [], text: String? = nil) {
    self.key = key
    self.modifiers = modifiers
    self.text = text
  }

  /// Text input with no particular key: what an input method or a paste from the host
  /// delivers (`KeyEvent.typing("世界")`).
  public static func typing(_ text: String) -> KeyEvent {
    KeyEvent(.character(text.first ?? " "), text: text)
  }
}
