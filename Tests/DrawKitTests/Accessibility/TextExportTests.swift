import DrawKit
import Foundation
import Testing

/// A white view drawing `text` in DejaVu Sans at 16 units.
private func textView(_ text: String, width: CGFloat = 300) -> DrawView {
  let view = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
  view.backgroundColor = .white
  view.drawings = [Drawing.text(text, font: Font(family: "DejaVu Sans", size: 16)).inset(4)]
  return view
}

@Suite("Adversarial text: noncharacters, huge lines and fonts, the metrics cache")
struct TextExportTests {
  /// Letters between noncharacters of the BMP and the other planes (Swift literals refuse
  /// U+FFFE and U+FFFF, so the scalars are built from numbers).
  static let noncharacters = String(
    String.UnicodeScalarView(
      [0x61, 0xFFFE, 0x62, 0xFFFF, 0x63, 0xFDD0, 0x64, 0xFDEF, 0x65, 0x1FFFE, 0x66, 0x10FFFF, 0x67]
        .compactMap(Unicode.Scalar.init(_:))))

  @Test func noncharactersExportToEveryFormat() throws {
    try pinTestFonts()
    let view = textView(Self.noncharacters)
    let pdf = try Renderer().pdfData(of: view)
    #expect(pdf.starts(with: Data("%PDF-".utf8)))
    let svg = try Renderer().svgData(of: view)
    #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    let image = try Renderer().image(of: view)
    #expect(image.inkCount() > 20)
  }

  @Test func noncharactersKeepEveryOffsetInPlace() throws {
    try pinTestFonts()
    let text = Self.noncharacters
    let layout = TextLayout(text, font: Font(family: "DejaVu Sans", size: 16))
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].range == text.startIndex..<text.endIndex)
    var previous = -CGFloat.infinity
    for index in text.indices.dropFirst() {
      let x = layout.caretRect(at: index).minX
      #expect(
        x > previous,
        "the caret does not advance at \(text.distance(from: text.startIndex, to: index))")
      previous = x
    }
    let g = text.index(before: text.endIndex)
    #expect(layout.index(at: CGPoint(x: layout.caretRect(at: g).minX + 1, y: 8)) == g)
  }

  @Test func noncharactersInATextFieldRenderToPDF() throws {
    try pinTestFonts()
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let field = TextField(frame: root.bounds, text: "pass" + Self.noncharacters + "word")
    root.addSubview(field)
    #expect(try Renderer().pdfData(of: root).count > 500)
  }

  @Test func longSingleLineMeasuresPastPangoUnits() throws {
    try pinTestFonts()
    let font = Font(family: "DejaVu Sans", size: 14)
    let short = TextLayout(String(repeating: "abcdefghij", count: 3_000), font: font)
    let long = TextLayout(String(repeating: "abcdefghij", count: 30_000), font: font)
    long.isSingleLine = true
    #expect(long.size.width > 2_100_000)
    #expect(abs(long.size.width - 10 * short.size.width) < short.size.width / 100)
    #expect(long.lines[0].width == long.size.width)
  }

  @Test func hugeAndTinyFontSizesAreClamped() throws {
    try pinTestFonts()
    let huge = Font(family: "DejaVu Sans", size: 1e9)
    #expect(huge.size == Font.sizeRange.upperBound)
    #expect(huge.lineHeight > 10_000)
    #expect(huge.ascender > 0 && huge.descender < 0)
    var assigned = Font(family: "DejaVu Sans", size: 12)
    assigned.size = 1e300
    #expect(assigned.size == Font.sizeRange.upperBound)
    assigned.size = 1e-9
    #expect(assigned.size == Font.sizeRange.lowerBound)
    assigned.size = -.infinity
    #expect(assigned.size == 12)
    #expect(Font.system(size: .greatestFiniteMagnitude).withSize(2e9).size == 10_000)
    let layout = TextLayout("Big", font: huge)
    #expect(layout.lines[0].height > 10_000)
    #expect(layout.size.width > 10_000)
  }

  @Test func fontMetricsCacheStaysBounded() throws {
    try pinTestFonts()
    let capacity = FontMetrics.cacheCapacity
    for step in 0..<(capacity + 40) {
      let font = Font(family: "DejaVu Sans", size: 7 + CGFloat(step) / 64)
      #expect(font.lineHeight > 0)
    }
    #expect(FontMetrics.cachedCount <= capacity)
    #expect(FontMetrics.cachedCount > capacity / 2)
  }
}
