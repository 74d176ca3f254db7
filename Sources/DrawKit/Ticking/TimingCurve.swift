import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS's `cubic-bezier()`: the
/// progress an ``Animation`` has made at each fraction of its duration.
struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  /// A curve through two control points; `x` is kept within 0...1 and NaN is 0.
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    self.x1 = min(max(finite(x1), 0), 1)
    self.y1 = finite(y1)
    self.x2 = min(max(finite(x2), 0), 1)
    self.y2 = finite(y2)
  }

  static let linear = TimingCurve(0, 0, 1, 1)
  static let easeIn = TimingCurve(0.42, 0, 1, 1)
  static let easeOut = TimingCurve(0, 0, 0.58, 1)
  static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

  /// The progress at `fraction` (0...1) of the duration, and its rate of change per unit
  /// of that fraction.
  func sample(_ fraction: Double) -> (progress: Double, slope: Double) {
    if self == .linear { return (min(max(fraction, 0), 1), 1) }
    let u = min(max(fraction, 0), 1)
    let s = parameter(forX: u)
    let dx = Self.derivative(s, x1, x2)
    let dy = Self.derivative(s, y1, y2)
    let slope = dx > 1e-12 ? dy / dx : (dy >= 0 ? 1e12 : -1e12)
    return (Self.bezier(s, y1, y2), slope)
  }

  /// The curve parameter whose `x` is `x`: Newton's method, with bisection when the slope
  /// is too flat to trust.
  private func parameter(forX x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, x1, x2) - x
      if abs(error) < 1e-9 { return s }
      let slope = Self.derivative(s, x1, x2)
      guard abs(slope) > 1e-6 else { break }
      s -= error / slope
      guard (0...1).contains(s) else { break }
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = Self.bezier(s, x1, x2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the curve at parameter `s`, its control points' coordinates being
  /// 0, `p1`, `p2` and 1.
  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// The derivative of ``bezier(_:_:_:)`` with respect to `s`.
  private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  var description: String {
    switch self {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    default: "timingCurve(\(x1), \(y1), \(x2), \(y2))"
    }
  }
}
