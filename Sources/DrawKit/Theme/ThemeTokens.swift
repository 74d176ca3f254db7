import Foundation

/// The colours every style of a theme reads when it draws: the colour scheme and the theme
/// colours.
///
/// Drawings reach them through the theme colours (``Color/accent``, ``Color/label``, ...),
/// which resolve against the tokens of the theme in effect where they are drawn, or directly
/// as `view.effectiveTheme.tokens`. Change a token once (`theme.tokens.accent = .purple`)
/// and every widget that draws with it follows, built-in and custom.
///
/// They hold no font: the theme's font is ``Theme/font``, so switching a theme's colour
/// scheme (`Theme.notes.with { $0.tokens = .dark }`) keeps its font, and its text its size.
public struct ThemeTokens: Hashable, Sendable {
  /// Whether the theme is light or dark.
  public var colorScheme: ColorScheme
  /// The accent (tint); see ``Color/accent``.
  public var accent: Color
  /// What is drawn on the accent; see ``Color/onAccent``.
  public var onAccent: Color
  /// The page background; see ``Color/background``.
  public var background: Color
  /// The fill of controls at rest; see ``Color/controlBackground``.
  public var controlBackground: Color
  /// Text; see ``Color/label``.
  public var label: Color
  /// Less important and disabled text; see ``Color/secondaryLabel``.
  public var secondaryLabel: Color
  /// Placeholders; see ``Color/tertiaryLabel``.
  public var tertiaryLabel: Color
  /// Thin lines; see ``Color/separator``.
  public var separator: Color
  /// The selected-text highlight; see ``Color/selection``.
  public var selection: Color
  /// The keyboard focus ring; see ``Color/focusRing``.
  public var focusRing: Color

  /// Creates tokens; every colour may be fixed or refer to another token (a focus ring of
  /// `.accent.withAlphaComponent(0.5)` follows the accent).
  public init(
    colorScheme: ColorScheme, accent: Color, onAccent: Color, background: Color,
    controlBackground: Color, label: Color, secondaryLabel: Color, tertiaryLabel: Color,
    separator: Color, selection: Color, focusRing: Color
  ) {
    self.colorScheme = colorScheme
    self.accent = accent
    self.onAccent = onAccent
    self.background = background
    self.controlBackground = controlBackground
    self.label = label
    self.secondaryLabel = secondaryLabel
    self.tertiaryLabel = tertiaryLabel
    self.separator = separator
    self.selection = selection
    self.focusRing = focusRing
  }

  /// Black text on white, a blue accent: the tokens of ``Theme/plain``.
  public static let light = ThemeTokens(
    colorScheme: .light, accent: Color(hex: 0x1A73E8), onAccent: .white, background: .white,
    controlBackground: Color(hex: 0xDADCE0), label: .black, secondaryLabel: .gray,
    tertiaryLabel: .lightGray, separator: .lightGray, selection: Color(hex: 0xB3D7FF),
    focusRing: Color(role: .accent, value: Color(hex: 0x1A73E8), replacingAlpha: 0.6))

  /// Light text on a near-black background, a light blue accent: the tokens of
  /// ``Theme/dark``.
  public static let dark = ThemeTokens(
    colorScheme: .dark, accent: Color(hex: 0x8AB4F8), onAccent: Color(hex: 0x202124),
    background: Color(hex: 0x1F1F1F), controlBackground: Color(hex: 0x3C4043),
    label: Color(hex: 0xE8EAED), secondaryLabel: Color(hex: 0x9AA0A6),
    tertiaryLabel: Color(hex: 0x6F7378), separator: Color(hex: 0x5F6368),
    selection: Color(hex: 0x3C5A8A),
    focusRing: Color(role: .accent, value: Color(hex: 0x1A73E8), replacingAlpha: 0.7))

  /// The colour the tokens give `role`.
  subscript(role: ThemeColorRole) -> Color {
    get {
      switch role {
      case .accent: accent
      case .onAccent: onAccent
      case .background: background
      case .controlBackground: controlBackground
      case .label: label
      case .secondaryLabel: secondaryLabel
      case .tertiaryLabel: tertiaryLabel
      case .separator: separator
      case .selection: selection
      case .focusRing: focusRing
      }
    }
    set {
      switch role {
      case .accent: accent = newValue
      case .onAccent: onAccent = newValue
      case .background: background = newValue
      case .controlBackground: controlBackground = newValue
      case .label: label = newValue
      case .secondaryLabel: secondaryLabel = newValue
      case .tertiaryLabel: tertiaryLabel = newValue
      case .separator: separator = newValue
      case .selection: selection = newValue
      case .focusRing: focusRing = newValue
      }
    }
  }
}
