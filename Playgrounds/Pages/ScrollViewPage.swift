import DrawKit
import Foundation

extension PlaygroundPage {
  /// A settings list in a `ScrollView` and a note in a `TextView`, each just scrolled by
  /// the wheel, so their overlay scroll bars show; the list's bar is under the pointer and
  /// drawn wide.
  static let scrollViewPage = PlaygroundPage(
    name: "ScrollView",
    summary: "A ScrollView of 30 rows and a TextView, scrolled, with the theme's overlay bars."
  ) {
    let root = Row(
      frame: CGRect(x: 0, y: 0, width: 520, height: 260), spacing: 14, alignment: .fill,
      padding: EdgeInsets(all: 14))
    root.backgroundColor = Color(hex: 0xD3D6DA)
    let list = Column(spacing: 6, padding: EdgeInsets(all: 10)) {
      for index in 1...30 {
        if index % 3 == 0 {
          Checkbox(title: "Setting \(index)", isChecked: index % 2 == 0)
        } else {
          Label("Row \(index): a label in a column")
        }
      }
    }
    let scroller = ScrollView(content: list)
    scroller.backgroundColor = .white
    scroller.cornerRadius = 8
    scroller.layoutFlex = 1
    let note = TextView(
      text: (1...30).map { "Line \($0) of a note that scrolls." }.joined(separator: "\n"))
    note.backgroundColor = .white
    note.layoutFlex = 1
    root.addSubview(scroller)
    root.addSubview(note)
    root.layoutIfNeeded()
    // Scroll each by the wheel, as a user would: the bars show (at once, for the still
    // picture) and would fade a second later. The pointer then rests on the list's bar.
    root.dispatch(
      PointerEvent(.scroll, at: CGPoint(x: 100, y: 100), scrollDelta: CGSize(width: 0, height: 160))
    )
    root.dispatch(
      PointerEvent(.scroll, at: CGPoint(x: 400, y: 100), scrollDelta: CGSize(width: 0, height: 120))
    )
    withAnimation(nil) {
      root.dispatch(PointerEvent(.hover, at: CGPoint(x: 248, y: 80)))
    }
    return root
  }
}
