import DrawKit
import Foundation
import PlaygroundPages

/// `playgrounds --live PAGE [--load FILE [--caret-at-end]] [--dump-on-exit FILE]` (an X11
/// window) or `--gtk PAGE` (a GTK 4 window, on Wayland or X11): shows a page with its first
/// text widget focused, until the window closes or the process gets SIGTERM or SIGINT.
///
/// `--load` puts a file's text into that widget first, with the caret at offset 10 of its
/// middle paragraph (or, with `--caret-at-end`, at the end of the text), scrolled to the
/// middle of a text view: how the latency bench opens its long documents and paragraphs.
///
/// The dump holds the text of every text widget in tree order, separated by lines holding
/// only `---`; it is written whenever the window stops, also when the X server goes away,
/// so typed text is never lost.
struct LiveSession {
  /// Where `--load` puts the caret.
  enum Caret: Equatable {
    /// At offset 10 of the middle paragraph.
    case middle
    /// At the end of the text.
    case end
  }

  /// Which window host shows the page.
  enum Host: Equatable {
    case x11
    case gtk

    /// The command-line option that picks it.
    var option: String { self == .gtk ? "--gtk" : "--live" }
  }

  let page: PlaygroundPage
  let dumpFile: URL?
  var loadFile: URL?
  var caret = Caret.middle
  var host = Host.x11
  var statsFile: URL?

  /// Runs the window; throws, after writing the dump, when the window could not run on.
  @MainActor
  func run() throws(PlaygroundsCommand.UsageError) {
    try checkDumpFolder()
    let root = page.build()
    let textWidgets = Self.textWidgets(in: root)
    if let loadFile {
      guard let input = textWidgets.first else {
        throw PlaygroundsCommand.UsageError(message: "--load: \(page.name) has no text widget")
      }
      try Self.load(loadFile, into: input, caret: caret)
    }
    _ = textWidgets.first?.becomeFirstResponder()
    let failure = host == .gtk ? runGTK(root) : runX11(root)
    try writeDump(of: textWidgets)
    if let failure {
      throw PlaygroundsCommand.UsageError(message: failure)
    }
  }

  /// Puts the text of `file` into `input`, the caret at offset 10 of its middle paragraph or
  /// at the end of the text and, in a text view, that line in the middle of the view.
  private static func load(_ file: URL, into input: TextInputView, caret place: Caret)
    throws(PlaygroundsCommand.UsageError)
  {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw PlaygroundsCommand.UsageError(
        message: "cannot read \(file.path): \(error.localizedDescription)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw PlaygroundsCommand.UsageError(message: "\(file.path) is not UTF-8 text")
    }
    input.text = text
    let caret =
      place == .end
      ? input.storage.endPosition
      : input.storage.clamp(
        TextPosition(paragraph: (input.storage.endPosition.paragraph + 1) / 2, offset: 10))
    input.storage.selection = .caret(caret)
    if let view = input as? TextView {
      view.contentOffset.y = view.caretRect(for: caret).midY - view.bounds.height / 2
    }
  }

  /// The text widgets under `root`, in tree order (depth first, subviews front to back).
  static func textWidgets(in root: DrawView) -> [TextInputView] {
    var found: [TextInputView] = []
    var stack = [root]
    while let view = stack.popLast() {
      if let input = view as? TextInputView { found.append(input) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return found
  }

  private func checkDumpFolder() throws(PlaygroundsCommand.UsageError) {
    guard let dumpFile else { return }
    let folder = dumpFile.deletingLastPathComponent().path
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw PlaygroundsCommand.UsageError(
        message: "cannot write the dump to \(dumpFile.path): \(folder) is not a writable folder")
    }
  }

  private func writeDump(of widgets: [TextInputView]) throws(PlaygroundsCommand.UsageError) {
    guard let dumpFile else { return }
    let text = widgets.map(\.storage.text).joined(separator: "\n---\n")
    do {
      try Data(text.utf8).write(to: dumpFile, options: .atomic)
    } catch {
      throw PlaygroundsCommand.UsageError(
        message: "cannot write \(dumpFile.path): \(error.localizedDescription)")
    }
  }
}
