internal import CCairo

/// Where lines of text sit horizontally within their width.
public struct TextAlignment: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case natural
    case left
    case center
    case right
  }
  private let kind: Kind

  /// The leading edge of each paragraph's own direction: left for English, right for
  /// Arabic and Hebrew (the default, as in UIKit).
  public static let natural = TextAlignment(kind: .natural)
  /// The left edge, whatever the writing direction.
  public static let left = TextAlignment(kind: .left)
  /// Centred.
  public static let center = TextAlignment(kind: .center)
  /// The right edge, whatever the writing direction.
  public static let right = TextAlignment(kind: .right)

  /// Applies the alignment to a layout.
  ///
  /// Pango mirrors left and right in right-to-left paragraphs, so the absolute alignments fix the
  /// base direction to left-to-right.
  func apply(to layout: OpaquePointer) {
    switch kind {
    case .natural:
      pango_layout_set_auto_dir(layout, 1)
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .left:
      pango_layout_set_auto_dir(layout, 0)
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center:
      pango_layout_set_auto_dir(layout, 1)
      pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right:
      pango_layout_set_auto_dir(layout, 0)
      pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
  }
}
