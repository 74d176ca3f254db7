import CDrawKitCairo
import DrawKit
import Foundation
import Testing

/// A cairo error left by a drawing is thrown by every render, whether the drawing is cached
/// or not: recording it into a cache does not swallow the error, and a failed recording is
/// never kept for later frames to replay silently.
@Suite("Adversarial: cached drawings report the errors they record")
struct CachedDrawingErrorTests {
  /// A drawing that puts cairo into an error state with a raw call, as a faulty drawing can.
  private static var singular: Drawing<DrawView> {
    Drawing("singular") { _, context in
      context.withCairoContext { cairo in
        var matrix = cairo_matrix_t(xx: 0, yx: 0, xy: 0, yy: 0, x0: 0, y0: 0)
        cairo_transform(cairo, &matrix)
      }
    }
  }

  /// The code each way of rendering `root` throws, or `nil` for one that did not throw.
  private func codes(rendering root: DrawView) -> [DrawKitError.Code?] {
    let renderer = Renderer()
    return [
      code(of: { _ = try renderer.image(of: root) }),
      code(of: { _ = try renderer.pngData(of: root) }),
      code(of: { _ = try renderer.pdfData(of: root) }),
      code(of: { _ = try renderer.svgData(of: root) }),
    ]
  }

  private func code(of render: () throws -> Void) -> DrawKitError.Code? {
    do {
      try render()
      return nil
    } catch {
      return (error as? DrawKitError)?.code
    }
  }

  private func view(drawing: Drawing<DrawView>) -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.drawings = [drawing]
    return root
  }

  @Test func aCachedDrawingThrowsWhatTheUncachedOneThrows() {
    let uncached = codes(rendering: view(drawing: Self.singular))
    #expect(uncached == Array(repeating: .invalidMatrix, count: 4))
    let cached = view(drawing: Self.singular.cached { _ in 0 })
    #expect(codes(rendering: cached) == uncached)
    #expect(codes(rendering: cached) == uncached, "and again: the failure was not kept")
  }

  @Test func aCachedDrawingInsideACachedDrawingThrowsToo() {
    let inner = Self.singular.cached { _ in 1 }
    let outer = Drawing<DrawView>("outer") { view, context in
      inner.draw(view, in: context)
    }.cached { _ in 2 }
    #expect(codes(rendering: view(drawing: outer)) == Array(repeating: .invalidMatrix, count: 4))
  }

  /// Drawings after the failing one still draw, as they do without the cache, and a later
  /// healthy cached drawing is unaffected.
  @Test func aHealthyCachedDrawingStillRendersAndReplays() throws {
    let root = view(drawing: Drawing.fill(.blue).cached { _ in 3 })
    let first = try Renderer().image(of: root)
    let second = try Renderer().image(of: root)
    #expect(first.pixel(x: 10, y: 10) == Pixel(.blue) && second.pixel(x: 10, y: 10) == Pixel(.blue))
  }
}
