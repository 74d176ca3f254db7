import DrawKit
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A private directory for one test, removed when the test is done with it.
private final class Scratch {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("drawkit-output-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func url(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }

  /// The names in the directory, sorted: shows leftover temporary files.
  var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}

/// The file type bits of `path`, not following a final link.
private func fileType(_ path: String) -> mode_t? {
  var info = stat()
  return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
}

private func permissions(_ path: String) -> mode_t {
  var info = stat()
  return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
}

private let isRoot = getuid() == 0

@Suite("Adversarial output paths: links, devices, pipes, read-only files")
struct OutputPathTests {
  private let root = canvas(width: 8, height: 8) { _, _ in }

  /// Every way of writing output, so each rule is checked for PNG, PDF and SVG alike.
  private func writers() -> [(String, (URL) throws(DrawKitError) -> Void)] {
    let root = root
    return [
      ("PNG", { url throws(DrawKitError) in try Renderer().writePNG(of: root, to: url) }),
      ("PDF", { url throws(DrawKitError) in try Renderer().writePDF(of: root, to: url) }),
      ("SVG", { url throws(DrawKitError) in try Renderer().writeSVG(of: root, to: url) }),
    ]
  }

  /// Runs `write` and returns the error it throws, recording an issue when it does not.
  private func failure(
    _ write: (URL) throws(DrawKitError) -> Void, _ url: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> DrawKitError? {
    do {
      try write(url)
      Issue.record("writing \(url.path) succeeded", sourceLocation: sourceLocation)
      return nil
    } catch {
      #expect(!error.message.contains("NSCocoaErrorDomain"), sourceLocation: sourceLocation)
      #expect(!error.message.contains("error 512"), sourceLocation: sourceLocation)
      return error
    }
  }

  @Test func newFileIsWrittenWithoutLeavingATemporaryFile() throws {
    let scratch = try Scratch()
    try Renderer().writePNG(of: root, to: scratch.url("out.png"))
    let image = try Image(contentsOf: scratch.url("out.png"))
    #expect(image.pixel(x: 4, y: 4) == .white)
    #expect(scratch.names == ["out.png"])
  }

  @Test func regularFileIsReplacedAndKeepsItsMode() throws {
    let scratch = try Scratch()
    let url = scratch.url("out.svg")
    try Data("old".utf8).write(to: url)
    chmod(url.path, 0o640)
    try Renderer().writeSVG(of: root, to: url)
    let written = try String(contentsOf: url, encoding: .utf8)
    #expect(written.contains("<svg"))
    #expect(permissions(url.path) == 0o640)
    #expect(scratch.names == ["out.svg"])
  }

  @Test func symbolicLinkIsWrittenThroughAndStaysALink() throws {
    let scratch = try Scratch()
    try Data("old".utf8).write(to: scratch.url("target.pdf"))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link.pdf").path, withDestinationPath: "target.pdf")
    try Renderer().writePDF(of: root, to: scratch.url("link.pdf"))
    #expect(fileType(scratch.url("link.pdf").path) == S_IFLNK)
    #expect(try Data(contentsOf: scratch.url("target.pdf")).starts(with: Data("%PDF-".utf8)))
    #expect(scratch.names == ["link.pdf", "target.pdf"])
  }

  @Test func chainOfRelativeLinksReachesTheFileInAnotherDirectory() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.url("real").path, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("second").path, withDestinationPath: "real/out.png")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("first").path, withDestinationPath: "second")
    try Renderer().writePNG(of: root, to: scratch.url("first"))
    #expect(fileType(scratch.url("first").path) == S_IFLNK)
    #expect(fileType(scratch.url("second").path) == S_IFLNK)
    #expect(try Image(contentsOf: scratch.url("real/out.png")).pixelWidth == 8)
  }

  @Test func danglingLinkCreatesItsTarget() throws {
    let scratch = try Scratch()
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link.png").path, withDestinationPath: scratch.url("made.png").path)
    try Renderer().writePNG(of: root, to: scratch.url("link.png"))
    #expect(fileType(scratch.url("link.png").path) == S_IFLNK)
    #expect(fileType(scratch.url("made.png").path) == S_IFREG)
    #expect(try Image(contentsOf: scratch.url("link.png")).pixelHeight == 8)
  }

  @Test func danglingLinkIntoAMissingDirectoryFailsClearly() throws {
    let scratch = try Scratch()
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("link.png").path, withDestinationPath: "gone/made.png")
    for (format, write) in writers() {
      let error = try #require(failure(write, scratch.url("link.png")), "\(format)")
      #expect(error.code == .writeFailed)
      #expect(error.message.contains("gone does not exist"), "\(error)")
    }
    #expect(scratch.names == ["link.png"])
  }

  @Test func linkLoopFailsInsteadOfSpinning() throws {
    let scratch = try Scratch()
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("a").path, withDestinationPath: "b")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("b").path, withDestinationPath: "a")
    let error = try #require(failure(writers()[0].1, scratch.url("a")))
    #expect(error.message.contains("more than 40 symbolic links"), "\(error)")
  }

  @Test(.enabled(if: isRoot, "mknod needs root"))
  func characterDeviceIsNeverReplaced() throws {
    let scratch = try Scratch()
    let device = scratch.url("full").path
    try #require(mknod(device, S_IFCHR | 0o666, 0x107) == 0)
    for (format, write) in writers() {
      let error = try #require(failure(write, scratch.url("full")), "\(format)")
      #expect(error.code == .notRegularFile)
      #expect(error.message.contains("is a character device, not a regular file"), "\(error)")
      #expect(fileType(device) == S_IFCHR)
    }
    #expect(scratch.names == ["full"])
  }

  @Test(.enabled(if: isRoot, "mknod needs root"))
  func linkToADeviceKeepsBothInPlace() throws {
    let scratch = try Scratch()
    try #require(mknod(scratch.url("full").path, S_IFCHR | 0o666, 0x107) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.url("out.png").path, withDestinationPath: "full")
    let error = try #require(failure(writers()[0].1, scratch.url("out.png")))
    #expect(error.code == .notRegularFile)
    #expect(fileType(scratch.url("out.png").path) == S_IFLNK)
    #expect(fileType(scratch.url("full").path) == S_IFCHR)
  }

  /// Links to a device, a FIFO and a directory: each writer refuses what the link leads to
  /// and leaves both the link and its target in place.
  @Test func linksToDevicesFifosAndDirectoriesAreNeverWrittenThrough() throws {
    let scratch = try Scratch()
    try #require(mkfifo(scratch.url("pipe").path, 0o666) == 0)
    try FileManager.default.createDirectory(
      atPath: scratch.url("folder").path, withIntermediateDirectories: false)
    let targets = [
      ("/dev/null", "a character device", S_IFCHR), ("pipe", "a FIFO (named pipe)", S_IFIFO),
      ("folder", "a directory", S_IFDIR),
    ]
    for (index, (target, kind, type)) in targets.enumerated() {
      try FileManager.default.createSymbolicLink(
        atPath: scratch.url("link\(index)").path, withDestinationPath: target)
      for (format, write) in writers() {
        let error = try #require(failure(write, scratch.url("link\(index)")), "\(format)")
        #expect(error.code == .notRegularFile, "\(format) \(target)")
        #expect(error.message.contains("is \(kind), not a regular file"), "\(error)")
      }
      #expect(fileType(scratch.url("link\(index)").path) == S_IFLNK)
      let resolved = target.hasPrefix("/") ? target : scratch.url(target).path
      #expect(fileType(resolved) == type)
    }
    #expect(scratch.names == ["folder", "link0", "link1", "link2", "pipe"])
  }

  @Test func fifoIsNeitherReplacedNorOpened() throws {
    let scratch = try Scratch()
    let fifo = scratch.url("pipe").path
    try #require(mkfifo(fifo, 0o666) == 0)
    for (format, write) in writers() {
      let error = try #require(failure(write, scratch.url("pipe")), "\(format)")
      #expect(error.code == .notRegularFile)
      #expect(error.message.contains("is a FIFO (named pipe), not a regular file"), "\(error)")
      #expect(fileType(fifo) == S_IFIFO)
    }
  }

  @Test func socketIsNeverReplaced() throws {
    let scratch = try Scratch()
    let path = scratch.url("socket").path
    let descriptor = try #require(UnixSocket.bound(at: path))
    defer { close(descriptor) }
    let error = try #require(failure(writers()[1].1, scratch.url("socket")))
    #expect(error.message.contains("is a socket, not a regular file"), "\(error)")
    #expect(fileType(path) == S_IFSOCK)
  }

  @Test func directoryIsNeverReplaced() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.url("out.png").path, withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: scratch.url("out.png/inside"))
    for (format, write) in writers() {
      let error = try #require(failure(write, scratch.url("out.png")), "\(format)")
      #expect(error.code == .notRegularFile)
      #expect(error.message.contains("is a directory, not a regular file"), "\(error)")
    }
    #expect(try String(contentsOf: scratch.url("out.png/inside"), encoding: .utf8) == "kept")
  }

  @Test func readOnlyFileIsNotReplacedEvenByRoot() throws {
    let scratch = try Scratch()
    let url = scratch.url("locked.png")
    try Data("precious".utf8).write(to: url)
    chmod(url.path, 0o444)
    for (format, write) in writers() {
      let error = try #require(failure(write, url), "\(format)")
      #expect(error.code == .permissionDenied)
      #expect(error.message.contains("is read-only (mode 444)"), "\(error)")
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "precious")
    #expect(permissions(url.path) == 0o444)
    #expect(scratch.names == ["locked.png"])
  }

  @Test func missingParentDirectoryIsNamed() throws {
    let scratch = try Scratch()
    let error = try #require(failure(writers()[0].1, scratch.url("no/such/out.png")))
    #expect(error.code == .writeFailed)
    #expect(error.message.contains("the directory \(scratch.path)/no/such does not exist"))
  }

  @Test func parentThatIsAFileIsNamed() throws {
    let scratch = try Scratch()
    try Data().write(to: scratch.url("plain"))
    let error = try #require(failure(writers()[2].1, scratch.url("plain/out.svg")))
    #expect(error.code == .writeFailed)
    #expect(error.message.contains("Not a directory"), "\(error)")
  }

  @Test func pdfPageBeyondTheFormatLimitThrows() throws {
    let wide = DrawView(frame: CGRect(x: 0, y: 0, width: 14_401, height: 10))
    let tall = DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 20_000))
    let fine = DrawView(frame: CGRect(x: 0, y: 0, width: 14_400, height: 10))
    for pages in [[wide], [fine, tall]] {
      #expect {
        _ = try Renderer().pdfData(of: pages)
      } throws: { error in
        let error = error as? DrawKitError
        return error?.code == .surfaceTooLarge
          && error?.message.contains("limit of 14,400 points") == true
      }
    }
    #expect(try Renderer().pdfData(of: fine).starts(with: Data("%PDF-".utf8)))
  }
}
