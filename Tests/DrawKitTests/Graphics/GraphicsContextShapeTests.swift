import DrawKit
import Foundation
import Testing

@Suite("GraphicsContext shapes and paint")
struct GraphicsContextShapeTests {
  @Test func filledRectCoversItsInsideOnly() throws {
    let image = try render(
      canvas { _, context in
        context.setFillColor(.red)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 10))
      })
    #expect(image.pixel(x: 10, y: 10) == Pixel(.red))
    #expect(image.pixel(x: 29, y: 19) == Pixel(.red))
    #expect(image.pixel(x: 9, y: 10) == .white)
    #expect(image.pixel(x: 30, y: 15) == .white)
    #expect(image.pixel(x: 15, y: 20) == .white)
  }

  @Test func oneUnitLineOnHalfPixelIsOneCrispRow() throws {
    let image = try render(
      canvas { _, context in
        context.setStrokeColor(.black)
        context.setLineWidth(1)
        context.strokeLine(from: CGPoint(x: 0, y: 20.5), to: CGPoint(x: 40, y: 20.5))
      })
    #expect(image.rowsDiffering(from: .white) == [20])
    #expect((0..<40).allSatisfy { image.pixel(x: $0, y: 20) == .black })
  }

  @Test func roundedRectCornersStayTransparent() throws {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { _, context in
      context.setFillColor(.blue)
      context.beginPath()
      context.addRoundedRect(CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 12)
      context.fillPath()
    }
    let image = try render(view)
    for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (1, 1)] {
      #expect(image.pixel(x: x, y: y).alpha == 0, "corner (\(x), \(y))")
    }
    #expect(image.pixel(x: 20, y: 0) == Pixel(.blue))
    #expect(image.pixel(x: 0, y: 20) == Pixel(.blue))
    #expect(image.pixel(x: 20, y: 20) == Pixel(.blue))
  }

  @Test func perCornerRadiiRoundOnlyTheirCorner() throws {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { _, context in
      context.setFillColor(.blue)
      context.beginPath()
      context.addRoundedRect(
        CGRect(x: 0, y: 0, width: 40, height: 40),
        cornerRadii: CornerRadii(topLeft: 15, topRight: 0, bottomRight: 0, bottomLeft: 0))
      context.fillPath()
    }
    let image = try render(view)
    #expect(image.pixel(x: 0, y: 0).alpha == 0)
    #expect(image.pixel(x: 39, y: 0) == Pixel(.blue))
    #expect(image.pixel(x: 0, y: 39) == Pixel(.blue))
    #expect(image.pixel(x: 39, y: 39) == Pixel(.blue))
  }

  @Test func ellipseFillsCentreNotCorners() throws {
    let image = try render(
      canvas { _, context in
        context.setFillColor(.black)
        context.fillEllipse(in: CGRect(x: 0, y: 10, width: 40, height: 20))
      })
    #expect(image.pixel(x: 20, y: 20) == .black)
    #expect(image.pixel(x: 1, y: 11) == .white)
    #expect(image.pixel(x: 20, y: 5) == .white)
  }

  @Test func evenOddCutsAHoleWindingDoesNot() throws {
    func ring(_ rule: FillRule) throws -> Image {
      try render(
        canvas { _, context in
          context.setFillColor(.black)
          context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
          context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
          context.fillPath(using: rule)
        })
    }
    #expect(try ring(.evenOdd).pixel(x: 20, y: 20) == .white)
    #expect(try ring(.winding).pixel(x: 20, y: 20) == .black)
    #expect(try ring(.evenOdd).pixel(x: 5, y: 5) == .black)
  }

  @Test func dashPatternLeavesGaps() throws {
    let image = try render(
      canvas { _, context in
        context.setStrokeColor(.black)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.strokeLine(from: CGPoint(x: 0, y: 20.5), to: CGPoint(x: 40, y: 20.5))
      })
    #expect(image.pixel(x: 5, y: 20) == .black)
    #expect(image.pixel(x: 15, y: 20) == .white)
    #expect(image.pixel(x: 25, y: 20) == .black)
  }

  @Test func squareCapExtendsTheLine() throws {
    func line(_ cap: LineCap) throws -> Image {
      try render(
        canvas { _, context in
          context.setLineWidth(6)
          context.setLineCap(cap)
          context.strokeLine(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 20))
        })
    }
    #expect(try line(.butt).pixel(x: 8, y: 20) == .white)
    #expect(try line(.square).pixel(x: 8, y: 20) == .black)
  }

  @Test func linearGradientEndsHaveTheEndColours() throws {
    let image = try render(
      canvas(width: 100, height: 10) { view, context in
        context.drawLinearGradient(
          Gradient(colors: [.red, .blue]), start: .zero, end: CGPoint(x: 100, y: 0))
      })
    #expect(image.pixel(x: 0, y: 5).isClose(to: Pixel(.red), tolerance: 3))
    #expect(image.pixel(x: 99, y: 5).isClose(to: Pixel(.blue), tolerance: 3))
    let middle = image.pixel(x: 50, y: 5)
    #expect(abs(Int(middle.red) - Int(middle.blue)) < 8)
  }

  @Test func radialGradientCentreAndRim() throws {
    let image = try render(
      canvas(width: 40, height: 40) { _, context in
        context.drawRadialGradient(
          Gradient(colors: [.white, .black]), startCenter: CGPoint(x: 20, y: 20),
          startRadius: 0, endCenter: CGPoint(x: 20, y: 20), endRadius: 20)
      })
    #expect(image.pixel(x: 20, y: 20).isClose(to: .white, tolerance: 16))
    #expect(image.pixel(x: 0, y: 0) == .black)
  }

  @Test func gradientWithoutExtensionLeavesOutsideUntouched() throws {
    let image = try render(
      canvas(width: 100, height: 10) { _, context in
        context.drawLinearGradient(
          Gradient(colors: [.red, .blue]), start: CGPoint(x: 25, y: 0),
          end: CGPoint(x: 75, y: 0), extendsPastEnds: false)
      })
    #expect(image.pixel(x: 5, y: 5) == .white)
    #expect(image.pixel(x: 95, y: 5) == .white)
  }

  @Test func alphaFadesFillsOverTheBackground() throws {
    let image = try render(
      canvas { _, context in
        context.setAlpha(0.5)
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      })
    #expect(image.pixel(x: 20, y: 20).isClose(to: Pixel(red: 128, green: 128, blue: 128)))
  }

  @Test func multiplyBlendDarkens() throws {
    let image = try render(
      canvas { _, context in
        context.setFillColor(Color(red: 1, green: 0, blue: 0))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        context.setBlendMode(.multiply)
        context.setFillColor(Color(red: 0.5, green: 1, blue: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
      })
    #expect(image.pixel(x: 10, y: 10).isClose(to: Pixel(red: 128, green: 0, blue: 0)))
    #expect(image.pixel(x: 30, y: 10) == Pixel(.red))
  }

  @Test func transparencyLayerFadesOverlapsAsOne() throws {
    let image = try render(
      canvas { _, context in
        context.withTransparencyLayer(opacity: 0.5) {
          context.setFillColor(.black)
          context.fill(CGRect(x: 0, y: 0, width: 30, height: 40))
          context.fill(CGRect(x: 10, y: 0, width: 30, height: 40))
        }
      })
    let single = image.pixel(x: 5, y: 5)
    let overlap = image.pixel(x: 20, y: 5)
    #expect(single.isClose(to: Pixel(red: 128, green: 128, blue: 128)))
    #expect(overlap == single)
  }

  @Test func quadAndCubicCurvesAndArcsDrawInk() throws {
    let image = try render(
      canvas(width: 60, height: 60) { _, context in
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 0, y: 10))
        context.addQuadCurve(to: CGPoint(x: 60, y: 10), control: CGPoint(x: 30, y: 40))
        context.strokePath()
        context.addArc(
          center: CGPoint(x: 30, y: 45), radius: 10, startAngle: 0, endAngle: .pi,
          clockwise: true)
        context.strokePath()
      })
    // The quadratic's midpoint is at y = 25 (halfway to the control point).
    #expect(image.pixel(x: 30, y: 25) == .black)
    // Clockwise on screen from angle 0 to π passes below the centre.
    #expect(image.pixel(x: 30, y: 55) == .black)
    #expect(image.pixel(x: 30, y: 35) == .white)
  }
}
