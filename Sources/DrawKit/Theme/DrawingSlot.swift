/// The name of one layer in a ``WidgetStyle``, so a theme can replace that layer alone:
/// `theme.textField[.underline] = ...`.
public struct DrawingSlot: Hashable, Sendable, CustomStringConvertible {
  /// The slot's name.
  public let name: String

  /// A slot with a name of your own, for layers the built-in ones do not cover.
  public init(_ name: String) {
    self.name = name
  }

  /// Fills behind everything.
  public static let background = DrawingSlot("background")
  /// Ruled lines behind the text (Notes style).
  public static let rules = DrawingSlot("rules")
  /// The selection highlight.
  public static let selection = DrawingSlot("selection")
  /// The placeholder text.
  public static let placeholder = DrawingSlot("placeholder")
  /// The text.
  public static let text = DrawingSlot("text")
  /// The caret.
  public static let caret = DrawingSlot("caret")
  /// A line under a text field.
  public static let underline = DrawingSlot("underline")
  /// A border on top of the content.
  public static let border = DrawingSlot("border")
  /// A focus indicator on top of everything.
  public static let focusRing = DrawingSlot("focusRing")

  /// The slot's name.
  public var description: String { name }
}
