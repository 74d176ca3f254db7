/// Turns key presses into ``EditCommand``s, the way Linux desktops (GTK) bind them.
///
/// | keys | command |
/// |---|---|
/// | Left / Right, with Ctrl by word | move by character or word, on screen (in right-to-left text Left goes forward) |
/// | Up / Down; Ctrl+Up / Ctrl+Down | move by line; by paragraph (nothing in a field, as in `GtkEntry`) |
/// | Home / End; Ctrl+Home / Ctrl+End | line start or end; text start or end |
/// | Page Up / Page Down | move a screenful |
/// | Shift with any of the above | extend the selection |
/// | BackSpace / Delete, with Ctrl by word | delete backward or forward |
/// | Return | newline (or submit) |
/// | Tab / Shift+Tab | focus next / previous |
/// | Ctrl+A, Ctrl+C, Ctrl+X, Ctrl+V | select all, copy, cut, paste |
/// | Ctrl+Insert, Shift+Delete, Shift+Insert | copy, cut, paste |
/// | Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y | undo; redo |
public struct KeyBindings: Sendable {
  /// Creates the standard bindings.
  public init() {}

  /// The command for `event`, or `nil` when the press means nothing to a text view.
  public func command(for event: KeyEvent) -> EditCommand? {
    let shift = event.modifiers.contains(.shift)
    let control = event.modifiers.contains(.control)
    let unit: TextUnit = control ? .word : .character
    switch event.key {
    case .left: return .moveLeft(by: unit, extending: shift)
    case .right: return .moveRight(by: unit, extending: shift)
    case .up:
      return control
        ? .move(.backward, by: .paragraph, extending: shift)
        : .moveVertically(lines: -1, extending: shift)
    case .down:
      return control
        ? .move(.forward, by: .paragraph, extending: shift)
        : .moveVertically(lines: 1, extending: shift)
    case .home: return .move(.backward, by: control ? .document : .line, extending: shift)
    case .end: return .move(.forward, by: control ? .document : .line, extending: shift)
    case .pageUp: return .movePage(.backward, extending: shift)
    case .pageDown: return .movePage(.forward, extending: shift)
    case .backspace: return .delete(.backward, by: unit)
    case .delete: return shift && !control ? .cut : .delete(.forward, by: unit)
    case .insert:
      return control ? .copy : shift ? .paste : nil
    case .return: return .insertNewline
    case .tab: return shift ? .focusPrevious : .focusNext
    case .escape: return .cancel
    default: break
    }
    if control, !event.modifiers.contains(.alt) {
      switch event.key {
      case .character("a"): return .selectAll
      case .character("c"): return .copy
      case .character("x"): return .cut
      case .character("v"): return .paste
      case .character("z"): return shift ? .redo : .undo
      case .character("y"): return .redo
      default: return nil
      }
    }
    guard let text = event.text, !text.isEmpty, !control, !event.modifiers.contains(.alt),
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    return .insertText(text)
  }
}
