/// A key on the keyboard: a named key (arrows, editing keys) or the character a key types.
public struct Key: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case named(String)
    case character(String)
  }
  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// A key that types `character`, as shortcuts name it.
  ///
  /// `Key.character("a")` for Ctrl+A. Letters are compared without case.
  public static func character(_ character: Character) -> Key {
    Key(.character(String(character).lowercased()))
  }

  /// A named key that types no text, by its X11 keysym name (`"F1"`, `"Menu"`).
  ///
  /// `Key.named("Left")` equals ``left``; hosts use this for keys without a constant here.
  public static func named(_ name: String) -> Key {
    Key(.named(name))
  }

  /// The space bar, which types a space and activates a focused button.
  public static let space = Key(.character(" "))
  /// The left arrow.
  public static let left = Key(.named("Left"))
  /// The right arrow.
  public static let right = Key(.named("Right"))
  /// The up arrow.
  public static let up = Key(.named("Up"))
  /// The down arrow.
  public static let down = Key(.named("Down"))
  /// Home.
  public static let home = Key(.named("Home"))
  /// End.
  public static let end = Key(.named("End"))
  /// Page Up.
  public static let pageUp = Key(.named("Page_Up"))
  /// Page Down.
  public static let pageDown = Key(.named("Page_Down"))
  /// Backspace.
  public static let backspace = Key(.named("BackSpace"))
  /// Delete (forward delete).
  public static let delete = Key(.named("Delete"))
  /// Insert.
  public static let insert = Key(.named("Insert"))
  /// Return or Enter.
  public static let `return` = Key(.named("Return"))
  /// Tab.
  public static let tab = Key(.named("Tab"))
  /// Escape.
  public static let escape = Key(.named("Escape"))

  /// The X11 keysym-style name of a named key (`"Left"`, `"BackSpace"`), or the character.
  public var description: String {
    switch kind {
    case .named(let name): name
    case .character(let character): character
    }
  }
}
