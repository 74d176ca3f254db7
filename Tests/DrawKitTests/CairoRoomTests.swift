import Foundation
import Testing

/// Reads DrawKit's sources to check the rooms: only `Graphics/` and `Cairo/` hold the cairo
/// context, only they, `Pango/` and `Text/` (for the C values of its closed sets) import
/// cairo, and every C module is imported internally.
@Suite struct CairoRoomTests {
  private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources").standardized

  /// The Swift files under `folder` of the sources, with their text, by path from there.
  private func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
    let root = Self.sources.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func onlyGraphicsAndCairoReachTheCairoContextAndDrawingState() throws {
    let files = try swiftFiles(in: "DrawKit")
    #expect(files.count > 100)
    // The context's handle and state, and the public escape hatch to the handle.
    let context = try Regex(
      #"\.cairo\b(?!\()|\bcairo:\s|\.state\.(isInert|fillColor|strokeColor|alpha|rect)\b"#
        + #"|withCairoContext"#)
    // The raw pointer inside a cairo or Pango wrapper.
    let handle = try Regex(#"\.pointer\b"#)
    for file in files where !file.path.hasPrefix("Graphics/") && !file.path.hasPrefix("Cairo/") {
      #expect(!file.text.contains(context), "\(file.path) reaches the cairo context or its state")
      if !file.path.hasPrefix("Pango/") {
        #expect(!file.text.contains(handle), "\(file.path) reaches a raw cairo or Pango pointer")
      }
    }
  }

  @Test func onlyTheLowerRoomsImportCairo() throws {
    let rooms = ["Graphics/", "Cairo/", "Pango/", "Text/"]
    for file in try swiftFiles(in: "DrawKit") where !rooms.contains(where: file.path.hasPrefix) {
      #expect(!file.text.contains("import CDrawKitCairo"), "\(file.path) imports cairo")
    }
  }

  @Test func everyCModuleIsImportedInternally() throws {
    var imports = 0
    for folder in ["DrawKit", "DrawKitX11", "DrawKitTesting"] {
      for file in try swiftFiles(in: folder) {
        for line in file.text.split(separator: "\n")
        where line.contains("import CDrawKitCairo") || line.contains("import CDrawKitXCB") {
          imports += 1
          #expect(line.hasPrefix("internal import "), "\(folder)/\(file.path): \(line)")
        }
      }
    }
    #expect(imports > 30)
  }
}
