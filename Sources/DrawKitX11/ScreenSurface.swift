internal import CCairo
internal import CXCB
import DrawKit
import Foundation

/// The window's pixels on the X server, as a cairo-xcb surface, and the back buffer the view
/// tree is rendered into: frames are drawn off screen and only their changed rectangles are
/// copied to the window, so the screen never shows a half-drawn frame.
final class ScreenSurface {
  /// The back buffer: a rendering of the whole root view at the window's scale.
  private(set) var backBuffer: Image
  private let surface: OpaquePointer
  private let scale: CGFloat

  /// A surface for `window`, which uses `visual`, holding `backBuffer`.
  init(
    connection x: XConnection, window: xcb_window_t,
    visual: UnsafeMutablePointer<xcb_visualtype_t>, backBuffer: Image
  ) throws(WindowError) {
    guard
      let surface = cairo_xcb_surface_create(
        x.connection, window, visual, Int32(backBuffer.pixelWidth),
        Int32(backBuffer.pixelHeight))
    else {
      throw WindowError(.renderingFailed, "cairo cannot draw into the X window")
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
      cairo_surface_destroy(surface)
      throw WindowError(.renderingFailed, "cairo cannot draw into the X window: \(reason)")
    }
    scale = backBuffer.scale
    cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    self.surface = surface
    self.backBuffer = backBuffer
  }

  deinit {
    // The surface holds the last reference to cairo's XCB device, which must be finished
    // before the connection closes; take a reference so it outlives the surface.
    let device = cairo_surface_get_device(surface).map { cairo_device_reference($0)! }
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
    if let device {
      cairo_device_finish(device)
      cairo_device_destroy(device)
    }
  }

  /// Takes a new back buffer after the window changed size.
  func resize(to backBuffer: Image) {
    self.backBuffer = backBuffer
    cairo_xcb_surface_set_size(
      surface, Int32(backBuffer.pixelWidth), Int32(backBuffer.pixelHeight))
  }

  /// Copies the back buffer's pixels inside `region` (points) to the window, over white so
  /// that a transparent root shows as a plain window background.
  func present(_ region: DirtyRegion) {
    guard !region.isEmpty, let context = cairo_create(surface) else { return }
    defer { cairo_destroy(context) }
    for rect in region.rects {
      let left = (rect.minX * scale).rounded(.down) / scale
      let top = (rect.minY * scale).rounded(.down) / scale
      let right = (rect.maxX * scale).rounded(.up) / scale
      let bottom = (rect.maxY * scale).rounded(.up) / scale
      cairo_rectangle(context, left, top, right - left, bottom - top)
    }
    cairo_clip(context)
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    cairo_set_source_surface(context, backBuffer.cairoSurface, 0, 0)
    cairo_paint(context)
    cairo_surface_flush(surface)
  }
}
