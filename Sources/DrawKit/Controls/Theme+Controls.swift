import Foundation

extension Theme {
  /// The font of the controls' titles and labels: the theme's font at 14 points, so a theme
  /// that changes its font changes every control's title with it.
  public var controlFont: Font { font.withSize(14) }
}

extension Font {
  /// This font in semibold when `prominent`, and as it is otherwise: the title font of a
  /// prominent button.
  func emphasised(_ prominent: Bool) -> Font {
    guard prominent else { return self }
    var font = self
    font.weight = .semibold
    return font
  }
}
