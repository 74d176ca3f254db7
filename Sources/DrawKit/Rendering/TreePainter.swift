import Foundation

/// Walks a view tree and draws each visible view: background, drawings, draw closure,
/// subviews, in that order (see ``DrawView``).
///
/// Each view costs one saved graphics state: it is positioned, clipped and faded inside it.
/// Every drawing and the draw closure get a saved state of their own, except the last thing a
/// childless view draws, whose changes the view's own state already undoes.
///
/// The walk keeps its own stack rather than recursing, so a tree of any depth draws.
struct TreePainter {
  let context: GraphicsContext
  /// When set, only this region (in root coordinates) is cleared and drawn again.
  let clip: DirtyRegion?
  /// Whether to lay out the text of every visible view in one batch before painting.
  var laysOutTextFirst = true
  /// The view whose focus ring shows, if any.
  private var ringedView: DrawView?

  /// One step of the walk: draw a view, or finish one after its subviews.
  private enum Step {
    /// Draws the view with its bounds origin at `offset`; `visible` is the area of it that
    /// can show, in its bounds coordinates; `themeOwner` is the view whose theme it inherits
    /// (`nil` for the plain theme).
    case view(DrawView, offset: CGPoint, visible: CGRect, themeOwner: ObjectIdentifier?)
    /// Goes on with a view's `subviews` from index `next`; `visible` is the area of the view
    /// that can show, in its bounds coordinates. (The array, not the view: a view with
    /// subviews is weakly referenced by them, which makes retaining it slow.)
    case subviews([DrawView], next: Int, visible: CGRect, themeOwner: ObjectIdentifier?)
    /// Restores the state saved when a view began.
    case restore
    /// Puts back the corners a rounded clip keeps out.
    case restoreCorners(CornerPatches)
    /// Composites a faded view's layer.
    case endLayer(alpha: CGFloat)
    /// Composites a rounded view's layer through its rounded shape.
    case endRoundedLayer(DrawView, alpha: CGFloat)
    /// Draws the theme's focus ring around the view.
    case focusRing(DrawView)
  }

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
        context.clear(region: clip, offset: CGPoint(x: -root.bounds.minX, y: -root.bounds.minY))
      }
      paint(
        root, offset: CGPoint(x: -root.bounds.minX, y: -root.bounds.minY), visible: visible)
    }
  }

  /// Lays out the text of every view that shows in `visible` in one batch, before painting
  /// asks for it view by view, so that helper threads can share the work.
  private func layOutText(of root: DrawView, visible: CGRect) {
    var layouts: [TextLayout] = []
    var pending: [(DrawView, CGRect)] = [(root, visible)]
    while let (view, visible) = pending.popLast() {
      layouts += view.textLayoutsToDraw()
      let area = view.clipsToBounds ? visible.intersection(view.bounds) : visible
      var next = 0
      while let found = nextVisibleSubview(of: view.subviews, from: next, visible: area) {
        pending.append((found.subview, found.visible))
        next = found.index + 1
      }
    }
    TextLayoutBatch.layOut(layouts)
  }

  /// The first of `subviews` from index `start` that can show in `visible` (in their
  /// superview's bounds coordinates), with its index, where its bounds origin goes and the
  /// area of it that can show.
  private func nextVisibleSubview(of subviews: [DrawView], from start: Int, visible: CGRect)
    -> (index: Int, subview: DrawView, offset: CGPoint, visible: CGRect)?
  {
    var index = start
    while index < subviews.count {
      let subview = subviews[index]
      let frame = subview.frame
      let culled =
        subview.isHidden || subview.alpha <= 0
        || (subview.clipsToBounds && !frame.intersects(visible) && subview !== ringedView)
      if !culled {
        let bounds = subview.bounds
        let offset = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        return (index, subview, offset, visible.offsetBy(dx: -offset.x, dy: -offset.y))
      }
      index += 1
    }
    return nil
  }

  /// Draws `view` and everything below it with its bounds origin moved to `offset` in the
  /// current user space.
  ///
  /// The stack holds, per level of the tree, the view being finished and a step that goes on
  /// with its remaining subviews, so it grows with the tree's depth, never its width.
  private func paint(_ view: DrawView, offset: CGPoint, visible: CGRect) {
    let owner = view.nearestAncestor(where: \.ownsTheme).map(ObjectIdentifier.init)
    var steps: [Step] = [.view(view, offset: offset, visible: visible, themeOwner: owner)]
    var tokensOwner: ObjectIdentifier?? = .none
    while let step = steps.popLast() {
      switch step {
      case .view(let view, let offset, let visible, let owner):
        if tokensOwner != .some(owner) {
          context.themeTokens = view.effectiveTheme.tokens
          tokensOwner = .some(owner)
        }
        begin(view, offset: offset, visible: visible, themeOwner: owner, steps: &steps)
      case .subviews(let subviews, let next, let visible, let owner):
        guard let found = nextVisibleSubview(of: subviews, from: next, visible: visible) else {
          continue
        }
        steps.append(
          .subviews(subviews, next: found.index + 1, visible: visible, themeOwner: owner))
        let subviewOwner = found.subview.ownsTheme ? ObjectIdentifier(found.subview) : owner
        steps.append(
          .view(
            found.subview, offset: found.offset, visible: found.visible, themeOwner: subviewOwner))
      case .restore:
        context.restoreState()
      case .restoreCorners(let corners):
        corners.restore()
      case .endLayer(let alpha):
        context.endTransparencyLayer(alpha: alpha)
      case .endRoundedLayer(let view, let alpha):
        context.endTransparencyLayer(
          alpha: alpha, clippedTo: view.bounds, cornerRadius: view.cornerRadius)
      case .focusRing(let view):
        context.themeTokens = view.effectiveTheme.tokens
        tokensOwner = .none
        context.withRect(view.bounds) {
          context.record("focusRing")
          view.effectiveTheme.focusRing.draw(view, in: context)
        }
      }
    }
  }

  /// Positions, clips and fades `view` and draws its own content, then pushes onto `steps`
  /// what finishes it and, above that, a step that goes on with its subviews.
  private func begin(
    _ view: DrawView, offset: CGPoint, visible: CGRect, themeOwner: ObjectIdentifier?,
    steps: inout [Step]
  ) {
    let bounds = view.bounds
    context.saveState()
    steps.append(.restore)
    context.translateBy(x: offset.x, y: offset.y)
    if view === ringedView {
      context.saveState()
      steps.append(.focusRing(view))
      steps.append(.restore)
    }
    if view.clipsToBounds && view.cornerRadius > 0 {
      if view.alpha == 1,
        let corners = CornerPatches.capture(in: context, rect: bounds, radius: view.cornerRadius)
      {
        context.clip(to: bounds)
        steps.append(.restoreCorners(corners))
      } else {
        context.clip(to: bounds.insetBy(dx: -1, dy: -1))
        let alpha = context.beginTransparencyLayer(opacity: view.alpha)
        steps.append(.endRoundedLayer(view, alpha: alpha))
      }
    } else {
      if view.clipsToBounds {
        context.clip(to: bounds)
      }
      if view.alpha < 1 {
        let alpha = context.beginTransparencyLayer(opacity: view.alpha)
        steps.append(.endLayer(alpha: alpha))
      }
    }
    paintOwnContent(of: view)
    guard !view.subviews.isEmpty else { return }
    let area = view.clipsToBounds ? visible.intersection(view.bounds) : visible
    steps.append(.subviews(view.subviews, next: 0, visible: area, themeOwner: themeOwner))
  }

  /// Draws the view's background, drawings and draw closure, in its bounds coordinates.
  private func paintOwnContent(of view: DrawView) {
    let bounds = view.bounds
    let drawings = view.drawingsToPaint
    let hasSubviews = !view.subviews.isEmpty
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
  }
}
