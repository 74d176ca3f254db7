import DrawKit

/// Why a ``Window`` could not open or had to stop: one type for every failure of the host.
///
/// The ``message`` is one line meant for people (`"cannot open X display ':7'"`); ``code``
/// is for programs that react to a particular failure, and ``cause`` keeps the
/// ``DrawKit/DrawKitError`` a failure to draw came from.
public struct WindowError: Error, Sendable, CustomStringConvertible {
  /// What kind of failure happened.
  ///
  /// A struct over a private enumeration, so that new kinds can be added without breaking
  /// code that compares against the existing ones.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    fileprivate enum Kind: Hashable, Sendable {
      case cannotConnect, connectionLost, unsupportedServer, invalidGeometry, renderingFailed
    }
    fileprivate let kind: Kind

    /// No X server answered: `DISPLAY` is unset, or names a display that is not running.
    public static let cannotConnect = Code(kind: .cannotConnect)
    /// The X server went away, or closed the connection, while the window was open.
    public static let connectionLost = Code(kind: .connectionLost)
    /// The server lacks something the host needs, such as the XKB keyboard extension.
    public static let unsupportedServer = Code(kind: .unsupportedServer)
    /// The window size or the `DRAWKIT_SCALE` factor is not a positive finite number.
    public static let invalidGeometry = Code(kind: .invalidGeometry)
    /// The view tree could not be drawn; ``WindowError/cause`` says why.
    public static let renderingFailed = Code(kind: .renderingFailed)

    /// A short name for the kind of failure, such as `cannotConnect`.
    public var description: String {
      switch kind {
      case .cannotConnect: "cannotConnect"
      case .connectionLost: "connectionLost"
      case .unsupportedServer: "unsupportedServer"
      case .invalidGeometry: "invalidGeometry"
      case .renderingFailed: "renderingFailed"
      }
    }
  }

  /// What kind of failure happened.
  public let code: Code
  /// A one-line description of the failure.
  public let message: String
  /// The DrawKit error this failure came from, when drawing failed.
  public let cause: DrawKitError?

  /// Creates an error with its code, one-line message and, when drawing failed, its cause.
  public init(_ code: Code, _ message: String, cause: DrawKitError? = nil) {
    self.code = code
    self.message = message
    self.cause = cause
  }

  /// The one-line message, followed by the cause's when there is one.
  public var description: String {
    cause.map { "\(message): \($0.message)" } ?? message
  }
}
