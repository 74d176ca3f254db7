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

/// The rows of `image` with a rule (red) at column `x`, each with how much red it holds (0 to 1).
private func ruleRows(_ image: Image, x: Int) -> [(row: Int, weight: CGFloat)] {
  (0..<image.pixelHeight).compactMap { y in
    let difference = image.pixel(x: x, y: y).maximumChannelDifference(from: .white)
    return difference > 0 ? (y, CGFloat(difference) / 255) : nil
  }
}

@Suite("Adversarial ruled lines: rules clear the text's baseline ink, without jitter")
struct RuledLineClearanceTests {
  /// Kanji and emoji on the line after a rule reach higher than the font's capitals; at 17 px
  /// an emoji inked 20 of DejaVu Sans's 21 px of leading, so the rule under one line crossed
  /// the tops of the next line's kanji and emoji (1 px at 12 px, 4 to 5 rows at 17 px).
  @Test(arguments: [12, 17] as [CGFloat])
  func rulesClearTheNextLinesKanjiAndEmoji(size: CGFloat) throws {
    for scale in [1, 1.5, 2] as [CGFloat] {
      for offset in [0, 0.3, 0.7] as [CGFloat] {
        let (text, rules) = try renders(
          text: "HEXA 日本😀\n日本語😀🍎\n🍎口日本", size: size, offset: offset, scale: scale,
          theme: .notes)
        let columns = 0..<Int(200 * scale)
        // The view's bottom edge, a partly covered row at ×1.5, is no rule.
        let bottom = Int(((size * 3 + 30) * scale).rounded(.down))
        let ruled = ruleRows(rules, x: Int(205 * scale)).map(\.row).filter { $0 < bottom }
        let crossed = ruled.filter { hasInk(text, row: $0, in: columns) }
        #expect(
          crossed.isEmpty, "\(size) px ×\(scale) offset \(offset): rule rows \(crossed) cross ink")
      }
    }
  }

  /// A scroll by a fraction of a pixel moves each rule by about as much: its centre (weighted
  /// by how much of each row it covers) lies within 0.4 px of where the unscrolled rule was,
  /// moved by the offset.
  ///
  /// A pitch grown for kanji and emoji left a baseline on half a pixel, where the text and its
  /// rule snapped the same row at offsets 0 and 0.7. At ×1.5 a baseline can still fall on
  /// half a device row, and the rule follows its text's snapped baseline there.
  @Test(arguments: [12, 16, 17] as [CGFloat])
  func rulesFollowAFractionalScrollWithinAFewTenthsOfAPixel(size: CGFloat) throws {
    for scale in [1, 2] as [CGFloat] {
      func firstRuleCentre(offset: CGFloat) throws -> CGFloat {
        let (_, rules) = try renders(
          text: "HEXA 日本😀\n日本語", size: size, offset: offset, scale: scale, theme: .notes)
        let rows = ruleRows(rules, x: Int(205 * scale))
        let first = rows.prefix { $0.row <= rows[0].row + Int(2 * scale) }
        let weight = first.map(\.weight).reduce(0, +)
        return first.map { (CGFloat($0.row) + 0.5) * $0.weight }.reduce(0, +) / weight / scale
      }
      let resting = try firstRuleCentre(offset: 0)
      for offset in [0.3, 0.7] as [CGFloat] {
        let moved = try firstRuleCentre(offset: offset)
        #expect(
          abs(moved - (resting - offset)) <= 0.4,
          "\(size) px ×\(scale) offset \(offset): the rule at \(moved), not \(resting - offset)")
      }
    }
  }

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
