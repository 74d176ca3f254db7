internal import CDrawKitXCB
import DrawKit
import Foundation

/// Turns X pointer events into ``DrawKit/PointerEvent``s: buttons 1–3, 8 and 9 (back,
/// forward) press and release with click counts, buttons 4–7 are wheel notches, motion is a
/// move; positions are divided by the window's scale into points.
struct PointerTranslator {
  /// How far one wheel notch scrolls, in points: three 16-point lines.
  static let pointsPerNotch: CGFloat = 48

  private let scale: CGFloat
  private var clicks = ClickCounter()
  private var clickCount = 1

  /// A translator for a window drawn at `scale` pixels per point.
  init(scale: CGFloat) {
    self.scale = scale
  }

  /// The event for an X button press.
  mutating func press(_ event: xcb_button_press_event_t) -> PointerEvent? {
    let location = point(event.event_x, event.event_y)
    let modifiers = KeysymTranslation.modifiers(fromMask: event.state)
    let notch = Self.pointsPerNotch
    let scroll: CGSize
    switch event.detail {
    case 1...3, 8, 9:
      clickCount = clicks.press(at: TimeInterval(event.time) / 1000, location: location)
      return PointerEvent(
        .down, at: location, button: Self.button(event.detail),
        clickCount: clickCount, modifiers: modifiers)
    case 4: scroll = CGSize(width: 0, height: -notch)
    case 5: scroll = CGSize(width: 0, height: notch)
    case 6: scroll = CGSize(width: -notch, height: 0)
    case 7: scroll = CGSize(width: notch, height: 0)
    default: return nil
    }
    return PointerEvent(
      .scroll, at: location, scrollDelta: scroll, modifiers: modifiers)
  }

  /// The event for an X button release; wheel buttons release nothing.
  func release(_ event: xcb_button_release_event_t) -> PointerEvent? {
    guard [1, 2, 3, 8, 9].contains(event.detail) else { return nil }
    return PointerEvent(
      .up, at: point(event.event_x, event.event_y),
      button: Self.button(event.detail), clickCount: clickCount,
      modifiers: KeysymTranslation.modifiers(fromMask: event.state))
  }

  /// The event for pointer motion: a drag while a button is held, else a hover.
  func motion(_ event: xcb_motion_notify_event_t) -> PointerEvent {
    let held = Self.heldButton(event.state)
    return PointerEvent(
      held == nil ? .hover : .move, at: point(event.event_x, event.event_y),
      button: held ?? .primary, clickCount: clickCount,
      modifiers: KeysymTranslation.modifiers(fromMask: event.state))
  }

  /// The event for the pointer entering or leaving the window.
  func crossing(_ event: xcb_enter_notify_event_t, entering: Bool) -> PointerEvent {
    PointerEvent(
      entering ? .enter : .exit, at: point(event.event_x, event.event_y),
      modifiers: KeysymTranslation.modifiers(fromMask: event.state))
  }

  private func point(_ x: Int16, _ y: Int16) -> CGPoint {
    CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
  }

  private static func button(_ number: xcb_button_t) -> PointerEvent.Button {
    switch number {
    case 2: .middle
    case 3: .secondary
    case 8: .back
    case 9: .forward
    default: .primary
    }
  }

  private static func heldButton(_ mask: UInt16) -> PointerEvent.Button? {
    if mask & UInt16(XCB_BUTTON_MASK_1.rawValue) != 0 { return .primary }
    if mask & UInt16(XCB_BUTTON_MASK_2.rawValue) != 0 { return .middle }
    if mask & UInt16(XCB_BUTTON_MASK_3.rawValue) != 0 { return .secondary }
    return nil
  }
}
