import Foundation

/// One laid-out line of a ``TextLayout``, in the layout's coordinates (origin at its top-left).
public struct TextLine: Hashable, Sendable {
  /// The text the line shows, as indices into the layout's text.
  public let range: Range<String.Index>
  /// The top of the line box.
  public let top: CGFloat
  /// The height of the line box; with a fixed line pitch, that pitch.
  public let height: CGFloat
  /// Where the line's glyphs sit.
  public let baseline: CGFloat
  /// How far the line's tallest glyphs reach above the baseline (fallback fonts included).
  public let ascent: CGFloat
  /// How far the line's glyphs reach below the baseline (positive).
  public let descent: CGFloat
  /// The left edge of the line's text, after alignment.
  public let x: CGFloat
  /// The width of the line's text.
  public let width: CGFloat

  /// Where Pango's own layout puts the middle of this line; used to ask Pango about points
  /// when a fixed pitch moved the line.
  let layoutMiddle: CGFloat
  /// The x at which the line's glyph run starts (the alignment offset).
  let drawX: CGFloat

  /// The bottom of the line box.
  public var bottom: CGFloat { top + height }
}

extension TextLine {
  /// The line moved onto row `index` of a grid of `pitch`-high rows, its baseline at the same
  /// offset in every row.
  ///
  /// The base font's ascender, centred in the pitch. Unchanged when `pitch` is `nil`.
  func placed(onPitch pitch: CGFloat?, index: Int, metrics: FontMetrics) -> TextLine {
    guard let pitch, pitch.isFinite, pitch > 0 else { return self }
    let top = CGFloat(index) * pitch
    return TextLine(
      range: range, top: top, height: pitch,
      baseline: top + metrics.ascender + ((pitch - metrics.lineHeight) / 2).rounded(.down),
      ascent: ascent,
      descent: descent, x: x, width: width, layoutMiddle: layoutMiddle, drawX: drawX)
  }
}
