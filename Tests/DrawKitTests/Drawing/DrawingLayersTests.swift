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

  @Test func twentyThousandSlotsAddedOneByOneMoveOnlyTheLayersInFrontOfThem() {
    var layers: DrawingLayers<DrawView> = [
      .background: drawing("back"), .text: drawing("text"), .border: drawing("border"),
    ]
    let added = (0..<20_000).map { DrawingSlot("layer \($0)") }
    for slot in added {
      layers[slot] = drawing(slot.name)
    }
    #expect(layers.slots.count == 20_003)
    #expect(Array(layers.slots.prefix(3)) == [.background, .text, added[0]])
    #expect(layers.slots.last == .border && layers.slots.dropLast().last == added.last)
    #expect(layers.layersMoved == 20_000, "only the border moved, once per slot")
    layers[added[10_000]] = drawing("again")
    #expect(layers[added[10_000]]?.name == "again" && layers.layersMoved == 20_000)
    layers[.underline] = drawing("underline")
    layers[.rules] = drawing("rules")
    #expect(layers.slots[1] == .rules && layers.slots.last == .underline)
    for slot in added.reversed() {
      layers[slot] = nil
    }
    #expect(layers.slots == [.background, .rules, .text, .border, .underline])
    #expect(layers.layersMoved <= 20_000 + 20_003 + 3 * 20_000)
  }

  @Test func aLayerInsertedOrRemovedKeepsEveryOtherSlotFindable() {
    var layers: DrawingLayers<DrawView> = [.text: drawing("text"), .border: drawing("border")]
    layers.insert(drawing("ring"), as: .focusRing, before: .text)
    layers[.background] = drawing("background")
    #expect(layers.slots == [.background, .focusRing, .text, .border])
    layers[.focusRing] = nil
    layers[.caret] = drawing("caret")
    #expect(layers.slots == [.background, .text, .caret, .border])
    layers[.background] = nil
    layers[.rules] = drawing("rules")
    #expect(layers.slots == [.rules, .text, .caret, .border])
    #expect(layers[.caret]?.name == "caret" && layers[.border]?.name == "border")
  }
}
