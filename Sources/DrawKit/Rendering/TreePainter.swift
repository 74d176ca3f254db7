import CCairo
import Foundation

/// Walks a view tree and draws each visible view: background, drawings, draw closure,
/// subviews, in that order (see ``DrawView``).
struct TreePainter {
  let context: GraphicsContext
  /// When set, only this region (in root coordinates) is cleared and drawn again.
  let clip: DirtyRegion?

  /// Draws `root` in its own bounds coordinates at the context's origin.
  func paintRoot(_ root: DrawView) {
    guard !root.isHidden, root.alpha > 0 else { return }
    context.withSavedState {
      if let clip {
        clipAndClear(to: clip, root: root)
      }
      paint(root, visible: clip?.boundingBox ?? root.bounds)
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

  /// Draws `view`, already positioned so that the context's origin is its frame origin.
  ///
  /// - Parameter visible: The area that can show, in the view's bounds coordinates; views
  ///   that clip to their bounds and lie outside it are skipped.
  private func paint(_ view: DrawView, visible: CGRect) {
    let bounds = view.bounds
    context.withSavedState {
      context.translateBy(x: -bounds.minX, y: -bounds.minY)
      if view.clipsToBounds {
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: view.cornerRadius)
        context.clip()
      }
      if view.alpha < 1 {
        context.withTransparencyLayer(opacity: view.alpha) {
          paintContent(of: view, visible: visible)
        }
      } else {
        paintContent(of: view, visible: visible)
      }
    }
  }

  private func paintContent(of view: DrawView, visible: CGRect) {
    let bounds = view.bounds
    context.withRect(bounds) {
      if let background = view.backgroundColor {
        context.record("background")
        context.withSavedState {
          context.setFillColor(background)
          context.fill(bounds)
        }
      }
      for drawing in view.drawingsToPaint {
        drawing.draw(view, in: context)
      }
      if let draw = view.draw {
        context.record("draw")
        context.withSavedState {
          draw(view, context)
        }
      }
    }
    let visibleArea = view.clipsToBounds ? visible.intersection(bounds) : visible
    for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
      let frame = subview.frame
      if subview.clipsToBounds, !frame.intersects(visibleArea) { continue }
      let subviewVisible = visibleArea.applying(
        subview.transformToSuperview.inverted() ?? .identity)
      context.translatedBy(x: frame.minX, y: frame.minY) {
        paint(subview, visible: subviewVisible)
      }
    }
  }
}
