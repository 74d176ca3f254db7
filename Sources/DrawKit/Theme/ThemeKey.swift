/// A key for one entry of a ``Theme``: the look of one kind of widget, or any other value a
/// theme should carry.
///
/// A widget, built in or your own, declares its style as an entry with a default, as a
/// SwiftUI environment key or a Flutter `ThemeExtension` does, and reads it from its
/// ``DrawView/effectiveTheme`` without casts:
///
/// ```swift
/// struct ToggleSwitchStyleKey: ThemeKey {
///   static var defaultValue: DrawingLayers<ToggleSwitch> { [.track: .fill(.controlBackground)] }
/// }
/// extension Theme {
///   var toggleSwitch: DrawingLayers<ToggleSwitch> {
///     get { self[ToggleSwitchStyleKey.self] }
///     set { self[ToggleSwitchStyleKey.self] = newValue }
///   }
/// }
/// ```
///
/// Defaults are drawn with theme colours (``Color/accent``, ``Color/label``), so they follow
/// the tokens of every theme, the dark one included, without an entry of their own.
public protocol ThemeKey {
  /// The type of the entry.
  associatedtype Value: Sendable
  /// The entry of a theme that does not set one.
  static var defaultValue: Value { get }
}
