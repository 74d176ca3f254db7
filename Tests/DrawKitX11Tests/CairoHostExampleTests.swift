#if Hosts

import DrawKit
import Foundation
import Testing

/// The Embedding article's cairo example (`cairo-host`): a program with its own `CCairo`
/// module draws a DrawKit tree into a `cairo_t` it owns, then goes on drawing with cairo.
struct CairoHostExampleTests {
  @Test func drawsTheTreeIntoTheHostsContextAndLeavesItsStateAlone() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-cairo-host-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = try ExamplePackage.executable("cairo-host")
    process.arguments = [output.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let image = try Image(contentsOf: output)
    #expect(image.pixelWidth == 200 && image.pixelHeight == 100)
    #expect(image.pixel(x: 100, y: 50) == Pixel(.blue), "the DrawKit subview")
    #expect(image.pixel(x: 15, y: 50) == Pixel(.white), "the DrawKit root's background")
    #expect(image.pixel(x: 5, y: 5) == Pixel(.red), "the host's own drawing, after DrawKit's")
    #expect(image.pixel(x: 12, y: 5) == Pixel(.white), "the host's rectangle is not transformed")
  }
}

#endif
