import DrawKit
import Foundation

/// What a host tells the accessibility bridge about the window that shows its tree: where
/// the tree is, in the pixels AT-SPI's extents are given in.
///
/// The X11 window's root fills its X window, whose pixels are device pixels; the GTK host's
/// tree is a widget somewhere in a GTK window, whose coordinates are GTK's logical pixels
/// (points), as GTK reports its own widgets' extents.
package protocol AccessibilityHostWindow: AnyObject {
  /// Pixels per point in the extents sent.
  var accessibilityScale: CGFloat { get }
  /// The root view's top-left corner relative to the window's, in pixels.
  var accessibilityRootOrigin: CGPoint { get }
  /// The window's top-left corner on the screen, in pixels; zero where the display keeps
  /// it from programs (Wayland), so screen extents are the window's.
  var accessibilityWindowOriginOnScreen: CGPoint { get }
}
