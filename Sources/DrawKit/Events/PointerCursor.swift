/// The shape of the mouse pointer over a view: an arrow, a text beam, a pointing hand.
///
/// A cursor is named as CSS and the freedesktop cursor themes name it, so each host loads the
/// theme's picture: the X11 host through the server's cursor theme (Adwaita on most
/// desktops), the GTK host through GDK. A name the theme lacks shows the default arrow. Set
/// one on a view with ``DrawView/pointerCursor``.
public struct PointerCursor: Hashable, Sendable {
  /// The cursor's name, as in CSS's `cursor` property ("default", "text", "pointer").
  public let name: String

  /// A cursor of the theme by its CSS name, for shapes without a constant here.
  public init(named name: String) {
    self.name = name
  }

  /// The arrow.
  public static let `default` = PointerCursor(named: "default")
  /// The text beam, over text that can be edited or selected.
  public static let text = PointerCursor(named: "text")
  /// The pointing hand, over links.
  public static let pointer = PointerCursor(named: "pointer")
  /// The cross hair, for picking a point.
  public static let crosshair = PointerCursor(named: "crosshair")
  /// The four arrows, over something that can be moved.
  public static let move = PointerCursor(named: "move")
  /// The open hand, over something that can be dragged.
  public static let grab = PointerCursor(named: "grab")
  /// The closed hand, while dragging.
  public static let grabbing = PointerCursor(named: "grabbing")
  /// The barred circle, where the action is not allowed.
  public static let notAllowed = PointerCursor(named: "not-allowed")
  /// The busy cursor, while the view cannot take input.
  public static let wait = PointerCursor(named: "wait")
  /// The arrow with a busy sign, while work goes on in the background.
  public static let progress = PointerCursor(named: "progress")
  /// The horizontal resize arrows, over a column edge or a split view's divider.
  public static let columnResize = PointerCursor(named: "col-resize")
  /// The vertical resize arrows, over a row edge.
  public static let rowResize = PointerCursor(named: "row-resize")
  /// The east-west arrows, over the left or right edge of something resizable.
  public static let horizontalResize = PointerCursor(named: "ew-resize")
  /// The north-south arrows, over the top or bottom edge of something resizable.
  public static let verticalResize = PointerCursor(named: "ns-resize")
  /// No cursor: the pointer is hidden over the view.
  public static let none = PointerCursor(named: "none")
}
