import Foundation

extension TextStorage {
  /// What BackSpace at `caret` leaves of the cluster before it: empty when the whole cluster
  /// goes, else the cluster's canonical decomposition (NFD) without its last code point, where
  /// Pango says BackSpace deletes one code point (see ``deleteBackward(_:layout:)``).
  func clusterRemainder(before caret: TextPosition) -> String {
    let paragraph = paragraphs[caret.paragraph]
    guard caret.offset > 0, paragraph.backspaceDeletesCodePoint(at: caret.offset),
      let start = paragraph.cursorPosition(before: caret.offset)
    else { return "" }
    let cluster = String(paragraph.utf8Slice(start, caret.offset))
    let scalars = cluster.decomposedStringWithCanonicalMapping.unicodeScalars
    guard scalars.count > 1 else { return "" }
    return String(String.UnicodeScalarView(scalars.dropLast()))
  }
}
