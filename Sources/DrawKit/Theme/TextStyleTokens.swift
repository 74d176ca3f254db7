import Foundation

/// The values a theme gives a text widget besides its drawings: font, colours and metrics.
///
/// Colours default to theme colours (``Color/label``, ``Color/tertiaryLabel``), so a text
/// widget follows the tokens of any theme, dark ones included, until its style fixes a colour.
public struct TextStyleTokens: Hashable, Sendable {
  /// The font of the text and placeholder; `nil` uses the theme's ``Theme/font``.
  public var font: Font?
  /// The colour of the text.
  public var textColor: Color
  /// The colour of the text while the widget is disabled.
  public var disabledTextColor: Color
  /// The colour of the placeholder.
  public var placeholderColor: Color
  /// The space between the widget's edges and its text.
  public var textInsets: EdgeInsets
  /// Whether every line of text sits on a grid of one pitch, whatever fallback fonts it uses.
  ///
  /// Ruled lines need it. The pitch is the font's ``Font/leading``, or more where kanji and
  /// emoji would leave no room for a rule (see ``TextView/linePitch``).
  public var usesFixedLinePitch: Bool

  /// Creates tokens.
  public init(
    font: Font? = nil, textColor: Color = .label, disabledTextColor: Color = .secondaryLabel,
    placeholderColor: Color = .tertiaryLabel, textInsets: EdgeInsets = .zero,
    usesFixedLinePitch: Bool = false
  ) {
    self.font = font
    self.textColor = textColor
    self.disabledTextColor = disabledTextColor
    self.placeholderColor = placeholderColor
    self.textInsets = textInsets
    self.usesFixedLinePitch = usesFixedLinePitch
  }
}
