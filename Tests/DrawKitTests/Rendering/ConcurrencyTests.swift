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
    let results = LockedValue([Result<Data, any Error>?](repeating: nil, count: threads))
    DispatchQueue.concurrentPerform(iterations: threads) { index in
      let name = pages[index % pages.count]
      let result = Result { try Self.pngOfPage(name) }
      results.withLock { $0[index] = result }
    }
    for index in 0..<threads {
      let data = try #require(results.withLock { $0[index] }).get()
      #expect(
        data == serial[index % pages.count],
        "thread \(index) drew \(pages[index % pages.count]) differently")
    }
  }
}
