import DrawKit
import Foundation

/// One runnable page of the playground gallery: a named canvas and the view tree drawn on it.
public struct PlaygroundPage: Sendable {
  /// The page's name, used on the command line and as its output file name.
  public let name: String
  /// One sentence saying what the page shows.
  public let summary: String
  /// Builds a fresh view tree for the page; its root's bounds are the canvas.
  public let build: @Sendable () -> DrawView
  /// For a page that shows motion, the moments its picture shows side by side, from when
  /// the page was built (a strip, as Flutter's animation sheets); empty for a still page.
  public let stripTimes: [Duration]

  /// A page called `name`, built by `build`, pictured at `stripTimes` if it moves.
  init(
    name: String, summary: String, stripTimes: [Duration] = [],
    build: @escaping @Sendable () -> DrawView
  ) {
    self.name = name
    self.summary = summary
    self.stripTimes = stripTimes
    self.build = build
  }

  /// The page's picture: the tree as built, or for a page with ``stripTimes`` one tree
  /// built per moment, moved on to it, side by side left to right.
  public func picture() throws(DrawKitError) -> DrawView {
    guard !stripTimes.isEmpty else { return build() }
    var frames: [DrawView] = []
    for time in stripTimes {
      let frame = build()
      _ = try Renderer().image(of: frame, afterAnimating: time)
      frames.append(frame)
    }
    let size = frames[0].bounds.size
    let strip = DrawView(
      frame: CGRect(
        x: 0, y: 0, width: size.width * CGFloat(frames.count), height: size.height))
    for (index, frame) in frames.enumerated() {
      frame.frame.origin.x = size.width * CGFloat(index)
      strip.addSubview(frame)
    }
    return strip
  }

  /// Every page, in gallery order.
  public static let all: [PlaygroundPage] = [
    .drawViewBar,
    .primitives,
    .textShowcase,
    .underlinedTextField,
    .notesTextView,
    .placeholderTextView,
    .composition,
    .theming,
    .customWidget,
    .widgetGallery,
    .scrollViewPage,
    .listViewPage,
    .tableViewPage,
    .notesApp,
    .formLayout,
    .animations,
    .images,
    .longDocument,
  ]

  /// The page called `name`, or `nil`.
  public static func named(_ name: String) -> PlaygroundPage? {
    all.first { $0.name == name }
  }
}
