import Dispatch

/// Loading fontconfig's configuration and font caches (about 7 ms) on a helper thread while
/// the first tree is still being built, so that no thread loads them a second time.
///
/// The first ``LayoutHelperPool`` made in the process loads them on its first helper; a
/// thread that needs fonts meanwhile waits for it. Without helpers, the first Pango context
/// loads them as usual.
enum FontLoading {
  /// Left once fontconfig is loaded; entered when the loading starts.
  private static let loaded = DispatchGroup()
  /// Whether a thread has claimed the loading.
  private static let claimed = LockedValue(false)

  /// Claims the loading for the calling thread, which must then call ``load()``; returns
  /// false when another thread claimed it before.
  static func claim() -> Bool {
    claimed.withLock { isClaimed in
      guard !isClaimed else { return false }
      isClaimed = true
      loaded.enter()
      return true
    }
  }

  /// Loads fontconfig on the thread that claimed the loading, and lets waiting threads go on.
  static func load() {
    PangoMeasuringContext.loadFontConfiguration()
    loaded.leave()
  }

  /// Waits while a helper is loading fontconfig; returns at once otherwise.
  static func waitUntilLoaded() {
    loaded.wait()
  }
}
