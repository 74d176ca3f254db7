import Foundation

/// One page of a PDF the renderer writes: a whole tree at the page's top-left, or a stretch of
/// a tall one placed inside the page's margins.
struct PDFPage {
  /// The tree the page shows, laid out.
  let root: DrawView
  /// The page's size, in points.
  let size: CGSize
  /// The stretch of `root` (in its bounds coordinates) the page shows and where its top-left
  /// goes on the page; `nil` for the whole root at the page's origin.
  let slice: (area: CGRect, origin: CGPoint)?

  /// The whole tree as a page of its bounds' size.
  init(whole root: DrawView) {
    self.root = root
    self.size = root.bounds.size
    self.slice = nil
  }

  /// The stretch `area` of `root` on a page of `size`, with its top-left at `origin`.
  init(_ area: CGRect, of root: DrawView, size: CGSize, at origin: CGPoint) {
    self.root = root
    self.size = size
    self.slice = (area, origin)
  }

  /// Draws the page into `context`, whose origin is the page's top-left: the stretch clipped
  /// to itself, its text only the lines on it.
  func paint(in context: GraphicsContext, framePass: FramePass) {
    guard let (area, origin) = slice else {
      framePass.prepareAndLayOut(root, visible: root.bounds)
      TreePainter(context: context, clip: nil).paintRoot(root)
      return
    }
    framePass.prepareAndLayOut(root, visible: area)
    context.withSavedState {
      context.clip(to: CGRect(origin: origin, size: area.size))
      context.translateBy(
        x: origin.x - (area.minX - root.bounds.minX), y: origin.y - (area.minY - root.bounds.minY))
      context.pageWindow = Double(origin.y)...Double(origin.y + area.height)
      defer { context.pageWindow = nil }
      TreePainter(context: context, clip: nil).paintRoot(root, within: area)
    }
  }
}
