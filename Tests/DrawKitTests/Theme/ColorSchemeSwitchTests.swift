import DrawKit
import Foundation
import Testing

/// Switching a theme's colours (its tokens) keeps the theme's font: dark mode must not make
/// the text jump size.
@Suite("Adversarial themes: a colour-scheme switch keeps each theme's font")
struct ColorSchemeSwitchTests {
  @Test(arguments: ["notes", "legalPad", "plain", "large"])
  func darkTokensKeepTheThemesFontAndTextSize(name: String) throws {
    try pinTestFonts()
    let base: Theme =
      switch name {
      case "notes": .notes
      case "legalPad": .legalPad
      case "large": Theme.plain.with { $0.font = Font(family: "DejaVu Sans", size: 30) }
      default: .plain
      }
    let dark = base.with { $0.tokens = .dark }
    #expect(dark.font == base.font)
    #expect(dark.tokens.colorScheme == .dark)
    for make in [{ TextField(text: "Hello") as TextInputView }, { TextView(text: "Hello") }] {
      let light = make()
      light.theme = base
      let darkened = make()
      darkened.theme = dark
      #expect(light.font == darkened.font, "\(name)")
      #expect(
        light.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity))
          == darkened.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)), "\(name)")
    }
  }

  @Test func aDrawingReadsTheFontOfTheThemeItIsDrawnIn() throws {
    let big = Theme.plain.with { $0.font = .system(size: 40) }
    func inkHeight(_ theme: Theme) throws -> Int {
      let view = canvas(width: 200, height: 60) { _, _ in }
      view.drawings = [.text("Hg")]
      view.theme = theme
      let image = try render(view)
      return image.rowsDiffering(from: .white).count
    }
    #expect(try inkHeight(big) > 2 * inkHeight(.plain), "Drawing.text uses Theme.font")
  }
}
