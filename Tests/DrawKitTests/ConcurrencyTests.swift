import Dispatch
import DrawKit
import Foundation
import PlaygroundPages
import Testing

@Suite("Separate trees on separate threads")
struct ConcurrencyTests {
  /// Renders a page on the calling thread and returns its PNG bytes.
  private static func pngOfPage(_ name: String) throws -> Data {
    let page = try #require(PlaygroundPage.named(name))
    return try Renderer().pngData(of: page.build())
  }

  @Test(arguments: [2, 4, 8])
  func concurrentRenderingMatchesSerialRendering(threads: Int) throws {
    try pinTestFonts()
    let pages = ["TextShowcase", "Theming", "NotesTextView", "PlaceholderTextView"]
    let serial = try pages.map(Self.pngOfPage)
    let results = ResultBox(count: threads)
    DispatchQueue.concurrentPerform(iterations: threads) { index in
      let name = pages[index % pages.count]
      results.set(index, Result { try Self.pngOfPage(name) })
    }
    for index in 0..<threads {
      let data = try results.get(index).get()
      #expect(
        data == serial[index % pages.count],
        "thread \(index) drew \(pages[index % pages.count]) differently")
    }
  }
}

/// Results written by concurrent iterations, each to its own slot under a lock.
private final class ResultBox: @unchecked Sendable {
  // Unchecked: every access to `slots` holds `lock`.
  private let lock = NSLock()
  private var slots: [Result<Data, any Error>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<Data, any Error>) {
    lock.withLock { slots[index] = result }
  }

  func get(_ index: Int) -> Result<Data, any Error> {
    lock.withLock { slots[index] } ?? .failure(DrawKitError.missingResult)
  }
}

extension DrawKitError {
  fileprivate static var missingResult: DrawKitError {
    DrawKitError(.invalidSize, "a concurrent rendering produced no result")
  }
}
