import CCairo
import Foundation

extension GraphicsContext {
  /// Moves the origin of user space by (x, y).
  public func translateBy(x: CGFloat, y: CGFloat) {
    willChangeCairoState()
    cairo_translate(cairo, Double(x), Double(y))
  }

  /// Scales user space about its origin.
  ///
  /// A zero or NaN factor makes the matrix non-invertible; cairo then stops drawing and the
  /// renderer throws ``DrawKitError/Code/invalidMatrix`` for the frame.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    willChangeCairoState()
    cairo_scale(cairo, Double(x), Double(y))
  }

  /// Rotates user space by `angle` radians, clockwise on screen for positive angles.
  public func rotate(by angle: CGFloat) {
    willChangeCairoState()
    cairo_rotate(cairo, Double(angle))
  }

  /// Applies `transform` to user space, before the current transform.
  public func concatenate(_ transform: Transform) {
    var matrix = cairo_matrix_t(transform)
    willChangeCairoState()
    cairo_transform(cairo, &matrix)
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
