import Foundation

extension Color {
  /// Black, `(0, 0, 0)`.
  public static let black = Color(white: 0)
  /// Dark gray, `(1/3, 1/3, 1/3)`, as UIKit's `darkGray`.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Gray, `(0.5, 0.5, 0.5)`, as UIKit's `gray`.
  public static let gray = Color(white: 0.5)
  /// Light gray, `(2/3, 2/3, 2/3)`, as UIKit's `lightGray`.
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// White, `(1, 1, 1)`.
  public static let white = Color(white: 1)
  /// Fully transparent black, as UIKit's `clear`.
  public static let clear = Color(white: 0, alpha: 0)
  /// Red, `(1, 0, 0)`.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green, `(0, 1, 0)`, as UIKit's `green`.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue, `(0, 0, 1)`.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan, `(0, 1, 1)`.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow, `(1, 1, 0)`.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta, `(1, 0, 1)`.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange, `(1, 0.5, 0)`, as UIKit's `orange`.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple, `(0.5, 0, 0.5)`, as UIKit's `purple`.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown, `(0.6, 0.4, 0.2)`, as UIKit's `brown`.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
