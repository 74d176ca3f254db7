internal import CDrawKitAccessibilityBridge
internal import DrawKitAccessibilityBus
import Glibc

/// Running GLib's default main context (where libatk-bridge2.0 reads the accessibility bus)
/// inside the window's own `poll`, so the loop still sleeps until something happens.
extension AccessibilityBridge {
  /// Polls the window's descriptors together with GLib's, then dispatches what GLib has ready.
  ///
  /// It waits like `poll(descriptors, count, timeout)`, but also on GLib's descriptors and at
  /// most until GLib's next deadline; bus requests are answered in the dispatch. The window's
  /// own descriptors keep their results.
  func poll(_ descriptors: inout [pollfd], timeout: Int32) -> Int32 {
    let own = descriptors.count
    var waitFor = timeout
    var glib = [pollfd](repeating: pollfd(), count: 8)
    var needed = Int(dk_glib_prepare(&glib, Int32(glib.count), &waitFor))
    if needed > glib.count {
      glib = [pollfd](repeating: pollfd(), count: needed)
      waitFor = timeout
      needed = Int(dk_glib_prepare(&glib, Int32(glib.count), &waitFor))
    }
    var all = descriptors + glib.prefix(min(needed, glib.count))
    let result = Glibc.poll(&all, nfds_t(all.count), waitFor)
    descriptors = Array(all.prefix(own))
    var ready = Array(all.dropFirst(own))
    dk_glib_dispatch(&ready, Int32(ready.count))
    return result
  }
}
