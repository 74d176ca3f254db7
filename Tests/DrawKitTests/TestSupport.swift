import DrawKit
import DrawKitTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The test fonts are pinned once per process, before any test lays out text.
private let pinnedFonts: Result<Void, DrawKitError> = Result {
  () throws(DrawKitError) -> Void in
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fonts/fonts.conf")
  try FontPinning.pin(configurationFile: file)
}

/// Pins the test fonts (DejaVu Sans, IPAGothic, Noto Color Emoji); call before rendering text.
func pinTestFonts() throws {
  try pinnedFonts.get()
}

/// Renders `view` with the pinned test fonts.
func render(_ view: DrawView, scale: CGFloat = 1) throws -> Image {
  try pinTestFonts()
  return try Renderer(scale: scale).image(of: view)
}

/// The drawing operations rendering `view` performs, in order.
func recordedCalls(_ view: DrawView) throws -> [String] {
  try pinTestFonts()
  return try Renderer().recordedCalls(of: view)
}

/// Extracts the text of a PDF with poppler's `pdftotext`.
func pdfText(_ url: URL) throws -> String {
  try poppler("pdftotext", "-enc", "UTF-8", url.path, "-")
}

/// What one of poppler's command-line tools (Debian package poppler-utils) prints.
func poppler(_ tool: String, _ arguments: String...) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "\(tool) (Debian package poppler-utils) failed")
  return String(decoding: data, as: UTF8.self)
}

/// A white canvas of the given size whose draw closure is `draw`.
func canvas(
  width: CGFloat = 40, height: CGFloat = 40,
  _ draw: @escaping (DrawView, GraphicsContext) -> Void
) -> DrawView {
  let view = DrawView(frame: CGRect(x: 0, y: 0, width: width, height: height), draw: draw)
  view.backgroundColor = .white
  return view
}

extension Pixel {
  static let white = Pixel(red: 255, green: 255, blue: 255)
  static let black = Pixel(red: 0, green: 0, blue: 0)
  static let transparent = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

  /// Whether every channel is within `tolerance` of `other`'s.
  func isClose(to other: Pixel, tolerance: Int = 2) -> Bool {
    maximumChannelDifference(from: other) <= tolerance
  }
}

extension Image {
  /// The rows in which at least one pixel differs from `background`.
  func rowsDiffering(from background: Pixel) -> [Int] {
    (0..<pixelHeight).filter { y in
      (0..<pixelWidth).contains { x in pixel(x: x, y: y) != background }
    }
  }

  /// How many pixels in `rect` (in pixels) differ from `background` by more than `tolerance`.
  func inkCount(in rect: CGRect? = nil, background: Pixel = .white, tolerance: Int = 16) -> Int {
    let area = rect ?? CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    var count = 0
    for y in Int(area.minY)..<Int(area.maxY) {
      for x in Int(area.minX)..<Int(area.maxX)
      where pixel(x: x, y: y).maximumChannelDifference(from: background) > tolerance {
        count += 1
      }
    }
    return count
  }
}

/// Unix-domain sockets for tests of paths that lead to one.
enum UnixSocket {
  /// A stream socket bound at `path` (which the bind creates), or `nil` when binding fails.
  static func bound(at path: String) -> Int32? {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { bytes in
      for (index, byte) in path.utf8.enumerated() where index < bytes.count - 1 {
        bytes[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }
}
