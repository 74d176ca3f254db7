import Foundation

/// A typeface at a size: family, size, weight and style, resolved by Pango and fontconfig.
///
/// Families are fontconfig names (`"DejaVu Sans"`, or generic `"sans-serif"`, `"serif"`,
/// `"monospace"`). Characters the family lacks fall back to other installed fonts, so
/// Japanese and emoji render even in a Latin font.
///
/// ``size`` is in user-space units, the pixels of a 1× rendering, as UIKit's point sizes are.
/// A size that is not a positive finite number is replaced by 12, and one outside
/// ``sizeRange`` is clamped into it.
public struct Font: Hashable, Sendable {
  /// The sizes a font can have: from 1/64 of a unit up to 10,000 units.
  ///
  /// Pango measures in 1/1024 of a unit in 32-bit integers, so a line of a larger font
  /// overflows (a 10⁹-unit font measured a line height of 0); no screen or page shows a glyph
  /// larger than the upper bound.
  public static let sizeRange: ClosedRange<CGFloat> = (1.0 / 64)...10_000

  /// The fontconfig family name, or a comma-separated list tried in order.
  public var family: String
  /// The size in user-space units (pixels at 1×), within ``sizeRange``; assigning a value
  /// outside it clamps it, and a NaN, infinite, zero or negative one becomes 12.
  public var size: CGFloat {
    didSet { size = Self.usableSize(size) }
  }
  /// The stroke weight.
  public var weight: Weight
  /// Upright or slanted.
  public var style: Style
  /// The size in Pango points when the font came from a description with a point size, so
  /// that Pango sees exactly the description it was given.
  var pangoPoints: Int32?

  /// Creates a font from its parts.
  public init(family: String, size: CGFloat, weight: Weight = .regular, style: Style = .normal) {
    self.family = family
    self.size = Self.usableSize(size)
    self.weight = weight
    self.style = style
  }

  /// Creates a font from a Pango font description such as `"DejaVu Sans Bold 16"`.
  ///
  /// As in Pango, a bare size is in **points** at 96 dpi, so `"DejaVu Sans 16"` is 21.333
  /// units tall; write `"DejaVu Sans 16px"` for 16 units, or use
  /// ``init(family:size:weight:style:)``. A description without a size gets 12 pt.
  public init(pangoDescription description: String) {
    self = Self.parsing(pangoDescription: description)
  }

  /// `size` clamped into ``sizeRange``, or 12 when it is not a positive finite number.
  private static func usableSize(_ size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 12 }
    return min(max(size, sizeRange.lowerBound), sizeRange.upperBound)
  }

  /// The desktop's sans-serif font at `size`, the counterpart of UIKit's system font.
  public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
    Font(family: "sans-serif", size: size, weight: weight)
  }

  /// The same font at another size.
  public func withSize(_ size: CGFloat) -> Font {
    Font(family: family, size: size, weight: weight, style: style)
  }
}

extension Font {
  /// How heavy the strokes are, on the CSS scale of 100 (thin) to 900 (black).
  public struct Weight: Hashable, Sendable {
    /// The CSS weight number, 100...1000.
    public let rawValue: Int

    /// Creates a weight from a CSS number, clamped to 100...1000.
    public init(rawValue: Int) {
      self.rawValue = min(max(rawValue, 100), 1000)
    }

    /// 100.
    public static let thin = Weight(rawValue: 100)
    /// 300.
    public static let light = Weight(rawValue: 300)
    /// 400, the normal weight.
    public static let regular = Weight(rawValue: 400)
    /// 500.
    public static let medium = Weight(rawValue: 500)
    /// 600.
    public static let semibold = Weight(rawValue: 600)
    /// 700.
    public static let bold = Weight(rawValue: 700)
    /// 900.
    public static let black = Weight(rawValue: 900)
  }

  /// Whether glyphs are upright or slanted.
  public struct Style: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
      case normal
      case italic
    }
    private let kind: Kind

    /// Upright glyphs.
    public static let normal = Style(kind: .normal)
    /// Slanted, cursive glyphs (or an oblique face when the family has no italic).
    public static let italic = Style(kind: .italic)

    /// Whether the glyphs are slanted.
    var isItalic: Bool {
      switch kind {
      case .normal: false
      case .italic: true
      }
    }
  }
}
