/// Builds an ordered list of drawings from a block of drawing expressions.
///
/// The first drawing in the block is drawn first, at the back. `if`, `if`/`else`, `switch`
/// and `for` work as in SwiftUI's view builders.
@resultBuilder
public enum DrawingBuilder<Node> {
  /// Lifts one drawing into a list.
  public static func buildExpression(_ drawing: Drawing<Node>) -> [Drawing<Node>] {
    [drawing]
  }

  /// Accepts a list of drawings as one expression.
  public static func buildExpression(_ drawings: [Drawing<Node>]) -> [Drawing<Node>] {
    drawings
  }

  /// Joins the lists of a block, keeping their order.
  public static func buildBlock(_ components: [Drawing<Node>]...) -> [Drawing<Node>] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ component: [Drawing<Node>]?) -> [Drawing<Node>] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [Drawing<Node>]) -> [Drawing<Node>] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [Drawing<Node>]) -> [Drawing<Node>] {
    component
  }

  /// A `for` loop: its iterations in order.
  public static func buildArray(_ components: [[Drawing<Node>]]) -> [Drawing<Node>] {
    components.flatMap { $0 }
  }
}
