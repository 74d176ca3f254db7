import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Words for what the file system reports, shared by ``InputFile`` and ``OutputFile`` so that
/// both name a file type and a failure the same way.
enum FileKind {
  /// A file type (the `S_IFMT` bits of a mode) in words, such as "a character device".
  static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a directory"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  /// The C library's words for `error`.
  static func reason(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}
