import DrawKit
import DrawKitTesting
import Foundation
import PlaygroundPages
import Testing

@Suite("Accessibility trees of the playground pages")
struct AccessibilitySnapshotTests {
  @Test(arguments: PlaygroundPage.all.map(\.name))
  func pageReadsLikeItsReference(name: String) throws {
    try pinTestFonts()
    let page = try #require(PlaygroundPage.named(name))
    let root = page.build()
    root.layoutIfNeeded()
    assertAccessibilitySnapshot(of: root, named: name)
  }
}
