import DrawKit
import Foundation
import SceneText

/// Edit latencies beyond the peers' scenes, in the same result format: typing at the end of
/// one growing paragraph (issue 18) and Return in a 1,000,000-paragraph document (issue 14).
enum EditingScenes {
  /// Typing at the end of one paragraph of the notes view as it grows to 10,000 characters:
  /// 50 keystrokes, each followed by a frame, at each length of 0, 2,500, 5,000, 7,500 and
  /// 10,000 characters (the text in between is inserted at once, untimed).
  static func typingAtParagraphEnd(outputFolder: URL) throws {
    let view = NotesScenes.makeView(text: "")
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let image = try renderer.image(of: view)
    let typing = Array("the quick brown fox jumps over the lazy dog ")
    var generator = SceneText()
    for length in stride(from: 0, through: 10_000, by: 2_500) {
      var filler = ""
      while view.storage.characterCount + filler.count < length {
        filler += generator.line() + " "
      }
      view.storage.insertText(String(filler.prefix(length - view.storage.characterCount)))
      try renderer.render(view, into: image)
      var samples: [Double] = []
      for keystroke in 0..<50 {
        let begin = BenchmarkReport.nowMilliseconds()
        view.storage.insertText(String(typing[keystroke % typing.count]))
        try renderer.render(view, into: image)
        samples.append(BenchmarkReport.nowMilliseconds() - begin)
      }
      BenchmarkReport.report(
        scene: "E1", variant: "keystroke_at_paragraph_end", n: length, samples: samples)
    }
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_E1.png"))
  }

  /// Return in the middle of a document of `lines` paragraphs, each followed by a frame:
  /// 30 presses.
  static func returnInLongDocument(lines: Int, outputFolder: URL) throws {
    let view = NotesScenes.makeView(text: SceneText.document(lines: lines))
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    _ = view.becomeFirstResponder()
    view.storage.selection = .caret(TextPosition(paragraph: lines / 2, offset: 10))
    view.scrollCaretToVisible()
    let image = try renderer.image(of: view)
    var samples: [Double] = []
    for _ in 0..<30 {
      let begin = BenchmarkReport.nowMilliseconds()
      view.perform(.insertNewline)
      try renderer.render(view, into: image)
      samples.append(BenchmarkReport.nowMilliseconds() - begin)
    }
    BenchmarkReport.report(scene: "E2", variant: "return", n: lines, samples: samples)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_E2.png"))
  }
}
