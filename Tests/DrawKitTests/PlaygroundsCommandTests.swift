import DrawKit
import Foundation
import PlaygroundPages
import Testing

/// Runs the built `playgrounds` executable, as a user would.
@Suite("playgrounds command line")
struct PlaygroundsCommandTests {
  private struct Run {
    let status: Int32
    let output: String
    let error: String
  }

  private func executable() throws -> URL {
    let folder = Bundle.main.bundleURL
    let candidates = [
      folder.appendingPathComponent("playgrounds"),
      folder.deletingLastPathComponent().appendingPathComponent("playgrounds"),
    ]
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
  }

  private func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fonts/fonts.conf").path
    process.environment = environment
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }

  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("drawkit-\(UUID().uuidString)")
  }

  @Test func writesTheNamedPageInEveryFormatAndAnIndex() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["--out", folder.path, "--format", "png,pdf,svg", "DrawViewBar"])
    #expect(result.status == 0, "\(result.error)")
    for file in ["DrawViewBar.png", "DrawViewBar.pdf", "DrawViewBar.svg", "index.html"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
      #expect(result.output.contains(file))
    }
    #expect(result.output.split(separator: "\n").count == 4)
    let image = try Image(contentsOf: folder.appendingPathComponent("DrawViewBar.png"))
    #expect(image.pixel(x: 100, y: 49) == Pixel(red: 128, green: 128, blue: 128))
    #expect(image.pixel(x: 100, y: 48) == Pixel(red: 255, green: 255, blue: 255))
    let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<img src=\"DrawViewBar.png\""))
  }

  @Test func textShowcaseHasExtractableJapaneseAndColourEmoji() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["--out", folder.path, "--format", "png,pdf", "TextShowcase"])
    #expect(result.status == 0, "\(result.error)")
    let pdftotext = Process()
    pdftotext.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pdftotext.arguments = [
      "pdftotext", folder.appendingPathComponent("TextShowcase.pdf").path, "-",
    ]
    let pipe = Pipe()
    pdftotext.standardOutput = pipe
    try pdftotext.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    pdftotext.waitUntilExit()
    #expect(text.contains("プレースホルダー付きのTextView"))
    let image = try Image(contentsOf: folder.appendingPathComponent("TextShowcase.png"))
    var colourful = 0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        let pixel = image.pixel(x: x, y: y)
        let spread =
          max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue)
        if spread > 80, pixel.red > pixel.blue { colourful += 1 }
      }
    }
    #expect(colourful > 100, "the emoji are drawn in colour")
  }

  /// The command renders on its main thread, where helper threads lay text out too; the
  /// pixels must be those of a rendering on one thread (this test's).
  @Test func pagesRenderedWithHelperThreadsMatchOneThread() throws {
    try pinTestFonts()
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pages = ["Theming", "NotesTextView", "PlaceholderTextView", "TextShowcase"]
    let result = try run(["--out", folder.path, "--format", "png"] + pages)
    #expect(result.status == 0, "\(result.error)")
    for name in pages {
      let page = try #require(PlaygroundPage.named(name))
      let oneThread = try Renderer().pngData(of: page.build())
      let command = try Data(contentsOf: folder.appendingPathComponent("\(name).png"))
      #expect(command == oneThread, "\(name) differs")
    }
  }

  @Test func scaleOptionMultipliesPixelSize() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["--out", folder.path, "--scale", "2", "DrawViewBar"])
    #expect(result.status == 0)
    let image = try Image(contentsOf: folder.appendingPathComponent("DrawViewBar.png"))
    #expect(image.pixelWidth == 640 && image.pixelHeight == 100)
  }

  @Test(arguments: [
    ["--scale", "0"], ["--scale", "nan"], ["--scale", "-2"], ["--format", "bmp"],
    ["NoSuchPage"], ["--out"], ["--bogus"], ["--load", "/proc/version", "LongDocument"],
    ["--live", "LongDocument", "--load", "/nonexistent/notes.txt"],
    ["--live", "Primitives", "--load", "/proc/version"], ["--live", "LongDocument", "--load"],
    ["--live", "LongDocument", "--caret-at-end"], ["--caret-at-end", "LongDocument"],
  ])
  func badInputExitsOneWithOneLine(arguments: [String]) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try run(["--out", folder.path] + arguments)
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("playgrounds: "))
    #expect(result.error.split(separator: "\n").count == 1)
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was written")
  }

  @Test func unwritableOutputFolderExitsOne() throws {
    let result = try run(["--out", "/proc/drawkit-gallery", "DrawViewBar"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("playgrounds: "))
    #expect(result.error.split(separator: "\n").count == 1)
  }
}
