/// One change to a ``TextStorage``'s text, as reported to its observers.
public struct TextChange: Hashable, Sendable {
  /// What caused a change.
  public struct Reason: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// Typed text or a typed deletion.
    public static let typing = Reason(name: "typing")
    /// Text pasted or cut through the pasteboard.
    public static let pasteboard = Reason(name: "pasteboard")
    /// An undo.
    public static let undo = Reason(name: "undo")
    /// A redo.
    public static let redo = Reason(name: "redo")
    /// A change made by code: assigning ``TextStorage/text`` or calling
    /// ``TextStorage/replace(_:with:)``.
    public static let code = Reason(name: "code")

    /// The reason's name.
    public var description: String { name }
  }

  /// The range that was replaced, in positions of the text before the change.
  public let replacedRange: Range<TextPosition>
  /// The text that replaced it.
  public let insertedText: String
  /// Where the inserted text now lies, in positions of the text after the change.
  public let insertedRange: Range<TextPosition>
  /// The selection (or caret) just after the change: where the storage put it, already set
  /// when observers hear of the change.
  public let selection: TextSelection
  /// What caused the change.
  public let reason: Reason
}
