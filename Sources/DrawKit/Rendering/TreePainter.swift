import CCairo
import Foundation

/// Walks a view tree and draws each visible view: background, drawings, draw closure,
/// subviews, in that order (see ``DrawView``).
///
/// Each view costs one saved graphics state: it is positioned, clipped and faded inside it.
/// Every drawing and the draw closure get a saved state of their own, except the last thing a
/// childless view draws, whose changes the view's own state already undoes.
struct TreePainter {
  let context: GraphicsContext
  /// When set, only this region (in root coordinates) is cleared and drawn again.
  let clip: DirtyRegion?
  /// Whether to lay out the text of every visible view in one batch before painting.
  var laysOutTextFirst = true
  /// The view whose focus ring shows, if any.
  private var ringedView: DrawView?

  init(context: GraphicsContext, clip: DirtyRegion?, laysOutTextFirst: Bool = true) {
    self.context = context
    self.clip = clip
    self.laysOutTextFirst = laysOutTextFirst
  }

  /// Lays out `root` where needed, then draws it in its own bounds coordinates at the
  /// context's origin.
  func paintRoot(_ root: DrawView) {
    root.layoutIfNeeded()
    guard !root.isHidden, root.alpha > 0 else { return }
    var painter = self
    if root.isFocusVisibleStorage, let focused = root.focusedViewStorage, focused.showsFocusRing {
      painter.ringedView = focused
    }
    painter.paintVisible(root)
  }

  private func paintVisible(_ root: DrawView) {
    let visible = clip?.boundingBox ?? root.bounds
    if laysOutTextFirst {
      layOutText(of: root, visible: visible)
    }
    context.withSavedState {
      if let clip {
        clipAndClear(to: clip, root: root)
      }
      paint(root, offset: CGPoint(x: -root.bounds.minX, y: -root.bounds.minY), visible: visible)
    }
  }

  /// Lays out the text of every view that shows in `visible` in one batch, before painting
  /// asks for it view by view, so that helper threads can share the work.
  private func layOutText(of root: DrawView, visible: CGRect) {
    var layouts: [TextLayout] = []
    func collect(_ view: DrawView, visible: CGRect) {
      layouts += view.textLayoutsToDraw()
      forEachVisibleSubview(of: view, visible: visible) { subview, _, visible in
        collect(subview, visible: visible)
      }
    }
    collect(root, visible: visible)
    TextLayoutBatch.layOut(layouts)
  }

  /// Calls `body` with each subview of `view` that can show in `visible` (in `view`'s bounds
  /// coordinates), back to front, with where its bounds origin goes and the area of it that
  /// can show.
  private func forEachVisibleSubview(
    of view: DrawView, visible: CGRect,
    _ body: (_ subview: DrawView, _ offset: CGPoint, _ visible: CGRect) -> Void
  ) {
    guard !view.subviews.isEmpty else { return }
    let visibleArea = view.clipsToBounds ? visible.intersection(view.bounds) : visible
    for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
      let frame = subview.frame
      if subview.clipsToBounds, !frame.intersects(visibleArea), subview !== ringedView {
        continue
      }
      let subviewBounds = subview.bounds
      let offset = CGPoint(x: frame.minX - subviewBounds.minX, y: frame.minY - subviewBounds.minY)
      body(subview, offset, visibleArea.offsetBy(dx: -offset.x, dy: -offset.y))
    }
  }

  /// Limits drawing to the region and clears it, so it is drawn again from transparent.
  private func clipAndClear(to region: DirtyRegion, root: DrawView) {
    let cairo = context.cairo
    cairo_new_path(cairo)
    for rect in region.rects {
      let inSurface = rect.offsetBy(dx: -root.bounds.minX, dy: -root.bounds.minY)
      cairo_rectangle(
        cairo, Double(inSurface.minX), Double(inSurface.minY), Double(inSurface.width),
        Double(inSurface.height))
    }
    cairo_clip(cairo)
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Draws `view` with its bounds origin moved to `offset` in the current user space.
  ///
  /// - Parameter visible: The area that can show, in the view's bounds coordinates; subviews
  ///   that clip to their bounds and lie outside it are skipped.
  private func paint(_ view: DrawView, offset: CGPoint, visible: CGRect) {
    context.saveState()
    defer { context.restoreState() }
    context.translateBy(x: offset.x, y: offset.y)
    guard view === ringedView else {
      paintClipped(view, visible: visible)
      return
    }
    context.withSavedState {
      paintClipped(view, visible: visible)
    }
    context.themeTokens = view.effectiveTheme.tokens
    context.withRect(view.bounds) {
      context.record("focusRing")
      view.effectiveTheme.focusRing.draw(view, in: context)
    }
  }

  /// Draws `view` clipped and faded as its properties say, in its bounds coordinates.
  private func paintClipped(_ view: DrawView, visible: CGRect) {
    let bounds = view.bounds
    let rounded = view.clipsToBounds && view.cornerRadius > 0
    if rounded {
      if view.alpha == 1,
        let corners = CornerPatches.capture(in: context, rect: bounds, radius: view.cornerRadius)
      {
        context.clip(to: bounds)
        paintContent(of: view, visible: visible)
        corners.restore()
      } else {
        context.clip(to: bounds.insetBy(dx: -1, dy: -1))
        paintThroughRoundedMask(view, visible: visible)
      }
      return
    }
    if view.clipsToBounds {
      context.clip(to: bounds)
    }
    if view.alpha < 1 {
      context.withTransparencyLayer(opacity: view.alpha) {
        paintContent(of: view, visible: visible)
      }
    } else {
      paintContent(of: view, visible: visible)
    }
  }

  /// Paints a view with rounded clipping through a layer: the content goes into a layer a
  /// little larger than the view, which is then composited once through the rounded shape.
  ///
  /// Clipping each glyph and path to a curved shape is several times slower in cairo than
  /// masking one small layer, and gives the same pixels.
  private func paintThroughRoundedMask(_ view: DrawView, visible: CGRect) {
    let cairo = context.cairo
    context.saveState()
    cairo_push_group(cairo)
    let alpha = context.state.alpha
    context.state.alpha = 1
    paintContent(of: view, visible: visible)
    let layer = cairo_pop_group(cairo)
    context.beginPath()
    context.addRoundedRect(view.bounds, cornerRadius: view.cornerRadius)
    context.clip()
    cairo_set_source(cairo, layer)
    cairo_paint_with_alpha(cairo, Double(view.alpha * alpha))
    cairo_pattern_destroy(layer)
    context.restoreState()
  }

  private func paintContent(of view: DrawView, visible: CGRect) {
    let bounds = view.bounds
    let drawings = view.drawingsToPaint
    let hasSubviews = !view.subviews.isEmpty
    context.themeTokens = view.effectiveTheme.tokens
    context.withRect(bounds) {
      if let background = view.backgroundColor {
        context.record("background")
        context.withSavedState {
          context.setFillColor(background)
          context.fill(bounds)
        }
      }
      for (index, drawing) in drawings.enumerated() {
        let isLast = index == drawings.count - 1 && view.draw == nil && !hasSubviews
        drawing.draw(view, in: context, isolated: !isLast)
      }
      if let draw = view.draw {
        context.record("draw")
        if hasSubviews {
          context.withSavedState { draw(view, context) }
        } else {
          draw(view, context)
        }
      }
    }
    forEachVisibleSubview(of: view, visible: visible) { subview, offset, visible in
      paint(subview, offset: offset, visible: visible)
    }
  }
}
