import Foundation

/// How an ``ImageView`` fits its image into its bounds, as `UIView.ContentMode` does.
public struct ImageContentMode: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
  }

  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// Stretches the image to the bounds, changing its proportions if theirs differ.
  public static let scaleToFill = ImageContentMode(.scaleToFill)
  /// Scales the image to the largest size that fits inside the bounds, keeping its
  /// proportions, centred: the whole image shows, with empty bands on two sides.
  public static let scaleAspectFit = ImageContentMode(.scaleAspectFit)
  /// Scales the image to the smallest size that covers the bounds, keeping its proportions,
  /// centred: no band shows, and what overflows is clipped.
  public static let scaleAspectFill = ImageContentMode(.scaleAspectFill)
  /// Draws the image at its own size (``Image/size``), centred; what overflows is clipped.
  public static let center = ImageContentMode(.center)

  /// Where an image of `size` points goes in `bounds`.
  ///
  /// An empty image size, or an infinite or NaN one, gives an empty rectangle.
  public func rect(forImageOfSize size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
      bounds.width > 0, bounds.height > 0
    else { return .zero }
    let shown: CGSize
    switch kind {
    case .scaleToFill: return bounds
    case .center: shown = size
    case .scaleAspectFit, .scaleAspectFill:
      let widthRatio = bounds.width / size.width
      let heightRatio = bounds.height / size.height
      let ratio =
        kind == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
      shown = CGSize(width: size.width * ratio, height: size.height * ratio)
    }
    return CGRect(
      x: bounds.midX - shown.width / 2, y: bounds.midY - shown.height / 2, width: shown.width,
      height: shown.height)
  }
}
