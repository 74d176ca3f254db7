import DrawKit
import Foundation

extension PlaygroundPage {
  /// Japanese being typed through an input method, caught mid-conversion.
  ///
  /// In a ruled notes view, 「日本語の」 is committed and 「テキスト入力」 is composed, its first
  /// clause being converted (thick underline) and the rest still raw (thin); a field below is
  /// composing with its placeholder hidden. Open it with `--live` and an input method to type
  /// on.
  static let composition = PlaygroundPage(
    name: "Composition",
    summary:
      "Input-method composition drawn in place: a converting clause and a raw one, in a notes view and a field."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 420, height: 220))
    root.backgroundColor = .white
    root.theme = .notes

    let notes = TextView(frame: CGRect(x: 20, y: 20, width: 380, height: 120), text: "日本語の")
    notes.storage.selection = .caret(notes.storage.endPosition)
    let composed = "テキスト入力"
    let clause = composed.startIndex..<composed.index(composed.startIndex, offsetBy: 4)
    notes.setMarkedText(
      MarkedText(
        composed, selection: clause.upperBound..<clause.upperBound,
        segments: [
          MarkedText.Segment(range: clause, style: .converting),
          MarkedText.Segment(range: clause.upperBound..<composed.endIndex, style: .raw),
        ]))
    root.addSubview(notes)

    let field = TextField(frame: CGRect(x: 20, y: 160, width: 380, height: 36))
    field.placeholder = "名前"
    field.setMarkedText(MarkedText("やまだ"))
    root.addSubview(field)
    return root
  }
}
