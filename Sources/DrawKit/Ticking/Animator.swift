import Foundation

/// The running animations of one view tree, kept on its root and ticked by the tree's
/// ``FrameLoop`` (or by a ``Renderer`` asked to draw a later moment).
///
/// Each tick advances every track by the time since the previous tick and applies its
/// value, in the order the tracks started; a track whose view is gone, hidden, inside a
/// fully transparent view or in another tree is ended at its target instead. Completions
/// run after every track has moved, so one that removes views, starts animations or closes
/// the window sees a consistent tree. The work is one step per running track: a test counts
/// ``trackSteps``.
final class Animator {
  /// The root whose tree this animator ticks.
  weak var root: DrawView?
  /// The running tracks, in the order they started (removal swaps the last one in).
  private(set) var tracks: [AnimationTrack] = []
  /// The time of the latest tick; new animations start from it.
  private(set) var time: ContinuousClock.Instant
  /// Where the time comes from when animations start after a quiet spell; a new clock sets
  /// the time while nothing runs.
  var clock: any FrameClock {
    didSet {
      if !isAnimating { time = clock.now }
      endQuiet()
    }
  }
  /// Device pixels per point of the surface the tree is shown on (its frame loop's renderer's
  /// scale): an animated scroll offset lands on whole pixels of it while in flight.
  var pixelScale: CGFloat = 1
  /// Which animations may run.
  var preference = MotionPreference.fromEnvironment {
    didSet { endQuiet() }
  }
  /// Called when the first animation starts, or when something may move before the delay
  /// every animation waited out ends (``quietTime(after:)``), so the host asks for frames.
  var didStartAnimating: (() -> Void)?
  /// Completions owed to the next tick.
  private var pendingCompletions: [() -> Void] = []
  /// Track steps taken by every tick so far: the work animations cost, counted for tests.
  private(set) var trackSteps = 0
  /// When the first value moves again, found by the latest tick when every running track
  /// waits out a delay; `nil` while one moves, and once anything started or changed since.
  private var quietUntil: ContinuousClock.Instant?

  init(root: DrawView, clock: any FrameClock) {
    self.root = root
    self.clock = clock
    self.time = clock.now
  }

  /// Whether any animation runs, or a completion is owed.
  var isAnimating: Bool { !tracks.isEmpty || !pendingCompletions.isEmpty }

  /// Whether every running animation is endless (a spinner): the tree never settles.
  var hasOnlyEndlessAnimations: Bool {
    !tracks.isEmpty && tracks.allSatisfy(\.isEndless)
  }

  /// When a value next changes, if that is after `instant`; else `nil`.
  ///
  /// That is the end of the shortest delay when every running animation waits out one (a
  /// scroll bar's fade, a second after a scroll), so a host can sleep until then instead of
  /// ticking frames that change nothing. `nil` when something may change by `instant`, or
  /// nothing animates.
  func quietTime(after instant: ContinuousClock.Instant) -> ContinuousClock.Instant? {
    guard pendingCompletions.isEmpty, let quietUntil, quietUntil > instant else { return nil }
    return quietUntil
  }

  /// Starts ticking `track`, taking it from another animator if one had it; a track this
  /// animator ticks already was given a new segment, which may move at once.
  func add(_ track: AnimationTrack) {
    endQuiet()
    guard track.animator !== self else { return }
    track.animator?.remove(track)
    let wasIdle = !isAnimating
    if wasIdle { time = max(time, clock.now) }
    track.animator = self
    track.slot = tracks.count
    tracks.append(track)
    if wasIdle { didStartAnimating?() }
  }

  /// Forgets the delay the running animations wait out, since something may move sooner,
  /// and has the host wake for the next frame instead of the delay's end.
  private func endQuiet() {
    guard quietUntil != nil else { return }
    quietUntil = nil
    if isAnimating { didStartAnimating?() }
  }

  /// Stops ticking `track`.
  func remove(_ track: AnimationTrack) {
    guard track.animator === self, tracks.indices.contains(track.slot),
      tracks[track.slot] === track
    else { return }
    removeTrack(at: track.slot)
  }

  private func removeTrack(at index: Int) {
    let track = tracks[index]
    let last = tracks.removeLast()
    if index < tracks.count {
      tracks[index] = last
      last.slot = index
    }
    track.animator = nil
    track.slot = -1
  }

  /// Takes over every track of `other`, whose root just became part of this tree.
  func adopt(_ other: Animator) {
    endQuiet()
    let moving = other.tracks
    for track in moving { add(track) }
    pendingCompletions += other.pendingCompletions
    other.pendingCompletions.removeAll()
  }

  /// Runs `completion` at the next tick: a completion of animations ended by a setter,
  /// which must not run inside it.
  func owe(_ completions: [() -> Void]) {
    guard !completions.isEmpty else { return }
    endQuiet()
    let wasIdle = !isAnimating
    pendingCompletions += completions
    if wasIdle { didStartAnimating?() }
  }

  /// Ticks to `instant`; a time before the latest tick moves nothing.
  func advance(to instant: ContinuousClock.Instant) {
    guard instant > time else { return step(0) }
    let elapsed = Animation.seconds(instant - time)
    time = instant
    step(elapsed)
  }

  /// Ticks `seconds` on from the latest tick.
  func advance(by seconds: Double) {
    let seconds = Animation.seconds(seconds)
    time = time + .nanoseconds(Int64(seconds * 1e9))
    step(seconds)
  }

  /// Ends every animation at its target (endless ones where they stand still), as when the
  /// window is unmapped.
  func finishAll() {
    while let track = tracks.last {
      removeTrack(at: tracks.count - 1)
      track.finish()
      pendingCompletions += track.endedCompletions
      track.endedCompletions.removeAll()
    }
    runCompletions()
  }

  /// Advances every track by `seconds`, notes how long all of them will stand still (see
  /// ``quietTime(after:)``), then runs the completions owed.
  private func step(_ seconds: Double) {
    var index = 0
    var quiet = Double.infinity
    while index < tracks.count {
      let track = tracks[index]
      trackSteps += 1
      let keeps: Bool
      if let view = track.view, let root, view.ticksAnimations(in: root) {
        keeps = track.advance(by: seconds, preference: preference)
      } else {
        track.finish()
        keeps = false
      }
      pendingCompletions += track.endedCompletions
      track.endedCompletions.removeAll()
      if keeps {
        if quiet > 0 { quiet = min(quiet, track.secondsUntilMotion(preference: preference)) }
        index += 1
      } else if tracks.indices.contains(index), tracks[index] === track {
        removeTrack(at: index)
      }
    }
    quietUntil =
      quiet > 0 && quiet.isFinite ? time + .nanoseconds(Int64((quiet * 1e9).rounded(.up))) : nil
    runCompletions()
  }

  /// Runs the completions owed now; those their own changes owe wait for the next tick, so
  /// a completion that starts and stops animations forever still lets each frame end.
  private func runCompletions() {
    let completions = pendingCompletions
    pendingCompletions.removeAll()
    for completion in completions { completion() }
  }
}
