import DrawKit
import Foundation
import SceneText

/// Keystrokes at the end of one long paragraph (issue 18), beside GTK 3 (`gtk3_scale.c`).
///
/// L1 types into the S2 notes view holding one paragraph of `n` characters, L2 into a text
/// field holding `n` bytes. Both use the scene texts' words joined by spaces, and 200
/// keystrokes of S2's typing, each followed by a full frame.
enum LongParagraphScenes {
  /// One paragraph of exactly `length` ASCII characters: the generator's lines joined by
  /// spaces, cut.
  static func paragraph(length: Int) -> String {
    var generator = SceneText()
    var text = ""
    while text.utf8.count < length { text += generator.line() + " " }
    return String(text.utf8.prefix(length))!
  }

  static let typing = Array("the quick brown fox jumps over the lazy dog ")

  /// L1: the notes view of S2 with one paragraph, the caret at its end, scrolled to put the
  /// end in the middle of the view as far as the content lets it scroll: 100 characters show
  /// as two lines at the top, 10,000 fill the view down to their last line at the bottom.
  static func textView(length: Int, outputFolder: URL) throws {
    let view = NotesScenes.makeView(text: paragraph(length: length))
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    view.storage.selection = .caret(view.storage.endPosition)
    let caret = view.caretRect(for: view.storage.endPosition)
    view.contentOffset = CGPoint(x: 0, y: caret.minY - NotesScenes.size.height / 2)
    let image = try renderer.image(of: view)
    let samples = try keystrokes { character in
      view.storage.insertText(character)
      try renderer.render(view, into: image)
    }
    BenchmarkReport.report(
      scene: "L1", variant: "textview_keystroke", n: length, samples: samples)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_L1_n\(length).png"))
  }

  /// L2: an 800-point-wide underlined text field (the notes theme, DejaVu Sans 16), the
  /// caret at the end, so the field shows the text's end.
  static func textField(length: Int, outputFolder: URL) throws {
    let field = TextField(
      frame: CGRect(x: 0, y: 0, width: 800, height: 40), text: paragraph(length: length))
    field.backgroundColor = .white
    field.theme = NotesScenes.theme
    field.storage.selection = .caret(field.storage.endPosition)
    field.scrollCaretToVisible()
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let image = try renderer.image(of: field)
    let samples = try keystrokes { character in
      field.storage.insertText(character)
      try renderer.render(field, into: image)
    }
    BenchmarkReport.report(
      scene: "L2", variant: "textfield_keystroke", n: length, samples: samples)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_L2_n\(length).png"))
  }

  /// Times 3 unrecorded and then 200 keystrokes of S2's typing.
  private static func keystrokes(_ type: (String) throws -> Void) rethrows -> [Double] {
    var samples: [Double] = []
    for keystroke in 0..<203 {
      let begin = BenchmarkReport.nowMilliseconds()
      try type(String(typing[keystroke % typing.count]))
      if keystroke >= 3 { samples.append(BenchmarkReport.nowMilliseconds() - begin) }
    }
    return samples
  }
}
