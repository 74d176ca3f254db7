import DrawKit
import Foundation

/// 200 of the library's `ToggleSwitch`es in a 10 × 20 grid, flipped all at once from code,
/// each thumb sliding on the switch's own spring (``ToggleSwitch/animation``) as a click
/// slides it, the track's colour blending with it: what a user's switches cost.
final class SwitchGrid {
  static let count = 200
  static let columns = 10
  /// The room each switch gets: its track (``ToggleSwitch/trackSize``) and a gap.
  static let cell = CGSize(width: 56, height: 34)

  let root: DrawView
  let switches: [ToggleSwitch]
  private(set) var isOn = false

  init() {
    let rows = (Self.count + Self.columns - 1) / Self.columns
    root = DrawView(
      frame: CGRect(
        x: 0, y: 0, width: Self.cell.width * CGFloat(Self.columns) + 8,
        height: Self.cell.height * CGFloat(rows) + 8))
    root.backgroundColor = .white
    var switches: [ToggleSwitch] = []
    for index in 0..<Self.count {
      let toggle = ToggleSwitch()
      toggle.frame.origin = CGPoint(
        x: 8 + Self.cell.width * CGFloat(index % Self.columns),
        y: 8 + Self.cell.height * CGFloat(index / Self.columns))
      root.addSubview(toggle)
      switches.append(toggle)
    }
    self.switches = switches
  }

  /// Flips every switch at once, as clicking each would: on its own animation.
  func flip() {
    isOn.toggle()
    withAnimation(switches[0].animation) {
      for toggle in switches { toggle.isOn = isOn }
    }
  }

  /// The switches' rectangles in the root's coordinates: what a frame of their motion
  /// repaints at the least, since the track's colour changes with the thumb.
  func switchRects() -> [CGRect] {
    switches.map { $0.convert($0.bounds, to: root) }
  }
}
