import Foundation

extension Font {
  /// The distance from the baseline up to the top of a line of this font's text, as Pango
  /// lays it out (positive).
  public var ascender: CGFloat { FontMetrics.of(self).ascender }

  /// The distance from the baseline down to the bottom of a line, as a negative number, as
  /// UIKit's `UIFont.descender` is.
  public var descender: CGFloat { FontMetrics.of(self).descender }

  /// The height of one line of text: ``ascender`` minus ``descender``.
  ///
  /// Measured from a laid-out line with hinted metrics, so it is a whole number of pixels for
  /// hinted fonts (26 for DejaVu Sans at 16 pt).
  public var lineHeight: CGFloat { FontMetrics.of(self).lineHeight }

  /// The distance from one baseline to the next in a paragraph of this font: the line pitch.
  ///
  /// Ruled lines (``Drawing/ruledLines(_:width:inset:)``) step by it. Measured from two
  /// laid-out lines, so it includes any line gap the font asks for.
  public var leading: CGFloat { FontMetrics.of(self).leading }

  /// How far below the baseline an underline's centre sits, from the font's own tables.
  public var underlinePosition: CGFloat { FontMetrics.of(self).underlinePosition }

  /// The thickness of an underline the font's designer chose.
  public var underlineThickness: CGFloat { FontMetrics.of(self).underlineThickness }

  /// The family Pango actually draws this font with: the requested one when it is installed,
  /// otherwise the fallback fontconfig chose (a warning goes to ``Diagnostics``).
  public var resolvedFamily: String { FontMetrics.of(self).resolvedFamily }
}
