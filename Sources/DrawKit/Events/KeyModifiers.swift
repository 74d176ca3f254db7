/// The modifier keys held during a key or pointer event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits: one per modifier.
  public let rawValue: Int

  /// Creates modifiers from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Shift: extends selections, capitalises.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Control: the shortcut modifier on Linux desktops (Ctrl+C, Ctrl+Left).
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Alt.
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// Super (the "Windows" or logo key).
  public static let `super` = KeyModifiers(rawValue: 1 << 3)
}
