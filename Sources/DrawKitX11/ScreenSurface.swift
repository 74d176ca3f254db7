internal import CDrawKitCairo
internal import CDrawKitXCB
import DrawKit
import Foundation

/// The window's pixels on the X server and the back buffer the view tree is rendered into:
/// frames are drawn off screen and only their changed rectangles are copied to the window, so
/// the screen never shows a half-drawn frame.
///
/// On a server whose window pixels are 32-bit little-endian `xRGB` (every TrueColor screen of
/// depth 24 on a little-endian machine, Xvfb's and Xorg's default) each rectangle is composed
/// over white into a window-sized image in shared memory and copied from there by the server
/// (MIT-SHM), or, where shared memory is not available (a remote server), sent as `PutImage`
/// requests of exactly its pixels: either way the server gets, and reports as damage, only
/// what changed. Other servers get the rectangles through cairo-xcb, which converts the pixel
/// format.
final class ScreenSurface {
  /// The back buffer: a rendering of the whole root view at the window's scale.
  private(set) var backBuffer: Image
  private let scale: CGFloat
  private let x: XConnection
  private let window: xcb_window_t
  /// Whether frames may go through shared memory (a resize makes a new segment).
  private let usesSharedMemory: Bool
  private var copy: Copy
  /// The sequence number of the last shared-memory copy sent, until the server is known to
  /// have read it: an event it sent after handling that request says so (every event carries
  /// the number of the last request of this connection the server handled), or a round trip.
  private var pendingCopy: UInt32?
  /// How many pixels ``present(_:isOpaque:)`` has sent the server: for tests that check a
  /// scroll sends only the strip that came in.
  private(set) var sentPixelCount = 0
  /// How many `CopyArea` requests moved the window's own pixels.
  private(set) var copiedAreaCount = 0

  /// How the rectangles reach the window.
  private enum Copy {
    /// `ShmPutImage` from this image, with this graphics context, at this depth.
    case sharedMemory(SharedMemoryImage, gc: xcb_gcontext_t, depth: UInt8)
    /// `PutImage` of each rectangle's pixels, with this graphics context, at this depth.
    case putImage(gc: xcb_gcontext_t, depth: UInt8)
    /// Painting through a cairo-xcb surface of the window.
    case cairo(OpaquePointer)
  }

  /// A surface for `window`, which uses `visual`, holding `backBuffer`; frames go through
  /// shared memory when `usesSharedMemory` and the server can read it.
  init(
    connection x: XConnection, window: xcb_window_t,
    visual: UnsafeMutablePointer<xcb_visualtype_t>, backBuffer: Image, usesSharedMemory: Bool
  ) throws(WindowError) {
    self.x = x
    self.usesSharedMemory = usesSharedMemory
    self.window = window
    scale = backBuffer.scale
    self.backBuffer = backBuffer
    if let depth = Self.putImageDepth(connection: x, visual: visual) {
      let gc = xcb_generate_id(x.connection)
      xcb_create_gc(x.connection, gc, window, 0, nil)
      copy = Self.pixelCopy(
        connection: x, gc: gc, depth: depth, width: backBuffer.pixelWidth,
        height: backBuffer.pixelHeight, usesSharedMemory: usesSharedMemory)
      return
    }
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
    cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    copy = .cairo(surface)
  }

  deinit {
    switch copy {
    case .sharedMemory(_, let gc, _), .putImage(let gc, _):
      if !x.hasFailed { xcb_free_gc(x.connection, gc) }
    case .cairo(let surface):
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
  }

  /// The depth to send `PutImage` pixels at, when the window's pixels are laid out as cairo's
  /// (32 bits per pixel, least significant byte first, red, green and blue in bits 16, 8 and
  /// 0); `nil` otherwise.
  private static func putImageDepth(
    connection x: XConnection, visual: UnsafeMutablePointer<xcb_visualtype_t>
  ) -> UInt8? {
    let setup = xcb_get_setup(x.connection)!
    let depth = x.screen.pointee.root_depth
    guard setup.pointee.image_byte_order == UInt8(XCB_IMAGE_ORDER_LSB_FIRST.rawValue),
      visual.pointee._class == UInt8(XCB_VISUAL_CLASS_TRUE_COLOR.rawValue),
      visual.pointee.red_mask == 0xFF_0000, visual.pointee.green_mask == 0xFF00,
      visual.pointee.blue_mask == 0xFF, depth == 24 || depth == 32
    else { return nil }
    let formats = UnsafeBufferPointer(
      start: xcb_setup_pixmap_formats(setup), count: Int(xcb_setup_pixmap_formats_length(setup)))
    guard let format = formats.first(where: { $0.depth == depth }), format.bits_per_pixel == 32
    else { return nil }
    return depth
  }

  /// Shared memory for a `width` × `height` window when `usesSharedMemory` and the server can
  /// read it, `PutImage` otherwise.
  private static func pixelCopy(
    connection x: XConnection, gc: xcb_gcontext_t, depth: UInt8, width: Int, height: Int,
    usesSharedMemory: Bool
  ) -> Copy {
    guard usesSharedMemory,
      let image = SharedMemoryImage(connection: x, width: width, height: height)
    else {
      return .putImage(gc: gc, depth: depth)
    }
    return .sharedMemory(image, gc: gc, depth: depth)
  }

  /// Takes a new back buffer after the window changed size.
  func resize(to backBuffer: Image) {
    self.backBuffer = backBuffer
    switch copy {
    case .sharedMemory(_, let gc, let depth):
      finishCopies()
      copy = Self.pixelCopy(
        connection: x, gc: gc, depth: depth, width: backBuffer.pixelWidth,
        height: backBuffer.pixelHeight, usesSharedMemory: usesSharedMemory)
    case .putImage:
      break
    case .cairo(let surface):
      cairo_xcb_surface_set_size(
        surface, Int32(backBuffer.pixelWidth), Int32(backBuffer.pixelHeight))
    }
  }

  /// Notes that the server has handled every request up to `sequence` of this connection (the
  /// full sequence number of an event it sent): a shared-memory copy sent before is read.
  ///
  /// A key press reports the last frame's copy as read this way, so a frame drawn for a key
  /// writes into the image at once, with no round trip, and the window's loop does nothing
  /// between sending a frame and sleeping until the next event.
  func serverHandledRequests(through sequence: UInt32) {
    guard let pending = pendingCopy, Int32(bitPattern: sequence &- pending) >= 0 else { return }
    pendingCopy = nil
  }

  /// Waits until the server has read the last shared-memory copy, so the next frame can write
  /// into the image.
  ///
  /// Returns at once when an event since then said it was read: only frames that follow no
  /// event (an animation's, the caret's blink) wait, with one round trip.
  func finishCopies() {
    guard pendingCopy != nil else { return }
    pendingCopy = nil
    x.roundTrip()
  }

  /// Copies the back buffer's pixels inside `rects` (points; they may overlap) to the window,
  /// over white so that a transparent root shows as a plain window background; `isOpaque`
  /// says the root paints every pixel opaquely (``FrameLoop/paintsOpaquely``), so the
  /// shared-memory copy takes the pixels as they are instead of composing them over white.
  func present(_ rects: [CGRect], isOpaque: Bool = false) {
    guard !rects.isEmpty else { return }
    switch copy {
    case .sharedMemory(let image, let gc, let depth):
      finishCopies()
      for rect in rects {
        let pixels = pixelRect(rect)
        sentPixelCount += pixels.width * pixels.height
        if let sequence = copy(
          pixels, through: image, isOpaque: isOpaque, gc: gc, depth: depth)
        {
          pendingCopy = sequence
        }
      }
    case .putImage(let gc, let depth):
      for rect in rects {
        let pixels = pixelRect(rect)
        sentPixelCount += pixels.width * pixels.height
        putImage(pixels, gc: gc, depth: depth)
      }
    case .cairo(let surface):
      paint(rects, into: surface)
    }
  }

  /// Has the server move the window's pixels in `source` by `offset` (points, whole pixels).
  ///
  /// A scroll's pixels that stay on screen, copied before the strip that came in is sent
  /// (the server handles requests in order). Returns `false`, sending
  /// nothing, when the pixels reach the window through cairo-xcb, which keeps no graphics
  /// context of its own for the window.
  ///
  /// The copy's graphics context asks for `GraphicsExpose` events where the source was not
  /// on screen (another window covered it); the window repaints those areas.
  func copyArea(_ source: CGRect, by offset: CGSize) -> Bool {
    let gc: xcb_gcontext_t
    switch copy {
    case .sharedMemory(_, let context, _), .putImage(let context, _): gc = context
    case .cairo: return false
    }
    let rect = pixelRect(source)
    guard rect.width > 0, rect.height > 0 else { return false }
    let dx = Int((offset.width * scale).rounded())
    let dy = Int((offset.height * scale).rounded())
    xcb_copy_area(
      x.connection, window, window, gc, Int16(rect.x), Int16(rect.y), Int16(rect.x + dx),
      Int16(rect.y + dy), UInt16(rect.width), UInt16(rect.height))
    copiedAreaCount += 1
    return true
  }

  /// `rect` (points) widened to whole pixels and clipped to the back buffer.
  private func pixelRect(_ rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int) {
    let limit = (x: Double(backBuffer.pixelWidth), y: Double(backBuffer.pixelHeight))
    let left = min(max((rect.minX * scale).rounded(.down), 0), limit.x)
    let top = min(max((rect.minY * scale).rounded(.down), 0), limit.y)
    let right = min(max((rect.maxX * scale).rounded(.up), left), limit.x)
    let bottom = min(max((rect.maxY * scale).rounded(.up), top), limit.y)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return (0, 0, 0, 0) }
    return (Int(left), Int(top), Int(right - left), Int(bottom - top))
  }

  /// Composes the back buffer's pixels in `rect` (pixels) over white into `image`, or copies
  /// them as they are when `isOpaque`, and has the server copy them from there; returns the
  /// copy request's sequence number (`nil` when nothing was sent).
  private func copy(
    _ rect: (x: Int, y: Int, width: Int, height: Int), through image: SharedMemoryImage,
    isOpaque: Bool, gc: xcb_gcontext_t, depth: UInt8
  ) -> UInt32? {
    guard rect.width > 0, rect.height > 0, rect.x + rect.width <= image.width,
      rect.y + rect.height <= image.height, let context = cairo_create(image.surface)
    else { return nil }
    cairo_rectangle(
      context, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    cairo_clip(context)
    if isOpaque {
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    } else {
      cairo_set_source_rgb(context, 1, 1, 1)
      cairo_paint(context)
    }
    // The back buffer has the window's device scale: in points, its pixels land on the
    // image's one for one.
    cairo_scale(context, Double(scale), Double(scale))
    cairo_set_source_surface(context, backBuffer.cairoSurface, 0, 0)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(image.surface)
    return xcb_shm_put_image(
      x.connection, window, gc, UInt16(image.width), UInt16(image.height), UInt16(rect.x),
      UInt16(rect.y), UInt16(rect.width), UInt16(rect.height), Int16(rect.x), Int16(rect.y),
      depth, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), 0, image.segment, 0
    ).sequence
  }

  /// Sends the back buffer's pixels in `rect` (pixels) over white, in as few `PutImage`
  /// requests as the server's request size allows.
  private func putImage(
    _ rect: (x: Int, y: Int, width: Int, height: Int), gc: xcb_gcontext_t, depth: UInt8
  ) {
    guard rect.width > 0, rect.height > 0,
      let scratch = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(rect.width), Int32(rect.height))
    else { return }
    defer { cairo_surface_destroy(scratch) }
    guard let context = cairo_create(scratch) else { return }
    cairo_set_source_rgb(context, 1, 1, 1)
    cairo_paint(context)
    cairo_scale(context, Double(scale), Double(scale))
    cairo_set_source_surface(
      context, backBuffer.cairoSurface, Double(-rect.x) / Double(scale),
      Double(-rect.y) / Double(scale))
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(scratch)
    guard cairo_surface_status(scratch) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(scratch)
    else { return }
    let stride = Int(cairo_image_surface_get_stride(scratch))
    // The request's fixed part is 24 bytes; the maximum length counts 4-byte units.
    let maximumBytes = Int(xcb_get_maximum_request_length(x.connection)) * 4 - 24
    let rowsPerRequest = max(1, min(rect.height, maximumBytes / stride))
    var row = 0
    while row < rect.height {
      let rows = min(rowsPerRequest, rect.height - row)
      _ = xcb_put_image(
        x.connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, gc,
        UInt16(rect.width), UInt16(rows), Int16(rect.x), Int16(rect.y + row), 0, depth,
        UInt32(rows * stride), data + row * stride)
      row += rows
    }
  }

  /// Paints the back buffer inside `rects` through cairo-xcb.
  private func paint(_ rects: [CGRect], into surface: OpaquePointer) {
    guard let context = cairo_create(surface) else { return }
    defer { cairo_destroy(context) }
    for rect in rects {
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
