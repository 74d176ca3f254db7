import Foundation

/// Walks a view tree and draws each visible view: background, drawings, draw closure,
/// subviews, in that order (see ``DrawView``): the paint step of a frame, after
/// ``FramePass`` prepared and laid out the text it reads.
///
/// Each view costs one saved graphics state: it is positioned, clipped and faded inside it.
/// Every drawing and the draw closure get a saved state of their own, except the last thing a
/// childless view draws, whose changes the view's own state already undoes.
///
/// The walk keeps its own stacks rather than recursing, so a tree of any depth draws. It
/// takes a view's subviews before the view's drawings run: a drawing that adds a subview
/// (or runs a layout that does) changes the next frame, never the state this one draws in.
struct TreePainter {
  let context: GraphicsContext
  /// When set, only this region (in root coordinates) is cleared and drawn again.
  let clip: DirtyRegion?
  /// The view whose focus ring shows, if any.
  private var ringedView: DrawView?

  /// What finishes a view after its subviews, in the reverse of the order it was pushed.
  private enum Finish {
    /// Restores the state saved when a view began.
    case restore
    /// Puts back the corners a rounded clip keeps out: those captured when
    /// ``CornerPatches/capture(in:rect:radius:)`` returned `base`.
    case restoreCorners(base: Int)
    /// Composites a faded view's layer.
    case endLayer(alpha: CGFloat)
    /// Composites a rounded view's layer through its rounded shape.
    case endRoundedLayer(DrawView, alpha: CGFloat)
    /// Draws the theme's focus ring around the view.
    case focusRing(DrawView)
  }

  /// A view whose subviews are being drawn: the walk goes on with `subviews` from index
  /// `next`. (The array, not the view: a view with subviews is weakly referenced by them,
  /// which makes retaining it slow.)
  private struct Level {
    let subviews: [DrawView]
    var next: Int
    /// The area of the view that can show, in its bounds coordinates.
    let visible: CGRect
    /// The view whose theme the subviews inherit unless they own one.
    let themeOwner: ObjectIdentifier?
    /// How many finishing steps were on their stack before the view pushed its own.
    let finishBase: Int
  }

  /// The walk's two stacks, the corners of rounded views it has yet to put back, and the
  /// view whose theme tokens the context holds.
  private struct Walk {
    var levels: [Level] = []
    var finishes: [Finish] = []
    var corners = CornerPatches()
    /// `.none` when unknown (as at the start, or after a focus ring set another's).
    var tokensOwner: ObjectIdentifier?? = .none
  }

  init(context: GraphicsContext, clip: DirtyRegion?) {
    self.context = context
    self.clip = clip
  }

  /// Draws `root`, laid out already, in its own bounds coordinates at the context's origin;
  /// only the views that reach `area` (in those coordinates), when given: a page of a
  /// paginated document.
  func paintRoot(_ root: DrawView, within area: CGRect? = nil) {
    guard !root.isHidden, root.alpha > 0 else { return }
    var painter = self
    painter.ringedView = Self.ringedView(of: root)
    painter.paintVisible(root, within: area)
  }

  /// The view of `root`'s tree whose focus ring shows, if any.
  static func ringedView(of root: DrawView) -> DrawView? {
    guard root.isFocusVisibleStorage, let focused = root.focusedViewStorage,
      focused.showsFocusRing
    else { return nil }
    return focused
  }

  private func paintVisible(_ root: DrawView, within area: CGRect?) {
    let offset = CGPoint(x: -root.bounds.minX, y: -root.bounds.minY)
    context.withSavedState {
      var visible = area ?? root.bounds
      if let clip {
        // What is redrawn is the region widened to whole pixels.
        visible = context.clear(region: clip, offset: offset, coveredBy: Self.opaqueCover(of: root))
          .offsetBy(dx: -offset.x, dy: -offset.y)
      }
      paint(root, offset: offset, visible: visible)
    }
  }

  /// The rectangle of `root`, in its bounds coordinates, that the first thing it paints
  /// fills with an opaque colour, or `nil`: its background colour, or else its first drawing
  /// when that is a ``Drawing/fill(_:cornerRadius:)`` of its bounds (the notes theme's paper).
  ///
  /// Clearing what that fill covers only to cover it again is a wasted pass over the pixels.
  /// A root that fades, or that a rounded clip keeps out of its corners (which the painter
  /// saves before drawing and puts back after), has none.
  static func opaqueCover(of root: DrawView) -> CGRect? {
    guard root.alpha == 1, !(root.clipsToBounds && root.cornerRadius > 0) else { return nil }
    guard let color = root.backgroundColor ?? root.drawingsToPaint.first?.fillColor else {
      return nil
    }
    let tokens = root.effectiveThemeBox.paintTokens
    return color.resolved(in: tokens).alpha >= 1 ? root.bounds : nil
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
      // A view paints within its frame (its damage is its frame), so one that does not
      // overlap the area that can show is skipped, unless subviews of its may stick out of
      // it (or it has no area, as a canvas drawing anywhere may): the rows of a scrolled
      // column that are out of sight cost nothing.
      let isLeaf = subview.subviewStorage.count == subview.detachedPrefix && !frame.isEmpty
      let culled =
        subview.isHidden || subview.alpha <= 0
        || ((subview.clipsToBounds || isLeaf) && !Self.overlaps(frame, visible)
          && subview !== ringedView)
      if !culled {
        let bounds = subview.bounds
        let offset = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        return (index, subview, offset, visible.offsetBy(dx: -offset.x, dy: -offset.y))
      }
      index += 1
    }
    return nil
  }

  /// Whether `a` and `b` share some area: rectangles that only touch along an edge do not
  /// (Foundation's `intersects` says they do on Linux).
  private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Draws `view` and everything below it with its bounds origin moved to `offset` in the
  /// current user space.
  ///
  /// Two stacks grow with the tree's depth, never its width: the levels whose subviews are
  /// being drawn, and the steps that finish the views of those levels. A subview is begun as
  /// soon as it is found; one without subviews is finished right after its own content.
  private func paint(_ view: DrawView, offset: CGPoint, visible: CGRect) {
    let owner = view.nearestAncestor(where: \.ownsTheme).map(ObjectIdentifier.init)
    var walk = Walk()
    begin(view, offset: offset, visible: visible, themeOwner: owner, walk: &walk)
    while let top = walk.levels.indices.last {
      guard
        let found = Self.nextVisibleSubview(
          of: walk.levels[top].subviews, from: walk.levels[top].next,
          visible: walk.levels[top].visible, ringedView: ringedView)
      else {
        finish(downTo: walk.levels.removeLast().finishBase, walk: &walk)
        continue
      }
      walk.levels[top].next = found.index + 1
      let subviewOwner =
        found.subview.ownsTheme ? ObjectIdentifier(found.subview) : walk.levels[top].themeOwner
      begin(
        found.subview, offset: found.offset, visible: found.visible, themeOwner: subviewOwner,
        walk: &walk)
    }
  }

  /// Positions, clips and fades `view` and draws its own content; then finishes it if it has
  /// no subviews, or pushes what finishes it and a level that goes on with its subviews.
  ///
  /// `view` has its bounds origin at `offset`; `visible` is the area of it that can show, in
  /// its bounds coordinates; `themeOwner` is the view whose theme it inherits (`nil` for the
  /// plain theme).
  private func begin(
    _ view: DrawView, offset: CGPoint, visible: CGRect, themeOwner: ObjectIdentifier?,
    walk: inout Walk
  ) {
    if walk.tokensOwner != .some(themeOwner) {
      context.themeTokens = view.effectiveThemeBox.paintTokens
      context.themeFont = view.effectiveTheme.font
      walk.tokensOwner = .some(themeOwner)
    }
    let bounds = view.bounds
    let finishBase = walk.finishes.count
    context.saveState()
    walk.finishes.append(.restore)
    context.translateBy(x: offset.x, y: offset.y)
    if view === ringedView {
      context.saveState()
      walk.finishes.append(.focusRing(view))
      walk.finishes.append(.restore)
    }
    if view.clipsToBounds && view.cornerRadius > 0 {
      if view.alpha == 1,
        let base = walk.corners.capture(in: context, rect: bounds, radius: view.cornerRadius)
      {
        context.clip(to: bounds)
        walk.finishes.append(.restoreCorners(base: base))
      } else {
        context.clip(to: bounds.insetBy(dx: -1, dy: -1))
        let alpha = context.beginTransparencyLayer(
          opacity: view.alpha, roundedTo: bounds, cornerRadius: view.cornerRadius)
        walk.finishes.append(.endRoundedLayer(view, alpha: alpha))
      }
    } else {
      if view.clipsToBounds {
        context.clip(to: bounds)
      }
      if view.alpha < 1 {
        let alpha = context.beginTransparencyLayer(opacity: view.alpha)
        walk.finishes.append(.endLayer(alpha: alpha))
      }
    }
    // The subviews as they are before the view's own drawings run: a drawing (or a layout it
    // runs) that adds one draws it from the next frame on, in a state of its own, rather
    // than inside the state the drawing left.
    let subviews = view.subviews
    paintOwnContent(of: view, hasSubviews: !subviews.isEmpty)
    guard !subviews.isEmpty else { return finish(downTo: finishBase, walk: &walk) }
    let area = view.clipsToBounds ? visible.intersection(view.bounds) : visible
    walk.levels.append(
      Level(
        subviews: subviews, next: 0, visible: area, themeOwner: themeOwner,
        finishBase: finishBase))
  }

  /// Runs the finishing steps above the first `base` ones, last pushed first.
  private func finish(downTo base: Int, walk: inout Walk) {
    while walk.finishes.count > base {
      switch walk.finishes.removeLast() {
      case .restore:
        context.restoreState()
      case .restoreCorners(let base):
        walk.corners.restore(downTo: base, in: context)
      case .endLayer(let alpha):
        context.endTransparencyLayer(alpha: alpha)
      case .endRoundedLayer(let view, let alpha):
        context.endTransparencyLayer(
          alpha: alpha, clippedTo: view.bounds, cornerRadius: view.cornerRadius)
      case .focusRing(let view):
        paintFocusRing(of: view)
        walk.tokensOwner = .none
      }
    }
  }

  /// Draws the theme's focus ring around `view`, with its theme's tokens and font, as opaque as its
  /// fade in has come.
  private func paintFocusRing(of view: DrawView) {
    context.themeTokens = view.effectiveThemeBox.paintTokens
    context.themeFont = view.effectiveTheme.font
    let opacity = CGFloat(view.focusRingOpacity)
    guard opacity > 0 else { return }
    context.withSavedState {
      if opacity < 1 { context.setAlpha(context.alpha * opacity) }
      context.withRect(view.bounds) {
        context.record("focusRing")
        view.effectiveTheme[.focusRing].draw(view, in: context)
      }
    }
  }

  /// Draws the view's background, drawings and draw closure, in its bounds coordinates;
  /// `hasSubviews` says whether subviews are drawn after them, inside the view's state.
  private func paintOwnContent(of view: DrawView, hasSubviews: Bool) {
    let bounds = view.bounds
    let drawings = view.drawingsToPaint
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
        context.beginPath()
        if hasSubviews {
          context.withSavedState { draw(view, context) }
        } else {
          draw(view, context)
        }
      }
    }
  }
}
