import CDrawKitCairo
import DrawKit
import Foundation
import FoundationXML
import Testing

@Suite("Renderer outputs: scale, PDF, SVG, embedding, dirty regions")
struct RendererOutputTests {
  private func labelled(_ text: String) -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
    root.backgroundColor = .white
    root.drawings = [
      Drawing.text(text, font: Font(family: "DejaVu Sans", size: 16)).inset(10),
      .line(.gray, from: CGPoint(x: 0, y: 50.5), to: CGPoint(x: 300, y: 50.5)),
    ]
    return root
  }

  @Test func doubleScaleDoublesPixelsAndKeepsLinesCrisp() throws {
    let view = canvas(width: 30, height: 20) { _, context in
      context.setLineWidth(1)
      context.strokeLine(from: CGPoint(x: 0, y: 10.5), to: CGPoint(x: 30, y: 10.5))
    }
    let image = try render(view, scale: 2)
    #expect(image.pixelWidth == 60 && image.pixelHeight == 40)
    #expect(image.size == CGSize(width: 30, height: 20))
    #expect(image.rowsDiffering(from: .white) == [20, 21])
    let triple = try render(view, scale: 3)
    #expect(triple.pixelWidth == 90 && triple.pixelHeight == 60)
  }

  @Test func pdfKeepsTextAsText() throws {
    try pinTestFonts()
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-\(UUID().uuidString).pdf")
    defer { try? FileManager.default.removeItem(at: url) }
    try Renderer().writePDF(
      of: [labelled("Selectable DrawKit text"), labelled("Second page")], to: url)
    let data = try Data(contentsOf: url)
    #expect(data.starts(with: Data("%PDF-".utf8)))
    let text = try pdfText(url)
    #expect(text.contains("Selectable DrawKit text"))
    #expect(text.contains("Second page"))
    #expect(text.contains("\u{0C}"), "two pages are separated by a form feed")
  }

  @Test func svgIsWellFormedXMLOfTheRightSize() throws {
    try pinTestFonts()
    let data = try Renderer().svgData(of: labelled("SVG"))
    let delegate = RootElementReader()
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(delegate.rootName == "svg")
    #expect(delegate.rootAttributes["width"] == "300px")
    #expect(delegate.rootAttributes["height"] == "60px")
    #expect(delegate.elementCount > 3)
  }

  @Test func embedderOwnedContextReceivesTheTree() throws {
    try pinTestFonts()
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
    let cairo = cairo_create(surface)!
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    cairo_translate(cairo, 10, 0)
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = .red
    do {
      let context = GraphicsContext(
        borrowing: cairo, rect: CGRect(x: 0, y: 0, width: 40, height: 40))
      try Renderer().draw(root, in: context)
    }
    #expect(cairo_get_reference_count(cairo) == 1, "DrawKit neither kept nor dropped a reference")
    #expect(cairo_status(cairo) == CAIRO_STATUS_SUCCESS)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    #expect(matrix.x0 == 10, "the embedder's transform is left as it was")
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    let stride = Int(cairo_image_surface_get_stride(surface))
    func word(_ x: Int, _ y: Int) -> UInt32 {
      UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
    }
    #expect(word(15, 5) == 0xFFFF_0000)
    #expect(word(5, 5) == 0)
    #expect(word(35, 5) == 0)
  }

  @Test func dirtyRegionRedrawEqualsAFullRender() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor = .white
    let moving = DrawView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    moving.backgroundColor = .red
    let steady = DrawView(frame: CGRect(x: 30, y: 30, width: 20, height: 20))
    steady.backgroundColor = .blue
    root.addSubview(moving)
    root.addSubview(steady)
    let renderer = Renderer()
    let incremental = try render(root)
    _ = root.takeDirtyRegion()
    moving.frame.origin = CGPoint(x: 35, y: 10)
    steady.backgroundColor = .green
    let redrawn = try renderer.redrawDirtyRegion(of: root, in: incremental)
    #expect(!redrawn.isEmpty && !root.needsDisplay)
    #expect(!redrawn.intersects(CGRect(x: 0, y: 50, width: 30, height: 10)))
    let full = try render(root)
    for y in 0..<60 {
      for x in 0..<60 where incremental.pixel(x: x, y: y) != full.pixel(x: x, y: y) {
        Issue.record("pixel (\(x), \(y)) differs after the incremental redraw")
        return
      }
    }
    #expect(incremental.pixel(x: 40, y: 15) == Pixel(.red))
    #expect(incremental.pixel(x: 10, y: 10) == .white)
    #expect(incremental.pixel(x: 45, y: 45) == Pixel(.green))
  }

  @Test func pngRoundTripsPixels() throws {
    let image = try render(
      canvas { _, context in
        context.setFillColor(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      })
    let decoded = try Image(pngData: try image.pngData())
    #expect(decoded.pixelWidth == 40)
    #expect(decoded.pixel(x: 5, y: 5) == image.pixel(x: 5, y: 5))
    #expect(decoded.pixel(x: 20, y: 20) == .white)
  }
}

/// Remembers the root element of an XML document and counts its elements.
private final class RootElementReader: NSObject, XMLParserDelegate {
  var rootName: String?
  var rootAttributes: [String: String] = [:]
  var elementCount = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if rootName == nil {
      rootName = elementName
      rootAttributes = attributes
    }
    elementCount += 1
  }
}

@Suite("Rounded clipping")
struct RoundedClippingTests {
  private func tree() -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    root.backgroundColor = .blue
    let rounded = DrawView(frame: CGRect(x: 5, y: 5, width: 50, height: 40))
    rounded.backgroundColor = .red
    rounded.clipsToBounds = true
    rounded.cornerRadius = 12
    rounded.addSubview(
      DrawView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)) { _, context in
        context.setFillColor(.green)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 60))
      })
    root.addSubview(rounded)
    return root
  }

  @Test func cornerRestoreMatchesMaskingThroughALayer() throws {
    let direct = try render(tree())
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 60, 60)!
    let cairo = cairo_create(surface)!
    defer {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
    cairo_push_group(cairo)
    try Renderer().draw(
      tree(), in: GraphicsContext(borrowing: cairo, rect: CGRect(x: 0, y: 0, width: 60, height: 60))
    )
    cairo_pop_group_to_source(cairo)
    cairo_paint(cairo)
    cairo_surface_flush(surface)
    let layered = try Image(
      pngData: try {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
          "layer-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        cairo_surface_write_to_png(surface, url.path)
        return try Data(contentsOf: url)
      }())
    var largest = 0
    for y in 0..<60 {
      for x in 0..<60 {
        let difference = direct.pixel(x: x, y: y).maximumChannelDifference(
          from: layered.pixel(x: x, y: y))
        largest = max(largest, difference)
      }
    }
    #expect(largest <= 32, "antialiased corner pixels agree within 1/8")
    #expect(direct.pixel(x: 5, y: 5) == Pixel(.blue), "outside the corner: the parent shows")
    #expect(direct.pixel(x: 10, y: 20) == Pixel(.green), "content near the corner, inside the arc")
    #expect(direct.pixel(x: 30, y: 25) == Pixel(.red))
  }
}
