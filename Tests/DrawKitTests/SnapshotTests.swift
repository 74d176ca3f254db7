import DrawKit
import DrawKitTesting
import Foundation
import PlaygroundPages
import Testing

@Suite("Golden snapshots of the playground pages")
struct SnapshotTests {
  @Test(arguments: PlaygroundPage.all.map(\.name))
  func pageMatchesItsReference(name: String) throws {
    try pinTestFonts()
    let page = try #require(PlaygroundPage.named(name))
    assertSnapshot(of: page.build(), named: name, tolerance: .standard)
  }

  /// Every page at 1.5× and 2× as well: HiDPI defects (corners, rules, carets at fractional
  /// device positions) show only there.
  @Test(arguments: PlaygroundPage.all.map(\.name), [1.5, 2] as [CGFloat])
  func pageAtHigherScalesMatchesItsReference(name: String, scale: CGFloat) throws {
    try pinTestFonts()
    let page = try #require(PlaygroundPage.named(name))
    let suffix = scale == 2 ? "@2x" : "@1.5x"
    assertSnapshot(of: page.build(), named: name + suffix, scale: scale, tolerance: .standard)
  }
}

@Suite("DrawKitTesting: the snapshot comparer itself")
struct SnapshotStoreTests {
  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("drawkit-\(UUID().uuidString)")
  }

  private func square(_ color: Color, size: CGFloat = 20) throws -> Image {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    view.backgroundColor = color
    return try Renderer().image(of: view)
  }

  @Test func recordsMissingReferenceThenMatchesIt() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SnapshotStore(folder: folder, failureFolder: folder, isRecording: false)
    let first = try store.check(try square(.red), named: "red", tolerance: .exact)
    guard case .recorded(let url) = first else {
      Issue.record("expected a recording, got \(first)")
      return
    }
    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(first.failureMessage != nil, "a fresh recording still fails the test")
    let second = try store.check(try square(.red), named: "red", tolerance: .exact)
    guard case .matched = second else {
      Issue.record("expected a match, got \(second)")
      return
    }
  }

  @Test func mismatchWritesRenderingAndDiffImage() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SnapshotStore(folder: folder, failureFolder: folder, isRecording: false)
    _ = try store.check(try square(.red), named: "swatch", tolerance: .exact)
    let outcome = try store.check(try square(.blue), named: "swatch", tolerance: .standard)
    guard case .mismatched(let summary, let actual, let difference) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(summary.contains("400 pixels"))
    let diff = try Image(contentsOf: try #require(difference))
    #expect(diff.pixel(x: 3, y: 3) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try Image(contentsOf: actual).pixel(x: 3, y: 3) == Pixel(.blue))
    #expect(outcome.failureMessage?.contains(try #require(difference).path) == true)
  }

  @Test func toleranceAllowsSmallDifferences() throws {
    let reference = try square(Color(white: 0.5))
    let close = try square(Color(white: 0.52))
    #expect(SnapshotComparison(close, reference: reference, tolerance: .standard).matches)
    #expect(!SnapshotComparison(close, reference: reference, tolerance: .exact).matches)
    let other = try square(.black, size: 21)
    let comparison = SnapshotComparison(other, reference: reference, tolerance: .standard)
    #expect(!comparison.sizesMatch && !comparison.matches)
  }

  @Test func recordingModeOverwritesTheReference() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try SnapshotStore(folder: folder, isRecording: false)
      .check(try square(.red), named: "swatch", tolerance: .exact)
    let recorder = SnapshotStore(folder: folder, isRecording: true)
    _ = try recorder.check(try square(.green), named: "swatch", tolerance: .exact)
    let stored = try Image(contentsOf: recorder.referenceURL(named: "swatch"))
    #expect(stored.pixel(x: 1, y: 1) == Pixel(.green))
  }
}
