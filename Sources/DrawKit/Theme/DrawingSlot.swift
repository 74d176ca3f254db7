/// The name of one layer in a ``DrawingLayers`` list, so a theme can replace that layer
/// alone: `theme.textField[.underline] = ...`.
///
/// A slot also says where a new layer of its name goes (its ``Placement``): assigning
/// `style[.background] = .fill(.white)` to a style that had no background puts it at the back,
/// under the text, not on top of it.
public struct DrawingSlot: Hashable, Sendable, CustomStringConvertible {
  /// Where a layer goes when it is added to a list that does not have its slot yet.
  public struct Placement: Hashable, Sendable {
    /// The placements from back to front; their order is the order of the layers.
    fileprivate enum Kind: Int, Hashable, Sendable {
      case back, content, front
    }
    fileprivate let kind: Kind

    private init(_ kind: Kind) {
      self.kind = kind
    }

    /// At the back, after the other back layers (backgrounds, rules, tracks).
    public static let back = Placement(.back)
    /// Between the back and front layers: the content.
    public static let content = Placement(.content)
    /// On top of everything (borders, focus indicators).
    public static let front = Placement(.front)
  }

  /// The slot's name.
  public let name: String
  /// Where a new layer of this slot goes.
  public let placement: Placement

  /// A slot with a name of your own; `placement` says where a new layer of it goes.
  public init(_ name: String, placement: Placement = .content) {
    self.name = name
    self.placement = placement
  }

  /// Fills behind everything.
  public static let background = DrawingSlot("background", placement: .back)
  /// Ruled lines behind the text (Notes style).
  public static let rules = DrawingSlot("rules", placement: .back)
  /// The selection highlight.
  public static let selection = DrawingSlot("selection")
  /// The placeholder text.
  public static let placeholder = DrawingSlot("placeholder")
  /// The text.
  public static let text = DrawingSlot("text")
  /// The underline under an input method's composition (marked text).
  public static let markedText = DrawingSlot("markedText")
  /// The caret.
  public static let caret = DrawingSlot("caret")
  /// A line under a text field.
  public static let underline = DrawingSlot("underline", placement: .front)
  /// A border on top of the content.
  public static let border = DrawingSlot("border", placement: .front)
  /// A focus indicator on top of everything.
  public static let focusRing = DrawingSlot("focusRing", placement: .front)

  /// Two slots are the same slot when their names are equal.
  public static func == (lhs: DrawingSlot, rhs: DrawingSlot) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The slot's name.
  public var description: String { name }

  /// Where the slot's placement is from the back (0) to the front (2): a new layer goes
  /// below the first layer of a higher rank.
  var placementRank: Int { placement.kind.rawValue }
}
