import DrawKit
import Foundation
import Testing

/// The README's examples, kept compiling and checked: if one changes, change the README.
@Suite("README examples")
struct ReadmeExampleTests {
  @Test func drawViewExampleRendersItsBarAndBorder() throws {
    try pinTestFonts()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bar-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: url) }
    let bar = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 50)) { view, context in
      context.setStrokeColor(.gray)
      context.setLineWidth(1)
      context.move(to: CGPoint(x: 0, y: view.bounds.height - 0.5))
      context.addLine(to: CGPoint(x: view.bounds.width, y: view.bounds.height - 0.5))
      context.strokePath()
    }
    bar.drawings = [.fill(.white), .border(color: .blue, width: 2, cornerRadius: 8)]
    try Renderer(scale: 2).writePNG(of: bar, to: url)
    let image = try Image(contentsOf: url)
    #expect(image.pixelWidth == 640)
    #expect(image.pixel(x: 320, y: 1) == Pixel(.blue))
    #expect(
      image.pixel(x: 320, y: 98) == Pixel(red: 128, green: 128, blue: 128),
      "draw runs after drawings")
  }

  @Test func widgetExampleFocusesTheFieldAndEdits() throws {
    try pinTestFonts()
    let form = DrawView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    form.theme = .notes
    let name = TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 44), text: "Ada")
    let notes = PlaceholderTextView(frame: CGRect(x: 10, y: 64, width: 300, height: 126))
    notes.placeholder = "Notes"
    notes.borderColor = .blue
    notes.borderWidth = 2
    form.addSubview(name)
    form.addSubview(notes)
    form.dispatch(KeyEvent(.tab))
    form.dispatch(.typing(" Lovelace"))
    #expect(name.text == "Ada Lovelace")
    form.dispatch(KeyEvent(.tab))
    #expect(notes.isFocused)
    #expect(try render(form).pixel(x: 11, y: 120) == Pixel(.blue))
  }
}
