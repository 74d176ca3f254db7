import DrawKit
import Foundation
import Testing

/// A white 40 × 40 root holding a black view at `frame` that clips to rounded corners.
private func roundedScene(frame: CGRect, radius: CGFloat) -> DrawView {
  let root = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  root.backgroundColor = .white
  let rounded = DrawView(frame: frame)
  rounded.backgroundColor = .black
  rounded.clipsToBounds = true
  rounded.cornerRadius = radius
  root.addSubview(rounded)
  return root
}

/// How far the point lies outside the rounded rectangle (negative inside), in points.
private func signedDistance(_ point: CGPoint, to rect: CGRect, radius: CGFloat) -> CGFloat {
  let nearestX = min(max(point.x, rect.minX + radius), rect.maxX - radius)
  let nearestY = min(max(point.y, rect.minY + radius), rect.maxY - radius)
  let insideCore = abs(point.x - nearestX) == 0 && abs(point.y - nearestY) == 0
  guard !insideCore else {
    return -min(
      point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y)
  }
  return hypot(point.x - nearestX, point.y - nearestY) - radius
}

@Suite(
  "Adversarial rounded clipping: scales, huge radii, views wider than the surface, nesting")
struct RoundedCornerTests {
  @Test(arguments: [CGFloat(1), 1.5, 2, 3])
  func cornersAreRoundAtEveryScale(scale: CGFloat) throws {
    let frame = CGRect(x: 8, y: 6, width: 26, height: 22)
    let radius: CGFloat = 8
    let image = try render(roundedScene(frame: frame, radius: radius), scale: scale)
    var checked = 0
    var wrong: [String] = []
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let centre = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
        let distance = signedDistance(centre, to: frame, radius: radius)
        guard abs(distance) > 1 else { continue }
        checked += 1
        if image.pixel(x: x, y: y) != (distance < 0 ? .black : .white) {
          wrong.append("(\(x), \(y))")
        }
      }
    }
    #expect(wrong.count == 0, "\(wrong.count) wrong pixels at \(scale)×, first \(wrong.prefix(5))")
    #expect(checked > image.pixelWidth * image.pixelHeight / 2)
    let cornerPixel = Int((frame.minX + 1) * scale)
    #expect(image.pixel(x: cornerPixel, y: Int((frame.minY + 1) * scale)) == .white)
  }

  @Test func doubleScaleMatchesSingleScaleAtTheCorners() throws {
    let scene = roundedScene(frame: CGRect(x: 4, y: 4, width: 32, height: 32), radius: 10)
    let single = try render(scene, scale: 1)
    let double = try render(scene, scale: 2)
    for (x, y) in [(4, 4), (5, 5), (6, 6), (34, 4), (4, 34), (34, 34), (20, 4), (4, 20), (20, 20)] {
      let expected = single.pixel(x: x, y: y)
      guard expected == .white || expected == .black else { continue }
      #expect(double.pixel(x: 2 * x, y: 2 * y) == expected, "(\(x), \(y))")
      #expect(double.pixel(x: 2 * x + 1, y: 2 * y + 1) == expected, "(\(x), \(y))")
    }
  }

  /// Renders `scene`, counting the pixels its rounded corners saved and put back.
  private func renderCountingCorners(_ scene: DrawView, scale: CGFloat = 1) throws
    -> (image: Image, cornerPixels: Int)
  {
    try pinTestFonts()
    let recorder = DrawCallRecorder()
    let image = try Renderer(scale: scale).image(of: scene, recordingInto: recorder)
    return (image, recorder.cornerPixelsSaved)
  }

  @Test func hugeRadiusIsCappedAtHalfTheView() throws {
    for scale in [CGFloat(1), 3] {
      let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      let (image, saved) = try renderCountingCorners(
        roundedScene(frame: frame, radius: 1e9), scale: scale)
      #expect(image.pixel(x: Int(20 * scale), y: Int(20 * scale)) == .black)
      #expect(image.pixel(x: 0, y: 0) == .white)
      #expect(image.pixel(x: Int(20 * scale), y: 0) != .white)
      let surface = Int(40 * scale) * Int(40 * scale)
      // Outside a circle of the view's width: 1 - π/4 of its square, and the antialiased edge.
      #expect(saved > 0 && saved <= surface * 3 / 10, "saved \(saved) of \(surface) pixels")
    }
  }

  /// The corners' work follows the pixels that show: at most the surface's, however large
  /// the view or its radius.
  @Test func viewMuchWiderThanTheSurfaceSavesOnlyWhatShows() throws {
    let (wide, wideSaved) = try renderCountingCorners(
      roundedScene(frame: CGRect(x: 0, y: 0, width: 1e6, height: 40), radius: 20))
    #expect(wide.pixel(x: 0, y: 0) == .white)
    #expect(wide.pixel(x: 30, y: 20) == .black)
    #expect(wideSaved > 0 && wideSaved <= 40 * 40, "saved \(wideSaved) pixels")
    let (giant, giantSaved) = try renderCountingCorners(
      roundedScene(frame: CGRect(x: 0, y: 0, width: 4e6, height: 4e6), radius: 1e6), scale: 2)
    #expect(giant.pixel(x: 40, y: 40) == .white, "the visible part lies outside the corner arc")
    #expect(giantSaved <= 80 * 80, "saved \(giantSaved) pixels")
    let (farCorner, farSaved) = try renderCountingCorners(
      roundedScene(frame: CGRect(x: -1e7, y: -1e7, width: 1e7 + 30, height: 1e7 + 30), radius: 6))
    #expect(farCorner.pixel(x: 29, y: 29) == .white)
    #expect(farCorner.pixel(x: 10, y: 10) == .black)
    #expect(farSaved > 0 && farSaved <= 6 * 6, "saved \(farSaved) pixels")
  }

  /// A red rounded view in the top-left corner of a black rounded one: the inner view's
  /// corners are saved and put back while the outer view's are still pending, so each must
  /// keep its own saved pixels (the outer corner shows the white root, the inner corners the
  /// black outer view).
  @Test(arguments: [CGFloat(1), 2])
  func nestedRoundedViewsPutBackTheirOwnCorners(scale: CGFloat) throws {
    let root = roundedScene(frame: CGRect(x: 4, y: 4, width: 32, height: 32), radius: 12)
    let outer = try #require(root.subviews.first)
    let inner = DrawView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
    inner.backgroundColor = Color(red: 1, green: 0, blue: 0)
    inner.clipsToBounds = true
    inner.cornerRadius = 4
    outer.addSubview(inner)
    let image = try render(root, scale: scale)
    let outerRect = CGRect(x: 4, y: 4, width: 32, height: 32)
    let innerRect = CGRect(x: 4, y: 4, width: 16, height: 16)
    let red = Pixel(red: 255, green: 0, blue: 0)
    var counts: [String: Int] = [:]
    var wrong: [String] = []
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let centre = CGPoint(x: (CGFloat(x) + 0.5) / scale, y: (CGFloat(y) + 0.5) / scale)
        let outside = signedDistance(centre, to: outerRect, radius: 12)
        let outsideInner = signedDistance(centre, to: innerRect, radius: 4)
        let expected: (name: String, pixel: Pixel)
        if outside > 1 {
          expected = ("white", .white)
        } else if outside < -1 && outsideInner < -1 {
          expected = ("red", red)
        } else if outside < -1 && outsideInner > 1 {
          expected = ("black", .black)
        } else {
          continue
        }
        counts[expected.name, default: 0] += 1
        if image.pixel(x: x, y: y) != expected.pixel {
          wrong.append("(\(x), \(y)) not \(expected.name)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong pixels at \(scale)×, first \(wrong.prefix(5))")
    // Each colour is checked where the corners are put back, not only in the middles.
    #expect(image.pixel(x: Int(4 * scale), y: Int(4 * scale)) == .white)
    #expect(image.pixel(x: Int(4 * scale), y: Int(19.5 * scale)) == .black)
    #expect(image.pixel(x: Int(19.5 * scale), y: Int(19.5 * scale)) == .black)
    #expect(counts["red", default: 0] > 0 && counts["black", default: 0] > 0)
  }
}
