import Foundation

/// Where DrawKit reports problems it recovers from on its own, such as a font family that is
/// not installed (DrawKit falls back to another font and says so once).
public enum Diagnostics {
  private static let handler = LockedValue<@Sendable (String) -> Void>({ message in
    FileHandle.standardError.write(Data("DrawKit: \(message)\n".utf8))
  })

  /// Receives each warning as one line; by default it is written to standard error.
  public static var warningHandler: @Sendable (String) -> Void {
    get { handler.withLock { $0 } }
    set { handler.withLock { $0 = newValue } }
  }

  static func warn(_ message: String) {
    warningHandler(message)
  }
}
