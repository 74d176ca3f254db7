import DrawKit
import Foundation

extension PlaygroundPage {
  /// The placeholder text view recipe's example, exactly: a 200 × 200 view at (100, 100) on a
  /// 400 × 400 canvas, placeholder "プレースホルダー" in gray, a blue 5 px border with corner
  /// radius 10, and no text.
  static let placeholderTextView = PlaygroundPage(
    name: "PlaceholderTextView",
    summary:
      "The seed example: a 200×200 view at (100, 100), gray placeholder, blue 5 px border, radius 10."
  ) {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.backgroundColor = .white
    let placeHolderTextView = PlaceholderTextView(
      frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    placeHolderTextView.placeholder = "プレースホルダー"
    placeHolderTextView.placeholderColor = .gray
    placeHolderTextView.borderColor = .blue
    placeHolderTextView.borderWidth = 5
    placeHolderTextView.cornerRadius = 10
    root.addSubview(placeHolderTextView)
    return root
  }
}
