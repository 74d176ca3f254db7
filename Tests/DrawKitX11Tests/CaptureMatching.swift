#if Hosts

import DrawKit
import Foundation
import Glibc

/// Finding a DrawKit rendering in a window's capture, pixel for pixel: how the live tests
/// check that what a host shows is what the renderer draws.
enum CaptureMatching {
  /// How many pixels of `expected`, placed at `origin` in `capture`, differ by more than
  /// `tolerance` in a channel (counting stops at `limit`).
  static func mismatches(
    of expected: Image, in capture: XWDImage, at origin: (x: Int, y: Int), tolerance: Int = 8,
    limit: Int = .max
  ) -> Int {
    var count = 0
    for y in 0..<expected.pixelHeight {
      for x in 0..<expected.pixelWidth {
        let pixel = expected.pixel(x: x, y: y)
        if !capture.pixel(
          x: origin.x + x, y: origin.y + y, is: (pixel.red, pixel.green, pixel.blue),
          tolerance: tolerance)
        {
          count += 1
          if count >= limit { return count }
        }
      }
    }
    return count
  }

  /// DrawKit's usual snapshot tolerance: channels within 8, and up to 0.1 % of the pixels
  /// (antialiased edges) differing by more.
  static func allowedMismatches(_ image: Image) -> Int {
    image.pixelWidth * image.pixelHeight / 1000
  }

  /// Where `expected` shows in the captures `capture` takes (below a title bar, say), taking
  /// a new one every 100 ms until one holds it within the tolerance; `nil` after 60 s, a
  /// safety net for a host that never shows it.
  static func locate(_ expected: Image, capturing capture: () throws -> XWDImage) throws -> (
    origin: (x: Int, y: Int), capture: XWDImage
  )? {
    let deadline = Date().addingTimeInterval(60)
    repeat {
      let capture = try capture()
      if capture.width >= expected.pixelWidth, capture.height >= expected.pixelHeight {
        for y in 0...(capture.height - expected.pixelHeight) {
          for x in 0...(capture.width - expected.pixelWidth)
          where mismatches(of: expected, in: capture, at: (x, y), limit: 40) < 40 {
            return ((x, y), capture)
          }
        }
      }
      usleep(100_000)
    } while Date() < deadline
    return nil
  }

  /// Whether `live`'s window comes to show `expected` within the usual tolerance, looked
  /// for as ``locate(_:capturing:)`` looks.
  static func shows(_ expected: Image, in live: LivePlayground) throws -> Bool {
    guard let found = try locate(expected, capturing: { try live.capture() }) else {
      return false
    }
    return mismatches(of: expected, in: found.capture, at: found.origin)
      <= allowedMismatches(expected)
  }
}

#endif
