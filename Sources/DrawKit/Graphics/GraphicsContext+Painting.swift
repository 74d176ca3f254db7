internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Sets the colour ``fillPath(using:)`` and the `fill` calls paint with.
  public func setFillColor(_ color: Color) {
    state.fillColor = color
  }

  /// Sets the colour ``strokePath()`` and the `stroke` calls paint with.
  public func setStrokeColor(_ color: Color) {
    state.strokeColor = color
  }

  /// Sets the width of stroked lines in user-space units; NaN, infinite or negative widths
  /// become zero (nothing is stroked), and a width of millions of pixels under the current
  /// transform is capped there (cairo would spend seconds on it).
  public func setLineWidth(_ width: CGFloat) {
    willChangeCairoState()
    let usable = width.isFinite && width > 0 ? Double(width) : 0
    cairo_set_line_width(cairo, min(usable, userDistanceLimit))
  }

  /// Sets how open subpaths end when stroked.
  public func setLineCap(_ cap: LineCap) {
    willChangeCairoState()
    cairo_set_line_cap(cairo, cap.cairoValue)
  }

  /// Sets how corners between segments are drawn when stroked.
  public func setLineJoin(_ join: LineJoin) {
    willChangeCairoState()
    cairo_set_line_join(cairo, join.cairoValue)
  }

  /// Sets the ratio of miter length to line width past which a miter join becomes a bevel.
  public func setMiterLimit(_ limit: CGFloat) {
    willChangeCairoState()
    cairo_set_miter_limit(cairo, limit.isFinite && limit >= 1 ? Double(limit) : 10)
  }

  /// Sets a dash pattern for strokes: alternating on and off lengths, starting `phase` units into
  /// the pattern.
  ///
  /// An empty array (or one with a negative, NaN or all-zero length) draws solid lines.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let valid =
      lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
    let dashes = valid ? lengths.map(Double.init) : []
    willChangeCairoState()
    cairo_set_dash(cairo, dashes, Int32(dashes.count), phase.isFinite ? Double(phase) : 0)
  }

  /// Sets an opacity multiplied into everything drawn afterwards, like CoreGraphics'
  /// `setAlpha`; clamped to 0...1.
  public func setAlpha(_ alpha: CGFloat) {
    state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
  }

  /// Sets how later drawing combines with what is already drawn.
  ///
  /// Calls `cairo_set_operator`.
  public func setBlendMode(_ mode: BlendMode) {
    willChangeCairoState()
    cairo_set_operator(cairo, mode.cairoValue)
  }

  /// Turns antialiasing of shapes on (the default) or off, for pixel-exact hairlines.
  public func setShouldAntialias(_ antialias: Bool) {
    willChangeCairoState()
    cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// Fills the current path with the fill colour, then discards the path.
  public func fillPath(using rule: FillRule = .winding) {
    guard !state.isInert else { return beginPath() }
    record("fillPath")
    countFlattenedPath()
    setFillRule(rule)
    setSource(state.fillColor)
    cairo_fill(cairo)
  }

  /// Strokes the current path with the stroke colour and line settings, then discards it.
  public func strokePath() {
    guard !state.isInert else { return beginPath() }
    record("strokePath")
    countFlattenedPath()
    setSource(state.strokeColor)
    cairo_stroke(cairo)
  }

  /// Adds the current path's elements, flattened as cairo rasterises them, to the
  /// recorder's count; nothing without a recorder.
  private func countFlattenedPath() {
    guard let recorder else { return }
    let path = cairo_copy_path_flat(cairo)!
    defer { cairo_path_destroy(path) }
    recorder.flattenedPathElements += Int(path.pointee.num_data)
  }

  /// Fills `rect` with the fill colour.
  ///
  /// Replaces the current path.
  public func fill(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    fillPath()
  }

  /// Strokes the outline of `rect`, centred on its edges.
  ///
  /// Replaces the current path.
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    strokePath()
  }

  /// Fills the ellipse inside `rect`.
  ///
  /// Replaces the current path.
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse inside `rect`.
  ///
  /// Replaces the current path.
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    strokePath()
  }

  /// Strokes one straight line from `start` to `end`.
  ///
  /// Replaces the current path.
  public func strokeLine(from start: CGPoint, to end: CGPoint) {
    beginPath()
    move(to: start)
    addLine(to: end)
    strokePath()
  }

  /// Makes `rect` fully transparent, whatever the blend mode; the current path is left as it
  /// was (and is not cleared along with `rect`).
  public func clear(_ rect: CGRect) {
    guard !state.isInert else { return }
    record("clear")
    preservingPath {
      withSavedState {
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        addRect(rect)
        cairo_fill(cairo)
      }
    }
  }

  /// Limits later drawing to the inside of the current path (intersected with the current clip),
  /// then discards the path.
  ///
  /// Calls `cairo_clip`.
  public func clip(using rule: FillRule = .winding) {
    record("clip")
    willChangeCairoState()
    setFillRule(rule)
    cairo_clip(cairo)
  }

  /// Limits later drawing to `rect` (intersected with the current clip).
  ///
  /// Replaces the path.
  public func clip(to rect: CGRect) {
    beginPath()
    addRect(rect)
    clip()
  }

  /// The smallest rectangle, in user space, that holds the current clip.
  ///
  /// Where nothing bounds drawing (an unclipped recording, such as the one a
  /// ``Drawing/cached(limit:by:)`` drawing records into, whose extents cairo reports as
  /// infinite) it is `CGRect.infinite`, whose edges are finite, so that tests against it
  /// hold.
  public var clipBoundingBox: CGRect {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return .infinite }
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Fills the current clip with a gradient that changes along the line from `start` to
  /// `end`; past the ends it keeps the end colours when `extendsPastEnds` is true and is
  /// transparent otherwise.
  ///
  /// A NaN or infinite point skips the gradient.
  public func drawLinearGradient(
    _ gradient: Gradient, start: CGPoint, end: CGPoint, extendsPastEnds: Bool = true
  ) {
    guard let (startX, startY) = sanitized(start), let (endX, endY) = sanitized(end) else {
      return
    }
    let pattern = cairo_pattern_create_linear(startX, startY, endX, endY)!
    paintGradient(gradient, pattern: pattern, extendsPastEnds: extendsPastEnds)
  }

  /// Fills the current clip with a gradient that changes from the circle at `startCenter` to
  /// the circle at `endCenter`.
  ///
  /// A NaN or infinite centre or radius skips the gradient; radii of millions of pixels are
  /// capped.
  public func drawRadialGradient(
    _ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, extendsPastEnds: Bool = true
  ) {
    guard let (startX, startY) = sanitized(startCenter), let (endX, endY) = sanitized(endCenter),
      startRadius.isFinite, endRadius.isFinite
    else { return }
    let limit = userDistanceLimit
    let pattern = cairo_pattern_create_radial(
      startX, startY, min(Double(max(startRadius, 0)), limit), endX, endY,
      min(Double(max(endRadius, 0)), limit))!
    paintGradient(gradient, pattern: pattern, extendsPastEnds: extendsPastEnds)
  }

  private func paintGradient(_ gradient: Gradient, pattern: OpaquePointer, extendsPastEnds: Bool) {
    defer { cairo_pattern_destroy(pattern) }
    guard !state.isInert else { return }
    record("drawGradient")
    for stop in gradient.stops {
      let location = stop.location.isFinite ? min(max(stop.location, 0), 1) : 0
      let color = stop.color.isThemeColor ? stop.color.resolved(in: themeTokens) : stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, Double(location), Double(color.red), Double(color.green),
        Double(color.blue), Double(color.alpha))
    }
    cairo_pattern_set_extend(pattern, extendsPastEnds ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_set_source(cairo, pattern)
    cairo_paint_with_alpha(cairo, Double(state.alpha))
  }

  /// Sets cairo's fill rule, saving state first only when it changes.
  private func setFillRule(_ rule: FillRule) {
    guard cairo_get_fill_rule(cairo) != rule.cairoValue else { return }
    willChangeCairoState()
    cairo_set_fill_rule(cairo, rule.cairoValue)
  }

  /// Makes `color`, resolved against ``themeTokens`` and faded by the context's alpha,
  /// cairo's source.
  func setSource(_ themed: Color) {
    let color = themed.isThemeColor ? themed.resolved(in: themeTokens) : themed
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue),
      Double(color.alpha * state.alpha))
  }
}
