import DrawKit
import Foundation
import Testing

@Suite("Drawing values: composition, modifiers and the library")
struct DrawingTests {
  private func view(_ drawings: [Drawing<DrawView>], size: CGFloat = 40) -> DrawView {
    let view = DrawView(frame: CGRect(x: 0, y: 0, width: size, height: size), drawings: drawings)
    view.backgroundColor = .white
    return view
  }

  @Test func firstDrawingIsAtTheBack() throws {
    let image = try render(view([.fill(.red), Drawing.fill(.blue).inset(10)]))
    #expect(image.pixel(x: 2, y: 2) == Pixel(.red))
    #expect(image.pixel(x: 20, y: 20) == Pixel(.blue))
  }

  @Test func builderKeepsOrderWithConditionsAndLoops() {
    let showBorder = false
    let drawings: [Drawing<DrawView>] = Drawing.groupContents {
      Drawing<DrawView>.fill(.white)
      if showBorder {
        Drawing<DrawView>.border(.red, width: 1)
      } else {
        Drawing<DrawView>.stroke(.black)
      }
      for index in 0..<2 {
        Drawing<DrawView>.empty.named("item\(index)")
      }
    }
    #expect(drawings.map(\.name) == ["fill", "stroke", "item0", "item1"])
  }

  @Test func insetOffsetAndClipModifiersMoveTheRect() throws {
    let image = try render(
      view([
        Drawing.fill(.red).inset(EdgeInsets(top: 0, left: 0, bottom: 30, right: 30)).offset(
          x: 5, y: 5),
        Drawing<DrawView>("overflow") { _, context in
          context.setFillColor(.blue)
          context.fill(CGRect(x: -100, y: 30, width: 300, height: 100))
        }.clipped().inset(EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)),
      ]))
    #expect(image.pixel(x: 10, y: 10) == Pixel(.red))
    #expect(image.pixel(x: 2, y: 2) == .white)
    #expect(image.pixel(x: 20, y: 35) == Pixel(.blue))
    #expect(image.pixel(x: 35, y: 35) == .white, "clipped to the inset rect")
  }

  @Test func opacityFadesTheWholeDrawing() throws {
    let image = try render(view([Drawing.fill(.black).opacity(0.25)]))
    #expect(image.pixel(x: 20, y: 20).isClose(to: Pixel(red: 191, green: 191, blue: 191)))
  }

  @Test func whenDrawsOnlyIfThePredicateHolds() throws {
    let drawing = Drawing<DrawView>.fill(.red).when { $0.isUserInteractionEnabled }
    let target = view([drawing])
    #expect(try render(target).pixel(x: 5, y: 5) == Pixel(.red))
    target.isUserInteractionEnabled = false
    #expect(try render(target).pixel(x: 5, y: 5) == .white)
  }

  @Test func pullbackReadsDerivedState() throws {
    let byColor = Drawing<Color>("swatch") { color, context in
      context.setFillColor(color)
      context.fill(context.rect)
    }
    let byView: Drawing<DrawView> = byColor.pullback { view in
      view.isHidden ? .black : .green
    }
    #expect(byView.name == "swatch")
    #expect(try render(view([byView])).pixel(x: 20, y: 20) == Pixel(.green))
  }

  @Test func borderLiesInsideTheFrameWithRoundCorners() throws {
    let image = try render(view([.border(.blue, width: 5, cornerRadius: 10)]))
    #expect(image.pixel(x: 20, y: 0) == Pixel(.blue))
    #expect(image.pixel(x: 20, y: 4) == Pixel(.blue))
    #expect(image.pixel(x: 20, y: 5) == .white)
    #expect(image.pixel(x: 0, y: 20) == Pixel(.blue))
    #expect(image.pixel(x: 0, y: 0) == .white, "outside the corner radius")
  }

  @Test func underlineIsABandAtTheBottom() throws {
    let image = try render(view([.underline(.black, width: 1)]))
    #expect(image.rowsDiffering(from: .white) == [39])
  }

  @Test func lineFactoryStrokesBetweenPoints() throws {
    let image = try render(
      view([.line(.black, from: CGPoint(x: 0, y: 10.5), to: CGPoint(x: 40, y: 10.5))]))
    #expect(image.rowsDiffering(from: .white) == [10])
  }

  @Test func recordedCallsFollowTheDocumentedOrder() throws {
    let root = DrawView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = .white
    root.drawings = [Drawing.fill(.red).named("first"), Drawing.stroke(.blue).named("second")]
    root.draw = { _, context in context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
    let child = DrawView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    child.drawings = [Drawing.fill(.green).named("child")]
    root.addSubview(child)
    let calls = try recordedCalls(root)
    #expect(
      calls == [
        "background", "fillPath", "drawing(first)", "fillPath", "drawing(second)",
        "strokePath", "draw", "fillPath", "drawing(child)", "fillPath",
      ])
  }
}

extension Drawing {
  /// The list a ``DrawingBuilder`` block produces.
  static func groupContents(@DrawingBuilder<Node> _ content: () -> [Drawing]) -> [Drawing] {
    content()
  }
}

@Suite("Cached drawings")
struct CachedDrawingTests {
  @Test func recordsOnceAndReplaysUntilTheKeyChanges() throws {
    let counter = Tally(0)
    let expensive = Drawing<DrawView>("expensive") { view, context in
      counter.increment()
      context.setFillColor(view.isUserInteractionEnabled ? .red : .blue)
      context.fillEllipse(in: context.rect.insetBy(dx: 4, dy: 4))
    }
    let view = DrawView(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40),
      drawings: [expensive.cached { $0.isUserInteractionEnabled }])
    view.backgroundColor = .white
    let first = try render(view)
    _ = try render(view)
    let third = try render(view, scale: 2)
    #expect(counter.value == 1, "recorded once, replayed twice (also at 2×)")
    #expect(first.pixel(x: 20, y: 20) == Pixel(.red))
    #expect(third.pixel(x: 40, y: 40) == Pixel(.red))
    view.isUserInteractionEnabled = false
    let changed = try render(view)
    #expect(counter.value == 2, "a new key records again")
    #expect(changed.pixel(x: 20, y: 20) == Pixel(.blue))
    let uncached = DrawView(frame: view.frame, drawings: [expensive])
    uncached.backgroundColor = .white
    uncached.isUserInteractionEnabled = false
    let reference = try render(uncached)
    #expect(
      (0..<40).allSatisfy { y in
        (0..<40).allSatisfy { changed.pixel(x: $0, y: y) == reference.pixel(x: $0, y: y) }
      }, "a replay draws the same pixels as the drawing itself")
  }
}
