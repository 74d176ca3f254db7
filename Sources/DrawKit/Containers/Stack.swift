import Foundation

/// A container that lays its visible subviews out in a line, one after another: the shared
/// base of ``Row`` (left to right) and ``Column`` (top to bottom).
///
/// Along the axis each subview gets its natural size (``DrawView/sizeThatFits(_:)``), held
/// within its ``DrawView/sizeConstraints``, and ``spacing`` between neighbours; the room left
/// over goes to the subviews with a ``DrawView/layoutFlex`` above zero (a ``Spacer`` among
/// them), in proportion, as Flutter's `Expanded` does, each within its limits. Across the
/// axis, ``alignment`` (or a subview's own ``DrawView/verticalLayoutAlignment`` in a row,
/// ``DrawView/horizontalLayoutAlignment`` in a column) places or stretches them, a stretch
/// stopping at the subview's maximum. ``padding`` keeps them off the edges.
/// Hidden subviews take no room; a natural size with a NaN, infinite or negative side counts
/// as zero there. The stack lays out again when it is resized, when a subview is added,
/// removed, hidden or shown, and when a property here changes; call
/// ``DrawView/setNeedsLayout()`` after a subview's natural size changed.
open class Stack: DrawView, MeasuredContainer {
  /// Where subviews sit across the stack's axis.
  public struct Alignment: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
      case start, center, end, fill
    }
    private let kind: Kind

    private init(_ kind: Kind) {
      self.kind = kind
    }

    /// At the start: the top of a row, the left of a column.
    public static let start = Alignment(.start)
    /// Centred.
    public static let center = Alignment(.center)
    /// At the end: the bottom of a row, the right of a column.
    public static let end = Alignment(.end)
    /// Stretched to the stack's full breadth, less the padding.
    public static let fill = Alignment(.fill)

    /// How far into the free room across the axis a subview sits (0 at the start, 1 at the
    /// end); `nil` when it is stretched instead.
    var factor: CGFloat? {
      switch kind {
      case .start: 0
      case .center: 0.5
      case .end: 1
      case .fill: nil
      }
    }
  }

  /// The space between neighbouring subviews; NaN and negative values count as 0.
  public var spacing: CGFloat {
    didSet {
      spacing = spacing.isFinite ? max(spacing, 0) : 0
      setNeedsLayout()
    }
  }

  /// Where subviews sit across the axis.
  public var alignment: Alignment {
    didSet { setNeedsLayout() }
  }

  /// The space between the stack's edges and its subviews.
  public var padding: EdgeInsets {
    didSet { setNeedsLayout() }
  }

  /// Whether the stack lays its subviews out left to right (a ``Row``).
  let isHorizontal: Bool

  init(
    isHorizontal: Bool, frame: CGRect, spacing: CGFloat, alignment: Alignment,
    padding: EdgeInsets, subviews: [DrawView]
  ) {
    self.isHorizontal = isHorizontal
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    self.alignment = alignment
    self.padding = padding
    super.init(frame: frame)
    for subview in subviews {
      addSubview(subview)
    }
  }

  /// How many times this stack's natural size was worked out: counted for tests of the cost
  /// of layout (each layout pass measures a stack once per size offered to it).
  package private(set) final var naturalSizeMeasurements = 0

  /// Places the visible subviews.
  override open func layoutSubviews() {
    let inner = bounds.inset(by: padding)
    let items = subviews.filter { !$0.isHidden }
    guard !items.isEmpty else { return }
    let breadth = cross(inner.size)
    let natural = MeasurementSession.runLayout { session in
      items.map {
        session.measurement(of: $0, offer: offer(along: .infinity, across: breadth)).size
      }
    }
    let gaps = spacing * CGFloat(items.count - 1)
    let lengths = mainLengths(of: items, natural: natural.map(main), room: main(inner.size) - gaps)
    var position = main(inner.origin)
    for (index, item) in items.enumerated() {
      let length = lengths[index]
      let alignment =
        (isHorizontal ? item.verticalLayoutAlignment : item.horizontalLayoutAlignment)
        ?? alignment
      let across: CGFloat
      let offset: CGFloat
      if let factor = alignment.factor {
        across = clampCross(item, min(cross(natural[index]), breadth))
        offset = (breadth - across) * factor
      } else {
        across = clampCross(item, breadth)
        offset = 0
      }
      let start = cross(inner.origin) + offset
      item.frame =
        isHorizontal
        ? CGRect(x: position, y: start, width: length, height: across)
        : CGRect(x: start, y: position, width: across, height: length)
      // Huge spacing or sizes keep later subviews after earlier ones instead of overflowing
      // to infinity, which a frame stores as 0.
      position = min(position + length + spacing, .greatestFiniteMagnitude)
    }
  }

  /// The lengths along the axis, flexible subviews' shares held within their limits.
  ///
  /// A subview without flex keeps its natural length (already held within its limits); the
  /// flexible ones share the room the others leave, in proportion to their flex. A share cut
  /// to a maximum or raised to a minimum is fixed there and the rest shared again among the
  /// others, as CSS flexbox resolves flexible lengths: each round fixes at least one
  /// subview, and usually one round settles all.
  private func mainLengths(
    of items: [DrawView], natural: [CGFloat], room: CGFloat
  ) -> [CGFloat] {
    var lengths = natural
    var open = items.indices.filter { items[$0].layoutFlex > 0 }
    guard !open.isEmpty else { return lengths }
    let fixed = items.indices.reduce(0) { items[$1].layoutFlex > 0 ? $0 : $0 + natural[$1] }
    var room = max(room - fixed, 0)
    while !open.isEmpty {
      // Flexes are shared out relative to the largest: huge ones (1e308) neither sum nor
      // multiply with the room to infinity, and tiny ones (1e-320, below the normal range)
      // keep their full precision rather than the few digits a subnormal product has.
      let flexUnit = max(open.map { items[$0].layoutFlex }.max() ?? 0, .leastNonzeroMagnitude)
      let flexTotal = open.reduce(0) { $0 + items[$1].layoutFlex / flexUnit }
      var violation: CGFloat = 0
      var held: [(index: Int, share: CGFloat, length: CGFloat)] = []
      for index in open {
        let share = room * (items[index].layoutFlex / flexUnit) / flexTotal
        let length = clampMain(items[index], share)
        violation += length - share
        held.append((index, share, length))
      }
      let frozen = held.filter {
        violation == 0 || (violation > 0 ? $0.length > $0.share : $0.length < $0.share)
      }
      for item in frozen {
        lengths[item.index] = item.length
        room = max(room - item.length, 0)
      }
      let done = Set(frozen.map(\.index))
      open.removeAll { done.contains($0) }
    }
    return lengths
  }

  /// `length` held within `item`'s limits along the axis (and a ``Spacer``'s minimum length).
  private func clampMain(_ item: DrawView, _ length: CGFloat) -> CGFloat {
    let constraints = item.sizeConstraints
    let held = isHorizontal ? constraints.clampWidth(length) : constraints.clampHeight(length)
    guard let spacer = item as? Spacer else { return held }
    return max(held, spacer.minLength)
  }

  /// `length` held within `item`'s limits across the axis.
  private func clampCross(_ item: DrawView, _ length: CGFloat) -> CGFloat {
    let constraints = item.sizeConstraints
    return isHorizontal ? constraints.clampHeight(length) : constraints.clampWidth(length)
  }

  /// The subviews' natural sizes laid end to end with the spacing, plus the padding; across
  /// the axis, the largest subview's.
  ///
  /// Nested stacks are measured on an explicit stack rather than by calling each other, so a
  /// stack nested any number of levels deep measures without exhausting the call stack, and
  /// each layout pass measures each stack once (see `MeasurementSession`). A subview's NaN,
  /// infinite or negative size counts as zero.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    MeasurementSession.run { $0.size(of: self, offer: size) }
  }

  /// The natural size for `size`, with the subviews measured through `session`; whether it
  /// is the same for every offer (it is when every subview's is).
  final func naturalSize(
    for size: CGSize, in session: MeasurementSession
  ) -> MeasurementSession.Measurement {
    naturalSizeMeasurements += 1
    let items = subviews.filter { !$0.isHidden }
    let offer = subviewOffer(for: size)
    var isOfferIndependent = true
    let sizes = items.map { item in
      let measured = session.measurement(of: item, offer: offer)
      isOfferIndependent = isOfferIndependent && measured.isOfferIndependent
      return measured.size
    }
    let length = sizes.reduce(0) { $0 + main($1) } + spacing * CGFloat(max(items.count - 1, 0))
    let across = sizes.map(cross).max() ?? 0
    // Sums past the largest number stay the largest number rather than infinity, which a
    // frame would store as zero.
    func clamped(_ value: CGFloat) -> CGFloat {
      value.isNaN ? 0 : min(max(value, 0), .greatestFiniteMagnitude)
    }
    let natural =
      isHorizontal
      ? CGSize(
        width: clamped(length + padding.horizontal), height: clamped(across + padding.vertical))
      : CGSize(
        width: clamped(across + padding.horizontal), height: clamped(length + padding.vertical))
    return MeasurementSession.Measurement(size: natural, isOfferIndependent: isOfferIndependent)
  }

  /// What a natural-size measurement for `size` offers each visible subview: unlimited room
  /// along the axis, and `size` across it less the padding.
  final func subviewOffers(for size: CGSize) -> [(DrawView, CGSize)] {
    let offer = subviewOffer(for: size)
    return subviews.compactMap { $0.isHidden ? nil : ($0, offer) }
  }

  private func subviewOffer(for size: CGSize) -> CGSize {
    let breadth = max(cross(size) - (isHorizontal ? padding.vertical : padding.horizontal), 0)
    return offer(along: .infinity, across: breadth)
  }

  private func main(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
  private func main(_ point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }
  private func cross(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
  private func cross(_ point: CGPoint) -> CGFloat { isHorizontal ? point.y : point.x }

  private func offer(along: CGFloat, across: CGFloat) -> CGSize {
    isHorizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}
