import CDrawKitCairo
import DrawKit
import Foundation
import Testing

@Suite("Renderer errors: every failure is thrown, never blank output")
struct RendererErrorTests {
  private func view(width: CGFloat, height: CGFloat) -> DrawView {
    let view = DrawView()
    view.bounds.size = CGSize(width: width, height: height)
    return view
  }

  @Test(arguments: [
    (CGFloat.nan, CGFloat(10)), (10, .nan), (0, 10), (10, 0), (-5, 10), (.infinity, 10),
  ])
  func invalidSizesThrow(width: CGFloat, height: CGFloat) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    #expect {
      _ = try Renderer().image(of: root)
    } throws: { error in
      (error as? DrawKitError)?.code == .invalidSize
    }
    #expect(throws: DrawKitError.self) { _ = try Renderer().pdfData(of: root) }
    #expect(throws: DrawKitError.self) { _ = try Renderer().svgData(of: root) }
  }

  @Test func hugeSurfaceThrowsSurfaceTooLarge() {
    let root = view(width: 100_000, height: 100_000)
    do {
      _ = try Renderer().image(of: root)
      Issue.record("a 100,000 × 100,000 image was created")
    } catch {
      #expect(error.code == .surfaceTooLarge)
      #expect(error.message.contains("32767"))
    }
    #expect(throws: DrawKitError.self) {
      _ = try Renderer(scale: 2).image(of: view(width: 20_000, height: 10))
    }
  }

  @Test(arguments: [CGFloat(0), -1, .nan, .infinity])
  func invalidScaleThrows(scale: CGFloat) {
    #expect {
      _ = try Renderer(scale: scale).image(of: view(width: 10, height: 10))
    } throws: { error in
      (error as? DrawKitError)?.code == .invalidScale
    }
  }

  @Test func aDirtyRegionRedrawnIntoAnImageOfAnotherSizeThrowsAndIsKept() throws {
    let root = view(width: 40, height: 30)
    root.backgroundColor = .white
    let box = DrawView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(box)
    let image = try Renderer().image(of: root)
    let otherTree = try Renderer().image(of: view(width: 20, height: 30))
    let twiceTheScale = try Renderer(scale: 2).image(of: root)
    box.backgroundColor = .red
    for wrong in [otherTree, twiceTheScale] {
      #expect {
        try Renderer().redrawDirtyRegion(of: root, in: wrong)
      } throws: { error in
        (error as? DrawKitError)?.code == .invalidSize
      }
      #expect(root.needsDisplay, "the region is kept for the right image")
    }
    #expect(twiceTheScale.pixel(x: 30, y: 30) == .white, "nothing drawn into a wrong image")
    let redrawn = try Renderer().redrawDirtyRegion(of: root, in: image)
    #expect(redrawn.boundingBox.contains(CGPoint(x: 15, y: 15)))
    #expect(try image.pngData() == Renderer().image(of: root).pngData())
    root.bounds.size = CGSize(width: 60, height: 30)
    #expect(throws: DrawKitError.self) { try Renderer().redrawDirtyRegion(of: root, in: image) }
  }

  @Test func unwritablePathThrowsAndWritesNothing() throws {
    let root = canvas { _, _ in }
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.png")
    do {
      try Renderer().writePNG(of: root, to: missing)
      Issue.record("writing into a missing folder succeeded")
    } catch {
      #expect(error.code == .writeFailed)
      #expect(error.message.contains(missing.path))
    }
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    #expect(throws: DrawKitError.self) {
      try Renderer().writePDF(of: root, to: URL(fileURLWithPath: "/proc/drawkit.pdf"))
    }
  }

  @Test func nonInvertibleTransformSkipsOnlyItsDrawing() throws {
    let warnings = LockedValue<[String]>([])
    let previous = Diagnostics.warningHandler
    Diagnostics.warningHandler = { message in warnings.withLock { $0.append(message) } }
    defer { Diagnostics.warningHandler = previous }
    let root = canvas { _, _ in }
    root.drawings = [
      Drawing("broken") { _, context in
        context.setFillColor(.red)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.scaleBy(x: 0, y: 1)
        context.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
      },
      Drawing("after") { _, context in
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 20, width: 10, height: 10))
      },
    ]
    let image = try Renderer().image(of: root)
    #expect(image.pixel(x: 5, y: 5) == Pixel(.red), "what came before the fault is drawn")
    #expect(image.pixel(x: 25, y: 5) == .white, "the faulty drawing stops")
    #expect(image.pixel(x: 5, y: 25) == Pixel(.blue), "the rest of the frame draws")
    #expect(warnings.withLock { $0 }.contains { $0.contains("scaleBy(x: 0.0, y: 1.0)") })
  }

  @Test func cairoErrorsFromRawCallsAreThrown() {
    let root = canvas { _, context in
      context.withCairoContext { cairo in
        var singular = cairo_matrix_t(xx: 0, yx: 0, xy: 0, yy: 0, x0: 0, y0: 0)
        cairo_transform(cairo, &singular)
      }
    }
    #expect {
      _ = try Renderer().image(of: root)
    } throws: { error in
      (error as? DrawKitError)?.code == .invalidMatrix
    }
  }

  @Test func badImageDataThrowsInvalidImage() throws {
    #expect {
      _ = try Image(pngData: Data("not a png".utf8))
    } throws: { error in
      (error as? DrawKitError)?.code == .invalidImage
    }
    let valid = try render(canvas { _, _ in }).pngData()
    #expect {
      _ = try Image(pngData: valid.prefix(valid.count / 2))
    } throws: { error in
      (error as? DrawKitError)?.code == .invalidImage
    }
    #expect {
      _ = try Image(contentsOf: URL(fileURLWithPath: "/nonexistent/image.png"))
    } throws: { error in
      (error as? DrawKitError)?.code == .readFailed
    }
  }

  @Test func emptyPDFIsRejected() {
    #expect(throws: DrawKitError.self) { _ = try Renderer().pdfData(of: [DrawView]()) }
  }
}
