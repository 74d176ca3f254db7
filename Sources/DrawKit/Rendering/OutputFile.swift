import Foundation

/// Writes finished output to disk, turning Foundation's errors into ``DrawKitError``.
enum OutputFile {
  /// Writes `data` to `url` atomically, so a failure never leaves a truncated file.
  static func write(_ data: Data, to url: URL) throws(DrawKitError) {
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw DrawKitError(.writeFailed, "Writing \(url.path) failed: \(reason)")
    }
  }
}
