import DrawKit
import Foundation
import Testing

/// Every way of giving a text widget its text leaves the caret at the end, as
/// `gtk_text_buffer_set_text` and `UITextView.text` do: the first key typed appends.
@Suite("Adversarial initial text: every widget and entry point puts the caret at the end")
struct InitialCaretTests {
  private static let text = "第一行\nsecond 😀"

  private static let frame = CGRect(x: 0, y: 0, width: 300, height: 120)

  private static func make(_ name: String) -> TextInputView {
    switch name {
    case "TextField(frame:text:)": TextField(frame: frame, text: "first 😀")
    case "TextView(frame:text:)": TextView(frame: frame, text: text)
    case "PlaceholderTextView(frame:text:)": PlaceholderTextView(frame: frame, text: text)
    case "TextField.text": TextField(frame: frame).settingText("first 😀")
    case "TextView.text": TextView(frame: frame).settingText(text)
    default: PlaceholderTextView(frame: frame).settingText(text)
    }
  }

  @Test(arguments: [
    "TextField(frame:text:)", "TextView(frame:text:)", "PlaceholderTextView(frame:text:)",
    "TextField.text", "TextView.text", "PlaceholderTextView.text",
  ])
  func theCaretIsAtTheEndAndTheFirstKeyAppends(name: String) throws {
    let view = Self.make(name)
    let root = DrawView(frame: Self.frame)
    root.addSubview(view)
    _ = try render(root)
    let length = view.text.utf16.count
    #expect(view.selectedRange == NSRange(location: length, length: 0), "\(name)")
    #expect(view.storage.selection == .caret(view.storage.endPosition), "\(name)")
    _ = view.becomeFirstResponder()
    _ = root.dispatch(.typing("!"))
    #expect(view.text.hasSuffix("😀!"), "\(name): \(view.text)")
  }
}

extension TextInputView {
  fileprivate func settingText(_ text: String) -> Self {
    self.text = text
    return self
  }
}
