import DrawKit
import Foundation

/// 200 switches in a 10 × 20 grid, as a user without a switch control writes them: a track
/// view holding a thumb view, whose frame slides on a spring (`withAnimation(.snappy)`) when
/// the switch flips; the track's colour does not animate, so only the thumbs move.
///
/// The library's `ToggleSwitch` has not landed on main yet; these views animate a thumb the
/// way it does.
final class SwitchGrid {
  static let count = 200
  static let columns = 10
  static let trackSize = CGSize(width: 48, height: 26)
  static let thumbSize = CGSize(width: 22, height: 22)
  static let cell = CGSize(width: 56, height: 34)

  let root: DrawView
  let thumbs: [DrawView]
  private(set) var isOn = false

  init() {
    let rows = (Self.count + Self.columns - 1) / Self.columns
    root = DrawView(
      frame: CGRect(
        x: 0, y: 0, width: Self.cell.width * CGFloat(Self.columns) + 8,
        height: Self.cell.height * CGFloat(rows) + 8))
    root.backgroundColor = .white
    var thumbs: [DrawView] = []
    for index in 0..<Self.count {
      let origin = CGPoint(
        x: 8 + Self.cell.width * CGFloat(index % Self.columns),
        y: 8 + Self.cell.height * CGFloat(index / Self.columns))
      let track = DrawView(
        frame: CGRect(origin: origin, size: Self.trackSize),
        drawings: [.fill(Color(white: 0.8), cornerRadius: Self.trackSize.height / 2)])
      let thumb = DrawView(frame: Self.thumbFrame(on: false)) { view, context in
        context.setFillColor(.white)
        context.fillEllipse(in: view.bounds.insetBy(dx: 1, dy: 1))
        context.setStrokeColor(Color(white: 0.6))
        context.setLineWidth(1)
        context.addEllipse(in: view.bounds.insetBy(dx: 1.5, dy: 1.5))
        context.strokePath()
      }
      track.addSubview(thumb)
      root.addSubview(track)
      thumbs.append(thumb)
    }
    self.thumbs = thumbs
  }

  /// Where a thumb sits in its track, off (left) or on (right).
  static func thumbFrame(on: Bool) -> CGRect {
    let inset = (trackSize.height - thumbSize.height) / 2
    let x = on ? trackSize.width - thumbSize.width - inset : inset
    return CGRect(origin: CGPoint(x: x, y: inset), size: thumbSize)
  }

  /// Flips every switch at once, the thumbs sliding on a spring.
  func flip() {
    isOn.toggle()
    let frame = Self.thumbFrame(on: isOn)
    withAnimation(.snappy) {
      for thumb in thumbs { thumb.frame = frame }
    }
  }

  /// The thumbs' rectangles in the root's coordinates, now.
  func thumbRects() -> [CGRect] {
    thumbs.map { $0.convert($0.bounds, to: root) }
  }
}
