import DrawKit
import Testing

/// A style's layers: a literal of slots and drawings, back to front, changed by slot.
@Suite struct DrawingLayersTests {
  private func drawing(_ name: String) -> Drawing<DrawView> {
    Drawing<DrawView>.empty.named(name)
  }

  @Test func aLiteralKeepsItsOrderAndASlotWrittenTwiceKeepsItsFirstPlace() {
    let layers: DrawingLayers<DrawView> = [
      .background: drawing("back"), .text: drawing("text"), .background: drawing("again"),
      .caret: drawing("caret"),
    ]
    #expect(layers.slots == [.background, .text, .caret])
    #expect(layers.drawings.map(\.name) == ["again", "text", "caret"])
  }

  @Test func slotsAddedLaterGoWhereTheirPlacementSays() {
    var layers = DrawingLayers<DrawView>()
    #expect(layers.slots.isEmpty)
    layers[.text] = drawing("text")
    layers[.border] = drawing("border")
    layers[.background] = drawing("background")
    #expect(layers.slots.first == .background)
    #expect(layers.slots.last == .border)
    layers[.text] = nil
    #expect(layers.slots == [.background, .border])
    layers.insert(drawing("caret"), as: .caret, before: .background)
    #expect(layers.slots == [.caret, .background, .border])
  }
}
