import Foundation

/// What a ``TextStorage`` asks a laid-out view to move the caret by visual lines: up and down
/// keeping a horizontal goal, and to the start or end of the line on screen.
///
/// Text views implement it over their ``TextLayout``s; without one, "line" means paragraph.
public protocol TextLineNavigating {
  /// The caret's x position for `position`, in the layout's coordinates.
  func caretX(at position: TextPosition) -> CGFloat

  /// The position nearest to `goalX` on the visual line `lines` lines below `position`
  /// (above when negative), clamped to the first and last lines.
  func position(from position: TextPosition, movingLines lines: Int, goalX: CGFloat)
    -> TextPosition

  /// The end (`.forward`) or start (`.backward`) of the visual line holding `position`.
  func lineBoundary(of position: TextPosition, direction: TextDirection) -> TextPosition
  /// Whether the paragraph holding `position` runs right to left on screen, so Left moves
  /// toward its end.
  func isRightToLeft(at position: TextPosition) -> Bool
}

extension TextLineNavigating {
  /// Left to right: a layout that knows no directions.
  public func isRightToLeft(at position: TextPosition) -> Bool { false }
}
