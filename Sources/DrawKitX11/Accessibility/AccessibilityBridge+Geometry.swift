internal import CDrawKitAccessibilityBridge
internal import CDrawKitXCB
import DrawKit
import Foundation
import Glibc

/// Where exposed elements are, in the pixel coordinates AT-SPI asks for.
extension AccessibilityBridge {
  /// The element's frame in the root's coordinates (points), from the live view.
  func frame(of key: UInt64) -> CGRect? {
    guard let view = entry(key)?.view else { return nil }
    return key == Self.frameKey ? root.bounds : view.convert(view.bounds, to: nil)
  }

  /// `rect` (root points) in pixels relative to the screen, the window or the parent of the
  /// element `key`.
  func pixelRect(_ rect: CGRect, of key: UInt64, in coordinates: DKCoordinates) -> DKRect {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return DKRect() }
    var origin = CGPoint.zero
    switch coordinates {
    case DKCoordinatesScreen:
      origin = windowOriginOnScreen()
    case DKCoordinatesParent:
      if let parent = entries[key]?.parent, parent != Self.frameKey,
        let parentFrame = frame(of: parent)
      {
        origin = CGPoint(x: -parentFrame.minX * scale, y: -parentFrame.minY * scale)
      }
    default:
      break
    }
    return DKRect(
      x: Self.pixels(rect.minX * scale + origin.x), y: Self.pixels(rect.minY * scale + origin.y),
      width: Self.pixels(rect.width * scale), height: Self.pixels(rect.height * scale))
  }

  /// A coordinate rounded to whole pixels, clamped to what `Int32` holds.
  private static func pixels(_ value: CGFloat) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(min(value.rounded(), CGFloat(Int32.max)), CGFloat(Int32.min)))
  }

  /// The window's top-left corner on the screen, in pixels (asked from the X server).
  private func windowOriginOnScreen() -> CGPoint {
    let cookie = xcb_translate_coordinates(x.connection, windowID, x.screen.pointee.root, 0, 0)
    guard let reply = xcb_translate_coordinates_reply(x.connection, cookie, nil) else {
      return .zero
    }
    defer { free(reply) }
    return CGPoint(x: CGFloat(reply.pointee.dst_x), y: CGFloat(reply.pointee.dst_y))
  }
}
