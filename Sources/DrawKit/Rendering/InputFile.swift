import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads input files (images) with POSIX calls, so that every failure reads in words and no
/// path can block or read for ever.
///
/// The rules, in order:
/// - Symbolic links are followed; what they lead to is what counts.
/// - Only a regular file is read. A directory, device node (`/dev/zero`, `/dev/tty`), FIFO or
///   socket throws ``DrawKitError/Code/notRegularFile`` before it is opened, so reading never
///   waits for a pipe's writer nor reads a device that never ends. The file is opened
///   non-blocking and checked again once open, in case it was swapped meanwhile.
/// - A file larger than ``maximumSize`` throws ``DrawKitError/Code/fileTooLarge`` without
///   being read.
/// - A missing file throws ``DrawKitError/Code/readFailed``, one the process may not read
///   ``DrawKitError/Code/permissionDenied``.
package enum InputFile {
  /// The largest file read: 1 GiB, far beyond any image cairo can decode within its
  /// 32,767-pixel sides at a sane compression, and small enough to hold in memory.
  static let maximumSize = 1 << 30

  /// The bytes of the file at `url`, following the rules above; `what` names the file in
  /// messages ("image").
  package static func read(_ url: URL, what: String) throws(DrawKitError) -> Data {
    try check(url, what: what)
    let prefix = "Reading \(what) \(url.path) failed"
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(prefix, errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(prefix, errno) }
    try requireRegularFile(info, prefix)
    guard Int(info.st_size) <= maximumSize else {
      throw DrawKitError(
        .fileTooLarge,
        "\(prefix): it holds \(info.st_size) bytes, more than the \(maximumSize) an "
          + "\(what) file may")
    }
    return try readAll(from: descriptor, expecting: Int(info.st_size), prefix)
  }

  /// Throws unless `url` leads to an existing regular file the process may read: for an
  /// input a library opens by its path (fontconfig's configuration), so that a FIFO there
  /// fails at once instead of blocking the reader.
  package static func check(_ url: URL, what: String) throws(DrawKitError) {
    guard url.isFileURL else {
      throw DrawKitError(.readFailed, "Reading \(what) \(url) failed: it is not a file URL")
    }
    let prefix = "Reading \(what) \(url.path) failed"
    var info = stat()
    guard stat(url.path, &info) == 0 else { throw failure(prefix, errno) }
    try requireRegularFile(info, prefix)
    guard access(url.path, R_OK) == 0 else { throw failure(prefix, errno) }
  }

  /// Throws unless `info` describes a regular file.
  private static func requireRegularFile(_ info: stat, _ prefix: String) throws(DrawKitError) {
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      throw DrawKitError(
        .notRegularFile, "\(prefix): it is \(FileKind.describe(kind)), not a regular file")
    }
  }

  /// Reads until the end of the file: the `size` bytes it was found to hold, then what it
  /// may have grown by, refusing it once past ``maximumSize``.
  private static func readAll(
    from descriptor: Int32, expecting size: Int, _ prefix: String
  ) throws(DrawKitError) -> Data {
    var data = Data(count: max(size, 0))
    var count = 0
    while count < data.count {
      let result = data.withUnsafeMutableBytes { bytes in
        readSome(descriptor, into: bytes.baseAddress! + count, bytes.count - count)
      }
      guard result >= 0 else { throw failure(prefix, Int32(-result)) }
      if result == 0 { break }
      count += result
    }
    data.count = count
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let result = chunk.withUnsafeMutableBytes { bytes in
        readSome(descriptor, into: bytes.baseAddress!, bytes.count)
      }
      guard result >= 0 else { throw failure(prefix, Int32(-result)) }
      if result == 0 { return data }
      data.append(contentsOf: chunk[..<result])
      guard data.count <= maximumSize else {
        throw DrawKitError(
          .fileTooLarge, "\(prefix): it grew past \(maximumSize) bytes while it was read")
      }
    }
  }

  /// One `read` into `buffer`, retried when a signal interrupts it; returns the bytes read,
  /// 0 at the end of the file, or the `errno` of a failure negated.
  private static func readSome(
    _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, _ length: Int
  ) -> Int {
    while true {
      let result = Glibc.read(descriptor, buffer, length)
      if result >= 0 { return result }
      guard errno == EINTR else { return -Int(errno) }
    }
  }

  /// The error for a failed call with `error` as its `errno`.
  private static func failure(_ prefix: String, _ error: Int32) -> DrawKitError {
    switch error {
    case ENOENT: DrawKitError(.readFailed, "\(prefix): no such file")
    case EACCES, EPERM:
      DrawKitError(.permissionDenied, "\(prefix): \(FileKind.reason(error))")
    default: DrawKitError(.readFailed, "\(prefix): \(FileKind.reason(error))")
    }
  }
}
