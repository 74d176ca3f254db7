extension TextStorage: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The text and selection, or for ``isSecure`` text only its length and the selection.
  public var description: String {
    let content =
      isSecure ? "\(characterCount) hidden characters" : "text: \(text.debugDescription)"
    return "TextStorage(\(content), selection: \(selectionDescription))"
  }

  /// The same as ``description``.
  public var debugDescription: String { description }

  /// What `dump` and debuggers show: the text only when it is not ``isSecure``, and never the
  /// undo history, which holds every edit's text.
  public var customMirror: Mirror {
    var children: [(String?, Any)] = [
      ("isSecure", isSecure), ("characterCount", characterCount),
      ("selection", selectionDescription),
    ]
    if !isSecure {
      children.insert(("text", text), at: 0)
    }
    return Mirror(self, children: children, displayStyle: .class)
  }

  /// The selection as `anchor..head` in `paragraph:offset` form, or the caret alone.
  private var selectionDescription: String {
    let selection = self.selection
    return selection.isEmpty ? "\(selection.head)" : "\(selection.anchor)..\(selection.head)"
  }
}
