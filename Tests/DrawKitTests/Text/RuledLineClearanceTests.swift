import DrawKit
import Foundation
import Testing

/// A ruled text view holding one line of `text` at `size`, scrolled by `offset`, rendered once
/// with only its text and once with only its rules (drawn red so that faint rows show).
private func renders(
  text: String, size: CGFloat, offset: CGFloat, scale: CGFloat, theme base: Theme
) throws -> (text: Image, rules: Image) {
  try pinTestFonts()
  func render(keeping slot: DrawingSlot) throws -> Image {
    let theme = base.with { theme in
      theme.font = Font(family: "DejaVu Sans", size: size)
      theme.tokens.separator = Color(red: 1, green: 0, blue: 0)
      theme.tokens.background = .white
      theme[.textView][slot == .rules ? .text : .rules] = nil
      for margin in ["margin", "margin2"] {
        theme[.textView][DrawingSlot(margin, placement: .back)] = nil
      }
    }
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 220, height: size * 3 + 30))
    view.theme = theme
    view.text = text + "\n\n\n"
    view.contentOffset = CGPoint(x: 0, y: offset)
    return try Renderer(scale: scale).image(of: view)
  }
  return (try render(keeping: .text), try render(keeping: .rules))
}

/// Whether row `y` of `image` has ink (anything but the paper) between columns `xRange`.
private func hasInk(_ image: Image, row y: Int, in xRange: Range<Int>) -> Bool {
  xRange.contains { x in image.pixel(x: x, y: y).maximumChannelDifference(from: .white) > 24 }
}

@Suite("Adversarial ruled lines: rules clear the text's baseline ink, without jitter")
struct RuledLineClearanceTests {
  /// Lines whose glyphs sit on the baseline (no descenders), in several scripts and fonts.
  static let probes = ["HEXAMH", "日本語口日本", "ادا ادا", "😀🍎😀", "Hx日😀اد"]
  static let cases: [(String, CGFloat)] = probes.flatMap { probe in
    [1, 1.5, 2].map { (probe, $0) }
  }

  @Test(arguments: cases)
  func rulesClearTheInkAndKeepTheirGap(probe: String, scale: CGFloat) throws {
    for theme in [Theme.notes, .legalPad] {
      for size in [10, 13, 16, 20, 24, 27, 30, 34, 40] as [CGFloat] {
        var gaps: Set<Int> = []
        for offset in [0, 0.25, 0.5, 0.75, 3.4] as [CGFloat] {
          let (text, rules) = try renders(
            text: probe, size: size, offset: offset, scale: scale, theme: theme)
          let context = "\(theme.name) \(probe) \(size) px ×\(scale) offset \(offset)"
          let ruleColumn = Int(205 * scale)
          let ruleRows = (0..<rules.pixelHeight).filter { y in
            rules.pixel(x: ruleColumn, y: y).maximumChannelDifference(from: .white) > 24
          }
          let columns = 0..<Int(200 * scale)
          guard
            let firstInk = (0..<text.pixelHeight).first(where: {
              hasInk(text, row: $0, in: columns)
            })
          else {
            Issue.record("\(context): no ink")
            continue
          }
          // The rule of the first line: the first rule row below the top of its ink.
          guard let rule = ruleRows.first(where: { $0 > firstInk }) else {
            Issue.record("\(context): no rule under the text")
            continue
          }
          let ruleEnd = ruleRows.drop { $0 < rule }.prefix { $0 <= rule + Int(3 * scale) }
          let crossed = ruleEnd.filter { hasInk(text, row: $0, in: columns) }
          #expect(crossed.isEmpty, "\(context): the rule's rows \(crossed) cross the text's ink")
          let inkBottom = (firstInk..<rule).last { hasInk(text, row: $0, in: columns) } ?? firstInk
          gaps.insert(rule - inkBottom)
        }
        #expect(
          gaps.count == 1, "\(theme.name) \(probe) \(size) px ×\(scale): gaps \(gaps.sorted())")
      }
    }
  }
}
