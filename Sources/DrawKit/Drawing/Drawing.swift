import Foundation

/// One reusable draw closure, with a name: the unit a view's appearance is made of.
///
/// A drawing receives the node it draws for and the ``GraphicsContext`` to draw with, in that
/// node's coordinates. Its ``GraphicsContext/rect`` is the area to fill: the view's bounds,
/// unless a modifier such as `inset` narrowed it. Drawings are values: keep them in
/// arrays, share them between views, and build variants with modifiers.
///
/// **Order:** wherever drawings are listed (a view's `drawings`, a ``DrawingBuilder`` block,
/// `group`), the first is drawn first, at the back, and each later one on top.
///
/// `Node` is the type the drawing reads: `Drawing<DrawView>` works on every view, and a
/// drawing typed for a widget reads its state without casts. ``pullback(_:)`` turns a drawing
/// of one node type into a drawing of another.
public struct Drawing<Node>: Sendable {
  /// A short name for inspection and debugging, such as `"border"`.
  public var name: String
  private let body: @Sendable (Node, GraphicsContext) -> Void
  /// The colour the drawing fills its whole rectangle with, when that is all it does
  /// (``fill(_:cornerRadius:)`` without corners): the painter need not clear first what an
  /// opaque one is about to cover.
  let fillColor: Color?

  /// Creates a drawing from a closure that receives the node and the context.
  ///
  /// - Parameters:
  ///   - name: A short name shown when drawings are inspected or recorded.
  ///   - body: Draws for the node, starting with an empty path; the context's state is
  ///     restored after it returns.
  public init(
    _ name: String = "drawing", _ body: @escaping @Sendable (Node, GraphicsContext) -> Void
  ) {
    self.init(name, fillColor: nil, body)
  }

  /// A drawing whose body fills its rectangle with `fillColor` and does nothing else, when
  /// that colour is given.
  init(
    _ name: String, fillColor: Color?,
    _ body: @escaping @Sendable (Node, GraphicsContext) -> Void
  ) {
    self.name = name
    self.fillColor = fillColor
    self.body = body
  }

  /// Runs the drawing for `node`, restoring the context's state afterwards.
  public func draw(_ node: Node, in context: GraphicsContext) {
    draw(node, in: context, isolated: true)
  }

  /// Runs the drawing; without `isolated`, the caller undoes its state changes itself.
  ///
  /// The isolating scope saves cairo's state only if the drawing changes it, so a drawing
  /// that just fills and strokes costs no `cairo_save`.
  func draw(_ node: Node, in context: GraphicsContext, isolated: Bool) {
    context.record("drawing(\(name))")
    // A drawing starts with an empty path: cairo's save and restore keep the path, so what an
    // earlier drawing left (a current point after text, an unstroked path) would join this
    // one's first arc or line.
    context.beginPath()
    guard isolated else {
      body(node, context)
      return
    }
    context.beginLazyScope()
    defer { context.restoreState() }
    body(node, context)
  }

  /// This drawing, made to draw for another node type by deriving the node it reads.
  ///
  /// For example, the border drawing of a ``BorderStyle`` value, pulled back to a placeholder
  /// text view's own border properties, as the built-in theme does:
  /// `Drawing<BorderStyle>.border.pullback(\PlaceholderTextView.borderStyle)`.
  public func pullback<Other>(_ transform: @escaping @Sendable (Other) -> Node) -> Drawing<Other> {
    let body = self.body
    return Drawing<Other>(name, fillColor: fillColor) { other, context in
      body(transform(other), context)
    }
  }

  /// One drawing that runs `drawings` in order, first at the back.
  public static func group(_ name: String = "group", _ drawings: [Drawing]) -> Drawing {
    Drawing(name) { node, context in
      for drawing in drawings {
        drawing.draw(node, in: context)
      }
    }
  }

  /// One drawing built from a ``DrawingBuilder`` block, first at the back.
  public static func group(
    _ name: String = "group", @DrawingBuilder<Node> _ content: () -> [Drawing]
  ) -> Drawing {
    group(name, content())
  }

  /// A drawing that draws nothing.
  public static var empty: Drawing { Drawing("empty") { _, _ in } }
}

extension Drawing where Node: DrawView {
  /// This drawing as a drawing for any view, to put in a view's ``DrawView/drawings``: it
  /// draws for views of type `Node` and does nothing for others.
  ///
  /// A widget subclass writes its look with typed drawings (`Drawing<Checkbox>`), which read
  /// its state without casts, and installs them with this.
  public var forAnyView: Drawing<DrawView> {
    let body = self.body
    return Drawing<DrawView>(name) { view, context in
      if let node = view as? Node {
        body(node, context)
      }
    }
  }

  /// This drawing as a drawing for any view, made for `view`: for views of `view`'s own
  /// class it draws without a type check, for other views of type `Node` after one, and
  /// for the rest it does nothing.
  ///
  /// What ``DrawingLayersProviding/drawings(for:)`` and ``ThemedWidget`` install: a widget's
  /// theme drawings are painted for that widget alone, every frame, so the check that
  /// ``forAnyView`` makes at each draw is made once, when they are made.
  func bound(to view: Node) -> Drawing<DrawView> {
    let body = self.body
    let exactType = ObjectIdentifier(Swift.type(of: view))
    return Drawing<DrawView>(name, fillColor: fillColor) { other, context in
      if ObjectIdentifier(Swift.type(of: other)) == exactType {
        body(unsafeDowncast(other, to: Node.self), context)
      } else if let node = other as? Node {
        body(node, context)
      }
    }
  }
}
