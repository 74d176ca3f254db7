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

  @Test func theThemeStoresNothingThatBelongsToOneWidget() {
    let stored = Mirror(reflecting: Theme.plain).children.compactMap(\.label)
    #expect(stored == ["name", "tokens", "entries"])
  }
}
