/// Where copy and cut put text and paste takes it from.
///
/// A window host supplies one backed by the system clipboard; without one, views share an
/// ``MemoryPasteboard`` per view tree.
public protocol Pasteboard: AnyObject {
  /// The text on the pasteboard, or `nil` when it holds none.
  var string: String? { get set }
}

/// A pasteboard that keeps its text in memory, for tests and for trees without a host.
public final class MemoryPasteboard: Pasteboard {
  /// The text copied last.
  public var string: String?

  /// Creates an empty pasteboard.
  public init(string: String? = nil) {
    self.string = string
  }
}
