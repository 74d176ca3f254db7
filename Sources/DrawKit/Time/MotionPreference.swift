import Foundation

/// How much motion the person at the screen wants: every animation (``full``), only the
/// essential ones (``reduced``), or none (``none``).
///
/// Under ``reduced`` an animation jumps to its end in one frame unless it is marked
/// ``Animation/essential()`` (a spinner, a progress bar easing to its value); under ``none``
/// every animation does, and endless ones stand still. Nothing else changes: the views reach
/// the same values, only without the movement in between.
///
/// A ``FrameLoop`` starts from ``fromEnvironment``; the hosts then follow the desktop's
/// setting: the GTK host GTK's `gtk-enable-animations` (off is ``reduced``), the X11 host
/// the `Gtk/EnableAnimations` XSETTING when a settings manager runs.
public struct MotionPreference: Hashable, Sendable, CustomStringConvertible {
  private enum Level: Int, Hashable, Sendable {
    case full, reduced, none
  }

  private let level: Level

  private init(_ level: Level) {
    self.level = level
  }

  /// Every animation runs.
  public static let full = MotionPreference(.full)
  /// Only essential animations run; the others jump to their end in one frame.
  public static let reduced = MotionPreference(.reduced)
  /// No animation runs: each jumps to its end in one frame, and endless ones stand still.
  public static let none = MotionPreference(.none)

  /// The preference in `DRAWKIT_REDUCE_MOTION`: `1`, `reduce` or `reduced` is ``reduced``,
  /// `none` is ``none``, anything else (or nothing) ``full``.
  public static var fromEnvironment: MotionPreference {
    from(environment: ProcessInfo.processInfo.environment)
  }

  /// The preference in the `DRAWKIT_REDUCE_MOTION` entry of `environment`.
  static func from(environment: [String: String]) -> MotionPreference {
    switch environment["DRAWKIT_REDUCE_MOTION"]?.lowercased() {
    case "1", "reduce", "reduced", "true", "yes": .reduced
    case "none": .none
    default: .full
    }
  }

  /// Whether `animation` may run under this preference.
  func allows(_ animation: Animation) -> Bool {
    switch level {
    case .full: true
    case .reduced: animation.isEssential
    case .none: false
    }
  }

  /// `full`, `reduced` or `none`.
  public var description: String {
    switch level {
    case .full: "full"
    case .reduced: "reduced"
    case .none: "none"
    }
  }
}
