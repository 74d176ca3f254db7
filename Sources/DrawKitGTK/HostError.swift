import DrawKit

/// Why the GTK host could not run: no display server, or a window size out of range.
///
/// The ``message`` is one line meant for people; ``code`` is for programs that react to a
/// particular failure, and ``cause`` keeps the ``DrawKit/DrawKitError`` a failure to draw
/// came from.
public struct HostError: Error, Sendable, CustomStringConvertible {
  /// What kind of failure happened.
  ///
  /// A struct over a private enumeration, so that new kinds can be added without breaking
  /// code that compares against the existing ones.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    fileprivate enum Kind: Hashable, Sendable {
      case cannotConnect, invalidGeometry, renderingFailed
    }
    fileprivate let kind: Kind

    /// GTK could not open a display: neither `WAYLAND_DISPLAY` nor `DISPLAY` names a running
    /// server.
    public static let cannotConnect = Code(kind: .cannotConnect)
    /// The window size is not between 1 and 32,767 points on each side.
    public static let invalidGeometry = Code(kind: .invalidGeometry)
    /// The view tree could not be drawn; ``HostError/cause`` says why.
    public static let renderingFailed = Code(kind: .renderingFailed)

    /// A short name for the kind of failure, such as `cannotConnect`.
    public var description: String {
      switch kind {
      case .cannotConnect: "cannotConnect"
      case .invalidGeometry: "invalidGeometry"
      case .renderingFailed: "renderingFailed"
      }
    }
  }

  /// What kind of failure happened.
  public let code: Code
  /// A one-line explanation that names what was asked for and why it failed.
  public let message: String
  /// The DrawKit error this failure came from, when drawing failed.
  public let cause: DrawKitError?

  /// Creates an error with its code, one-line message and, when drawing failed, its cause.
  public init(_ code: Code, _ message: String, cause: DrawKitError? = nil) {
    self.code = code
    self.message = message
    self.cause = cause
  }

  /// The message (and the cause's), for logs and test failures.
  public var description: String {
    "DrawKitGTK.HostError: " + (cause.map { "\(message): \($0.message)" } ?? message)
  }
}
