/// Builds a list of subviews from a block of view expressions, first at the back (and first
/// in a ``Row`` or ``Column``); `if`, `if`/`else`, `switch` and `for` work as in SwiftUI.
///
/// A block lists views, optional views (`nil` adds nothing) and arrays of views. A view is
/// configured inline with a modifier that returns it (``DrawView/frame(width:height:)``,
/// ``DrawView/layoutFlex(_:)``, ``EventHandling/onActivate(_:)``, ...) or, for any property,
/// with statements: `let` a view, set its properties, then name it. Anything else (a string,
/// a number, a ``GridRow`` outside a ``Grid``) is a compile error saying what a block holds.
///
/// ```swift
/// Row {
///   Label("Search").frame(width: 60)
///   let field = TextField()
///   field.placeholder = "Title or text"
///   field.layoutFlex(1)
/// }
/// ```
@resultBuilder
public enum SubviewBuilder {
  /// Lifts one view into a list.
  public static func buildExpression(_ view: DrawView) -> [DrawView] { [view] }

  /// Accepts a list of views as one expression.
  public static func buildExpression(_ views: [DrawView]) -> [DrawView] { views }

  /// Accepts an optional view: nothing when it is `nil`.
  public static func buildExpression(_ view: DrawView?) -> [DrawView] {
    view.map { [$0] } ?? []
  }

  /// A statement that is not a view, such as configuring a view made with `let` above it
  /// (`let field = TextField(); field.placeholder = "Search"; field`): adds nothing.
  public static func buildExpression(_: Void) -> [DrawView] { [] }

  /// Text written straight in a block: rejected with a fix-it, since a block lists views.
  @available(*, unavailable, message: "a SubviewBuilder block lists views: write Label(\"...\")")
  public static func buildExpression(_ text: String) -> [DrawView] { [] }

  /// A grid row written outside a grid: rejected with a fix-it.
  @available(
    *, unavailable,
    message: "a GridRow belongs in a Grid { ... }; in a Row or Column, list the views themselves"
  )
  public static func buildExpression(_ row: GridRow) -> [DrawView] { [] }

  /// Anything else written in a block: rejected, saying what a block holds.
  @available(
    *, unavailable,
    message: """
      a SubviewBuilder block lists views (a DrawView, an optional view or an array of views) \
      and statements; configure a view on a 'let' line above it, or with a modifier that \
      returns it, such as .frame(width:height:) or .layoutFlex(_:)
      """
  )
  public static func buildExpression<Value>(_ value: Value) -> [DrawView] { [] }

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
