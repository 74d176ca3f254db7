import Foundation

/// Draws a view tree into pixels, PNG, PDF or SVG, or into a context an embedder owns.
///
/// The root view is drawn in its own bounds coordinates, at the top-left of the output; its
/// frame origin is ignored. Raster output is `ceil(size × scale)` pixels, with the tree drawn
/// at `scale`, so one tree renders crisply at 1×, 2× or 3×.
///
/// Every failure is thrown as a ``DrawKitError``: an output size that is empty, NaN or beyond
/// cairo's 32,767-pixel limit, a scale that is not positive, a cairo error left by a drawing
/// (such as a non-invertible transform), or a file that cannot be written. No call returns a
/// blank image or leaves a partial file in place of an error.
///
/// Each frame runs in four steps: the views pushed their changes into their text layouts
/// when they happened (update); the renderer asks every view that shows for the layouts it
/// still needs (prepare), lays them out in one batch (lay out: on the rendering thread, or
/// shared with ``layoutThreads``), then draws the tree (paint).
public struct Renderer: Sendable {
  /// Pixels per point for raster output; PDF and SVG are vector output and ignore it.
  public var scale: CGFloat

  /// The helper threads that share each frame's text layout with the rendering thread, or
  /// `nil` to lay out on the rendering thread alone.
  public var layoutThreads: LayoutThreads?

  /// The largest width or height, in pixels, that cairo's image surfaces support.
  public static let maximumPixelDimension = 32_767

  /// Creates a renderer drawing at `scale` pixels per point, laying out text with
  /// `layoutThreads` (see ``LayoutThreads``) or, by default, on the rendering thread alone.
  public init(scale: CGFloat = 1, layoutThreads: LayoutThreads? = nil) {
    self.scale = scale
    self.layoutThreads = layoutThreads
  }

  /// The prepare and lay-out steps of a frame, with this renderer's layouter.
  var framePass: FramePass {
    FramePass(layouter: layoutThreads?.layouter ?? .serial)
  }

  /// Renders the tree rooted at `root` into a new image of the root's bounds size.
  ///
  /// The image starts transparent; only what the views draw is opaque. The root's dirty
  /// region is left as it is.
  public func image(of root: DrawView) throws(DrawKitError) -> Image {
    try image(of: root, recordingInto: nil)
  }

  /// ``image(of:)``, with `recorder` attached to the context for the whole render: DrawKit's
  /// own tests count the work a frame did with it.
  package func image(of root: DrawView, recordingInto recorder: DrawCallRecorder?)
    throws(DrawKitError) -> Image
  {
    let (width, height) = try pixelSize(for: root.bounds.size)
    let surface = CairoSurface.image(width: width, height: height, scale: scale)
    try surface.checkStatus(during: "Creating a \(width)×\(height) image")
    try render(
      root, onto: surface, clip: nil, operation: "Rendering a \(width)×\(height) image",
      laysOutTree: true, recorder: recorder)
    return Image(surface: surface, scale: scale)
  }

  /// Draws the whole tree again into `image`, which must be a rendering of the same root at
  /// this renderer's scale: the frame loop of a host that keeps one back buffer.
  ///
  /// The image is cleared to transparent first, unless the root's first paint covers it
  /// with an opaque colour anyway (an opaque background colour, or a first
  /// ``Drawing/fill(_:cornerRadius:)`` of its bounds without corners); the root's dirty
  /// region is emptied.
  public func render(_ root: DrawView, into image: Image) throws(DrawKitError) {
    try render(root, into: image, recordingInto: nil)
  }

  /// ``render(_:into:)``, with `recorder` attached: DrawKit's own tests count its work.
  package func render(
    _ root: DrawView, into image: Image, recordingInto recorder: DrawCallRecorder?
  ) throws(DrawKitError) {
    let (width, height) = try pixelSize(for: root.bounds.size)
    guard width == image.pixelWidth, height == image.pixelHeight else {
      throw DrawKitError(
        .invalidSize,
        "A \(width)×\(height) rendering does not fit a \(image.pixelWidth)×\(image.pixelHeight) image"
      )
    }
    let coversEverything =
      root.alpha == 1 && !root.isHidden && (root.backgroundColor?.alpha ?? 0) == 1
    var everything = DirtyRegion()
    everything.add(root.bounds)
    let changed = root.needsLayout || !root.dirtyRegion.isEmpty
    root.layoutIfNeeded()
    _ = root.takeDirtyRegion()
    try render(
      root, onto: image.writableSurface, clip: coversEverything ? nil : everything,
      operation: "Rendering a frame", laysOutTextFirst: changed, recorder: recorder)
  }

  /// Renders the tree into PNG bytes.
  public func pngData(of root: DrawView) throws(DrawKitError) -> Data {
    try image(of: root).pngData()
  }

  /// Renders the tree and writes it to `url` as a PNG file.
  public func writePNG(of root: DrawView, to url: URL) throws(DrawKitError) {
    try image(of: root).writePNG(to: url)
  }

  /// Draws the tree into a context, such as one wrapping an embedder's `cairo_t`.
  ///
  /// The root is drawn at the context's current origin and clip. The context's state is as
  /// it was when this returns.
  ///
  /// - Throws: ``DrawKitError`` when the context is in an error state after drawing.
  public func draw(_ root: DrawView, in context: GraphicsContext) throws(DrawKitError) {
    try draw(root, in: context, laysOutTree: true)
  }

  /// ``draw(_:in:)``; `laysOutTree` is `false` when the caller (a frame loop's tick) laid the
  /// tree out just before, so a frame lays out once.
  func draw(_ root: DrawView, in context: GraphicsContext, laysOutTree: Bool)
    throws(DrawKitError)
  {
    root.withUpdateNotificationsHeld {
      if laysOutTree { root.layoutIfNeeded() }
      framePass.prepareAndLayOut(root, visible: root.bounds)
      TreePainter(context: context, clip: nil).paintRoot(root)
    }
    try context.checkStatus(during: "Drawing a view tree into a context")
  }

  /// Lays the tree out where needed, then draws again only the parts of `image` that the
  /// tree marked as needing display, emptying the root's ``DrawView/dirtyRegion`` first.
  ///
  /// `image` must be a rendering of the same root at this renderer's scale. Dirty areas are
  /// cleared to transparent first (but for what the root's first paint covers opaquely, as
  /// in ``render(_:into:)``), so the result equals a full rendering. Areas marked while
  /// the frame is drawn (by a drawing) stay in the region for the next frame.
  ///
  /// - Returns: The region that was redrawn, in the root's coordinates.
  /// - Throws: ``DrawKitError/Code/invalidSize`` when `image` has another pixel size than the
  ///   root at this scale (an image of another tree, or made before the root was resized);
  ///   the root's dirty region is then kept for a redraw into the right image.
  @discardableResult
  public func redrawDirtyRegion(of root: DrawView, in image: Image) throws(DrawKitError)
    -> DirtyRegion
  {
    root.layoutIfNeeded()
    try checkFrame(of: root, fits: image)
    let region = root.takeDirtyRegion()
    guard !region.isEmpty else { return region }
    try render(
      root, onto: image.writableSurface, clip: region, operation: "Redrawing the dirty region")
    return region
  }

  /// Paints `regions` of the tree into `image`, a rendering of the whole root at this scale,
  /// preparing and laying out the text they show once first: a frame loop's paint step,
  /// after its tick laid the tree out and took the region; `recorder`, when given, logs its
  /// work for DrawKit's own tests.
  ///
  /// Several regions are painted one after the other in one pass, for a host whose frame is
  /// rectangles that a ``DirtyRegion`` would join into their bounding box (a scroll copy's
  /// incoming strip and the scroll bar beside the page).
  package func paint(
    _ root: DrawView, regions: [DirtyRegion], into image: Image,
    recordingInto recorder: DrawCallRecorder? = nil
  ) throws(DrawKitError) {
    let regions = regions.filter { !$0.isEmpty }
    guard !regions.isEmpty else { return }
    try checkFrame(of: root, fits: image)
    try render(
      root, onto: image.writableSurface, clips: regions, operation: "Painting a frame",
      laysOutTree: false, laysOutTextFirst: true, recorder: recorder)
  }

  /// Throws ``DrawKitError/Code/invalidSize`` unless `image` has the root's pixel size at this
  /// scale: a region painted into another image would land beside the pixels it updates.
  private func checkFrame(of root: DrawView, fits image: Image) throws(DrawKitError) {
    let (width, height) = try pixelSize(for: root.bounds.size)
    guard width == image.pixelWidth, height == image.pixelHeight else {
      throw DrawKitError(
        .invalidSize,
        "A \(width)×\(height) frame does not fit a \(image.pixelWidth)×\(image.pixelHeight) image")
    }
  }

  /// Renders the tree into a scratch image and returns the drawing operations it performed,
  /// in order: the recording tier of DrawKit's own tests.
  package func recordedCalls(of root: DrawView) throws(DrawKitError) -> [String] {
    let (width, height) = try pixelSize(for: root.bounds.size)
    let surface = CairoSurface.image(width: width, height: height)
    let context = GraphicsContext(
      drawingOn: surface, rect: CGRect(origin: .zero, size: root.bounds.size))
    let recorder = DrawCallRecorder()
    context.recorder = recorder
    root.layoutIfNeeded()
    framePass.prepareAndLayOut(root, visible: root.bounds)
    TreePainter(context: context, clip: nil).paintRoot(root)
    try context.checkStatus(during: "Recording a view tree")
    return recorder.calls
  }

  /// The pixel size for a canvas of `size` points at this scale, or a thrown error.
  package func pixelSize(for size: CGSize) throws(DrawKitError) -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0 else {
      throw DrawKitError(.invalidScale, "Scale \(scale) is not a positive finite number")
    }
    try Self.validate(size)
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    let limit = CGFloat(Self.maximumPixelDimension)
    guard width <= limit, height <= limit else {
      throw DrawKitError(
        .surfaceTooLarge,
        "A \(Self.pixelCount(width))×\(Self.pixelCount(height)) pixel surface (\(size.width)×"
          + "\(size.height) points at scale \(scale)) exceeds cairo's limit of "
          + "\(Self.maximumPixelDimension) pixels per side")
    }
    return (Int(width), Int(height))
  }

  /// A pixel count for a message: a whole number, or the floating-point value when it is too
  /// large for one (a 10²⁰-point view) or infinite (a scale that overflowed).
  private static func pixelCount(_ value: CGFloat) -> String {
    value < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// Throws unless both sides of `size` are positive finite numbers.
  static func validate(_ size: CGSize) throws(DrawKitError) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw DrawKitError(
        .invalidSize,
        "Canvas size \(size.width)×\(size.height) must be positive and finite")
    }
  }

  /// Draws the tree onto `surface` through a fresh cairo context and reports its status.
  ///
  /// - Parameters:
  ///   - laysOutTree: Whether to lay the views out first (``DrawView/layoutIfNeeded()``);
  ///     `false` when the caller just did, so a frame lays out once.
  ///   - laysOutTextFirst: Whether to run the prepare and lay-out steps before painting;
  ///     `false` when nothing changed since the last frame, so that a steady frame does not
  ///     walk the tree twice.
  func render(
    _ root: DrawView, onto surface: CairoSurface, clip: DirtyRegion?, operation: String,
    laysOutTree: Bool = false, laysOutTextFirst: Bool = true, recorder: DrawCallRecorder? = nil
  ) throws(DrawKitError) {
    try render(
      root, onto: surface, clips: clip.map { [$0] }, operation: operation,
      laysOutTree: laysOutTree, laysOutTextFirst: laysOutTextFirst, recorder: recorder)
  }

  /// ``render(_:onto:clip:operation:laysOutTree:laysOutTextFirst:recorder:)`` for each of
  /// `clips` in turn (the whole tree when `nil`), preparing the text they show once.
  private func render(
    _ root: DrawView, onto surface: CairoSurface, clips: [DirtyRegion]?, operation: String,
    laysOutTree: Bool, laysOutTextFirst: Bool, recorder: DrawCallRecorder?
  ) throws(DrawKitError) {
    let context = GraphicsContext(
      drawingOn: surface, rect: CGRect(origin: .zero, size: root.bounds.size))
    context.recorder = recorder
    try context.checkStatus(during: operation)
    root.withUpdateNotificationsHeld {
      if laysOutTree { root.layoutIfNeeded() }
      if laysOutTextFirst {
        let visible =
          clips.map { $0.reduce(CGRect.null) { $0.union($1.boundingBox) } } ?? root.bounds
        framePass.prepareAndLayOut(root, visible: visible)
      }
      for clip in clips.map({ $0.map(Optional.some) }) ?? [nil] {
        TreePainter(context: context, clip: clip).paintRoot(root)
      }
    }
    try context.checkStatus(during: operation)
    surface.flush()
    try surface.checkStatus(during: operation)
  }
}
