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

  /// An empty list, to fill by slot.
  public init() {}

  /// Creates a list from a literal of slots and their drawings, back to front.
  public init(dictionaryLiteral elements: (DrawingSlot, Drawing<Node>)...) {
    for (slot, drawing) in elements {
      if let index = layers.firstIndex(where: { $0.slot == slot }) {
        layers[index].drawing = drawing
      } else {
        layers.append(Layer(slot: slot, drawing: drawing))
      }
    }
  }

  /// The drawings in order, back to front.
  public var drawings: [Drawing<Node>] { layers.map(\.drawing) }

  /// The slots in order, back to front.
  public var slots: [DrawingSlot] { layers.map(\.slot) }

  /// The drawing in `slot`; assigning replaces it in place, adds the slot where its
  /// placement says, or removes the slot when `nil`.
  public subscript(slot: DrawingSlot) -> Drawing<Node>? {
    get { layers.first { $0.slot == slot }?.drawing }
    set {
      let index = layers.firstIndex { $0.slot == slot }
      switch (index, newValue) {
      case (let index?, let drawing?): layers[index].drawing = drawing
      case (let index?, nil): layers.remove(at: index)
      case (nil, let drawing?):
        let position = layers.firstIndex { slot.goesBelow($0.slot) } ?? layers.endIndex
        layers.insert(Layer(slot: slot, drawing: drawing), at: position)
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
    let index = layers.firstIndex { $0.slot == other } ?? layers.endIndex
    layers.insert(Layer(slot: slot, drawing: drawing), at: index)
  }
}

extension DrawingLayers where Node: DrawView {
  /// The drawings as drawings for any view, ready to return from
  /// ``DrawView/themeDrawings(from:)``: each draws for views of type `Node`.
  public var forAnyView: [Drawing<DrawView>] { layers.map(\.drawing.forAnyView) }
}
