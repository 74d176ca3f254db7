/// A widget whose look is one theme entry: it names the entry once, and DrawKit draws the
/// entry's layers for it in every theme, typed for the widget.
///
/// ```swift
/// final class Toggle: DrawView, ThemedWidget {
///   static let themeEntry = ThemeEntry<DrawingLayers<Toggle>>(default: [
///     .track: Drawing.fill(.accent, cornerRadius: 10).when(\.isSelected),
///   ])
/// }
/// ```
///
/// That one declaration is the whole theme side: a theme restyles every toggle below it
/// with `theme[Toggle.themeEntry][.track] = .fill(.red)`, and a theme that does not set the
/// entry draws its default. The entry may also be a constant declared on ``ThemeEntry``
/// (`static var themeEntry: ThemeEntry<DrawingLayers<Toggle>> { .toggle }`), which themes
/// then reach as `theme[.toggle]`; DrawKit's own widgets do that (``ThemeEntry/checkbox``,
/// ``ThemeEntry/textField``, ...).
///
/// The entry's value is anything that provides drawing layers (``DrawingLayersProviding``):
/// ``DrawingLayers`` alone, or a ``WidgetStyle`` with tokens the widget reads as well
/// (`effectiveTheme[.slider].thumbDiameter`). The default ``DrawView/themeDrawings(from:)``
/// returns the entry's drawings, made for the widget once per theme change, so each frame
/// draws them without a type check. A subclass of a themed widget that has an entry of its
/// own overrides ``DrawView/themeDrawings(from:)`` and returns
/// `theme[.myEntry].drawings(for: self)`, as ``PlaceholderTextView`` does.
public protocol ThemedWidget: DrawView {
  /// The entry's value: layers of drawings for the widget, alone or with tokens.
  associatedtype Style: DrawingLayersProviding where Style.Node: DrawView
  /// The theme entry holding the look of this kind of widget.
  static var themeEntry: ThemeEntry<Style> { get }
}

extension ThemedWidget {
  /// The entry's drawings in `theme`, made for this widget; none when the widget is not of
  /// the type its entry draws.
  func themeEntryDrawings(from theme: Theme) -> [Drawing<DrawView>] {
    guard let node = self as? Style.Node else { return [] }
    return theme[Self.themeEntry].drawings(for: node)
  }
}

extension DrawingLayersProviding where Node: DrawView {
  /// The drawings, back to front, as drawings for any view made for `view`: the list a
  /// widget returns from ``DrawView/themeDrawings(from:)``.
  ///
  /// They draw `view`'s kind without a type check at each draw (views of other types are
  /// checked, and those not of type `Node` are skipped), so a frame of many widgets spends
  /// nothing on casts.
  public func drawings(for view: Node) -> [Drawing<DrawView>] {
    layers.drawings.map { $0.bound(to: view) }
  }
}
