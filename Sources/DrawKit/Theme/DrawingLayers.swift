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
  private var list: [Layer] = []

  /// An empty list, to fill by slot.
  public init() {}

  /// Creates a list from a literal of slots and their drawings, back to front.
  public init(dictionaryLiteral elements: (DrawingSlot, Drawing<Node>)...) {
    for (slot, drawing) in elements {
      if let index = list.firstIndex(where: { $0.slot == slot }) {
        list[index].drawing = drawing
      } else {
        list.append(Layer(slot: slot, drawing: drawing))
      }
    }
  }

  /// The drawings in order, back to front.
  public var drawings: [Drawing<Node>] { list.map(\.drawing) }

  /// The slots in order, back to front.
  public var slots: [DrawingSlot] { list.map(\.slot) }

  /// The drawing in `slot`; assigning replaces it in place, adds the slot where its
  /// placement says, or removes the slot when `nil`.
  public subscript(slot: DrawingSlot) -> Drawing<Node>? {
    get { list.first { $0.slot == slot }?.drawing }
    set {
      let index = list.firstIndex { $0.slot == slot }
      switch (index, newValue) {
      case (let index?, let drawing?): list[index].drawing = drawing
      case (let index?, nil): list.remove(at: index)
      case (nil, let drawing?):
        let position = list.firstIndex { slot.goesBelow($0.slot) } ?? list.endIndex
        list.insert(Layer(slot: slot, drawing: drawing), at: position)
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
    let index = list.firstIndex { $0.slot == other } ?? list.endIndex
    list.insert(Layer(slot: slot, drawing: drawing), at: index)
  }
}

extension DrawingLayers where Node: DrawView {
  /// The drawings as drawings for any view, to put in a view's ``DrawView/drawings``: each
  /// draws for views of type `Node`, checking the type at each draw (a widget's theme
  /// drawings are made for it with ``DrawingLayersProviding/drawings(for:)`` instead).
  public var forAnyView: [Drawing<DrawView>] { list.map(\.drawing.forAnyView) }
}
