import Foundation

/// A 2-D affine transform, laid out like CoreGraphics' `CGAffineTransform`.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). Linux Foundation has no
/// `CGAffineTransform`; this type fills that gap with the same names, so code ported from
/// UIKit reads the same.
public struct Transform: Hashable, Sendable {
  /// The x-scale (and rotation) component.
  public var a: CGFloat
  /// The y-shear (and rotation) component.
  public var b: CGFloat
  /// The x-shear (and rotation) component.
  public var c: CGFloat
  /// The y-scale (and rotation) component.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// Creates a transform from its six components.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that leaves every point where it is.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform that moves points by (x, y).
  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A transform that scales x and y about the origin.
  public init(scaleX x: CGFloat, y: CGFloat) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A transform that rotates by `angle` radians; positive angles turn x toward y
  /// (clockwise on screen, since y grows downward).
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (sin(angle), cos(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform can be inverted: its determinant is finite and not zero.
  public var isInvertible: Bool {
    let determinant = a * d - b * c
    return determinant.isFinite && determinant != 0 && tx.isFinite && ty.isFinite
  }

  /// The transform that applies `self` first and then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `nil` when the transform is not invertible.
  public func inverted() -> Transform? {
    guard isInvertible else { return nil }
    let determinant = a * d - b * c
    let inverseA = d / determinant
    let inverseB = -b / determinant
    let inverseC = -c / determinant
    let inverseD = a / determinant
    return Transform(
      a: inverseA, b: inverseB, c: inverseC, d: inverseD,
      tx: -(tx * inverseA + ty * inverseC),
      ty: -(tx * inverseB + ty * inverseD))
  }

  /// This transform followed by a translation in the transformed space (`CGAffineTransform`'s
  /// `translatedBy`).
  public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a scale (`CGAffineTransform`'s `scaledBy`).
  public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a rotation of `angle` radians.
  public func rotated(by angle: CGFloat) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  /// The point moved by `transform`.
  public func applying(_ transform: Transform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension CGRect {
  /// The smallest rectangle holding all four corners of this one moved by `transform`; the
  /// null and infinite rectangles stay as they are.
  ///
  /// A translation (what every view's frame is to its superview) moves the rectangle as it is;
  /// no corner list is built, since dirty rectangles pass through here once per ancestor.
  public func applying(_ transform: Transform) -> CGRect {
    guard !isNull, !isInfinite else { return self }
    if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
      return offsetBy(dx: transform.tx, dy: transform.ty)
    }
    let topLeft = CGPoint(x: minX, y: minY).applying(transform)
    let topRight = CGPoint(x: maxX, y: minY).applying(transform)
    let bottomLeft = CGPoint(x: minX, y: maxY).applying(transform)
    let bottomRight = CGPoint(x: maxX, y: maxY).applying(transform)
    let left = min(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let top = min(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    let right = max(topLeft.x, topRight.x, bottomLeft.x, bottomRight.x)
    let bottom = max(topLeft.y, topRight.y, bottomLeft.y, bottomRight.y)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
