import DrawKit
import Foundation
import Testing

/// Checks an animation against its committed reference strip: the tree drawn at each of
/// `times`, side by side left to right, in one PNG (as Flutter's `AnimationSheetBuilder`).
///
/// The loop's ``ManualClock`` is moved to each time in turn (measured from the call), the
/// loop ticks, and the tree is drawn; the strip is compared as ``assertSnapshot(of:named:scale:tolerance:sourceLocation:)``
/// compares one image, with the same reference folder and `RECORD_SNAPSHOTS`.
///
/// - Parameters:
///   - loop: The tree's frame loop, on a ``ManualClock``.
///   - name: The reference's file name, without `.png`.
///   - times: When to draw, from now, in increasing order.
///   - scale: Pixels per point.
///   - tolerance: How far the strip may differ.
///   - sourceLocation: Where the failure is reported; also locates `__Snapshots__`.
public func assertAnimationStrip(
  of loop: FrameLoop,
  named name: String,
  at times: [Duration],
  scale: CGFloat = 1,
  tolerance: SnapshotTolerance = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let clock = loop.clock as? ManualClock else {
    Issue.record(
      "assertAnimationStrip needs a FrameLoop on a ManualClock", sourceLocation: sourceLocation)
    return
  }
  let root = loop.root
  let size = root.bounds.size
  let start = clock.now
  let strip = DrawView(
    frame: CGRect(x: 0, y: 0, width: size.width * CGFloat(times.count), height: size.height))
  do {
    for (index, time) in times.enumerated() {
      let target = start + time
      if target > clock.now { clock.advance(by: target - clock.now) }
      loop.tick()
      let frame = try Renderer(scale: scale).image(of: root)
      let cell = DrawView(
        frame: CGRect(x: size.width * CGFloat(index), y: 0, width: size.width, height: size.height),
        drawings: [.image(frame)])
      strip.addSubview(cell)
    }
    let folder = URL(fileURLWithPath: sourceLocation.filePath)
      .deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
    let image = try Renderer(scale: scale).image(of: strip)
    let outcome = try SnapshotStore(folder: folder).check(image, named: name, tolerance: tolerance)
    if let failure = outcome.failureMessage {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(
      Comment(rawValue: "Animation strip \(name): \(error)"), sourceLocation: sourceLocation)
  }
}
