import Foundation

/// The natural sizes measured during one layout pass (or one outside call of
/// ``Stack/sizeThatFits(_:)`` or ``Grid/sizeThatFits(_:)``), and the explicit stack nested
/// containers are measured on: what keeps measuring a tree of any depth off the call stack
/// and linear in its size.
///
/// A container's natural size needs its subviews' natural sizes first. Instead of asking
/// each nested container in a call, the session keeps a stack of the measurements waiting
/// for others and works through it in a loop. A `Row`, `Column` or `Grid` subview (of exactly
/// those classes, whose size is the container's own measurement) is measured there without a
/// call. Any other
/// view is asked through its ``DrawView/sizeThatFits(_:)``: when that reaches a stack the
/// session has not measured yet (a subclass calling `super`, a user's view asking a stack
/// inside it), the stack is only noted and gets a zero size; the session measures it on its
/// own stack and asks the view again, so every view that reaches a stack is asked twice, and
/// still never deeper than one call.
///
/// A subview's ``DrawView/sizeConstraints`` apply here, for every container: the offer is
/// held within them before the subview is measured, and the size measured after.
///
/// Each measurement is kept for the pass, keyed by the view and the size offered. A stack
/// whose subviews are all plain ``DrawView``s or such stacks (none of whose sizes depend on
/// the offer) keeps one size for every offer, so a stack's own layout, which offers its
/// subviews its actual breadth, finds what its superview's measurement found. A layout pass
/// makes a new session, so sizes changed by a pass are measured again in the next.
final class MeasurementSession: @unchecked Sendable {
  // @unchecked: a session is made by `run(_:)` and reachable only through `current` on the
  // thread running it, for as long as `run` runs; view trees are used on one thread.

  /// The session of the layout pass or measurement the current thread runs, if any.
  @TaskLocal static var current: MeasurementSession?

  /// What one view measured in this session.
  private struct Entry {
    /// The view, held so that no other view can take its identifier during the session.
    let view: DrawView
    /// Whether its size is the same for every offer: then `sizes` holds one.
    var isOfferIndependent: Bool
    /// The sizes measured, with the sizes offered.
    var sizes: [(offer: CGSize, size: CGSize)]
  }

  /// One view's measurement: its size, and whether it is the same for every offer.
  struct Measurement {
    let size: CGSize
    let isOfferIndependent: Bool
  }

  /// A container to measure with an offer.
  private struct Request: Hashable {
    let stack: any MeasuredContainer
    let offer: CGSize

    static func == (lhs: Request, rhs: Request) -> Bool {
      lhs.stack === rhs.stack && lhs.offer == rhs.offer
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(stack))
      hasher.combine(offer.width)
      hasher.combine(offer.height)
    }
  }

  /// The containers' own measurements (``MeasuredContainer/naturalSize(for:in:)``).
  private var naturalSizes: [ObjectIdentifier: Entry] = [:]
  /// What other views' `sizeThatFits` answered: for a stack subclass, its answer may differ
  /// from its own measurement, which its `super` call reads.
  private var answers: [ObjectIdentifier: Entry] = [:]
  /// The stacks a view's ``DrawView/sizeThatFits(_:)`` reached unmeasured while the session
  /// was measuring: the measurement that asked must wait for them.
  private var requests: [Request] = []
  /// Whether the loop of ``measure(_:offer:)`` runs.
  private var isMeasuring = false

  /// Runs `body` with the current thread's session, or a new one for the duration: how a
  /// stack's `sizeThatFits` measures.
  static func run<Result>(_ body: (MeasurementSession) -> Result) -> Result {
    if let current { return body(current) }
    return withNewSession(body)
  }

  /// Runs `body`, a layout pass or a stack's layout, with the current thread's session, or a
  /// new one when there is none or it is in the middle of a measurement (a layout run from a
  /// `sizeThatFits` must measure for real, not note what it would wait for).
  static func runLayout<Result>(_ body: (MeasurementSession) -> Result) -> Result {
    if let current, !current.isMeasuring { return body(current) }
    return withNewSession(body)
  }

  private static func withNewSession<Result>(_ body: (MeasurementSession) -> Result) -> Result {
    let session = MeasurementSession()
    return $current.withValue(session) { body(session) }
  }

  /// The natural size of `stack` (a stack or grid) for `offer`: from this session if
  /// measured, otherwise measured now, with every container inside it, on the session's own
  /// stack.
  ///
  /// Reached again from inside a measurement (a view's `sizeThatFits` asking a stack not yet
  /// measured), it notes the stack and returns zero; the measurement that asked is redone
  /// once the stack is measured.
  func size(of stack: any MeasuredContainer, offer: CGSize) -> CGSize {
    if let known = Self.known(stack, offer: offer, in: naturalSizes) { return known.size }
    guard !isMeasuring else {
      requests.append(Request(stack: stack, offer: offer))
      return .zero
    }
    isMeasuring = true
    defer { isMeasuring = false }
    measure(stack, offer: offer)
    return Self.known(stack, offer: offer, in: naturalSizes)?.size ?? .zero
  }

  /// The natural size of `view`, a container's subview, for `offer`, NaN, infinite and
  /// negative sides counted as zero: a plain view's frame size, a `Row`'s, `Column`'s or
  /// `Grid`'s measurement, or what any other view's `sizeThatFits` answers (kept for the
  /// session unless it reached an unmeasured container); offered and held within the view's
  /// ``DrawView/sizeConstraints``.
  func measurement(of view: DrawView, offer: CGSize) -> Measurement {
    let constraints = view.sizeConstraints
    guard !constraints.isEmpty else { return unconstrainedMeasurement(of: view, offer: offer) }
    let measured = unconstrainedMeasurement(of: view, offer: constraints.clamp(offer))
    return Measurement(
      size: constraints.clamp(measured.size), isOfferIndependent: measured.isOfferIndependent)
  }

  /// What a container offering `offer` to `view` offers it once its constraints apply.
  static func offer(_ offer: CGSize, to view: DrawView) -> CGSize {
    view.sizeConstraints.isEmpty ? offer : view.sizeConstraints.clamp(offer)
  }

  private func unconstrainedMeasurement(of view: DrawView, offer: CGSize) -> Measurement {
    let kind = ObjectIdentifier(type(of: view))
    if kind == ObjectIdentifier(DrawView.self) {
      return Measurement(size: view.frame.size, isOfferIndependent: true)
    }
    if let stack = Self.measuredDirectly(view) {
      _ = size(of: stack, offer: offer)
      return Self.known(stack, offer: offer, in: naturalSizes)
        ?? Measurement(size: .zero, isOfferIndependent: false)
    }
    if let known = Self.known(view, offer: offer, in: answers) { return known }
    let waiting = requests.count
    let size = view.sizeThatFits(offer).sanitized
    let measured = Measurement(size: size, isOfferIndependent: false)
    if requests.count == waiting {
      Self.store(measured, of: view, offer: offer, in: &answers)
    }
    return measured
  }

  /// `view` as a container whose `sizeThatFits` is its own measurement (a `Row`, `Column`
  /// or `Grid` exactly, not a subclass), which the session works out without calling it.
  private static func measuredDirectly(_ view: DrawView) -> (any MeasuredContainer)? {
    let kind = ObjectIdentifier(type(of: view))
    guard
      kind == ObjectIdentifier(Column.self) || kind == ObjectIdentifier(Row.self)
        || kind == ObjectIdentifier(Grid.self)
    else {
      return nil
    }
    return view as? any MeasuredContainer
  }

  /// Measures `stack` for `offer` and every container its measurement waits for, on an
  /// explicit stack: a measurement that reached an unmeasured container is redone after it.
  private func measure(_ stack: any MeasuredContainer, offer: CGSize) {
    let first = Request(stack: stack, offer: offer)
    var waiting: [Request] = [first]
    var inProgress: Set<Request> = [first]
    while let request = waiting.last {
      if isKnown(request) {
        waiting.removeLast()
        inProgress.remove(request)
        continue
      }
      // Containers inside are measured first, so that this measurement runs once.
      let inner = request.stack.subviewOffers(for: request.offer).compactMap {
        subview, offer -> Request? in
        guard let stack = Self.measuredDirectly(subview) else { return nil }
        let inner = Request(stack: stack, offer: Self.offer(offer, to: subview))
        return isKnown(inner) || inProgress.contains(inner) ? nil : inner
      }
      guard inner.isEmpty else {
        for next in inner where inProgress.insert(next).inserted {
          waiting.append(next)
        }
        continue
      }
      requests.removeAll(keepingCapacity: true)
      let measured = request.stack.naturalSize(for: request.offer, in: self)
      // A stack reached from inside its own measurement (a view measuring an ancestor)
      // cannot wait for itself: the measurement stands with the zero it got.
      let blocking = requests.filter { !inProgress.contains($0) && !isKnown($0) }
      guard blocking.isEmpty else {
        for next in blocking where inProgress.insert(next).inserted {
          waiting.append(next)
        }
        continue
      }
      Self.store(measured, of: request.stack, offer: request.offer, in: &naturalSizes)
      waiting.removeLast()
      inProgress.remove(request)
    }
  }

  private func isKnown(_ request: Request) -> Bool {
    Self.known(request.stack, offer: request.offer, in: naturalSizes) != nil
  }

  /// What `table` holds for `view` with `offer`, if anything.
  private static func known(
    _ view: DrawView, offer: CGSize, in table: [ObjectIdentifier: Entry]
  ) -> Measurement? {
    guard let entry = table[ObjectIdentifier(view)], entry.view === view else { return nil }
    if entry.isOfferIndependent, let only = entry.sizes.first {
      return Measurement(size: only.size, isOfferIndependent: true)
    }
    guard let match = entry.sizes.first(where: { $0.offer == offer }) else { return nil }
    return Measurement(size: match.size, isOfferIndependent: false)
  }

  private static func store(
    _ measurement: Measurement, of view: DrawView, offer: CGSize,
    in table: inout [ObjectIdentifier: Entry]
  ) {
    let key = ObjectIdentifier(view)
    if measurement.isOfferIndependent || table[key]?.view !== view {
      table[key] = Entry(
        view: view, isOfferIndependent: measurement.isOfferIndependent,
        sizes: [(offer, measurement.size)])
    } else {
      table[key]?.sizes.append((offer, measurement.size))
    }
  }
}
