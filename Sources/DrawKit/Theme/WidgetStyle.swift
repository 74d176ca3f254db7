/// How one kind of widget looks: its tokens and its named drawings, back to front.
///
/// The first layer is drawn first, at the back. Replace a layer by its slot
/// (`style[.underline] = .underline(...)`), remove it by assigning `nil`, and add new ones
/// with ``insert(_:as:before:)`` or by assigning a new slot (which goes on top). Token
/// properties are reachable directly: `style.font`, `style.textColor`.
@dynamicMemberLookup
public struct WidgetStyle<Widget> {
  /// Fonts, colours and metrics.
  public var tokens: TextStyleTokens
  private var layers: [(slot: DrawingSlot, drawing: Drawing<Widget>)]

  /// Creates a style from tokens and layers, back to front.
  public init(tokens: TextStyleTokens, layers: [(DrawingSlot, Drawing<Widget>)]) {
    self.tokens = tokens
    self.layers = layers.map { (slot: $0.0, drawing: $0.1) }
  }

  /// The drawings in order, back to front.
  public var drawings: [Drawing<Widget>] { layers.map(\.drawing) }

  /// The slots in order, back to front.
  public var slots: [DrawingSlot] { layers.map(\.slot) }

  /// The drawing in `slot`; assigning replaces it in place, appends a new slot on top, or
  /// removes the slot when `nil`.
  public subscript(slot: DrawingSlot) -> Drawing<Widget>? {
    get { layers.first { $0.slot == slot }?.drawing }
    set {
      let index = layers.firstIndex { $0.slot == slot }
      switch (index, newValue) {
      case (let index?, let drawing?): layers[index].drawing = drawing
      case (let index?, nil): layers.remove(at: index)
      case (nil, let drawing?): layers.append((slot, drawing))
      case (nil, nil): break
      }
    }
  }

  /// Inserts `drawing` as `slot` just below `other` (on top when `other` is absent).
  public mutating func insert(
    _ drawing: Drawing<Widget>, as slot: DrawingSlot, before other: DrawingSlot
  ) {
    self[slot] = nil
    let index = layers.firstIndex { $0.slot == other } ?? layers.endIndex
    layers.insert((slot, drawing), at: index)
  }

  /// A token, such as `style.font`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<TextStyleTokens, Value>) -> Value {
    get { tokens[keyPath: keyPath] }
    set { tokens[keyPath: keyPath] = newValue }
  }
}
