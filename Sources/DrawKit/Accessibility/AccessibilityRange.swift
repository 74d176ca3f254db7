/// The numeric value of a slider or progress bar: where it stands in its range.
public struct AccessibilityRange: Hashable, Sendable {
  /// The value now.
  public var current: Double
  /// The least value.
  public var minimum: Double
  /// The greatest value.
  public var maximum: Double
  /// How far one increment or decrement moves it; 0 when it moves freely.
  public var step: Double

  /// A value `current` in `minimum...maximum`, moved by `step`.
  ///
  /// NaN and infinities become 0, a reversed range is put in order and `current` is kept
  /// inside it, so a bridge never reports a value outside its own range.
  public init(current: Double, minimum: Double = 0, maximum: Double = 1, step: Double = 0) {
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    let low = min(finite(minimum), finite(maximum))
    let high = max(finite(minimum), finite(maximum))
    self.minimum = low
    self.maximum = high
    self.current = min(max(finite(current), low), high)
    self.step = abs(finite(step))
  }
}
