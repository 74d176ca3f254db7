#if Hosts

import DrawKit
import Foundation
import Testing

@testable import DrawKitX11

/// Where the window tells the input method the caret is: the caret's bottom left in window
/// pixels, whatever the view reports.
struct InputMethodSpotTests {
  /// A view whose caret is wherever the test puts it.
  private final class Caret: TextComposing {
    var inputMethodCaretRect: CGRect
    var acceptsMarkedText: Bool { true }
    var isComposing: Bool { false }
    init(_ rect: CGRect) { inputMethodCaretRect = rect }
    func setMarkedText(_ marked: MarkedText) {}
    func unmarkText() {}
    func cancelComposition() {}
    func insertText(_ text: String) {}
    func onCompositionEnd(_ handler: ((any TextComposing) -> Void)?) {}
  }

  @Test func theSpotIsTheCaretsBottomLeftInPixels() throws {
    let spot = try #require(
      InputMethodBridge.spot(of: Caret(CGRect(x: 10.4, y: 20, width: 1, height: 17)), scale: 2))
    #expect(spot.x == 21 && spot.y == 74)
  }

  @Test func hugeCaretsAreClampedToTheProtocolsRange() throws {
    let far = try #require(
      InputMethodBridge.spot(of: Caret(CGRect(x: 1e300, y: -1e300, width: 1, height: 1)), scale: 1))
    #expect(far.x == Int16.max && far.y == Int16.min)
  }

  @Test func aCaretThatIsNotAPointSendsNoSpot() {
    #expect(
      InputMethodBridge.spot(of: Caret(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)), scale: 1)
        == nil
    )
    #expect(
      InputMethodBridge.spot(
        of: Caret(CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1)), scale: 1)
        == nil)
  }
}

#endif
