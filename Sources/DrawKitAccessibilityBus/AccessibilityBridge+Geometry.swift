internal import CDrawKitAccessibilityBridge
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
    let scale = window.accessibilityScale
    let rootOrigin = window.accessibilityRootOrigin
    var origin = CGPoint.zero
    switch coordinates {
    case DKCoordinatesScreen:
      let windowOrigin = window.accessibilityWindowOriginOnScreen
      origin = CGPoint(x: windowOrigin.x + rootOrigin.x, y: windowOrigin.y + rootOrigin.y)
    case DKCoordinatesWindow:
      origin = rootOrigin
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
}
