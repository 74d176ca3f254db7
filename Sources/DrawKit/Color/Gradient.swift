import Foundation

/// Colours placed along a line from 0 to 1, for linear and radial gradients.
public struct Gradient: Hashable, Sendable {
  /// One colour at one position along a gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop sits, from 0 (start) to 1 (end); clamped into that range when drawn.
    public var location: CGFloat

    /// Creates a stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order they were given; cairo sorts them by location.
  public var stops: [Stop]

  /// Creates a gradient from explicit stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Creates a gradient whose colours are spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    self.stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }
}
