/// A key with its modifiers, as an app's command is bound to it: Ctrl+N for "New note".
///
/// A shortcut matches a press of the same ``Key`` with exactly the same modifiers, whatever
/// text the press typed; letters compare without case, so `KeyShortcut("n", modifiers:
/// [.control, .shift])` matches Ctrl+Shift+N. Attach one to a view with
/// ``EventHandling/onShortcut(_:_:)``: it works while the focus is in that view or below it,
/// and on the root view it works in the whole window.
public struct KeyShortcut: Hashable, Sendable {
  /// The key pressed.
  public var key: Key
  /// The modifiers that must be held, and no others.
  public var modifiers: KeyModifiers

  /// Creates a shortcut from a key and its modifiers.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Creates a shortcut for the key that types `character`: `KeyShortcut("n", modifiers:
  /// .control)`.
  public init(_ character: Character, modifiers: KeyModifiers = []) {
    self.init(.character(character), modifiers: modifiers)
  }

  /// Whether `event` is a press of this shortcut.
  public func matches(_ event: KeyEvent) -> Bool {
    event.key == key && event.modifiers == modifiers
  }
}
