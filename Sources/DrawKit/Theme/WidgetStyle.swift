/// How one kind of widget looks: its tokens (fonts, colours, metrics of its own) and its
/// named drawings, back to front.
///
/// ``layers`` holds the drawings (see ``DrawingLayers``); `style[.underline]` reaches them
/// directly, and token properties are reachable as properties of the style: `style.font`,
/// `style.textInsets`.
@dynamicMemberLookup
public struct WidgetStyle<Widget, Tokens: Sendable>: Sendable {
  /// The values the widget reads besides its drawings.
  public var tokens: Tokens
  /// The drawings, back to front.
  public var layers: DrawingLayers<Widget>

  /// Creates a style from tokens and layers, back to front.
  public init(tokens: Tokens, layers: DrawingLayers<Widget>) {
    self.tokens = tokens
    self.layers = layers
  }

  /// The drawing in `slot`; see ``DrawingLayers/subscript(_:)``.
  public subscript(slot: DrawingSlot) -> Drawing<Widget>? {
    get { layers[slot] }
    set { layers[slot] = newValue }
  }

  /// Inserts `drawing` as `slot` just below `other`; see
  /// ``DrawingLayers/insert(_:as:before:)``.
  public mutating func insert(
    _ drawing: Drawing<Widget>, as slot: DrawingSlot, before other: DrawingSlot
  ) {
    layers.insert(drawing, as: slot, before: other)
  }

  /// A token, such as `style.font`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Tokens, Value>) -> Value {
    get { tokens[keyPath: keyPath] }
    set { tokens[keyPath: keyPath] = newValue }
  }
}

/// The style of a text widget: ``TextStyleTokens`` and drawings for `Widget`.
public typealias TextWidgetStyle<Widget> = WidgetStyle<Widget, TextStyleTokens>
