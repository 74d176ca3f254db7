internal import CDrawKitCairo
import Foundation

/// The one gate geometry passes on its way to cairo.
///
/// Cairo aborts the process on a NaN arc angle, spins for minutes on a sweep of 10¹⁸ radians
/// or a radius of 10³⁰⁰, fails the whole frame on a matrix that overflows or underflows, and
/// keeps coordinates in 24.8 fixed point, so anything past about ±8 million device pixels
/// wraps around. Every path, transform, image and text call goes through these helpers:
///
/// - A NaN or infinite coordinate, radius or angle skips that one call.
/// - A finite coordinate is pulled to within ``deviceCoordinateLimit`` device pixels of the
///   origin, where it is far outside any surface cairo can make, so what shows is unchanged.
/// - Radii and line widths are capped at the same distance, and an arc sweeps at most one
///   full turn plus its remainder, so it still ends at its end angle.
/// - A transform is applied only when cairo's matrix stays invertible (see
///   ``canConcatenate(_:)``).
extension GraphicsContext {
  /// How far from the device origin, in device pixels, a coordinate handed to cairo may lie:
  /// 2²², half of what cairo's 24.8 fixed point holds, leaving room for stroke widths.
  static let deviceCoordinateLimit: Double = 4_194_304

  /// The surface's device scale (2 for a 2× rendering), which cairo applies after the
  /// user-space matrix.
  private var deviceScale: Double {
    if let surfaceDeviceScale { return surfaceDeviceScale }
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(cairo_get_target(cairo), &scaleX, &scaleY)
    let scale = max(abs(scaleX), abs(scaleY), 1)
    surfaceDeviceScale = scale
    return scale
  }

  /// `point` ready for cairo: `nil` when it is not finite, pulled in to
  /// ``deviceCoordinateLimit`` when it lies farther out.
  func sanitized(_ point: CGPoint) -> (x: Double, y: Double)? {
    let userX = Double(point.x)
    let userY = Double(point.y)
    guard userX.isFinite, userY.isFinite else { return nil }
    var x = userX
    var y = userY
    cairo_user_to_device(cairo, &x, &y)
    let limit = Self.deviceCoordinateLimit / deviceScale
    guard abs(x) > limit || abs(y) > limit else { return (userX, userY) }
    guard !x.isNaN, !y.isNaN else { return nil }
    x = min(max(x, -limit), limit)
    y = min(max(y, -limit), limit)
    cairo_device_to_user(cairo, &x, &y)
    return x.isFinite && y.isFinite ? (x, y) : nil
  }

  /// Whether `point` is finite and close enough for cairo to take as it is.
  func fitsWithinLimit(_ point: CGPoint) -> Bool {
    guard let (x, y) = sanitized(point) else { return false }
    return x == Double(point.x) && y == Double(point.y)
  }

  /// Whether the four corners of `rect` fit (``fitsWithinLimit(_:)-(CGPoint)``), checked
  /// without making an array: every rectangle filled passes here.
  func fitsWithinLimit(_ rect: CGRect) -> Bool {
    fitsWithinLimit(CGPoint(x: rect.minX, y: rect.minY))
      && fitsWithinLimit(CGPoint(x: rect.maxX, y: rect.minY))
      && fitsWithinLimit(CGPoint(x: rect.maxX, y: rect.maxY))
      && fitsWithinLimit(CGPoint(x: rect.minX, y: rect.maxY))
  }

  /// The longest user-space distance that stays within ``deviceCoordinateLimit`` device pixels
  /// in every direction under the current matrix.
  var userDistanceLimit: Double {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let stretch =
      max(abs(matrix.xx) + abs(matrix.yx), abs(matrix.xy) + abs(matrix.yy)) * deviceScale
    guard stretch.isFinite, stretch > 0 else { return 0 }
    return Self.deviceCoordinateLimit / stretch
  }

  /// Arc angles ready for cairo: `nil` when either is not finite; otherwise a start within one
  /// turn of zero and a sweep of at most one turn plus the remainder of the asked-for sweep, so
  /// the arc still ends at `end`.
  ///
  /// A sweep against the arc's direction wraps into one turn, as `cairo_arc` does.
  static func sanitizedArc(start: Double, end: Double, clockwise: Bool)
    -> (start: Double, end: Double)?
  {
    guard start.isFinite, end.isFinite else { return nil }
    let turn = 2 * Double.pi
    var sweep = clockwise ? end - start : start - end
    guard sweep.isFinite else { return nil }
    if sweep < 0 {
      sweep = sweep.truncatingRemainder(dividingBy: turn)
      if sweep < 0 { sweep += turn }
    } else if sweep > turn {
      sweep = turn + (sweep - turn).truncatingRemainder(dividingBy: turn)
    }
    let reducedStart = abs(start) > turn ? start.truncatingRemainder(dividingBy: turn) : start
    return (reducedStart, clockwise ? reducedStart + sweep : reducedStart - sweep)
  }

  /// Whether applying `transform` after the current matrix keeps cairo's matrix, and its
  /// inverse, finite and invertible: the checks `cairo_transform` and `cairo_scale` make before
  /// putting the context into an error state for the rest of the frame.
  func canConcatenate(_ transform: cairo_matrix_t) -> Bool {
    var current = cairo_matrix_t()
    cairo_get_matrix(cairo, &current)
    var combined = cairo_matrix_t()
    var step = transform
    cairo_matrix_multiply(&combined, &step, &current)
    return step.isSafelyInvertible && combined.isSafelyInvertible
  }

  /// Whether translating by (x, y) keeps cairo's matrix usable.
  ///
  /// A translation leaves the matrix's linear part (and so its invertibility) as it is and
  /// moves only its offset, which must stay well inside `Double`'s range. Cheaper than
  /// ``canConcatenate(_:)``: the renderer translates once per view.
  func canTranslate(x: Double, y: Double) -> Bool {
    guard x.isFinite, y.isFinite else { return false }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let offsetX = matrix.x0 + matrix.xx * x + matrix.xy * y
    let offsetY = matrix.y0 + matrix.yx * x + matrix.yy * y
    return abs(offsetX) < 1e300 && abs(offsetY) < 1e300
  }
}

extension cairo_matrix_t {
  /// Whether all six numbers are finite.
  var isFinite: Bool {
    xx.isFinite && yx.isFinite && xy.isFinite && yy.isFinite && x0.isFinite && y0.isFinite
  }

  /// Whether cairo accepts the matrix: its numbers and determinant are finite, the
  /// determinant is not zero (nor underflows to it), and so is everything in its inverse.
  ///
  /// `cairo_matrix_invert` alone is not enough: for a matrix without rotation it skips the
  /// determinant, which cairo's own checks then find infinite.
  var isSafelyInvertible: Bool {
    let determinant = xx * yy - xy * yx
    guard isFinite, determinant.isFinite, determinant != 0 else { return false }
    var inverse = self
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS, inverse.isFinite else {
      return false
    }
    let inverseDeterminant = inverse.xx * inverse.yy - inverse.xy * inverse.yx
    return inverseDeterminant.isFinite && inverseDeterminant != 0
  }
}
