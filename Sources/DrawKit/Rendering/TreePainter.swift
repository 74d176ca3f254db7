import Foundation

/// Walks a view tree and draws each visible view: background, drawings, draw closure,
/// subviews, in that order (see ``DrawView``): the paint step of a frame, after
/// ``FramePass`` prepared and laid out the text it reads.
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
  /// The view whose focus ring shows, if any.
  private var ringedView: DrawView?

  /// One step of the walk still to do once a view has drawn its own content: go on with its
  /// subviews, or finish it after them.
  private enum Step {
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

  init(context: GraphicsContext, clip: DirtyRegion?) {
    self.context = context
    self.clip = clip
  }

  /// Lays out `root` where needed, then draws it in its own bounds coordinates at the
  /// context's origin.
  func paintRoot(_ root: DrawView) {
    root.layoutIfNeeded()
    guard !root.isHidden, root.alpha > 0 else { return }
    var painter = self
    painter.ringedView = Self.ringedView(of: root)
    painter.paintVisible(root)
  }

  /// The view of `root`'s tree whose focus ring shows, if any.
  static func ringedView(of root: DrawView) -> DrawView? {
    guard root.isFocusVisibleStorage, let focused = root.focusedViewStorage,
      focused.showsFocusRing
    else { return nil }
    return focused
  }

  private func paintVisible(_ root: DrawView) {
    let visible = clip?.boundingBox ?? root.bounds
    context.withSavedState {
      if let clip {
        context.clear(region: clip, offset: CGPoint(x: -root.bounds.minX, y: -root.bounds.minY))
      }
      paint(
        root, offset: CGPoint(x: -root.bounds.minX, y: -root.bounds.minY), visible: visible)
    }
  }

  /// The first of `subviews` from index `start` that can show in `visible` (in their
  /// superview's bounds coordinates), with its index, where its bounds origin goes and the
  /// area of it that can show; `ringedView` shows even when clipped out, for its focus ring.
  static func nextVisibleSubview(
    of subviews: [DrawView], from start: Int, visible: CGRect, ringedView: DrawView?
  ) -> (index: Int, subview: DrawView, offset: CGPoint, visible: CGRect)? {
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
  /// with its remaining subviews, so it grows with the tree's depth, never its width. A view
  /// is begun as soon as it is found, never pushed: its steps go on the stack only once it
  /// has drawn its own content.
  private func paint(_ view: DrawView, offset: CGPoint, visible: CGRect) {
    let owner = view.nearestAncestor(where: \.ownsTheme).map(ObjectIdentifier.init)
    var steps: [Step] = []
    var tokensOwner: ObjectIdentifier?? = .none
    begin(
      view, offset: offset, visible: visible, themeOwner: owner, tokensOwner: &tokensOwner,
      steps: &steps)
    while let step = steps.popLast() {
      switch step {
      case .subviews(let subviews, let next, let visible, let owner):
        guard
          let found = Self.nextVisibleSubview(
            of: subviews, from: next, visible: visible, ringedView: ringedView)
        else {
          continue
        }
        steps.append(
          .subviews(subviews, next: found.index + 1, visible: visible, themeOwner: owner))
        let subviewOwner = found.subview.ownsTheme ? ObjectIdentifier(found.subview) : owner
        begin(
          found.subview, offset: found.offset, visible: found.visible, themeOwner: subviewOwner,
          tokensOwner: &tokensOwner, steps: &steps)
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
  ///
  /// `view` has its bounds origin at `offset`; `visible` is the area of it that can show, in
  /// its bounds coordinates; `themeOwner` is the view whose theme it inherits (`nil` for the
  /// plain theme), and `tokensOwner` the one whose tokens the context holds (`.none` when
  /// unknown), updated when they differ.
  private func begin(
    _ view: DrawView, offset: CGPoint, visible: CGRect, themeOwner: ObjectIdentifier?,
    tokensOwner: inout ObjectIdentifier??, steps: inout [Step]
  ) {
    if tokensOwner != .some(themeOwner) {
      context.themeTokens = view.effectiveTheme.tokens
      tokensOwner = .some(themeOwner)
    }
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
