import DrawKit
import Foundation
import Testing

/// Draws `bad`, then a black marker square at (30, 30)–(36, 36), on a white 40 × 40 canvas.
///
/// Checks that the frame rendered, the marker shows and cairo was handed a path its
/// rasteriser handles at once (a huge arc unclamped flattens into millions of lines).
/// The most path elements any case here may hand cairo.
private let maximumFlattenedElements = 100_000

@discardableResult
private func survives(
  scale: CGFloat = 1, sourceLocation: SourceLocation = #_sourceLocation,
  _ bad: @escaping (GraphicsContext) -> Void
) throws -> Image {
  let recorder = DrawCallRecorder()
  let view = canvas { _, context in
    context.recorder = recorder
    context.withSavedState { bad(context) }
    context.recorder = nil
    context.setFillColor(.black)
    context.fill(CGRect(x: 30, y: 30, width: 6, height: 6))
  }
  let image = try render(view, scale: scale)
  #expect(
    recorder.flattenedPathElements <= maximumFlattenedElements,
    "cairo was handed \(recorder.flattenedPathElements) path elements",
    sourceLocation: sourceLocation)
  #expect(
    image.pixel(x: Int(33 * scale), y: Int(33 * scale)) == .black,
    "the drawing after the bad one is missing", sourceLocation: sourceLocation)
  return image
}

@Suite("Adversarial geometry: what cairo cannot take is skipped or clamped")
struct CairoGeometryTests {
  @Test(arguments: [
    (CGFloat.nan, CGFloat(1)), (0, .nan), (.infinity, 1), (0, -.infinity), (.nan, .nan),
  ])
  func nonFiniteArcAnglesSkipTheArcInsteadOfAborting(start: CGFloat, end: CGFloat) throws {
    for clockwise in [true, false] {
      let image = try survives { context in
        context.setFillColor(.black)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addArc(
          center: CGPoint(x: 10, y: 10), radius: 8, startAngle: start, endAngle: end,
          clockwise: clockwise)
        context.fillPath()
      }
      #expect(image.pixel(x: 10, y: 10) == .white)
    }
  }

  @Test func nonFiniteCentreOrRadiusSkipsTheArc() throws {
    for (center, radius) in [
      (CGPoint(x: CGFloat.nan, y: 10), CGFloat(8)), (CGPoint(x: 10, y: -.infinity), 8),
      (CGPoint(x: 10, y: 10), .nan), (CGPoint(x: 10, y: 10), .infinity),
    ] {
      let image = try survives { context in
        context.setFillColor(.black)
        context.addArc(
          center: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        context.fillPath()
      }
      #expect(image.pixel(x: 10, y: 10) == .white)
    }
  }

  @Test func hugeRadiusIsCappedAndFinishesQuickly() throws {
    for radius in [CGFloat(1e300), 1e12, 9e6] {
      let image = try survives { context in
        context.setFillColor(.black)
        context.addArc(
          center: CGPoint(x: 20, y: 20), radius: radius, startAngle: 0, endAngle: .pi * 2,
          clockwise: true)
        context.fillPath()
      }
      // The circle is far larger than the canvas around its centre, so it covers everything.
      #expect(image.pixel(x: 5, y: 5) == .black, "radius \(radius)")
    }
  }

  @Test func hugeSweepDrawsOneTurnAndEndsAtTheEndAngle() throws {
    func stroke(sweep: CGFloat, clockwise: Bool) throws -> Image {
      try survives { context in
        context.setStrokeColor(.black)
        context.setLineWidth(2)
        let end = clockwise ? sweep : -sweep
        context.addArc(
          center: CGPoint(x: 15, y: 15), radius: 10, startAngle: 0, endAngle: end,
          clockwise: clockwise)
        context.addLine(to: CGPoint(x: 15, y: 15))
        context.strokePath()
      }
    }
    for clockwise in [true, false] {
      let reference = try stroke(sweep: 2 * .pi + .pi / 2, clockwise: clockwise)
      let huge = try stroke(sweep: 2 * .pi * 1_000_000 + .pi / 2, clockwise: clockwise)
      #expect(huge.pngDataOrEmpty == reference.pngDataOrEmpty)
      _ = try stroke(sweep: 1e18, clockwise: clockwise)
    }
  }

  @Test func hugeLineWidthIsCappedAndFinishesQuickly() throws {
    for width in [CGFloat(1e12), 1e300, 5e6] {
      let image = try survives { context in
        context.setStrokeColor(.black)
        context.setLineWidth(width)
        context.strokeLine(from: CGPoint(x: 0, y: 20), to: CGPoint(x: 40, y: 20))
      }
      #expect(image.pixel(x: 2, y: 2) == .black, "width \(width)")
    }
  }

  @Test func farAwayPointsAreClampedSoTheVisiblePartStays() throws {
    let image = try survives { context in
      context.setFillColor(.black)
      context.move(to: CGPoint(x: 0, y: 0))
      context.addLine(to: CGPoint(x: 1e300, y: 0))
      context.addLine(to: CGPoint(x: 1e300, y: 20))
      context.addLine(to: CGPoint(x: 0, y: 20))
      context.closePath()
      context.fillPath()
    }
    #expect(image.pixel(x: 20, y: 10) == .black)
    #expect(image.pixel(x: 20, y: 25) == .white)
  }

  @Test func nonFinitePointsSkipOnlyTheirSegment() throws {
    let image = try survives { context in
      context.setStrokeColor(.black)
      context.setLineWidth(2)
      context.move(to: CGPoint(x: 0, y: 10))
      context.addLine(to: CGPoint(x: CGFloat.nan, y: 30))
      context.addCurve(
        to: CGPoint(x: 5, y: 5), control1: CGPoint(x: CGFloat.infinity, y: 0),
        control2: .zero)
      context.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 0, y: CGFloat.nan))
      context.addLine(to: CGPoint(x: 40, y: 10))
      context.strokePath()
    }
    #expect(image.pixel(x: 20, y: 10) == .black)
    #expect(image.rowsDiffering(from: .white).filter { $0 < 25 } == [9, 10])
  }

  @Test func rectanglesWithNonFiniteOrHugeComponents() throws {
    let skipped = try survives { context in
      context.setFillColor(.black)
      context.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
      context.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
      context.clear(CGRect(x: 0, y: CGFloat.nan, width: 40, height: 40))
    }
    #expect(skipped.inkCount(in: CGRect(x: 0, y: 0, width: 40, height: 25)) == 0)
    let huge = try survives { context in
      context.setFillColor(.black)
      context.fill(CGRect(x: -1e300, y: 0, width: 2e300, height: 10))
    }
    #expect(huge.pixel(x: 20, y: 5) == .black && huge.pixel(x: 20, y: 15) == .white)
  }

  @Test func degenerateEllipsesSkipOnlyThemselves() throws {
    for rect in [
      CGRect(x: 10, y: 10, width: 1e-200, height: 1e-200),
      CGRect(x: 10, y: 10, width: CGFloat.leastNonzeroMagnitude, height: 5),
      CGRect(x: 1e300, y: 10, width: 5, height: 5),
      CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
    ] {
      let image = try survives { context in
        context.setFillColor(.black)
        context.fillEllipse(in: rect)
        context.strokeEllipse(in: rect)
      }
      #expect(image.pixel(x: 5, y: 5) == .white, "\(rect)")
    }
  }

  @Test func transformsThatUnderflowOrOverflowAreRefused() throws {
    let transforms: [(GraphicsContext) -> Void] = [
      { $0.scaleBy(x: 1e-200, y: 1e-200) },
      { $0.scaleBy(x: 1e200, y: 1e200) },
      { $0.scaleBy(x: 1e-170, y: 1) },
      {
        $0.translateBy(x: 1e308, y: 0)
        $0.translateBy(x: 1e308, y: 0)
      },
      {
        $0.scaleBy(x: 1e150, y: 1e150)
        $0.scaleBy(x: 1e150, y: 1e150)
      },
      { $0.concatenate(Transform(a: 1e200, b: 0, c: 0, d: 1e200, tx: 0, ty: 0)) },
    ]
    for transform in transforms {
      let image = try survives { context in
        transform(context)
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      #expect(image.pixel(x: 1, y: 1) == .white)
    }
  }

  @Test func imagesAtDegeneratePlacesSkipOnlyThemselves() throws {
    let red = try Image(
      pixelWidth: 2, pixelHeight: 2,
      pixels: Array(repeating: Pixel(red: 255, green: 0, blue: 0), count: 4))
    for rect in [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10),
      CGRect(x: 1e300, y: 0, width: 10, height: 10),
      CGRect(
        x: 0, y: 0, width: CGFloat.leastNonzeroMagnitude, height: CGFloat.leastNonzeroMagnitude),
      CGRect(x: 0, y: 0, width: 1e300, height: 10),
    ] {
      let image = try survives { context in
        context.draw(red, in: rect)
      }
      #expect(image.pixel(x: 2, y: 2) == .white, "\(rect)")
    }
  }

  @Test func gradientsWithNonFiniteGeometryAreSkipped() throws {
    let gradient = Gradient(colors: [.black, .black])
    let image = try survives { context in
      context.drawLinearGradient(gradient, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero)
      context.drawRadialGradient(
        gradient, startCenter: .zero, startRadius: .infinity, endCenter: .zero, endRadius: 5)
      context.drawRadialGradient(
        gradient, startCenter: CGPoint(x: 0, y: CGFloat.nan), startRadius: 0,
        endCenter: .zero, endRadius: 5)
    }
    #expect(image.pixel(x: 2, y: 2) == .white)
  }

  @Test func textAtNonFiniteOrFarOriginIsSkipped() throws {
    let image = try survives { context in
      for origin in [
        CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity),
        CGPoint(x: -1e300, y: 0), CGPoint(x: 0, y: 1e9),
      ] {
        context.draw("Hidden", at: origin, font: .system(size: 12), color: .black)
      }
    }
    #expect(image.inkCount(in: CGRect(x: 0, y: 0, width: 40, height: 25)) == 0)
  }

  @Test func hugeImageSizesThrowInsteadOfTrapping() {
    for (width, height) in [(Int.max, 2), (2, Int.max), (Int.max, Int.max), (40_000, 1)] {
      #expect {
        _ = try Image(pixelWidth: width, pixelHeight: height, pixels: [])
      } throws: { error in
        (error as? DrawKitError)?.code == .surfaceTooLarge
      }
    }
    for (width, height) in [(Int.min, 2), (-1, -1), (0, 5)] {
      #expect {
        _ = try Image(pixelWidth: width, pixelHeight: height, pixels: [])
      } throws: { error in
        (error as? DrawKitError)?.code == .invalidSize
      }
    }
  }

  @Test func hugeViewsAndOverflowingScalesThrowInsteadOfTrapping() {
    let cases: [(CGFloat, CGFloat)] = [(1e20, 1), (1e300, 1), (1e10, 1e300), (10, 1e308)]
    for (width, scale) in cases {
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: 10))
      do {
        _ = try Renderer(scale: scale).image(of: root)
        Issue.record("a \(width)-point view at scale \(scale) rendered")
      } catch {
        #expect(error.code == .surfaceTooLarge)
        #expect(error.message.contains("exceeds cairo's limit"))
      }
    }
  }
}

extension Image {
  /// The PNG bytes, or nothing when encoding fails: for comparing two renderings.
  fileprivate var pngDataOrEmpty: Data { (try? pngData()) ?? Data() }
}
