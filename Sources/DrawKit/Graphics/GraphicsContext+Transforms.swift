internal import CDrawKitCairo
import Foundation

extension GraphicsContext {
  /// Moves the origin of user space by (x, y).
  ///
  /// Like every transform call, a value that would make the matrix non-invertible (NaN or
  /// infinite here, or an offset that overflows the matrix) is not applied: the rest of the current drawing paints nothing, the rest
  /// of the frame draws normally, and ``Diagnostics`` gets a warning.
  public func translateBy(x: CGFloat, y: CGFloat) {
    guard canTranslate(x: Double(x), y: Double(y)) else {
      return refuseTransform("translateBy(x: \(x), y: \(y))")
    }
    willChangeCairoState()
    cairo_translate(cairo, Double(x), Double(y))
  }

  /// Scales user space about its origin; a zero, NaN or infinite factor, or one whose product
  /// with the current scale underflows to zero or overflows, is refused (see
  /// ``translateBy(x:y:)``).
  public func scaleBy(x: CGFloat, y: CGFloat) {
    guard canConcatenate(cairo_matrix_t(Transform(scaleX: x, y: y))) else {
      return refuseTransform("scaleBy(x: \(x), y: \(y))")
    }
    willChangeCairoState()
    cairo_scale(cairo, Double(x), Double(y))
  }

  /// Rotates user space by `angle` radians, clockwise on screen for positive angles.
  public func rotate(by angle: CGFloat) {
    guard angle.isFinite, canConcatenate(cairo_matrix_t(Transform(rotationAngle: angle))) else {
      return refuseTransform("rotate(by: \(angle))")
    }
    willChangeCairoState()
    cairo_rotate(cairo, Double(angle))
  }

  /// Applies `transform` to user space, before the current transform; a transform that is
  /// not invertible is refused (see ``translateBy(x:y:)``).
  public func concatenate(_ transform: Transform) {
    var matrix = cairo_matrix_t(transform)
    guard transform.isInvertible, canConcatenate(matrix) else {
      return refuseTransform("concatenate(\(transform))")
    }
    willChangeCairoState()
    cairo_transform(cairo, &matrix)
  }

  /// Skips painting for the rest of the current scope instead of letting cairo's context
  /// fail for the whole frame.
  private func refuseTransform(_ call: String) {
    state.isInert = true
    Diagnostics.warn(
      "\(call) would make the transform non-invertible; the rest of this drawing is skipped")
  }

  /// The transform from user space to device pixels.
  public var currentTransform: Transform {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    return Transform(
      a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
      tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0))
  }
}

extension cairo_matrix_t {
  /// The cairo matrix for a DrawKit transform (cairo names the same six numbers differently).
  init(_ transform: Transform) {
    self.init(
      xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
      yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
  }
}
