import DrawKit
import Foundation
import Testing

/// A widget's natural size (what ``Row`` and ``Column`` give it) holds everything its
/// drawings draw.
@Suite("Adversarial natural sizes: nothing a widget draws is clipped at its natural size")
struct NaturalSizeTests {
  /// The ink a field shows in `theme`, focused or not, laid out by a column at its natural
  /// height, and the ink the same field shows with room to spare, on a page of the theme's
  /// background colour.
  private func inks(_ theme: Theme, focused: Bool) throws -> (natural: Int, roomy: Int) {
    func ink(inColumnOfHeight height: CGFloat?) throws -> Int {
      let field = TextField(text: "Hgjy")
      let column = Column(spacing: 0) { field }
      let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      root.theme = theme
      root.backgroundColor = .background
      root.addSubview(column)
      column.frame = root.bounds
      if let height { field.frame.size.height = height }
      root.layoutIfNeeded()
      if focused { #expect(field.becomeFirstResponder()) }
      field.blinkCaret()
      if let height { field.frame = CGRect(x: 0, y: 0, width: 200, height: height) }
      let image = try render(root)
      let paper = image.pixel(x: 199, y: 99)
      return image.inkCount(in: CGRect(x: 0, y: 0, width: 200, height: 100), background: paper)
    }
    let natural = try ink(inColumnOfHeight: nil)
    return (natural, try ink(inColumnOfHeight: 80))
  }

  @Test(arguments: ["notes", "plain", "legalPad", "dark"], [false, true])
  func aFieldAtItsNaturalSizeShowsItsWholeUnderline(theme name: String, focused: Bool) throws {
    let theme: Theme =
      switch name {
      case "notes": .notes
      case "legalPad": .legalPad
      case "dark": .dark
      default: .plain
      }
    let (natural, roomy) = try inks(theme, focused: focused)
    #expect(
      natural == roomy, "\(name) focused \(focused): \(natural) inked pixels, \(roomy) with room")
  }
}
