import DrawKit
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// SVG images: drawn as vectors at every size, scale and output, and never reading anything
/// outside the document.
@Suite("Images: SVG as vectors, and hostile SVG")
struct SVGImageTests {
  /// An 11 × 11 document whose left 5.5 points are red: its edge falls inside a pixel at 1×
  /// and on a pixel boundary at 2×, where only vectors keep it sharp.
  static let halfRed = Data(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="11" height="11">
      <rect x="0" y="0" width="5.5" height="11" fill="#f00"/>
    </svg>
    """.utf8)

  static let red = Pixel(red: 255, green: 0, blue: 0)

  /// A view of `size` points drawing `image` over its whole bounds on white.
  static func view(showing image: Image, size: CGFloat) -> DrawView {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    view.backgroundColor = .white
    view.drawings = [.image(image)]
    return view
  }

  @Test func anSVGImageHasItsDeclaredSizeAndPixelsAtItsScale() throws {
    let image = try Image(svgData: Self.halfRed, scale: 2)
    #expect(image.size == CGSize(width: 11, height: 11))
    #expect(image.pixelWidth == 22 && image.pixelHeight == 22)
    #expect(image.pixel(x: 10, y: 5) == Self.red)
    #expect(image.pixel(x: 11, y: 5).alpha == 0)
    let viewBoxOnly = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"/>"#.utf8)
    #expect(try Image(svgData: viewBoxOnly).size == CGSize(width: 24, height: 12))
  }

  @Test func edgesStaySharpAtTwiceTheScaleAndFourTimesTheSize() throws {
    let image = try Image(svgData: Self.halfRed)
    let once = try render(Self.view(showing: image, size: 11))
    #expect(once.pixel(x: 4, y: 5) == Self.red)
    #expect(once.pixel(x: 6, y: 5) == .white)
    // At 2× the edge is at pixel 11: a bitmap made at 1× and enlarged would blur 10 and 11.
    let twice = try render(Self.view(showing: image, size: 11), scale: 2)
    #expect(twice.pixel(x: 10, y: 9) == Self.red)
    #expect(twice.pixel(x: 11, y: 9) == .white)
    let large = try render(Self.view(showing: image, size: 44))
    #expect(large.pixel(x: 21, y: 30) == Self.red)
    #expect(large.pixel(x: 22, y: 30) == .white)
  }

  @Test func pdfAndSVGOutputHoldPathsNotABitmap() throws {
    let vector = Self.view(showing: try Image(svgData: Self.halfRed), size: 11)
    let pdf = String(decoding: try Renderer().pdfData(of: vector), as: UTF8.self)
    #expect(!pdf.contains("/Subtype /Image"))
    let svg = String(decoding: try Renderer().svgData(of: vector), as: UTF8.self)
    #expect(!svg.contains("<image"))
    #expect(svg.contains("rgb(100%,0%,0%)"))
    // The check can fail: a bitmap image is embedded as one.
    let bitmap = Self.view(
      showing: try Image(data: try Image(svgData: Self.halfRed).pngData()), size: 11)
    #expect(
      String(decoding: try Renderer().pdfData(of: bitmap), as: UTF8.self).contains(
        "/Subtype /Image"))
    #expect(String(decoding: try Renderer().svgData(of: bitmap), as: UTF8.self).contains("<image"))
  }

  @Test func librsvgDrawsADocumentOnceHoweverOftenItIsPainted() throws {
    let before = Image.svgRenderCount
    let image = try Image(svgData: Self.halfRed)
    #expect(Image.svgRenderCount == before + 1)
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { _, context in
      for index in 0..<100 {
        context.draw(
          image, in: CGRect(x: index % 10 * 10, y: index / 10 * 10, width: 10, height: 10))
      }
    }
    let frame = try render(view)
    #expect(frame.pixel(x: 92, y: 95) == Self.red)
    #expect(Image.svgRenderCount == before + 1)
  }

  @Test func writingAnSVGImagesPixelsMakesItABitmap() throws {
    let image = try Image(svgData: Self.halfRed)
    image.withMutablePixelBuffer { buffer in
      // Opaque blue, premultiplied ARGB32 words.
      let words = buffer.bytes.bindMemory(to: UInt32.self)
      for index in words.indices { words[index] = 0xFF00_00FF }
    }
    let frame = try render(Self.view(showing: image, size: 11))
    #expect(frame.pixel(x: 2, y: 5) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func hugeOrSizelessDocumentsAreRefused() throws {
    let huge = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="100000" height="100000"/></svg>"#
        .utf8)
    #expect(Self.code(decoding: huge) == .imageTooLarge)
    let manyPixels = Data(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>"#.utf8)
    #expect(Self.code(decoding: manyPixels) == .imageTooLarge)
    let sizeless = Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
    #expect(Self.code(decoding: sizeless) == .invalidImage)
    #expect(Self.code(decoding: Data("<svg width='10' height='10'><rect".utf8)) == .invalidImage)
  }

  @Test func anEntityBombIsRefused() throws {
    var entities = #"<!ENTITY lol "lollollollollollollollollollol">"#
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
    }
    let bomb = Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE svg [\(entities)]>
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&lol9;</text></svg>
      """.utf8)
    #expect(Self.code(decoding: bomb) == .invalidImage)
  }

  @Test func referencedFilesPipesAndURLsAreNotRead() throws {
    let folder = try ImageFolder()
    let redPNG = try Image(
      pixelWidth: 4, pixelHeight: 4, pixels: Array(repeating: Self.red, count: 16)
    ).pngData()
    try redPNG.write(to: folder.url("red.png"))
    #expect(mkfifo(folder.url("pipe.png").path, 0o600) == 0)
    let tile = { (x: Int, href: String) in
      #"<image x="\#(x)" y="0" width="10" height="10" xlink:href="\#(href)"/>"#
    }
    let document = { (tiles: String) in
      Data(
        #"""
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
             width="40" height="10">\#(tiles)</svg>
        """#.utf8)
    }
    let references =
      tile(0, "red.png") + tile(10, folder.url("red.png").absoluteString)
      + tile(20, "pipe.png") + tile(30, "http://127.0.0.1:9/red.png")
    try document(references).write(to: folder.url("references.svg"))
    let image = try Image(contentsOf: folder.url("references.svg"))
    let frame = try render(Self.view40(showing: image))
    #expect(frame.inkCount() == 0, "a referenced image was drawn")
    // The check can fail: the same image inside the document as a data: URL is drawn.
    let inline = tile(0, "data:image/png;base64," + redPNG.base64EncodedString())
    let control = try Image(svgData: document(inline))
    #expect(try render(Self.view40(showing: control)).pixel(x: 5, y: 5) == Self.red)
  }

  @Test func xIncludeAndExternalEntitiesAreNotRead() throws {
    let folder = try ImageFolder()
    let part = #"<rect xmlns="http://www.w3.org/2000/svg" width="40" height="10" fill="red"/>"#
    try Data(part.utf8).write(to: folder.url("part.xml"))
    let documents = [
      #"""
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude"
           width="40" height="10"><xi:include href="part.xml" parse="xml"/>
        <xi:include href="\#(folder.url("part.xml").absoluteString)" parse="xml"/></svg>
      """#,
      #"""
      <?xml version="1.0"?>
      <!DOCTYPE svg [<!ENTITY part SYSTEM "\#(folder.url("part.xml").absoluteString)">]>
      <svg xmlns="http://www.w3.org/2000/svg" width="40" height="10">&part;</svg>
      """#,
    ]
    for (index, text) in documents.enumerated() {
      let url = folder.url("document\(index).svg")
      try Data(text.utf8).write(to: url)
      do {
        let frame = try render(Self.view40(showing: try Image(contentsOf: url)))
        #expect(frame.inkCount() == 0, "document \(index) drew what it referenced")
      } catch let error as DrawKitError {
        #expect(error.code == .invalidImage, "\(error)")
      }
    }
  }

  /// A 40 × 10 white view drawing `image` over its bounds.
  static func view40(showing image: Image) -> DrawView {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    view.backgroundColor = .white
    view.drawings = [.image(image)]
    return view
  }

  /// The code of the error decoding `svg` throws, or `nil` when it decodes.
  static func code(decoding svg: Data) -> DrawKitError.Code? {
    do {
      _ = try Image(svgData: svg)
      return nil
    } catch {
      return error.code
    }
  }
}

/// A private directory for one test, removed with it.
final class ImageFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-images-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func url(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }
}
