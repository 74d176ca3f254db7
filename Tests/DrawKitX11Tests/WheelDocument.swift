#if Hosts

import Foundation

/// The 300-line document the wheel tests scroll, in a temporary file of its own.
struct WheelDocument {
  /// The file; ``remove()`` deletes it.
  let url: URL

  /// Writes the document to a new temporary file.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-wheel-\(UUID().uuidString).txt")
    let paragraphs = (0..<300).map { "Line \($0) of a document scrolled by the wheel." }
    try Data(paragraphs.joined(separator: "\n").utf8).write(to: url)
  }

  /// Deletes the file.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

#endif
