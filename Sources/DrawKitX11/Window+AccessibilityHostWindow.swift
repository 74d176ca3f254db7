internal import CDrawKitXCB
import DrawKit
internal import DrawKitAccessibilityBus
import Foundation
import Glibc

/// Where the window's tree is for the accessibility bridge: the root fills the X window, whose
/// pixels are device pixels.
extension Window: AccessibilityHostWindow {
  package var accessibilityScale: CGFloat { scale }

  package var accessibilityRootOrigin: CGPoint { .zero }

  /// Asked from the X server each time: the window manager may have moved the window.
  package var accessibilityWindowOriginOnScreen: CGPoint {
    let cookie = xcb_translate_coordinates(x.connection, windowID, x.screen.pointee.root, 0, 0)
    guard let reply = xcb_translate_coordinates_reply(x.connection, cookie, nil) else {
      return .zero
    }
    defer { free(reply) }
    return CGPoint(x: CGFloat(reply.pointee.dst_x), y: CGFloat(reply.pointee.dst_y))
  }
}
