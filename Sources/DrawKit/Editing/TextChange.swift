/// One change to a ``TextStorage``'s text, as reported to its observers.
public struct TextChange: Hashable, Sendable {
  /// What caused a change.
  public struct Reason: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: String, Hashable, Sendable {
      case typing, pasteboard, undo, redo, code, composition
    }
    private let kind: Kind

    private init(_ kind: Kind) {
      self.kind = kind
    }

    /// Typed text or a typed deletion.
    public static let typing = Reason(.typing)
    /// Text pasted or cut through the pasteboard.
    public static let pasteboard = Reason(.pasteboard)
    /// An undo.
    public static let undo = Reason(.undo)
    /// A redo.
    public static let redo = Reason(.redo)
    /// A change made by code: assigning ``TextStorage/text`` or calling
    /// ``TextStorage/replace(_:with:)``.
    public static let code = Reason(.code)
    /// An input method's composition changing: marked text set, replaced or cancelled.
    ///
    /// Its commit is reported as ``typing``; filters that edit the text usually wait for it.
    public static let composition = Reason(.composition)

    /// The reason's name: `typing`, `pasteboard`, `undo`, `redo`, `code` or
    /// `composition`.
    public var description: String { kind.rawValue }
  }

  /// The range that was replaced, in positions of the text before the change.
  public let replacedRange: Range<TextPosition>
  /// The text that was there before, now removed.
  public let removedText: String
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
