#if Hosts

import CDrawKitXCB
import DrawKit
import Foundation
import Testing

@testable import DrawKitX11

/// X button numbers become DrawKit's closed set of buttons, wheel notches become scrolls.
@Suite struct PointerTranslatorTests {
  private func press(_ detail: UInt8, scale: CGFloat = 2) -> PointerEvent? {
    var translator = PointerTranslator(scale: scale)
    var event = xcb_button_press_event_t()
    event.detail = detail
    event.event_x = 40
    event.event_y = 20
    return translator.press(event)
  }

  @Test(
    arguments: [
      (1, PointerEvent.Button.primary), (2, .middle), (3, .secondary), (8, .back), (9, .forward),
    ] as [(UInt8, PointerEvent.Button)])
  func buttonsPressAndReleaseAsTheirDrawKitButton(detail: UInt8, button: PointerEvent.Button) {
    let down = press(detail)
    #expect(down?.phase == .down && down?.button == button)
    #expect(down?.location == CGPoint(x: 20, y: 10))
    var release = xcb_button_release_event_t()
    release.detail = detail
    let up = PointerTranslator(scale: 1).release(release)
    #expect(up?.phase == .up && up?.button == button)
  }

  @Test func wheelButtonsScrollAndReleaseNothing() {
    #expect(press(4)?.phase == .scroll)
    #expect(press(4)?.scrollDelta.height == -PointerTranslator.pointsPerNotch)
    #expect(press(7)?.scrollDelta.width == PointerTranslator.pointsPerNotch)
    var release = xcb_button_release_event_t()
    release.detail = 5
    #expect(PointerTranslator(scale: 1).release(release) == nil)
    #expect(press(10) == nil)
    #expect(press(255) == nil)
  }

  @Test func closedSetsPrintTheirNames() {
    #expect(PointerEvent.Phase.hover.description == "hover")
    #expect(PointerEvent.Button.forward.description == "forward")
    #expect(TextChange.Reason.pasteboard.description == "pasteboard")
  }
}

#endif
