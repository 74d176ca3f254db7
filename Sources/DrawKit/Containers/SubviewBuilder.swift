/// Builds a list of subviews from a block of view expressions, first at the back (and first
/// in a ``Row`` or ``Column``); `if`, `if`/`else`, `switch` and `for` work as in SwiftUI.
@resultBuilder
public enum SubviewBuilder {
  /// Lifts one view into a list.
  public static func buildExpression(_ view: DrawView) -> [DrawView] { [view] }

  /// Accepts a list of views as one expression.
  public static func buildExpression(_ views: [DrawView]) -> [DrawView] { views }

  /// Joins the lists of a block, keeping their order.
  public static func buildBlock(_ components: [DrawView]...) -> [DrawView] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ component: [DrawView]?) -> [DrawView] { component ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [DrawView]) -> [DrawView] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [DrawView]) -> [DrawView] { component }

  /// A `for` loop: its iterations in order.
  public static func buildArray(_ components: [[DrawView]]) -> [DrawView] {
    components.flatMap { $0 }
  }
}
