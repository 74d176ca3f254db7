internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Discards the current path and starts an empty one.
  public func beginPath() {
    cairo_new_path(cairo)
  }

  /// Starts a new subpath at `point`; a NaN or infinite point is skipped.
  public func move(to point: CGPoint) {
    guard let (x, y) = sanitized(point) else { return }
    cairo_move_to(cairo, x, y)
  }

  /// Adds a straight segment from the current point to `point`; starts a subpath at `point`
  /// when there is no current point.
  ///
  /// Like every path call, a NaN or infinite coordinate skips the call, and a point millions of
  /// pixels away is pulled in to a distance cairo can hold (see ``GraphicsContext``).
  public func addLine(to point: CGPoint) {
    guard let (x, y) = sanitized(point) else { return }
    cairo_line_to(cairo, x, y)
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
    guard let (cx, cy) = sanitized(control), let (ex, ey) = sanitized(end) else { return }
    var startX = cx
    var startY = cy
    if cairo_has_current_point(cairo) != 0 {
      cairo_get_current_point(cairo, &startX, &startY)
    } else {
      cairo_move_to(cairo, startX, startY)
    }
    cairo_curve_to(
      cairo,
      startX + 2.0 / 3.0 * (cx - startX), startY + 2.0 / 3.0 * (cy - startY),
      ex + 2.0 / 3.0 * (cx - ex), ey + 2.0 / 3.0 * (cy - ey),
      ex, ey)
  }

  /// Adds a cubic Bézier curve from the current point to `end` with two control points.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard let (x1, y1) = sanitized(control1), let (x2, y2) = sanitized(control2),
      let (x3, y3) = sanitized(end)
    else { return }
    cairo_curve_to(cairo, x1, y1, x2, y2, x3, y3)
  }

  /// Adds a circular arc, joined to the current point by a straight segment if there is one.
  ///
  /// Angles are in radians from the positive x axis. `clockwise` is as seen on screen, where
  /// y grows downward (UIKit's `UIBezierPath` convention): `true` sweeps from +x toward +y.
  ///
  /// A sweep of more than one turn draws the whole circle once and ends at `endAngle`. A NaN or
  /// infinite centre, radius or angle skips the arc; a radius of millions of pixels is capped.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    guard radius.isFinite, let (x, y) = sanitized(center),
      let angles = Self.sanitizedArc(
        start: Double(startAngle), end: Double(endAngle), clockwise: clockwise)
    else { return }
    let arc = clockwise ? cairo_arc : cairo_arc_negative
    arc(cairo, x, y, min(Double(max(radius, 0)), userDistanceLimit), angles.start, angles.end)
  }

  /// Adds a closed rectangle as a new subpath; a rectangle with a NaN or infinite component is
  /// skipped.
  public func addRect(_ rect: CGRect) {
    guard !fitsWithinLimit(rect) else {
      cairo_rectangle(
        cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      return
    }
    let sanitizedCorners = Self.corners(of: rect).compactMap(sanitized)
    guard sanitizedCorners.count == 4 else { return }
    cairo_move_to(cairo, sanitizedCorners[0].x, sanitizedCorners[0].y)
    for (x, y) in sanitizedCorners.dropFirst() {
      cairo_line_to(cairo, x, y)
    }
    cairo_close_path(cairo)
  }

  /// The corners of `rect`, clockwise on screen from its top-left.
  static func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
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

  /// Adds a closed ellipse that fits inside `rect`; an ellipse too small for cairo's matrix, or
  /// reaching millions of pixels away, is skipped.
  public func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0, fitsWithinLimit(rect),
      canConcatenate(
        cairo_matrix_t(
          xx: Double(rect.width / 2), yx: 0, xy: 0, yy: Double(rect.height / 2),
          x0: Double(rect.midX), y0: Double(rect.midY)))
    else { return }
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

  /// Runs `body`, which builds and uses paths of its own, then puts the caller's path back.
  ///
  /// Drawing text or an image and clearing leave the path as they found it, as in
  /// CoreGraphics: a path being built goes on after them, and no current point is left
  /// behind for a later `addArc` or `addLine` to join with a straight segment. Calls
  /// `cairo_copy_path` and `cairo_append_path` when there is a path to keep.
  func preservingPath(_ body: () -> Void) {
    guard cairo_has_current_point(cairo) != 0, let saved = cairo_copy_path(cairo) else {
      body()
      cairo_new_path(cairo)
      return
    }
    defer { cairo_path_destroy(saved) }
    cairo_new_path(cairo)
    body()
    cairo_new_path(cairo)
    cairo_append_path(cairo, saved)
  }

  /// Runs `body` and then restores only the matrix, leaving the path it built in place.
  private func saveMatrix(_ body: () -> Void) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    body()
    cairo_set_matrix(cairo, &matrix)
  }
}
