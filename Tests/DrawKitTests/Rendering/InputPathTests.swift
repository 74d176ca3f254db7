import DrawKit
import DrawKitTesting
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

private let isRoot = getuid() == 0

/// A private directory for one test, removed when the test is done with it.
private final class Folder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-input-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func url(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }

  /// Makes a symbolic link `name` to `target`, and returns its URL.
  func link(_ name: String, to target: String) throws -> URL {
    try FileManager.default.createSymbolicLink(atPath: url(name).path, withDestinationPath: target)
    return url(name)
  }
}

/// Image files that are not what they seem: devices, pipes, directories and sockets (also
/// behind symbolic links), huge files and unreadable ones, each refused with a clear error,
/// and never by blocking or reading without end.
@Suite("Adversarial input paths: devices, pipes, directories, huge files")
struct InputPathTests {
  /// The error reading an image from `url` throws, recording an issue when there is none.
  private func failure(
    reading url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) -> DrawKitError? {
    do {
      _ = try Image(contentsOf: url)
      Issue.record("reading \(url.path) succeeded", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  @Test func devicesAreRefusedAsNotRegularFiles() throws {
    let folder = try Folder()
    let zero = URL(fileURLWithPath: "/dev/zero")
    let linked = try folder.link("zero.png", to: "/dev/zero")
    for url in [zero, linked, URL(fileURLWithPath: "/dev/null")] {
      let error = try #require(failure(reading: url))
      #expect(error.code == .notRegularFile, "\(error)")
      #expect(error.message.contains("is a character device, not a regular file"), "\(error)")
      #expect(!error.message.lowercased().contains("permission"), "\(error)")
    }
  }

  @Test func aFifoIsRefusedWithoutWaitingForAWriter() throws {
    let folder = try Folder()
    try #require(mkfifo(folder.url("pipe.png").path, 0o666) == 0)
    let linked = try folder.link("link.png", to: "pipe.png")
    for url in [folder.url("pipe.png"), linked] {
      let error = try #require(failure(reading: url))
      #expect(error.code == .notRegularFile)
      #expect(error.message.contains("is a FIFO (named pipe), not a regular file"), "\(error)")
    }
  }

  @Test func directoriesAndSocketsAreRefused() throws {
    let folder = try Folder()
    try FileManager.default.createDirectory(
      atPath: folder.url("images.png").path, withIntermediateDirectories: false)
    let linked = try folder.link("link.png", to: "images.png")
    for url in [folder.url("images.png"), linked] {
      let error = try #require(failure(reading: url))
      #expect(error.code == .notRegularFile)
      #expect(error.message.contains("is a directory, not a regular file"), "\(error)")
    }
    let path = folder.url("socket.png").path
    let descriptor = try #require(UnixSocket.bound(at: path))
    defer { close(descriptor) }
    let error = try #require(failure(reading: folder.url("socket.png")))
    #expect(error.code == .notRegularFile)
    #expect(error.message.contains("is a socket, not a regular file"), "\(error)")
  }

  /// A sparse file of just over 1 GiB (no disk space used) is refused without being read.
  @Test func aFileOverOneGibibyteIsRefused() throws {
    let folder = try Folder()
    let path = folder.url("huge.png").path
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    try #require(ftruncate(descriptor, off_t(1 << 30) + 1) == 0)
    close(descriptor)
    let error = try #require(failure(reading: folder.url("huge.png")))
    #expect(error.code == .fileTooLarge)
    #expect(error.message.contains("1073741825 bytes"), "\(error)")
  }

  @Test func missingFilesAndDanglingLinksAreNamed() throws {
    let folder = try Folder()
    let dangling = try folder.link("link.png", to: "gone.png")
    for url in [folder.url("gone.png"), dangling] {
      let error = try #require(failure(reading: url))
      #expect(error.code == .readFailed)
      #expect(error.message.contains("\(url.path) failed: no such file"), "\(error)")
    }
  }

  @Test(.enabled(if: !isRoot, "root reads any file"))
  func anUnreadableFileIsAPermissionError() throws {
    let folder = try Folder()
    try Data("x".utf8).write(to: folder.url("locked.png"))
    chmod(folder.url("locked.png").path, 0o000)
    let error = try #require(failure(reading: folder.url("locked.png")))
    #expect(error.code == .permissionDenied)
  }

  /// The testing library's path-taking calls follow the same rules: a font configuration
  /// that is a FIFO fails before fontconfig would block opening it.
  @Test func testingHelpersRefuseFifosToo() throws {
    let folder = try Folder()
    try #require(mkfifo(folder.url("fonts.conf").path, 0o666) == 0)
    do {
      try FontPinning.pin(configurationFile: folder.url("fonts.conf"))
      Issue.record("pinning fonts from a FIFO succeeded")
    } catch {
      #expect(error.code == .notRegularFile, "\(error)")
    }
    do {
      try FontPinning.pin(configurationFile: folder.url("missing.conf"))
      Issue.record("pinning fonts from a missing file succeeded")
    } catch {
      #expect(error.code == .readFailed, "\(error)")
    }
  }

  @Test func aRegularFileBehindALinkIsReadAndDecoded() throws {
    let folder = try Folder()
    try render(canvas(width: 6, height: 4) { _, _ in }).writePNG(to: folder.url("real.png"))
    let image = try Image(contentsOf: try folder.link("link.png", to: "real.png"))
    #expect(image.pixelWidth == 6 && image.pixel(x: 1, y: 1) == .white)
    let empty = folder.url("empty.png")
    try Data().write(to: empty)
    #expect(failure(reading: empty)?.code == .invalidImage)
  }
}
