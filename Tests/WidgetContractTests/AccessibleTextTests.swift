import DrawKit
import Foundation
import Testing

/// A user's read-only text widget: one laid-out line, exposed to assistive technology as text
/// through the four members ``AccessibilityTextProviding`` requires.
final class Marquee: DrawView, AccessibilityTextProviding {
  let layout: TextLayout

  init(_ text: String) {
    layout = TextLayout(text)
    layout.isSingleLine = true
    super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
  }

  var accessibleText: String { layout.text }

  var accessibleCaretOffset: Int {
    get { 0 }
    set {}
  }

  var accessibleSelection: Range<Int> {
    get { 0..<0 }
    set {}
  }

  func accessibleCharacterRect(at offset: Int) -> CGRect {
    let scalars = layout.text.unicodeScalars
    let index = scalars.index(scalars.startIndex, offsetBy: min(max(offset, 0), scalars.count))
    return convert(layout.characterRect(at: index), to: nil)
  }
}

@Suite("A user's own widget exposes its text to assistive technology")
@MainActor
struct AccessibleTextTests {
  @Test func aViewAdoptingTheProtocolIsReadCharacterByCharacterWithReadOnlyDefaults() {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let marquee = Marquee("Hello")
    marquee.frame.origin = CGPoint(x: 40, y: 20)
    root.addSubview(marquee)
    let provider: any AccessibilityTextProviding = marquee
    #expect(provider.accessibleText == "Hello")
    #expect(!provider.isAccessibleTextEditable)
    provider.accessibleInsert("x", at: 0)
    #expect(provider.accessibleText == "Hello", "read-only by default")
    let third = provider.accessibleCharacterRect(at: 2)
    #expect(third.minX > 40 && third.minY >= 20 && third.width > 0)
    #expect(provider.accessibleOffset(at: CGPoint(x: third.midX, y: third.midY)) == 2)
    #expect(provider.accessibleOffset(at: CGPoint(x: 5, y: 5)) == -1, "outside the view")
    #expect(provider.accessibleOffset(at: CGPoint(x: 230, y: 35)) == 5, "past the text: its end")
  }

  @Test func drawKitsTextWidgetsAndLabelsAreReachedThroughTheSameProtocol() {
    let views: [DrawView] = [TextField(), TextView(), PlaceholderTextView(), Label("Caption")]
    let providers = views.compactMap { $0 as? any AccessibilityTextProviding }
    #expect(providers.count == views.count)
    #expect(providers.map(\.isAccessibleTextEditable) == [true, true, true, false])
    #expect((views[3] as? any AccessibilityTextProviding)?.accessibleText == "Caption")
  }
}
