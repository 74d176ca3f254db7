import DrawKit
import Foundation
import Testing

/// The JPEG fixtures of `Fixtures/make-fixtures.py`.
enum ImageFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  /// Red, green, blue and white, the quadrants' colours from the top left, row by row.
  static let quadrantColours = [
    Pixel(red: 255, green: 0, blue: 0), Pixel(red: 0, green: 255, blue: 0),
    Pixel(red: 0, green: 0, blue: 255), Pixel(red: 255, green: 255, blue: 255),
  ]

  /// Checks that `image` is 32 × 16 pixels and shows the four quadrants.
  static func expectQuadrants(
    _ image: Image, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(image.pixelWidth == 32 && image.pixelHeight == 16, sourceLocation: sourceLocation)
    guard image.pixelWidth == 32, image.pixelHeight == 16 else { return }
    let centres = [(8, 4), (24, 4), (8, 12), (24, 12)]
    for (centre, colour) in zip(centres, quadrantColours) {
      let pixel = image.pixel(x: centre.0, y: centre.1)
      #expect(
        pixel.isClose(to: colour, tolerance: 40), "\(centre): \(pixel), not \(colour)",
        sourceLocation: sourceLocation)
    }
  }
}

/// JPEG decoding through libjpeg-turbo, the pixel-count limit on every format, and telling
/// formats apart.
@Suite("Images: JPEG decoding and size limits")
struct ImageDecodingTests {
  @Test func baselineAndProgressiveJPEGsDecode() throws {
    for name in ["quadrants.jpg", "quadrants-progressive.jpg"] {
      ImageFixture.expectQuadrants(try Image(jpegData: ImageFixture.data(name)))
      ImageFixture.expectQuadrants(try Image(data: ImageFixture.data(name)))
    }
  }

  @Test func greyscaleJPEGsDecodeToOpaqueGrey() throws {
    let image = try Image(jpegData: ImageFixture.data("halves-grey.jpg"))
    #expect(image.pixel(x: 4, y: 8).isClose(to: .black, tolerance: 8))
    #expect(image.pixel(x: 28, y: 8).isClose(to: .white, tolerance: 8))
  }

  @Test func cmykJPEGsDecodeWithAdobesInvertedInks() throws {
    ImageFixture.expectQuadrants(try Image(jpegData: ImageFixture.data("quadrants-cmyk.jpg")))
  }

  @Test func exifOrientationTurnsTheImageUpright() throws {
    // Stored 16 × 32, a quarter turn anticlockwise; orientation 6 turns it back.
    ImageFixture.expectQuadrants(
      try Image(jpegData: ImageFixture.data("quadrants-orientation6.jpg")))
  }

  @Test func aTruncatedJPEGIsAnErrorNotGreyRows() throws {
    let whole = try ImageFixture.data("quadrants.jpg")
    for data in [whole.prefix(whole.count * 2 / 3), whole.prefix(20), Data()] {
      #expect(throws: DrawKitError.self) { try Image(jpegData: Data(data)) }
      do {
        _ = try Image(jpegData: Data(data))
      } catch {
        #expect(error.code == .invalidImage, "\(error)")
      }
    }
    var progressive = try ImageFixture.data("quadrants-progressive.jpg")
    progressive = progressive.prefix(progressive.count - 60)
    #expect(throws: DrawKitError.self) { try Image(jpegData: progressive) }
  }

  @Test func aJPEGClaimingThreeGigapixelsIsRefusedFromItsHeader() throws {
    var bytes = [UInt8](try ImageFixture.data("quadrants.jpg"))
    let frame = try #require(
      (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    // SOF0: length (2), precision (1), height (2), width (2).
    bytes.replaceSubrange((frame + 5)..<(frame + 9), with: [0xEA, 0x60, 0xEA, 0x60])
    do {
      _ = try Image(jpegData: Data(bytes))
      Issue.record("A 60,000 × 60,000 JPEG was decoded")
    } catch {
      #expect(error.code == .imageTooLarge, "\(error)")
    }
  }

  @Test func aPNGClaimingTenGigapixelsIsRefusedFromItsHeader() throws {
    let small = try Image(
      pixelWidth: 2, pixelHeight: 2, pixels: Array(repeating: .white, count: 4))
    var bytes = [UInt8](try small.pngData())
    // IHDR's width and height: 100,000 each.
    let side: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
    bytes.replaceSubrange(16..<24, with: side + side)
    do {
      _ = try Image(pngData: Data(bytes))
      Issue.record("A 100,000 × 100,000 PNG was decoded")
    } catch {
      #expect(error.code == .imageTooLarge, "\(error)")
    }
  }

  @Test func bytesOfNoKnownFormatAreInvalid() throws {
    for data in [Data(), Data("GIF89a".utf8), Data([0, 1, 2, 3])] {
      do {
        _ = try Image(data: data)
        Issue.record("\(data.count) bytes decoded")
      } catch {
        #expect(error.code == .invalidImage, "\(error)")
      }
    }
  }

  @Test func aPNGStillDecodesThroughTheCommonEntry() throws {
    let pixels = [Pixel(red: 255, green: 0, blue: 0), .white, .black, .white]
    let png = try Image(pixelWidth: 2, pixelHeight: 2, pixels: pixels).pngData()
    let image = try Image(data: png, scale: 2)
    #expect(image.size == CGSize(width: 1, height: 1))
    #expect(image.pixel(x: 0, y: 0) == pixels[0])
    #expect(image.pixel(x: 0, y: 1) == pixels[2])
  }
}
