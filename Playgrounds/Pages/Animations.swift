import DrawKit
import Foundation

extension PlaygroundPage {
  /// Timing curves and springs side by side.
  ///
  /// A dot per row crosses its track with one animation, all starting together, back and
  /// forth for as long as the page shows. Its picture is a strip of moments from the start.
  static let animations = PlaygroundPage(
    name: "Animations",
    summary: "Curves and springs side by side: linear, ease in and out, a Bézier, springs.",
    stripTimes: [0, 100, 200, 300, 450, 600].map { .milliseconds($0) }
  ) {
    let rows: [(String, Animation)] = [
      ("linear", .linear(duration: 0.5)),
      ("easeIn", .easeIn(duration: 0.5)),
      ("easeOut", .easeOut(duration: 0.5)),
      ("easeInOut", .easeInOut(duration: 0.5)),
      ("Bézier overshoot", .timingCurve(0.3, 1.6, 0.5, 1, duration: 0.5)),
      ("spring, bounce 0", .spring(duration: 0.5, bounce: 0)),
      ("spring, bounce 0.3", .spring(duration: 0.5, bounce: 0.3)),
      ("spring, bounce 0.6", .spring(duration: 0.5, bounce: 0.6)),
    ]
    let trackWidth: CGFloat = 150
    let dot: CGFloat = 12
    let root = Column(
      frame: CGRect(x: 0, y: 0, width: 300, height: 28 + CGFloat(rows.count) * 24 + 20),
      spacing: 2, alignment: .fill, padding: EdgeInsets(all: 10))
    root.backgroundColor = .background
    let clock = ProgressBar(progress: 0)
    clock.animation = .linear(duration: 0.6).essential()
    clock.layoutFlex = 1
    root.addSubview(row(caption: "time", content: clock))
    var moves: [(DrawView, Animation)] = []
    for (name, animation) in rows {
      let track = DrawView(frame: CGRect(x: 0, y: 0, width: trackWidth, height: 22)) {
        view, context in
        context.setFillColor(.separator)
        context.fill(
          CGRect(x: dot / 2, y: view.bounds.midY - 0.5, width: trackWidth - dot, height: 1))
      }
      let mover = DrawView(frame: CGRect(x: 0, y: 11 - dot / 2, width: dot, height: dot))
      mover.backgroundColor = .accent
      mover.cornerRadius = dot / 2
      mover.clipsToBounds = true
      track.addSubview(mover)
      root.addSubview(row(caption: name, content: track))
      moves.append((mover, animation))
    }
    clock.progress = 1
    for (mover, animation) in moves {
      withAnimation(animation.repeatForever(autoreverses: true)) {
        mover.frame.origin.x = trackWidth - dot
      }
    }
    return root
  }

  /// A row of the page: a caption in a fixed column, then `content`.
  private static func row(caption: String, content: DrawView) -> DrawView {
    let label = Label(caption, color: .secondaryLabel)
    label.font = .system(size: 12)
    let box = DrawView(frame: CGRect(x: 0, y: 0, width: 118, height: 22))
    label.frame = box.bounds
    box.addSubview(label)
    return Row(spacing: 4, alignment: .center) {
      box
      content
    }
  }
}
