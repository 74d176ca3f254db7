import DrawKit

/// The result of comparing a rendering with its reference image, pixel by pixel.
public struct SnapshotComparison {
  /// The number of pixels whose channels differ by more than the tolerance allows.
  public let differingPixelCount: Int
  /// The largest channel difference found anywhere, 0...255.
  public let maximumChannelDifference: Int
  /// Whether the two images have the same pixel size; if not, nothing else was compared.
  public let sizesMatch: Bool
  /// The tolerance the comparison applied.
  public let tolerance: SnapshotTolerance
  private let pixelCount: Int
  private let differingMask: [Bool]
  private let reference: Image

  /// Compares `image` with `reference` under `tolerance`.
  public init(_ image: Image, reference: Image, tolerance: SnapshotTolerance) {
    self.tolerance = tolerance
    self.reference = reference
    sizesMatch =
      image.pixelWidth == reference.pixelWidth && image.pixelHeight == reference.pixelHeight
    guard sizesMatch else {
      differingPixelCount = max(image.pixelWidth * image.pixelHeight, 1)
      maximumChannelDifference = 255
      pixelCount = differingPixelCount
      differingMask = []
      return
    }
    var mask: [Bool] = []
    mask.reserveCapacity(image.pixelWidth * image.pixelHeight)
    var largest = 0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let difference = image.pixel(x: x, y: y)
          .maximumChannelDifference(from: reference.pixel(x: x, y: y))
        largest = max(largest, difference)
        mask.append(difference > tolerance.maximumChannelDifference)
      }
    }
    differingMask = mask
    differingPixelCount = mask.lazy.filter { $0 }.count
    maximumChannelDifference = largest
    pixelCount = mask.count
  }

  /// The fraction of pixels that differ, 0...1.
  public var differingFraction: Double {
    Double(differingPixelCount) / Double(max(pixelCount, 1))
  }

  /// Whether the rendering matches the reference within the tolerance.
  public var matches: Bool {
    sizesMatch && differingFraction <= tolerance.maximumDifferingFraction
  }

  /// An image showing where the two differ: differing pixels in red over a faded copy of the
  /// reference; `nil` when the sizes differ.
  public func differenceImage() throws(DrawKitError) -> Image? {
    guard sizesMatch else { return nil }
    let width = reference.pixelWidth
    var pixels: [Pixel] = []
    pixels.reserveCapacity(differingMask.count)
    for (index, differs) in differingMask.enumerated() {
      if differs {
        pixels.append(Pixel(red: 255, green: 0, blue: 0))
      } else {
        let original = reference.pixel(x: index % width, y: index / width)
        let faded = { (channel: UInt8) in
          UInt8(255 - (255 - Int(channel)) * Int(original.alpha) / 1020)
        }
        pixels.append(
          Pixel(red: faded(original.red), green: faded(original.green), blue: faded(original.blue)))
      }
    }
    return try Image(pixelWidth: width, pixelHeight: reference.pixelHeight, pixels: pixels)
  }

  /// A one-line account of the comparison, for failure messages.
  public var summary: String {
    guard sizesMatch else { return "image sizes differ" }
    let percent = (differingFraction * 100_000).rounded() / 1000
    return "\(differingPixelCount) pixels (\(percent) %) differ by more than "
      + "\(tolerance.maximumChannelDifference)/255 (largest difference "
      + "\(maximumChannelDifference)); allowed: \(tolerance.maximumDifferingFraction * 100) %"
  }
}
