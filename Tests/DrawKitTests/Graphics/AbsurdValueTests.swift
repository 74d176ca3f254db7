import DrawKit
import Foundation
import Testing

/// Every numeric property a user's code sets on a view or widget, given every kind of absurd
/// value: the tree still lays out and renders, and what is stored is finite.
@Suite("Adversarial: absurd values on every numeric property")
struct AbsurdValueTests {
  static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -0.0, -1]

  /// A setter of one property on a small page, named for the failure message.
  struct Setter: CustomStringConvertible, Sendable {
    let description: String
    let apply: @Sendable (Page, CGFloat) -> Void
  }

  /// A page holding one of each kind of view.
  final class Page {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    let box = DrawView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
    let field = TextField(frame: CGRect(x: 40, y: 5, width: 150, height: 30), text: "field")
    let text = TextView(frame: CGRect(x: 5, y: 40, width: 190, height: 60), text: "a\nb\nc")
    let placeholder = PlaceholderTextView(frame: CGRect(x: 5, y: 105, width: 90, height: 50))
    let column = Column(frame: CGRect(x: 100, y: 105, width: 95, height: 50)) {
      DrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    init() {
      root.backgroundColor = .background
      box.drawings = [.fill(.accent, cornerRadius: 4), .border(.label, width: 2)]
      placeholder.placeholder = "placeholder"
      for view in [box, field, text, placeholder, column] {
        root.addSubview(view)
      }
    }
  }

  static let setters: [Setter] = [
    Setter(description: "frame.x") { $0.box.frame.origin.x = $1 },
    Setter(description: "frame.width") { $0.box.frame.size.width = $1 },
    Setter(description: "frame.height") { $0.field.frame.size.height = $1 },
    Setter(description: "bounds.origin") { $0.box.bounds.origin = CGPoint(x: $1, y: $1) },
    Setter(description: "alpha") { $0.box.alpha = $1 },
    Setter(description: "cornerRadius") { page, value in
      page.box.clipsToBounds = true
      page.box.cornerRadius = value
    },
    Setter(description: "layoutFlex") { $0.column.subviews[0].layoutFlex = $1 },
    Setter(description: "spacing") { $0.column.spacing = $1 },
    Setter(description: "padding") { $0.column.padding = EdgeInsets(all: $1) },
    Setter(description: "contentOffset") { $0.text.contentOffset = CGPoint(x: $1, y: $1) },
    Setter(description: "textInsets") { $0.field.textInsets = EdgeInsets(all: $1) },
    Setter(description: "borderWidth") { $0.placeholder.borderWidth = $1 },
    Setter(description: "font size") { $0.text.font = Font(family: "DejaVu Sans", size: $1) },
    Setter(description: "colour alpha") {
      $0.box.backgroundColor = Color.red.withAlphaComponent($1)
    },
    Setter(description: "theme font size") { page, value in
      page.root.theme = Theme.plain.with { $0.font = Font.system(size: value) }
    },
  ]

  static let cases: [(Setter, CGFloat)] = setters.flatMap { setter in values.map { (setter, $0) } }

  @Test(arguments: cases)
  func absurdValueKeepsTheTreeDrawable(setter: Setter, value: CGFloat) throws {
    let page = Page()
    setter.apply(page, value)
    page.root.layoutIfNeeded()
    let image = try Renderer().image(of: page.root)
    #expect(image.pixelWidth == 200 && image.pixelHeight == 160)
    page.root.walkFrames { view in
      let frame = view.frame
      let isFinite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
      #expect(isFinite, "\(setter) = \(value): \(type(of: view)) has frame \(frame)")
      #expect((0...1).contains(view.alpha))
    }
    page.root.dispatch(PointerEvent(.down, at: CGPoint(x: 60, y: 15)))
    page.root.dispatch(KeyEvent.typing("x"))
    page.root.dispatch(PointerEvent(.up, at: CGPoint(x: 60, y: 15)))
    _ = try Renderer().redrawDirtyRegion(of: page.root, in: image)
  }
}

extension DrawView {
  /// Calls `body` with this view and every view below it.
  fileprivate func walkFrames(_ body: (DrawView) -> Void) {
    var pending: [DrawView] = [self]
    while let view = pending.popLast() {
      body(view)
      pending += view.subviews
    }
  }
}
