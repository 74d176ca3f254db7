import Foundation

/// A closure-based look for a whole view tree: theme-wide tokens, and an entry for each kind
/// of widget that wants one.
///
/// A view's theme is inherited by its subviews; set ``DrawView/theme`` on any view to give
/// its subtree another look, which redraws that subtree. Themes are values: derive one from
/// another with ``with(_:)``:
///
/// ```swift
/// let purple = Theme.plain.with {
///   $0.tokens.accent = Color(hex: 0x7E57C2)
///   $0.textField[.underline] = .textUnderline(.red, width: 1)
/// }
/// ```
///
/// **Tokens** (``tokens``) are the colours every style reads: the accent, background and
/// label colours, separator, selection, focus ring and colour scheme. The built-in styles draw
/// with theme colours such as ``Color/accent``, so changing a token restyles every widget at
/// once. The **font** (``font``) is the theme's own, apart from the colours: a dark variant of
/// a theme (`$0.tokens = .dark`) keeps it.
///
/// **Entries** are open: any widget type, in any module, declares a ``ThemeKey`` and reads
/// `theme[MyKey.self]` (usually through a computed property such as ``textField``). A theme
/// that does not set an entry has the key's default.
///
/// State-dependent looks are drawings that read the widget's state: a focus underline is
/// `.textUnderline(.accent, width: 2).when(\.isFocused)`.
public struct Theme: Sendable {
  /// A name for debugging.
  public var name: String
  /// The colours every style reads, and the colour scheme.
  public var tokens: ThemeTokens
  /// The font widgets use unless their style names another (``TextStyleTokens/font``).
  public var font: Font
  private var entries: [ObjectIdentifier: any Sendable] = [:]

  /// Creates a theme with `tokens`, `font` and every entry at its key's default.
  public init(name: String, tokens: ThemeTokens = .light, font: Font = .system(size: 16)) {
    self.name = name
    self.tokens = tokens
    self.font = font
  }

  /// The entry for `key`: the value set in this theme, or the key's default.
  public subscript<Key: ThemeKey>(key: Key.Type) -> Key.Value {
    get { entries[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { entries[ObjectIdentifier(key)] = newValue }
  }

  /// A copy of the theme with `change` applied.
  public func with(_ change: (inout Theme) -> Void) -> Theme {
    var copy = self
    change(&copy)
    return copy
  }
}
