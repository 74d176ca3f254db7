import DrawKit
import Foundation
import Testing

/// Checks that a view tree renders like its committed reference PNG, recording a test issue
/// with a diff image when it does not.
///
/// The reference is `__Snapshots__/<name>.png` beside the calling test file. When it is
/// missing, or the environment variable `RECORD_SNAPSHOTS` is `1`, the rendering is written
/// there and the test fails, asking you to check and commit it. On a mismatch the rendering
/// and a diff image (differing pixels in red) are written to the system's temporary folder,
/// and the failure message gives their paths.
///
/// - Parameters:
///   - view: The root of the tree to render.
///   - name: The reference's file name, without `.png`.
///   - scale: Pixels per point.
///   - tolerance: How far the rendering may differ; see ``SnapshotTolerance``.
///   - sourceLocation: Where the failure is reported; also locates `__Snapshots__`.
public func assertSnapshot(
  of view: DrawView,
  named name: String,
  scale: CGFloat = 1,
  tolerance: SnapshotTolerance = .standard,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: sourceLocation.filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let store = SnapshotStore(folder: folder)
  do {
    let image = try Renderer(scale: scale).image(of: view)
    let outcome = try store.check(image, named: name, tolerance: tolerance)
    if let failure = outcome.failureMessage {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(
      Comment(rawValue: "Snapshot \(name): \(error)"), sourceLocation: sourceLocation)
  }
}
