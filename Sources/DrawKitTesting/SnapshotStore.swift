import DrawKit
import Foundation

/// A folder of reference PNGs, and the rules for checking a rendering against them.
///
/// Separate from any test framework, so that it can be used (and tested) on its own.
public struct SnapshotStore: Sendable {
  /// What became of one check.
  public enum Outcome: Sendable {
    /// The rendering matched its reference within the tolerance.
    case matched
    /// There was no reference, or re-recording was asked for; the rendering was written.
    case recorded(reference: URL)
    /// The rendering differs; it and a diff image were written for inspection.
    case mismatched(summary: String, actual: URL, difference: URL?)

    /// A message for a test failure, or `nil` when the check passed.
    public var failureMessage: String? {
      switch self {
      case .matched:
        nil
      case .recorded(let reference):
        "Recorded a new reference at \(reference.path); check it and commit it, then run again"
      case .mismatched(let summary, let actual, let difference):
        "Snapshot differs: \(summary). Rendering: \(actual.path)"
          + (difference.map { "; diff: \($0.path)" } ?? "")
      }
    }
  }

  /// The folder holding the reference PNGs.
  public let folder: URL
  /// Where renderings and diff images of failed checks go.
  public let failureFolder: URL
  /// Whether every check writes its rendering as the new reference.
  public let isRecording: Bool

  /// Creates a store for `folder`; recording follows the `RECORD_SNAPSHOTS` environment
  /// variable unless `isRecording` is given.
  public init(folder: URL, failureFolder: URL? = nil, isRecording: Bool? = nil) {
    self.folder = folder
    self.failureFolder =
      failureFolder
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("DrawKitSnapshots")
    self.isRecording =
      isRecording ?? (ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1")
  }

  /// The reference file for `name`.
  public func referenceURL(named name: String) -> URL {
    folder.appendingPathComponent("\(name).png")
  }

  /// Checks `image` against the reference called `name`, writing files as ``Outcome`` says.
  public func check(_ image: Image, named name: String, tolerance: SnapshotTolerance)
    throws(DrawKitError) -> Outcome
  {
    let reference = referenceURL(named: name)
    guard !isRecording, FileManager.default.fileExists(atPath: reference.path) else {
      try createFolder(folder)
      try image.writePNG(to: reference)
      return .recorded(reference: reference)
    }
    let comparison = SnapshotComparison(
      image, reference: try Image(contentsOf: reference), tolerance: tolerance)
    guard !comparison.matches else { return .matched }
    try createFolder(failureFolder)
    let actual = failureFolder.appendingPathComponent("\(name).png")
    try image.writePNG(to: actual)
    var differenceURL: URL?
    if let difference = try comparison.differenceImage() {
      let url = failureFolder.appendingPathComponent("\(name).diff.png")
      try difference.writePNG(to: url)
      differenceURL = url
    }
    return .mismatched(summary: comparison.summary, actual: actual, difference: differenceURL)
  }

  private func createFolder(_ url: URL) throws(DrawKitError) {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw DrawKitError(.writeFailed, "Creating \(url.path) failed: \(error.localizedDescription)")
    }
  }
}
