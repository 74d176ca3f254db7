internal import CDrawKitCairo
internal import CDrawKitGTK
import DrawKit
import Foundation

/// A GTK host's back buffer, handed to GTK as render nodes of tiles: a tile keeps its node
/// until a frame paints into it, so GTK, which compares each frame's nodes with the last
/// ones, repaints only the tiles that changed.
///
/// One node of the whole widget (a drawing area's own cairo node) would be new every frame,
/// and GTK would repaint the whole widget for a letter typed (on X11, sending every pixel to
/// the server again). Tiles are ``tileWidth`` by ``tileHeight`` pixels, the last ones in a
/// row or column smaller; a tile's node copies its pixels from the buffer when GTK next asks
/// for it.
final class TiledBackBuffer {
  /// The width of a tile, in pixels.
  ///
  /// GTK visits every tile's node each frame, changed or not, so fewer tiles cost less a
  /// frame, and narrower ones send less for a small change: a letter in an 800-pixel-wide
  /// window cost the process about 1.5 ms with tiles 128 pixels wide, 1.4 ms with 256 and
  /// 1.3 ms with 800.
  static let tileWidth = 256
  /// The height of a tile, in pixels: low, as what changes most often is a line of text,
  /// which then touches one or two rows of tiles (a letter in a line 26 pixels high sent
  /// 800 × 64 pixels to the X server, where tiles 128 pixels high sent 800 × 256).
  static let tileHeight = 32

  /// The tree rendered at the host's scale.
  let image: Image
  private let columns: Int
  private let rows: Int
  /// Each tile's render node (`GskRenderNode *`), row by row; `nil` until made, and again
  /// after a frame painted into the tile.
  private var nodes: [OpaquePointer?]

  /// A buffer showing `image`, every tile to be made.
  init(image: Image) {
    self.image = image
    columns = (image.pixelWidth + Self.tileWidth - 1) / Self.tileWidth
    rows = (image.pixelHeight + Self.tileHeight - 1) / Self.tileHeight
    nodes = Array(repeating: nil, count: columns * rows)
  }

  deinit {
    for case let node? in nodes { gsk_render_node_unref(node) }
  }

  /// Drops the nodes of the tiles `region` touches (a region just painted into the image,
  /// in the root's bounds coordinates, whose top left is `origin`), so that they are made
  /// again from the new pixels.
  func invalidate(_ region: DirtyRegion, origin: CGPoint) {
    let scale = image.scale
    for rect in region.rects {
      // One pixel more on each side: antialiased edges may reach it.
      let left = Int(((rect.minX - origin.x) * scale).rounded(.down)) - 1
      let top = Int(((rect.minY - origin.y) * scale).rounded(.down)) - 1
      let right = Int(((rect.maxX - origin.x) * scale).rounded(.up)) + 1
      let bottom = Int(((rect.maxY - origin.y) * scale).rounded(.up)) + 1
      // A rectangle wholly outside the image (a view beyond the root's bounds) touches none.
      let firstColumn = max(left / Self.tileWidth, 0)
      let lastColumn = min(right / Self.tileWidth, columns - 1)
      let firstRow = max(top / Self.tileHeight, 0)
      let lastRow = min(bottom / Self.tileHeight, rows - 1)
      guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
      for row in firstRow...lastRow {
        for column in firstColumn...lastColumn {
          let index = row * columns + column
          if let node = nodes[index] {
            gsk_render_node_unref(node)
            nodes[index] = nil
          }
        }
      }
    }
  }

  /// Moves the pixels in `source` (in the root's bounds coordinates, whose top left is
  /// `origin`) by `offset` points, as a scroll or a line's edit moved what they show, and
  /// drops the nodes of the tiles they land in: the frame then paints only what came in.
  ///
  /// `source` and `offset` come from a ``DrawKit/ScrollCopyPlan``, whole pixels at the scale;
  /// what falls outside the image is left out of the copy.
  func move(_ source: CGRect, by offset: CGSize, origin: CGPoint) {
    let scale = image.scale
    let dx = Int((offset.width * scale).rounded())
    let dy = Int((offset.height * scale).rounded())
    guard dx != 0 || dy != 0 else { return }
    let from = source.offsetBy(dx: -origin.x, dy: -origin.y)
    let left = max(Int((from.minX * scale).rounded()), 0, -dx)
    let top = max(Int((from.minY * scale).rounded()), 0, -dy)
    let right = min(Int((from.maxX * scale).rounded()), image.pixelWidth, image.pixelWidth - dx)
    let bottom = min(
      Int((from.maxY * scale).rounded()), image.pixelHeight, image.pixelHeight - dy)
    guard left < right, top < bottom else { return }
    let surface = image.cairoSurface
    cairo_surface_flush(surface)
    guard let pixels = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let rowBytes = (right - left) * 4
    // Rows in the order that reads each before it is overwritten.
    let down = dy > 0
    for row in Swift.stride(
      from: down ? bottom - 1 : top, through: down ? top : bottom - 1, by: down ? -1 : 1)
    {
      memmove(
        pixels + (row + dy) * stride + (left + dx) * 4, pixels + row * stride + left * 4,
        rowBytes)
    }
    cairo_surface_mark_dirty(surface)
    var landed = DirtyRegion()
    landed.add(
      CGRect(
        x: CGFloat(left + dx) / scale + origin.x, y: CGFloat(top + dy) / scale + origin.y,
        width: CGFloat(right - left) / scale, height: CGFloat(bottom - top) / scale))
    invalidate(landed, origin: origin)
  }

  /// Appends every tile's node to `snapshot`, at its place in points.
  func append(to snapshot: OpaquePointer) {
    let surface = image.cairoSurface
    cairo_surface_flush(surface)
    guard let pixels = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for row in 0..<rows {
      for column in 0..<columns {
        let index = row * columns + column
        if nodes[index] == nil {
          let x = column * Self.tileWidth
          let y = row * Self.tileHeight
          nodes[index] = node(
            of: pixels + y * stride + x * 4, at: (x, y),
            size: (
              min(Self.tileWidth, image.pixelWidth - x), min(Self.tileHeight, image.pixelHeight - y)
            ),
            stride: stride)
        }
        if let node = nodes[index] { gtk_snapshot_append_node(snapshot, node) }
      }
    }
  }

  /// A node showing the pixels of the tile at `origin` (in pixels) of `size`, which start at
  /// `start` in the buffer, rows `stride` bytes apart.
  ///
  /// A cairo node records the tile's pixels (cairo copies them, as a surface that views the
  /// buffer is painted and then let go): GTK 4.8 turns a texture into cairo pixels through
  /// floating point each time it draws one, every tile of every frame, where a cairo node
  /// paints its recording, clipped to what changed.
  private func node(
    of start: UnsafeMutablePointer<UInt8>, at origin: (x: Int, y: Int),
    size: (width: Int, height: Int), stride: Int
  ) -> OpaquePointer? {
    let scale = image.scale
    var bounds = graphene_rect_t(
      origin: graphene_point_t(
        x: Float(CGFloat(origin.x) / scale), y: Float(CGFloat(origin.y) / scale)),
      size: graphene_size_t(
        width: Float(CGFloat(size.width) / scale), height: Float(CGFloat(size.height) / scale)))
    guard let node = gsk_cairo_node_new(&bounds) else { return nil }
    let context = gsk_cairo_node_get_draw_context(node)
    let tile = cairo_image_surface_create_for_data(
      start, CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height), Int32(stride))
    cairo_surface_set_device_scale(tile, Double(scale), Double(scale))
    cairo_set_source_surface(
      context, tile, Double(bounds.origin.x), Double(bounds.origin.y))
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_finish(tile)
    cairo_surface_destroy(tile)
    return node
  }
}
