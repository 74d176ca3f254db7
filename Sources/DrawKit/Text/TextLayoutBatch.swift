import Foundation

/// Lays out many text layouts at once, sharing them between the calling thread and helper
/// threads, so that a frame that needs dozens of paragraphs or widgets laid out uses every
/// processor core rather than one.
///
/// Only the main thread shares its batches; other threads lay theirs out alone. That keeps the
/// fonts of each helper private to one thread's trees: see ``LayoutHelpers``.
package enum TextLayoutBatch {
  /// Below this many layouts waking a helper costs more than it saves.
  static let minimumSharedCount = 8

  /// Lays out every layout in `layouts` that is not laid out yet, sharing the work with the
  /// helper threads when called on the main thread; returns how many the helpers laid out.
  @discardableResult
  package static func layOut(_ layouts: [TextLayout]) -> Int {
    layOut(layouts, sharingWithHelpers: Thread.isMainThread)
  }

  /// Lays out every layout in `layouts` that is not laid out yet, sharing the work with the
  /// helper threads when `sharing` is true; returns how many the helpers laid out.
  ///
  /// Only one thread may ever share: the layouts helpers make are safe to use on that thread
  /// alone. DrawKit shares from the main thread; a test that has no main thread shares from
  /// one test thread instead.
  package static func layOut(_ layouts: [TextLayout], sharingWithHelpers sharing: Bool) -> Int {
    let pending = layouts.filter { !$0.isLaidOut }
    guard sharing, pending.count >= minimumSharedCount, let helpers = LayoutHelpers.shared else {
      for layout in pending { layout.layOut() }
      return 0
    }
    return helpers.layOut(pending)
  }
}
