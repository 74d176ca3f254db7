import DrawKit
import Foundation

/// One step of the editing fuzzer: an event or edit sent to the widget tree, printable so a
/// failure can be replayed by hand.
public enum FuzzOperation: CustomStringConvertible, Sendable {
  /// Text typed through a key event.
  case type(String)
  /// Raw bytes through `insertUTF8` on the focused widget's storage (may be invalid UTF-8).
  case typeBytes([UInt8])
  /// A named key with modifiers.
  case key(Key, KeyModifiers)
  /// A press (with click count) and release at a point of the root.
  case click(CGPoint, count: Int)
  /// A press, a drag to a second point, and a release.
  case drag(from: CGPoint, to: CGPoint)
  /// A wheel scroll at a point.
  case scroll(CGPoint, dy: CGFloat)
  /// Text put on the pasteboard and pasted with Ctrl+V.
  case paste(String)
  /// Gives widget `widget` (modulo the widget count) an `onChange` callback that edits the
  /// text during the notification by `rule`: 0 none, 1 at most 12 characters, 2 no "x",
  /// 3 cleared when it holds "!".
  case editingCallback(widget: Int, rule: Int)

  /// The operation as Swift-like source.
  public var description: String {
    switch self {
    case .type(let text): ".type(\(text.debugDescription))"
    case .typeBytes(let bytes): ".typeBytes(\(bytes))"
    case .key(let key, let modifiers): ".key(.\(key), modifiers: \(modifiers.rawValue))"
    case .click(let point, let count): ".click(\(point.x), \(point.y), count: \(count))"
    case .drag(let from, let to): ".drag(\(from.x), \(from.y) → \(to.x), \(to.y))"
    case .scroll(let point, let dy): ".scroll(\(point.x), \(point.y), dy: \(dy))"
    case .paste(let text): ".paste(\(text.debugDescription))"
    case .editingCallback(let widget, let rule):
      ".editingCallback(widget: \(widget), rule: \(rule))"
    }
  }
}
