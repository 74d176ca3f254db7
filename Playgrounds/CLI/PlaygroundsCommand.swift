import DrawKit
import Foundation
import PlaygroundPages

/// `playgrounds [--out DIR] [--format png,pdf,svg] [--scale N] [PAGE ...]`: renders pages of
/// the gallery to files; `playgrounds --live PAGE [--load FILE] [--dump-on-exit FILE]` shows
/// one live in an X11 window, `--gtk PAGE` in a GTK 4 window.
struct PlaygroundsCommand {
  /// An output format the command can write.
  enum Format: String, CaseIterable {
    case png
    case pdf
    case svg
  }

  /// A problem with the command line or the output, reported in one line.
  struct UsageError: Error {
    let message: String
  }

  var outputFolder = URL(fileURLWithPath: "gallery")
  var formats: [Format] = [.png]
  var scale: CGFloat = 1
  var pages: [PlaygroundPage] = PlaygroundPage.all
  var live: LiveSession?

  static let usage = """
    usage: playgrounds [--out DIR] [--format png,pdf,svg] [--scale N] [PAGE ...]
           playgrounds --live PAGE [--load FILE [--caret-at-end]] [--dump-on-exit FILE] [--stats FILE]   (an X11 window; DRAWKIT_SCALE=2 for HiDPI)
           playgrounds --gtk PAGE [--load FILE [--caret-at-end]] [--dump-on-exit FILE] [--stats FILE]    (a GTK 4 window, Wayland or X11; GDK_SCALE=2)
    --load FILE puts FILE's text into the page's first text widget, the caret at offset 10 of
    its middle paragraph (at the end of the text with --caret-at-end), scrolled to the middle
    of the view (LongDocument is the page for it)
    --stats FILE appends the window's frame-loop counts (ticks, frames, frame requests and, on
    X11, wakeups) to FILE on each SIGUSR1 and when the window closes
    pages: \(PlaygroundPage.all.map(\.name).joined(separator: ", "))
    """

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var names: [String] = []
    var liveHost: LiveSession.Host?
    var dumpFile: URL?
    var statsFile: URL?
    var loadFile: URL?
    var caret = LiveSession.Caret.middle
    while let argument = remaining.popFirst() {
      switch argument {
      case "--out":
        outputFolder = URL(fileURLWithPath: try Self.value(after: argument, in: &remaining))
      case "--format":
        formats = try Self.parseFormats(try Self.value(after: argument, in: &remaining))
      case "--scale":
        scale = try Self.parseScale(try Self.value(after: argument, in: &remaining))
      case "--live", "--gtk":
        let host: LiveSession.Host = argument == "--gtk" ? .gtk : .x11
        if let liveHost, liveHost != host {
          throw UsageError(message: "--live and --gtk cannot be combined")
        }
        liveHost = host
      case "--dump-on-exit":
        dumpFile = URL(fileURLWithPath: try Self.value(after: argument, in: &remaining))
      case "--stats":
        statsFile = URL(fileURLWithPath: try Self.value(after: argument, in: &remaining))
      case "--load":
        loadFile = URL(fileURLWithPath: try Self.value(after: argument, in: &remaining))
      case "--caret-at-end":
        caret = .end
      case let option where option.hasPrefix("-"):
        throw UsageError(message: "unknown option '\(option)'")
      default:
        names.append(argument)
      }
    }
    if !names.isEmpty {
      pages = try names.map { (name) throws(UsageError) -> PlaygroundPage in
        guard let page = PlaygroundPage.named(name) else {
          throw UsageError(
            message: "unknown page '\(name)' (pages: "
              + PlaygroundPage.all.map(\.name).joined(separator: ", ") + ")")
        }
        return page
      }
    }
    if let liveHost {
      guard names.count == 1, let page = pages.first else {
        throw UsageError(message: "\(liveHost.option) needs exactly one page")
      }
      if caret == .end, loadFile == nil {
        throw UsageError(message: "--caret-at-end needs --load")
      }
      live = LiveSession(
        page: page, dumpFile: dumpFile, loadFile: loadFile, caret: caret,
        host: liveHost, statsFile: statsFile)
    } else if statsFile != nil {
      throw UsageError(message: "--stats needs --live or --gtk")
    } else if dumpFile != nil {
      throw UsageError(message: "--dump-on-exit needs --live or --gtk")
    } else if loadFile != nil {
      throw UsageError(message: "--load needs --live or --gtk")
    } else if caret == .end {
      throw UsageError(message: "--caret-at-end needs --load")
    }
  }

  private static func value(after option: String, in remaining: inout ArraySlice<String>)
    throws(UsageError) -> String
  {
    guard let value = remaining.popFirst() else {
      throw UsageError(message: "\(option) needs a value")
    }
    return value
  }

  private static func parseFormats(_ list: String) throws(UsageError) -> [Format] {
    let formats = try list.split(separator: ",", omittingEmptySubsequences: false).map {
      (name) throws(UsageError) -> Format in
      guard let format = Format(rawValue: name.lowercased()) else {
        throw UsageError(message: "unknown format '\(name)' (formats: png, pdf, svg)")
      }
      return format
    }
    return formats.reduce(into: []) { unique, format in
      if !unique.contains(format) { unique.append(format) }
    }
  }

  private static func parseScale(_ text: String) throws(UsageError) -> CGFloat {
    guard let value = Double(text), value.isFinite, value > 0 else {
      throw UsageError(message: "scale '\(text)' is not a positive number")
    }
    return CGFloat(value)
  }

  /// Renders every page in every format in memory, then writes the files and the index.
  ///
  /// Nothing is written unless everything rendered, so a failure leaves no partial output.
  @MainActor
  func run() throws(UsageError) {
    if let live {
      try live.run()
      return
    }
    let renderer = Renderer(scale: scale, layoutThreads: LayoutThreads())
    var outputs: [(url: URL, data: Data)] = []
    do {
      for page in pages {
        let root = try page.picture()
        for format in formats {
          let url = outputFolder.appendingPathComponent("\(page.name).\(format.rawValue)")
          switch format {
          case .png: outputs.append((url, try renderer.pngData(of: root)))
          case .pdf: outputs.append((url, try renderer.pdfData(of: root)))
          case .svg: outputs.append((url, try renderer.svgData(of: root)))
          }
        }
      }
    } catch {
      throw UsageError(message: error.message)
    }
    try prepareOutputFolder()
    let index = outputFolder.appendingPathComponent("index.html")
    let pngNames = outputs.map(\.url.lastPathComponent).filter { $0.hasSuffix(".png") }
    outputs.append((index, Data(GalleryIndex(pages: pages, pngNames: pngNames).html.utf8)))
    for output in outputs {
      do {
        try output.data.write(to: output.url, options: .atomic)
      } catch {
        throw UsageError(message: "cannot write \(output.url.path): \(error.localizedDescription)")
      }
      print("wrote \(output.url.relativePath)")
    }
  }

  private func prepareOutputFolder() throws(UsageError) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: outputFolder, withIntermediateDirectories: true)
    } catch {
      throw UsageError(message: "cannot create output folder \(outputFolder.path)")
    }
    guard manager.isWritableFile(atPath: outputFolder.path) else {
      throw UsageError(message: "output folder \(outputFolder.path) is not writable")
    }
  }
}
