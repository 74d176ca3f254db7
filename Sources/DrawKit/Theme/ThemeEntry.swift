/// One entry of every ``Theme``: the look of one kind of widget, or any other value a theme
/// should carry, declared once with its default.
///
/// An entry is a static constant on `ThemeEntry` itself, so a theme reads and writes it as
/// `theme[.toggle]`, the way SwiftUI's `@Entry` declares an environment value in one line:
///
/// ```swift
/// extension ThemeEntry where Value == DrawingLayers<Toggle> {
///   static let toggle = ThemeEntry(default: [
///     .track: .fill(.controlBackground, cornerRadius: 10),
///     .knob: Drawing.fill(.accent, cornerRadius: 8).inset(2),
///   ])
/// }
/// ```
///
/// Each `ThemeEntry` value made by ``init(default:)`` is an entry of its own: declare it as a
/// `static let` (a computed property would make a new, empty entry at every read). A widget
/// declares its entry as ``ThemedWidget/themeEntry`` (in the widget, or naming a constant such
/// as the one above) and DrawKit draws it; a theme that does not set the entry has its
/// default. Entries are values shared between threads, so `Value` is `Sendable`: drawings,
/// layers, styles and tokens are.
///
/// Defaults drawn with theme colours (``Color/accent``, ``Color/label``) follow the tokens of
/// every theme, the dark one included, without a value of their own in it.
public struct ThemeEntry<Value: Sendable>: Sendable {
  /// What tells this entry from every other: the identity of an object made once.
  final class Identity: Sendable {}

  let identity = Identity()

  /// The value of a theme that does not set this entry.
  public let defaultValue: Value

  /// A new entry whose value is `defaultValue` in every theme that does not set it.
  public init(default defaultValue: Value) {
    self.defaultValue = defaultValue
  }
}
