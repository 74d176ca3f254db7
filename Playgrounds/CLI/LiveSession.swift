import DrawKit
import DrawKitX11
import Foundation
import PlaygroundPages

/// `playgrounds --live PAGE [--dump-on-exit FILE]`: shows a page in an X11 window, with its
/// first text widget focused, until the window closes or the process gets SIGTERM or SIGINT.
///
/// The dump holds the text of every text widget in tree order, separated by lines holding
/// only `---`; it is written whenever the window stops, also when the X server goes away,
/// so typed text is never lost.
struct LiveSession {
  let page: PlaygroundPage
  let dumpFile: URL?

  /// Runs the window; throws, after writing the dump, when the window could not run on.
  func run() throws(PlaygroundsCommand.UsageError) {
    try checkDumpFolder()
    let root = page.build()
    let textWidgets = Self.textWidgets(in: root)
    _ = textWidgets.first?.becomeFirstResponder()
    let failure: WindowError?
    do {
      let window = try Window(title: page.name, size: root.bounds.size, root: root)
      window.onShow = { window in
        FileHandle.standardOutput.write(
          Data("playgrounds: \(page.name) is live in window \(window.windowID)\n".utf8))
      }
      try window.run()
      failure = nil
    } catch {
      failure = error
    }
    try writeDump(of: textWidgets)
    if let failure {
      throw PlaygroundsCommand.UsageError(message: failure.message)
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
