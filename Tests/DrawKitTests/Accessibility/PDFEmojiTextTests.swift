import DrawKit
import Foundation
import Testing

/// What a PDF's text layer holds of a line mixing Latin, kanji, a monochrome emoji and a
/// colour emoji, as the Making Views Accessible article states it.
@Suite("Adversarial PDF text: outline glyphs are text, colour emoji are images")
struct PDFEmojiTextTests {
  private func pdf(of text: String) throws -> URL {
    try pinTestFonts()
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
    view.drawings = [.text(text, font: Font(family: "DejaVu Sans", size: 20))]
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-emoji-\(UUID().uuidString).pdf")
    try Renderer().writePDF(of: view, to: url)
    return url
  }

  @Test func theTextAroundAColourEmojiStaysTextInOrder() throws {
    let url = try pdf(of: "Hi 😀 漢字 👍🏽 end")
    defer { try? FileManager.default.removeItem(at: url) }
    let words = try pdfText(url).split(whereSeparator: \.isWhitespace).map(String.init)
    // 😀 has an outline glyph in DejaVu Sans: real text. 👍🏽 comes from Noto Color Emoji, a
    // bitmap font that cairo 1.16 puts in the page as an image, without its text.
    #expect(words == ["Hi", "😀", "漢字", "end"], "\(words)")
    let images = try poppler("pdfimages", "-list", url.path).split(separator: "\n")
      .filter { $0.split(separator: " ").dropFirst(2).first == "image" }
    #expect(images.count == 1, "the colour emoji is one image: \(images)")
  }
}
