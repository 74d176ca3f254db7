import DrawKit
import Foundation
import Testing

/// PDF output carries structure for assistive technology: text as tagged paragraphs, links
/// as link annotations.
@Suite("Tagged PDF: text and links")
struct TaggedPDFTests {
  /// What `pdfinfo` reports for `data`, one "Key: value" line each.
  private func pdfinfo(_ data: Data) throws -> String {
    try popplerOutput("pdfinfo", of: data)
  }

  @Test func textIsTaggedAndLinksAreAnnotations() throws {
    try pinTestFonts()
    let page = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 120)) { _, context in
      let layout = TextLayout("A paragraph of text")
      layout.draw(in: context, at: CGPoint(x: 10, y: 10))
      context.link(to: URL(string: "https://example.com/a'b\\c")!) {
        TextLayout("a link").draw(in: context, at: CGPoint(x: 10, y: 60))
      }
    }
    let data = try Renderer().pdfData(of: page)
    let info = try pdfinfo(data)
    #expect(info.contains("Pages:           1"), "pdfinfo says: \(info)")
    let raw = String(decoding: data, as: UTF8.self)
    #expect(raw.contains("/StructTreeRoot"))
    let uri = raw.components(separatedBy: "/URI ").dropFirst().first?.prefix { $0 != ")" } ?? ""
    #expect(uri == "(https://example.com/a'b%5Cc", "the quote is kept inside the address")
    let structure = raw.components(separatedBy: "/S /").dropFirst().map {
      $0.prefix { $0.isLetter }
    }
    #expect(structure.filter { $0 == "P" }.count == 2, "two paragraphs: \(structure)")
    #expect(structure.contains("Link"))
    #expect(raw.contains("/Subtype /Link"))
  }

  @Test func aDocumentWithTextIsMarkedTaggedWithOneDocumentRootOverAllItsPages() throws {
    try pinTestFonts()
    let pages = ["First page", "Second page", "Third page"].map { text in
      DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 60)) { _, context in
        TextLayout(text).draw(in: context, at: CGPoint(x: 10, y: 10))
      }
    }
    let blank = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let data = try Renderer().pdfData(of: [blank] + pages)
    #expect(try pdfinfo(data).contains("Tagged:          yes"))
    #expect(String(decoding: data, as: UTF8.self).contains("/MarkInfo << /Marked true >>"))
    let structure = try structureText(of: data).split(separator: "\n")
    let roots = structure.filter { !$0.hasPrefix(" ") }
    #expect(roots == ["Document"], "one root element: \(structure)")
    #expect(structure.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("P ") }.count == 3)
  }

  @Test func withoutTextOrLinksTheDocumentIsUntaggedAndImagesCarryNoTags() throws {
    let page = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40), drawings: [.fill(.red)])
    let info = try pdfinfo(try Renderer().pdfData(of: page))
    #expect(
      !String(decoding: try Renderer().pdfData(of: page), as: UTF8.self).contains("/StructTreeRoot")
    )
    #expect(info.contains("Pages:           1"), "pdfinfo says: \(info)")
    #expect(info.contains("Tagged:          no"), "pdfinfo says: \(info)")
    let linked = DrawView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { _, context in
      context.link(to: URL(string: "https://example.com")!) {
        context.setFillColor(.red)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      }
    }
    let image = try Renderer().image(of: linked)
    #expect(image.pixel(x: 10, y: 10) == Pixel(.red), "a link draws its content in an image")
  }
}
