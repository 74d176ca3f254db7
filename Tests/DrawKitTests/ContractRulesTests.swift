import DrawKit
import Foundation
import Testing

/// Rules of the widget contract that the sources themselves must keep.
@Suite("Contract rules the sources keep")
struct ContractRulesTests {
  private func sources(in folder: String) throws -> [(name: String, text: String)] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/\(folder)").standardized
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { $0.hasSuffix(".swift") }
      .map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
  }

  @Test func theWindowHostNamesNoWidgetClass() throws {
    let files = try sources(in: "DrawKitX11")
    #expect(files.count >= 5)
    for (name, text) in files {
      for widget in ["TextInputView", "TextField", "TextView", "PlaceholderTextView"] {
        #expect(!text.contains(widget), "\(name) names \(widget); hosts talk to protocols")
      }
    }
  }

  /// `Layout/` is the text-layout room (paragraph heights, the layout cache, the layouter):
  /// like `Cairo/`, nothing in it is public API.
  @Test(arguments: ["DrawKit/Layout", "DrawKit/Cairo"])
  func internalRoomsDeclareNothingPublic(folder: String) throws {
    let files = try sources(in: folder)
    #expect(!files.isEmpty)
    for (name, text) in files {
      for line in text.split(separator: "\n") {
        let code = line.drop { $0 == " " }
        #expect(
          !code.hasPrefix("public ") && !code.hasPrefix("open "),
          "\(name) declares a public symbol: \(code)")
      }
    }
  }

  /// Widgets and views hand their pending layouts to the frame pass and never lay out in
  /// batches themselves, start threads or depend on which thread they run on.
  @Test func noWidgetKnowsAboutBatching() throws {
    let files = try sources(in: "DrawKit/Widgets") + sources(in: "DrawKit/View")
    #expect(files.count >= 10)
    for (name, text) in files {
      for word in ["TextLayouter", "LayoutHelperPool", "isMainThread", "Thread("] {
        #expect(!text.contains(word), "\(name) uses \(word)")
      }
    }
  }

  /// The font is theme-wide, like the tokens: every widget's text defaults to it.
  @Test func theThemeStoresNothingThatBelongsToOneWidget() {
    let stored = Mirror(reflecting: Theme.plain).children.compactMap(\.label)
    #expect(stored == ["name", "tokens", "font", "entries"])
  }
}
