import Foundation
import Synchronization

/// The recordings of ``Drawing/cached(limit:by:)`` drawings: kept on the rendering side, never
/// in the drawing values, and reached through ``GraphicsContext/recordings``.
///
/// Every context uses the process's ``shared`` store unless given another, so a drawing
/// records once per key and rectangle whichever ``Renderer`` or context draws it, on any
/// thread, and a host that makes a new context each frame still replays.
///
/// Each cached drawing is told apart by the ``Identity`` its `cached(limit:by:)` call made,
/// and keeps at most its `limit` recordings, keyed by its ``Key``; the store keeps the
/// recordings of the ``drawingCapacity`` drawings used most recently, and drops a drawing's
/// recordings from ``shared`` as soon as its last copy is released. Both levels are
/// ``LRUCache``s in a ``LockedValue``, since one store serves every thread. The locks are held
/// to look a recording up, store it and replay it (so no two threads touch one cairo recording
/// at once), never while a drawing records: a drawing may itself render views that use the
/// same cached drawing.
final class RecordingCache: Sendable {
  /// One `cached(limit:by:)` call: made once, held immutably by the drawing it returns (and
  /// so by its copies), with a number no other identity in the process has.
  final class Identity: Sendable {
    /// The number recordings are filed under; never reused, so a released drawing's
    /// recordings can never be mistaken for a new drawing's.
    let number: UInt64
    /// The most recordings kept for the drawing.
    let limit: Int

    private static let lastNumber = Atomic<UInt64>(0)

    init(limit: Int) {
      self.number = Self.lastNumber.add(1, ordering: .relaxed).newValue
      self.limit = max(limit, 1)
    }

    deinit {
      RecordingCache.shared.forget(number)
    }
  }

  /// What one recording of a drawing depends on: the drawing's own key, the rectangle it
  /// fills and the theme tokens its colours resolved against.
  struct Key: Hashable {
    let input: AnyHashable
    let rect: CGRect
    let tokens: ThemeTokens

    func hash(into hasher: inout Hasher) {
      hasher.combine(input)
      hasher.combine(tokens)
      hasher.combine(rect.origin.x)
      hasher.combine(rect.origin.y)
      hasher.combine(rect.size.width)
      hasher.combine(rect.size.height)
    }
  }

  /// The recordings of one drawing, least recently used dropped first.
  final class Recordings: Sendable {
    private let entries: LockedValue<LRUCache<Key, CairoSurface>>

    init(limit: Int) {
      entries = LockedValue(LRUCache(capacity: limit))
    }

    /// Calls `replay` with the recording for `key`, under the lock, and returns whether there
    /// was one.
    func replay(_ key: Key, _ replay: (CairoSurface) -> Void) -> Bool {
      entries.withLock { entries in
        guard let surface = entries.value(for: key) else { return false }
        replay(surface)
        return true
      }
    }

    /// Stores `fresh` for `key` unless another thread stored one meanwhile, then calls
    /// `replay` with the stored recording, under the lock.
    func insert(_ fresh: CairoSurface, for key: Key, _ replay: (CairoSurface) -> Void) {
      // The entry pushed out is released after the lock: its key holds user values.
      let evicted = entries.withLock { entries -> (key: Key, value: CairoSurface)? in
        let surface = entries.value(for: key) ?? fresh
        let evicted = surface === fresh ? entries.insert(fresh, for: key) : nil
        replay(surface)
        return evicted
      }
      withExtendedLifetime(evicted) {}
    }

    /// How many recordings are kept.
    var count: Int { entries.withLock { $0.count } }
  }

  /// The most drawings whose recordings are kept; a drawing pushed out records again when it
  /// is next drawn.
  static let drawingCapacity = 1024

  /// The store every context uses unless given another.
  static let shared = RecordingCache()

  private let drawings = LockedValue(
    LRUCache<UInt64, Recordings>(capacity: RecordingCache.drawingCapacity))

  /// The recordings of the drawing `identity` names, made empty on first use.
  func recordings(of identity: Identity) -> Recordings {
    // A drawing pushed out is released after the lock: its keys hold user values, which may
    // hold cached drawings, whose release takes the lock again.
    let (recordings, evicted) = drawings.withLock {
      drawings -> (Recordings, (key: UInt64, value: Recordings)?) in
      if let known = drawings.value(for: identity.number) {
        return (known, nil)
      }
      let made = Recordings(limit: identity.limit)
      return (made, drawings.insert(made, for: identity.number))
    }
    withExtendedLifetime(evicted) {}
    return recordings
  }

  /// Drops the recordings of the drawing numbered `number`.
  func forget(_ number: UInt64) {
    // Released after the lock, for the same reason as a drawing pushed out.
    let dropped = drawings.withLock { $0.removeValue(for: number) }
    withExtendedLifetime(dropped) {}
  }

  /// The numbers of the drawings that have recordings here, with how many each has, most
  /// recently used first: for tests of the bounds.
  var recordingCounts: [(drawing: UInt64, recordings: Int)] {
    drawings.withLock { drawings in
      drawings.keysByRecency.map { ($0, drawings.peek($0)?.count ?? 0) }
    }
  }
}
