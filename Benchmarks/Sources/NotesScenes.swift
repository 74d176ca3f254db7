import DrawKit
import Foundation
import SceneText

/// Scenes S1 and S2: the 800 × 1200 notes text view of the spec, built as a user would, with
/// a theme whose ruled lines follow the spec's recipe (`y = L·k + 0.5 + 6`, gray 0.83).
enum NotesScenes {
  static let size = CGSize(width: 800, height: 1200)

  /// The spec's look: the recipe's rules, black DejaVu Sans 16, 10 px insets; the white
  /// paper is the view's background colour, so the renderer knows the frame is opaque.
  static var theme: Theme {
    Theme.notes.with { theme in
      theme[.textView].textInsets = EdgeInsets(all: 10)
      theme[.textView].usesFixedLinePitch = false
      theme[.textView].textColor = .black
      theme[.textView][.background] = nil
      theme[.textView][.rules] = Drawing<TextView>("specRules") { view, context in
        let pitch = view.font.lineHeight
        let count = Int(((view.contentSize.height + view.bounds.height) / pitch).rounded(.down))
        let visible = context.rect
        let first = max(Int(((visible.minY - 7) / pitch).rounded(.up)), 1)
        let last = min(Int((visible.maxY / pitch).rounded(.down)), count - 1)
        guard first <= last else { return }
        context.setStrokeColor(Color(white: 0.83))
        context.setLineWidth(1)
        for line in first...last {
          let y = pitch * CGFloat(line) + 0.5 + 6
          context.move(to: CGPoint(x: 10, y: y))
          context.addLine(to: CGPoint(x: view.bounds.width - 10, y: y))
        }
        context.strokePath()
      }
    }
  }

  static func makeView(text: String) -> TextView {
    let view = TextView(frame: CGRect(origin: .zero, size: size), text: text)
    view.backgroundColor = .white
    view.theme = theme
    return view
  }

  static func s1(outputFolder: URL) throws {
    let view = makeView(text: SceneText.document(lines: 40))
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let image = try renderer.image(of: view)
    let cold = try BenchmarkReport.frameLoop {
      view.invalidateLayout()
      try renderer.render(view, into: image)
    }
    BenchmarkReport.report(scene: "S1", variant: "cold", n: 40, samples: cold)
    let warm = try BenchmarkReport.frameLoop {
      try renderer.render(view, into: image)
    }
    BenchmarkReport.report(scene: "S1", variant: "warm", n: 40, samples: warm)
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_S1.png"))
  }

  static func s2(lines: Int, outputFolder: URL) throws {
    let document = SceneText.document(lines: lines)
    let renderer = Renderer(layoutThreads: BenchmarkReport.layoutThreads)
    let start = BenchmarkReport.nowMilliseconds()
    let view = makeView(text: document)
    let topParagraph = TextPosition(paragraph: lines / 2, offset: 0)
    view.contentOffset = CGPoint(x: 0, y: view.caretRect(for: topParagraph).minY)
    let image = try renderer.image(of: view)
    let firstFrame = BenchmarkReport.nowMilliseconds() - start
    BenchmarkReport.report(
      scene: "S2", variant: "load_first_frame", n: lines, samples: [firstFrame])
    if lines <= idleLayoutLimit {
      view.layoutParagraphs(using: renderer.layoutThreads)
      let idle = BenchmarkReport.nowMilliseconds() - start
      BenchmarkReport.report(scene: "S2", variant: "load_until_idle", n: lines, samples: [idle])
    }

    let typing = Array("the quick brown fox jumps over the lazy dog ")
    view.storage.selection = .caret(
      TextPosition(paragraph: min(lines / 2 + 5, lines - 1), offset: 10))
    var samples: [Double] = []
    for keystroke in 0..<200 {
      let begin = BenchmarkReport.nowMilliseconds()
      view.storage.insertText(String(typing[keystroke % typing.count]))
      try renderer.render(view, into: image)
      samples.append(BenchmarkReport.nowMilliseconds() - begin)
    }
    BenchmarkReport.report(scene: "S2", variant: "keystroke", n: lines, samples: samples)
    if ProcessInfo.processInfo.environment["PEER_DEBUG"] != nil {
      FileHandle.standardError.write(
        Data(
          "# dbg S2 N=\(lines) scroll_y=\(view.contentOffset.y) content_h=\(view.contentSize.height)\n"
            .utf8))
    }
    try image.writePNG(to: outputFolder.appendingPathComponent("drawkit_S2_n\(lines).png"))

    var returns: [Double] = []
    for _ in 0..<returnCount {
      let begin = BenchmarkReport.nowMilliseconds()
      view.storage.insertText("\n")
      try renderer.render(view, into: image)
      returns.append(BenchmarkReport.nowMilliseconds() - begin)
    }
    BenchmarkReport.report(scene: "S2", variant: "return", n: lines, samples: returns)

    let begin = BenchmarkReport.nowMilliseconds()
    view.storage.selection = .caret(view.storage.endPosition)
    view.scrollCaretToVisible()
    try renderer.render(view, into: image)
    let toEnd = BenchmarkReport.nowMilliseconds() - begin
    BenchmarkReport.report(scene: "S2", variant: "scroll_to_end", n: lines, samples: [toEnd])
  }

  /// S2's `return` variant: this many paragraph breaks typed at the caret after the
  /// keystrokes, each followed by a full frame (the caret stays in the view).
  static let returnCount = 30

  /// The largest document S2 lays out completely (`load_until_idle`) before its keystrokes;
  /// larger ones (1,000,000 lines) type into estimated heights, as a user who starts typing
  /// at once would, in every peer alike.
  static let idleLayoutLimit = 100_000
}
