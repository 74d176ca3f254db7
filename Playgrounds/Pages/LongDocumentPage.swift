import DrawKit
import Foundation

extension PlaygroundPage {
  /// The benchmarks' plain text view: 800 × 1200, black DejaVu Sans 16 on white with 10 px
  /// insets, the view the key-to-screen latency bench types into beside GTK's text views
  /// (`playgrounds --live LongDocument --load FILE` opens a long document in it).
  static let longDocument = PlaygroundPage(
    name: "LongDocument",
    summary:
      "An 800×1200 plain TextView in DejaVu Sans 16; --load FILE opens a long document in it."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 800, height: 1200))
    root.backgroundColor = .white
    let view = TextView(
      frame: root.bounds,
      text: "Open a long document here with: playgrounds --live LongDocument --load FILE")
    view.backgroundColor = .white
    view.theme = Theme.plain.with { theme in
      theme.font = Font(pangoDescription: "DejaVu Sans 16")
      theme.textView.textInsets = EdgeInsets(all: 10)
      theme.textView.usesFixedLinePitch = false
      theme.textView.textColor = .black
    }
    root.addSubview(view)
    return root
  }
}
