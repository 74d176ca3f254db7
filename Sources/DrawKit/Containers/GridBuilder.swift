/// Builds a ``Grid``'s rows from a block of ``GridRow``s; `if`, `if`/`else`, `switch` and
/// `for` work as in ``SubviewBuilder``.
@resultBuilder
public enum GridBuilder {
  /// Lifts one row into a list.
  public static func buildExpression(_ row: GridRow) -> [GridRow] { [row] }

  /// Accepts a list of rows as one expression.
  public static func buildExpression(_ rows: [GridRow]) -> [GridRow] { rows }

  /// A statement that is not a row (configuring a view made with `let` above it): adds
  /// nothing.
  public static func buildExpression(_: Void) -> [GridRow] { [] }

  /// A view written straight in a grid: rejected with a fix-it, since a grid's cells sit in
  /// rows.
  @available(
    *, unavailable,
    message: "a Grid holds rows: put cells in a GridRow { ... }, one GridRow per row"
  )
  public static func buildExpression(_ view: DrawView) -> [GridRow] { [] }

  /// Joins the lists of a block, keeping their order.
  public static func buildBlock(_ components: [GridRow]...) -> [GridRow] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ component: [GridRow]?) -> [GridRow] { component ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [GridRow]) -> [GridRow] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [GridRow]) -> [GridRow] { component }

  /// A `for` loop: its iterations in order.
  public static func buildArray(_ components: [[GridRow]]) -> [GridRow] {
    components.flatMap { $0 }
  }
}
