import DrawKit
import Foundation

extension PlaygroundPage {
  /// The ruled text view of the Notes recipe: 320 × 480, more text than fits, scrolled down
  /// by two lines, with rules down to the bottom edge under every line, Japanese and emoji
  /// lines included.
  static let notesTextView = PlaygroundPage(
    name: "NotesTextView",
    summary: "A 320×480 TextView in the notes theme, scrolled by two lines: rules under every line."
  ) {
    let text = """
      Shopping list
      Milk, eggs and flour for the pancakes on Sunday morning.
      日本語の行も同じ罫線の上に並びます。
      Emoji keep the pitch too 🍎🥞☕️
      Call the bakery about the birthday cake before noon.
      Remember the umbrella: rain all afternoon.
      Book club: finish chapters seven and eight.
      Water the plants on the balcony.
      Pick up the parcel from the post office.
      Pay the electricity bill.
      Plan the weekend trip to the mountains, check the train times and pack warm clothes.
      """
    let view = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), text: text)
    view.theme = .notes
    view.contentOffset = CGPoint(x: 0, y: 2 * view.font.leading)
    return view
  }
}
