import DrawKit
import Foundation
import Testing

/// Cairo keeps the current path and point across `cairo_save` and `cairo_restore`, so what
/// one drawing leaves (the point where text ended, an unstroked path) must not reach the
/// next: its first `addArc` would join it with a straight line.
@Suite("Adversarial paths: a drawing starts with an empty path")
struct LeftoverPathTests {
  /// Ink in the white band between the two views, where nothing is drawn.
  private func inkBetween(_ image: Image) -> Int {
    image.inkCount(in: CGRect(x: 0, y: 40, width: image.pixelWidth, height: 20))
  }

  /// A view that draws a circle with `addArc` and nothing before it, below `first`.
  private func scene(first: DrawView) -> DrawView {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    first.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    let circle = DrawView(frame: CGRect(x: 0, y: 60, width: 200, height: 40)) { _, context in
      context.setStrokeColor(.black)
      context.setLineWidth(2)
      context.addArc(
        center: CGPoint(x: 170, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi,
        clockwise: true)
      context.strokePath()
    }
    root.addSubview(first)
    root.addSubview(circle)
    return root
  }

  @Test func textInOneViewLeavesNoStrokeToTheNextViewsArc() throws {
    let text = DrawView { _, context in
      context.draw("Hi", at: CGPoint(x: 4, y: 4), font: .system(size: 14), color: .black)
    }
    #expect(inkBetween(try render(scene(first: text))) == 0)
    let label = DrawView()
    label.drawings = [
      Drawing("label") { _, context in
        context.draw("Hi", at: CGPoint(x: 4, y: 4), font: .system(size: 14), color: .black)
      }
    ]
    #expect(inkBetween(try render(scene(first: label))) == 0)
    let field = TextField(text: "Hi")
    #expect(inkBetween(try render(scene(first: field))) == 0)
  }

  @Test func anUnstrokedPathOrAPointLeftBehindDoesNotReachTheNextView() throws {
    let point = DrawView { _, context in
      context.move(to: CGPoint(x: 5, y: 5))
    }
    #expect(inkBetween(try render(scene(first: point))) == 0)
    let open = DrawView { _, context in
      context.move(to: CGPoint(x: 5, y: 5))
      context.addLine(to: CGPoint(x: 100, y: 35))
    }
    #expect(inkBetween(try render(scene(first: open))) == 0, "nor is it stroked by the next")
  }

  @Test func textImagesAndClearingLeaveTheCallersPathAsItWas() throws {
    let image = try Renderer().image(of: canvas(width: 4, height: 4) { _, _ in })
    for step in ["text", "image", "clear"] {
      let view = canvas(width: 120, height: 60) { _, context in
        context.setStrokeColor(.black)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 10, y: 50))
        context.addLine(to: CGPoint(x: 60, y: 50))
        switch step {
        case "text":
          context.draw("x", at: CGPoint(x: 90, y: 5), font: .system(size: 10), color: .black)
        case "image": context.draw(image, in: CGRect(x: 90, y: 5, width: 4, height: 4))
        default: context.clear(CGRect(x: 100, y: 0, width: 10, height: 10))
        }
        // Joined to the line's end (60, 50) by a straight segment, as the path goes on.
        context.addArc(
          center: CGPoint(x: 30, y: 20), radius: 10, startAngle: 0, endAngle: .pi,
          clockwise: true)
        context.strokePath()
      }
      let pixels = try render(view)
      #expect(
        pixels.inkCount(in: CGRect(x: 20, y: 48, width: 30, height: 4)) > 40,
        "\(step): the line drawn before it is still stroked")
      #expect(
        pixels.inkCount(in: CGRect(x: 48, y: 33, width: 4, height: 4)) > 0,
        "\(step): the arc joins the line's end")
      #expect(
        pixels.inkCount(in: CGRect(x: 62, y: 10, width: 24, height: 8)) == 0,
        "\(step): no segment from where the text or image ended")
    }
  }
}
