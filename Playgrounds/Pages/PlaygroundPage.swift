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
    .images,
    .longDocument,
  ]

  /// The page called `name`, or `nil`.
  public static func named(_ name: String) -> PlaygroundPage? {
    all.first { $0.name == name }
  }
}
