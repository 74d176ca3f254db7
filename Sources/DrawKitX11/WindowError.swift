/// Why a ``Window`` could not open or had to stop: one type for every failure of the host.
///
/// The ``message`` is one line meant for people (`"cannot open X display ':7'"`); ``code``
/// is for programs that react to a particular failure.
public struct WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of failure happened.
  public struct Code: Hashable, Sendable {
    private let name: String

    /// No X server answered: `DISPLAY` is unset, or names a display that is not running.
    public static let cannotConnect = Code(name: "cannotConnect")
    /// The X server went away, or closed the connection, while the window was open.
    public static let connectionLost = Code(name: "connectionLost")
    /// The server lacks something the host needs, such as the XKB keyboard extension.
    public static let unsupportedServer = Code(name: "unsupportedServer")
    /// The window size or the `DRAWKIT_SCALE` factor is not a positive finite number.
    public static let invalidGeometry = Code(name: "invalidGeometry")
    /// The view tree could not be drawn (the ``DrawKit/DrawKitError`` is in the message).
    public static let renderingFailed = Code(name: "renderingFailed")
  }

  /// What kind of failure happened.
  public let code: Code
  /// A one-line description of the failure.
  public let message: String

  /// Creates an error with its code and one-line message.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The one-line message.
  public var description: String { message }
}
