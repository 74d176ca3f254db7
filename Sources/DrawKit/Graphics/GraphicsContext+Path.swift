import CCairo
import Foundation

extension GraphicsContext {
  /// Discards the current path and starts an empty one.
  public func beginPath() {
    cairo_new_path(cairo)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    cairo_move_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds a straight segment from the current point to `point`; starts a subpath at `point`
  /// when there is no current point.
  public func addLine(to point: CGPoint) {
    cairo_line_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds straight segments joining `points` in order, starting a new subpath at the first.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    points.dropFirst().forEach(addLine(to:))
  }

  /// Adds a quadratic Bézier curve from the current point to `end`, pulled toward `control`.
  ///
  /// Cairo has only cubic curves; the quadratic is converted exactly.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    var startX = 0.0
    var startY = 0.0
    if cairo_has_current_point(cairo) != 0 {
      cairo_get_current_point(cairo, &startX, &startY)
    } else {
      startX = Double(control.x)
      startY = Double(control.y)
      cairo_move_to(cairo, startX, startY)
    }
    let (cx, cy) = (Double(control.x), Double(control.y))
    let (ex, ey) = (Double(end.x), Double(end.y))
    cairo_curve_to(
      cairo,
      startX + 2.0 / 3.0 * (cx - startX), startY + 2.0 / 3.0 * (cy - startY),
      ex + 2.0 / 3.0 * (cx - ex), ey + 2.0 / 3.0 * (cy - ey),
      ex, ey)
  }

  /// Adds a cubic Bézier curve from the current point to `end` with two control points.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    cairo_curve_to(
      cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
      Double(end.x), Double(end.y))
  }

  /// Adds a circular arc, joined to the current point by a straight segment if there is one.
  ///
  /// Angles are in radians from the positive x axis. `clockwise` is as seen on screen, where
  /// y grows downward (UIKit's `UIBezierPath` convention): `true` sweeps from +x toward +y.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    let arc = clockwise ? cairo_arc : cairo_arc_negative
    arc(
      cairo, Double(center.x), Double(center.y), Double(max(radius, 0)), Double(startAngle),
      Double(endAngle))
  }

  /// Adds a closed rectangle as a new subpath.
  public func addRect(_ rect: CGRect) {
    cairo_rectangle(
      cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }

  /// Adds a closed rectangle with the same radius on every corner.
  public func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius))
  }

  /// Adds a closed rectangle with its own radius on each corner; radii too large for the
  /// rectangle shrink proportionally (see ``CornerRadii``).
  public func addRoundedRect(_ rect: CGRect, cornerRadii: CornerRadii) {
    let rect = rect.standardized
    let radii = cornerRadii.fitted(to: rect)
    guard !radii.isZero else {
      addRect(rect)
      return
    }
    let quarter = CGFloat.pi / 2
    cairo_new_sub_path(cairo)
    addArc(
      center: CGPoint(x: rect.maxX - radii.topRight, y: rect.minY + radii.topRight),
      radius: radii.topRight, startAngle: -quarter, endAngle: 0, clockwise: true)
    addArc(
      center: CGPoint(x: rect.maxX - radii.bottomRight, y: rect.maxY - radii.bottomRight),
      radius: radii.bottomRight, startAngle: 0, endAngle: quarter, clockwise: true)
    addArc(
      center: CGPoint(x: rect.minX + radii.bottomLeft, y: rect.maxY - radii.bottomLeft),
      radius: radii.bottomLeft, startAngle: quarter, endAngle: 2 * quarter, clockwise: true)
    addArc(
      center: CGPoint(x: rect.minX + radii.topLeft, y: rect.minY + radii.topLeft),
      radius: radii.topLeft, startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true)
    closePath()
  }

  /// Adds a closed ellipse that fits inside `rect`.
  public func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    saveMatrix {
      cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
      cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
      cairo_new_sub_path(cairo)
      cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
      cairo_close_path(cairo)
    }
  }

  /// Closes the current subpath with a straight segment back to its start.
  public func closePath() {
    cairo_close_path(cairo)
  }

  /// Whether the current path has no segments.
  public var isPathEmpty: Bool {
    cairo_has_current_point(cairo) == 0
  }

  /// Runs `body` and then restores only the matrix, leaving the path it built in place.
  private func saveMatrix(_ body: () -> Void) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    body()
    cairo_set_matrix(cairo, &matrix)
  }
}
