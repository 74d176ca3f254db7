/// Why the GTK host could not run: no display server, or a window size out of range.
public struct HostError: Error, CustomStringConvertible, Sendable {
  /// A one-line explanation that names what was asked for and why it failed.
  public let message: String

  init(_ message: String) {
    self.message = message
  }

  /// The message, for logs and test failures.
  public var description: String { "DrawKitGTK.HostError: \(message)" }
}
