/// A look for text widgets, made of closures: for each widget kind, its drawings and tokens.
///
/// A view's theme is inherited by its subviews; set ``DrawView/theme`` on any view to give
/// its subtree (or just itself) another look. Themes are values: derive one from another
/// with ``with(_:)``:
///
/// ```swift
/// let red = Theme.plain.with {
///   $0.textField[.underline] = .textUnderline(color: .red, width: 1)
///   $0.textField.font = Font(family: "DejaVu Sans", size: 18)
/// }
/// ```
///
/// State-dependent looks are drawings that read the widget's state: a focus underline is
/// `.textUnderline(color: .blue, width: 2).when(\.isFocused)`.
public struct Theme {
  /// A name for debugging.
  public var name: String
  /// How text fields look.
  public var textField: WidgetStyle<TextField>
  /// How text views look.
  public var textView: WidgetStyle<TextView>
  /// How placeholder text views look.
  public var placeholderTextView: WidgetStyle<PlaceholderTextView>

  /// Creates a theme from a style for each widget kind.
  public init(
    name: String, textField: WidgetStyle<TextField>, textView: WidgetStyle<TextView>,
    placeholderTextView: WidgetStyle<PlaceholderTextView>
  ) {
    self.name = name
    self.textField = textField
    self.textView = textView
    self.placeholderTextView = placeholderTextView
  }

  /// A copy of the theme with `change` applied.
  public func with(_ change: (inout Theme) -> Void) -> Theme {
    var copy = self
    change(&copy)
    return copy
  }
}
