import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes finished output to disk with POSIX calls, so that every failure reads in words.
///
/// The rules, in order:
/// - A symbolic link is followed (through up to 40 links) and its final target is written;
///   the link itself stays. A dangling link creates its target.
/// - Only a regular file is replaced. A directory, device node, FIFO or socket at the path
///   throws ``DrawKitError/Code/notRegularFile``, so output never swaps `/dev/null` for a
///   file or blocks on a pipe.
/// - A file without any write permission bit throws ``DrawKitError/Code/permissionDenied``
///   rather than being replaced, even for root, who could replace it.
/// - The bytes go to a temporary file in the target's directory, which is then renamed over
///   the target: a failure never leaves a truncated file. A replaced file keeps its mode.
enum OutputFile {
  /// The most symbolic links followed before giving up, as Linux's own `MAXSYMLINKS`.
  private static let maximumLinks = 40

  /// Writes `data` to the file at `url`, following the rules above.
  static func write(_ data: Data, to url: URL) throws(DrawKitError) {
    guard url.isFileURL else {
      throw DrawKitError(.writeFailed, "Writing \(url) failed: it is not a file URL")
    }
    let requested = url.path
    let target = try finalTarget(of: requested)
    let mode = try replaceableMode(of: target, requested: requested)
    try writeAtomically(data, to: target, mode: mode, requested: requested)
  }

  /// The path `path` leads to after following symbolic links; the path itself when it is not
  /// a link or does not exist.
  private static func finalTarget(of path: String) throws(DrawKitError) -> String {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      let link = try linkContents(of: current, requested: path)
      current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
    }
    throw DrawKitError(
      .writeFailed,
      "Writing \(path) failed: it leads through more than \(maximumLinks) symbolic links")
  }

  /// What the symbolic link at `path` points to.
  private static func linkContents(of path: String, requested: String) throws(DrawKitError)
    -> String
  {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else {
      throw failure(
        requested, "reading the symbolic link \(path) failed: \(FileKind.reason(errno))")
    }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The permission bits the new file gets, or throws when `target` must not be replaced.
  ///
  /// Those of the regular file it replaces, or `nil` for a new file (the process's umask then
  /// applies).
  private static func replaceableMode(of target: String, requested: String) throws(DrawKitError)
    -> mode_t?
  {
    var info = stat()
    guard lstat(target, &info) == 0 else {
      let error = errno
      guard error == ENOENT else {
        throw failure(requested, "\(target): \(FileKind.reason(error))")
      }
      try requireDirectory(directory(of: target), requested: requested)
      return nil
    }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else {
      throw DrawKitError(
        .notRegularFile,
        "Writing \(requested) failed: \(target) is \(FileKind.describe(kind)), not a regular file")
    }
    let permissions = info.st_mode & 0o7777
    guard permissions & 0o222 != 0, access(target, W_OK) == 0 else {
      throw DrawKitError(
        .permissionDenied,
        "Writing \(requested) failed: \(target) is read-only (mode "
          + "\(String(permissions, radix: 8))), and DrawKit does not replace a read-only file")
    }
    return permissions
  }

  /// Throws unless `path` is an existing directory.
  private static func requireDirectory(_ path: String, requested: String) throws(DrawKitError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let error = errno
      guard error == ENOENT else { throw failure(requested, "\(path): \(FileKind.reason(error))") }
      throw failure(requested, "the directory \(path) does not exist")
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw failure(
        requested, "\(path) is \(FileKind.describe(info.st_mode & S_IFMT)), not a directory")
    }
  }

  /// Writes `data` to a new file beside `target` and renames it over `target`.
  private static func writeAtomically(
    _ data: Data, to target: String, mode: mode_t?, requested: String
  ) throws(DrawKitError) {
    let name = target.split(separator: "/").last.map(String.init) ?? "output"
    let temporary = directory(of: target) + "/.\(name).\(UUID().uuidString).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let error = errno
      throw DrawKitError(
        error == EACCES || error == EPERM ? .permissionDenied : .writeFailed,
        "Writing \(requested) failed: cannot create a file in \(directory(of: target)): "
          + FileKind.reason(error))
    }
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    var error = writeAll(data, to: descriptor)
    if error == 0, fsync(descriptor) != 0 { error = errno }
    close(descriptor)
    guard error == 0 else { throw failure(requested, FileKind.reason(error)) }
    if let mode, chmod(temporary, mode) != 0 {
      throw failure(requested, "keeping the mode of \(target) failed: \(FileKind.reason(errno))")
    }
    guard rename(temporary, target) == 0 else {
      throw failure(requested, "replacing \(target) failed: \(FileKind.reason(errno))")
    }
    succeeded = true
  }

  /// Writes every byte of `data` to `descriptor`; returns 0 or the `errno` of the failure.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
    data.withUnsafeBytes { bytes -> Int32 in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return 0
    }
  }

  /// The directory part of `path` (`"."` for a bare name).
  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// A ``DrawKitError/Code/writeFailed`` error for `path`.
  private static func failure(_ path: String, _ reason: String) -> DrawKitError {
    DrawKitError(.writeFailed, "Writing \(path) failed: \(reason)")
  }
}
