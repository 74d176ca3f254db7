internal import CDrawKitCairo

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

  /// Pango's base-direction switch and alignment for this alignment.
  ///
  /// Pango mirrors left and right in right-to-left paragraphs, so the absolute alignments turn
  /// off the automatic base direction, fixing it to left-to-right.
  var pangoValue: (autoDirection: Bool, alignment: PangoAlignment) {
    switch kind {
    case .natural: (true, PANGO_ALIGN_LEFT)
    case .left: (false, PANGO_ALIGN_LEFT)
    case .center: (true, PANGO_ALIGN_CENTER)
    case .right: (false, PANGO_ALIGN_RIGHT)
    }
  }
}
