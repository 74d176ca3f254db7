import CDrawKitCairo
import DrawKit
import Foundation
import Testing

@Suite("GraphicsContext clipping, transforms and scoped state")
struct GraphicsContextStateTests {
  @Test func clipHidesOutsidePixels() throws {
    let image = try render(
      canvas { _, context in
        context.withClip(to: CGRect(x: 10, y: 10, width: 10, height: 10)) {
          context.setFillColor(.black)
          context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
      })
    #expect(image.pixel(x: 15, y: 15) == .black)
    #expect(image.pixel(x: 5, y: 15) == .white)
    #expect(image.pixel(x: 25, y: 25) == .white)
  }

  @Test func translateScaleAndRotateMovePixels() throws {
    let translated = try render(
      canvas { _, context in
        context.translateBy(x: 20, y: 10)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      })
    #expect(translated.pixel(x: 22, y: 12) == .black)
    #expect(translated.pixel(x: 2, y: 2) == .white)

    let scaled = try render(
      canvas { _, context in
        context.scaleBy(x: 4, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
      })
    #expect(scaled.pixel(x: 19, y: 9) == .black)
    #expect(scaled.pixel(x: 21, y: 5) == .white)
    #expect(scaled.pixel(x: 5, y: 11) == .white)

    let rotated = try render(
      canvas { _, context in
        context.translateBy(x: 20, y: 0)
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
      })
    // A quarter turn maps +x onto +y: the bar now hangs down, left of x = 20.
    #expect(rotated.pixel(x: 18, y: 5) == .black)
    #expect(rotated.pixel(x: 25, y: 2) == .white)
  }

  @Test func concatenatedTransformMatchesSteps() throws {
    var transformed: Transform?
    let view = canvas { _, context in
      context.concatenate(Transform(translationX: 5, y: 7).scaledBy(x: 2, y: 3))
      transformed = context.currentTransform
    }
    _ = try render(view)
    #expect(transformed == Transform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7))
  }

  @Test func scopedCallsRestoreMatrixClipAndColours() throws {
    var checks: [Bool] = []
    let view = canvas { _, context in
      let matrix = context.currentTransform
      let clip = context.clipBoundingBox
      context.withTranslation(x: 7, y: 9) {
        context.rotate(by: 1)
      }
      checks.append(context.currentTransform == matrix)
      context.withClip(to: CGRect(x: 1, y: 1, width: 2, height: 2)) {}
      checks.append(context.clipBoundingBox == clip)
      context.withSavedState {
        context.setFillColor(.red)
        context.setAlpha(0.2)
        context.scaleBy(x: 3, y: 3)
      }
      checks.append(context.currentTransform == matrix)
      checks.append(context.alpha == 1)
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    let image = try render(view)
    #expect(checks == [true, true, true, true])
    #expect(image.pixel(x: 2, y: 2) == .black, "fill colour is back to black")
  }

  @Test func drawnImageFillsItsRect() throws {
    let halves = (0..<200).map { $0 % 20 < 10 ? Pixel(.red) : Pixel(.blue) }
    let source = try Image(pixelWidth: 20, pixelHeight: 10, pixels: halves)
    let restored = try Image(pngData: try source.pngData())
    let image = try render(
      canvas { _, context in
        context.draw(restored, in: CGRect(x: 0, y: 0, width: 40, height: 20))
      })
    #expect(image.pixel(x: 0, y: 0) == Pixel(.red), "edges do not fade")
    #expect(image.pixel(x: 5, y: 10) == Pixel(.red))
    #expect(image.pixel(x: 35, y: 19) == Pixel(.blue))
    #expect(image.pixel(x: 20, y: 30) == .white)
  }

  @Test func textDrawsInkInsideItsRectOnly() throws {
    let image = try render(
      canvas(width: 120, height: 60) { _, context in
        context.draw(
          "Hello, world", in: CGRect(x: 10, y: 10, width: 100, height: 20),
          font: Font(family: "DejaVu Sans", size: 14), color: .black)
      })
    #expect(image.inkCount(in: CGRect(x: 10, y: 10, width: 100, height: 20)) > 50)
    #expect(image.inkCount(in: CGRect(x: 0, y: 32, width: 120, height: 28)) == 0)
    #expect(image.inkCount(in: CGRect(x: 0, y: 0, width: 120, height: 10)) == 0)
  }

  @Test func rawCairoContextIsReachableInsideTheClosure() throws {
    let image = try render(
      canvas { _, context in
        context.withCairoContext { cairo in
          cairo_set_source_rgb(cairo, 0, 1, 0)
          cairo_rectangle(cairo, 0, 0, 10, 10)
          cairo_fill(cairo)
        }
      })
    #expect(image.pixel(x: 5, y: 5) == Pixel(.green))
    #expect(image.pixel(x: 15, y: 5) == .white)
  }
}
