/// A named, ordered list of drawings: the look of one kind of widget, back to front.
///
/// Write one as a literal of slots and drawings, `[.background: .fill(.accent), .text: .text]`;
/// the first layer is drawn first, at the back, and a slot written twice keeps its first
/// place with the last drawing. Replace a layer by its slot
/// (`layers[.underline] = .underline(.red)`), remove it by assigning `nil`, and add new ones
/// by assigning a slot the list does not have yet (it goes where the slot's
/// ``DrawingSlot/placement`` says: a background at the back, a border at the front) or with
/// ``insert(_:as:before:)`` to choose the place yourself.
public struct DrawingLayers<Node>: ExpressibleByDictionaryLiteral, Sendable {
  private struct Layer {
    let slot: DrawingSlot
    var drawing: Drawing<Node>
  }
  private var layers: [Layer] = []
  /// Where each slot's layer is in `layers`.
  private var positions: [DrawingSlot: Int] = [:]
  /// The position of the first layer of each placement, back to front (`nil` when none has
  /// it): a new slot goes below the first layer of a placement above its own.
  private var firstOfPlacement: [Int?] = [nil, nil, nil]
  /// Layers whose position was worked out again because a layer was inserted or removed
  /// below them: counted for tests of the cost of long lists.
  package private(set) var layersMoved = 0

  /// An empty list, to fill by slot.
  public init() {}

  /// Creates a list from a literal of slots and their drawings, back to front.
  public init(dictionaryLiteral elements: (DrawingSlot, Drawing<Node>)...) {
    for (slot, drawing) in elements {
      if let index = positions[slot] {
        layers[index].drawing = drawing
      } else {
        insertLayer(Layer(slot: slot, drawing: drawing), at: layers.endIndex)
      }
    }
  }

  /// The drawings in order, back to front.
  public var drawings: [Drawing<Node>] { layers.map(\.drawing) }

  /// The slots in order, back to front.
  public var slots: [DrawingSlot] { layers.map(\.slot) }

  /// The drawing in `slot`; assigning replaces it in place, adds the slot where its
  /// placement says, or removes the slot when `nil`.
  ///
  /// Reading and replacing take constant time; adding or removing a layer takes time in
  /// proportion to the layers in front of it, so adding slots of one placement after
  /// another (the usual way to build a long list) is linear in the list's length.
  public subscript(slot: DrawingSlot) -> Drawing<Node>? {
    get { positions[slot].map { layers[$0].drawing } }
    set {
      switch (positions[slot], newValue) {
      case (let index?, let drawing?): layers[index].drawing = drawing
      case (let index?, nil): removeLayer(at: index)
      case (nil, let drawing?):
        let above = firstOfPlacement[(slot.placementRank + 1)...].compactMap { $0 }
        insertLayer(Layer(slot: slot, drawing: drawing), at: above.min() ?? layers.endIndex)
      case (nil, nil): break
      }
    }
  }

  /// Inserts `drawing` as `slot` just below `other` (on top when `other` is absent),
  /// replacing any layer already in `slot`.
  public mutating func insert(
    _ drawing: Drawing<Node>, as slot: DrawingSlot, before other: DrawingSlot
  ) {
    self[slot] = nil
    insertLayer(Layer(slot: slot, drawing: drawing), at: positions[other] ?? layers.endIndex)
  }

  /// Puts `layer` at `index`, moving the positions of the layers in front of it.
  private mutating func insertLayer(_ layer: Layer, at index: Int) {
    layers.insert(layer, at: index)
    for moved in layers.indices[(index + 1)...] {
      positions[layers[moved].slot] = moved
    }
    layersMoved += layers.count - index - 1
    positions[layer.slot] = index
    for rank in firstOfPlacement.indices {
      if let first = firstOfPlacement[rank], first >= index { firstOfPlacement[rank] = first + 1 }
    }
    let rank = layer.slot.placementRank
    firstOfPlacement[rank] = min(firstOfPlacement[rank] ?? index, index)
  }

  /// Takes out the layer at `index`, moving the positions of the layers in front of it.
  private mutating func removeLayer(at index: Int) {
    let removed = layers.remove(at: index)
    positions[removed.slot] = nil
    for moved in layers.indices[index...] {
      positions[layers[moved].slot] = moved
    }
    layersMoved += layers.count - index
    let rank = removed.slot.placementRank
    for other in firstOfPlacement.indices {
      if let first = firstOfPlacement[other], first > index { firstOfPlacement[other] = first - 1 }
    }
    if firstOfPlacement[rank] == index {
      firstOfPlacement[rank] = layers.indices[index...].first {
        layers[$0].slot.placementRank == rank
      }
    }
  }
}

extension DrawingLayers where Node: DrawView {
  /// The drawings as drawings for any view, ready to return from
  /// ``DrawView/themeDrawings(from:)``: each draws for views of type `Node`.
  public var forAnyView: [Drawing<DrawView>] { layers.map(\.drawing.forAnyView) }
}
