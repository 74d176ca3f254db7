/// A key on the keyboard: a named key (arrows, editing and function keys) or the character a
/// key types.
///
/// The names are DrawKit's own, whatever the windowing system calls the key; each host maps its
/// key codes onto them (the X11 host from keysyms, where the keypad's editing keys act as their
/// main-block twins).
public struct Key: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case left, right, up, down
    case home, end, pageUp, pageDown
    case backspace, delete, insert, `return`, tab, escape
    case menu, help, printScreen, pause, scrollLock
    case function(Int)
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

  /// The function key F`number`, from F1 to F35; `nil` for any other number.
  public static func function(_ number: Int) -> Key? {
    (1...35).contains(number) ? Key(.function(number)) : nil
  }

  /// The space bar, which types a space and activates a focused button.
  public static let space = Key(.character(" "))
  /// The left arrow.
  public static let left = Key(.left)
  /// The right arrow.
  public static let right = Key(.right)
  /// The up arrow.
  public static let up = Key(.up)
  /// The down arrow.
  public static let down = Key(.down)
  /// Home.
  public static let home = Key(.home)
  /// End.
  public static let end = Key(.end)
  /// Page Up.
  public static let pageUp = Key(.pageUp)
  /// Page Down.
  public static let pageDown = Key(.pageDown)
  /// Backspace.
  public static let backspace = Key(.backspace)
  /// Delete (forward delete).
  public static let delete = Key(.delete)
  /// Insert.
  public static let insert = Key(.insert)
  /// Return, or the keypad's Enter.
  public static let `return` = Key(.return)
  /// Tab (Shift+Tab arrives as Tab with ``KeyModifiers/shift``).
  public static let tab = Key(.tab)
  /// Escape.
  public static let escape = Key(.escape)
  /// The menu (context menu) key.
  public static let menu = Key(.menu)
  /// Help.
  public static let help = Key(.help)
  /// Print Screen.
  public static let printScreen = Key(.printScreen)
  /// Pause (Break).
  public static let pause = Key(.pause)
  /// Scroll Lock.
  public static let scrollLock = Key(.scrollLock)

  /// The character the key types, or `nil` for a named key.
  public var character: Character? {
    guard case .character(let string) = kind else { return nil }
    return string.first
  }

  /// The key's name (`left`, `pageUp`, `backspace`, `F5`), or the character it types.
  public var description: String {
    switch kind {
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .backspace: "backspace"
    case .delete: "delete"
    case .insert: "insert"
    case .return: "return"
    case .tab: "tab"
    case .escape: "escape"
    case .menu: "menu"
    case .help: "help"
    case .printScreen: "printScreen"
    case .pause: "pause"
    case .scrollLock: "scrollLock"
    case .function(let number): "F\(number)"
    case .character(let character): character
    }
  }
}
