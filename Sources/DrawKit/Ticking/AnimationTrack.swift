import Foundation

/// One animated value of one view, as its tree's ``Animator`` ticks it: a view property
/// (frame, alpha, background colour, scroll offset, theme blend) or an ``AnimatedValue``.
///
/// The animator keeps tracks in an array without knowing their value types; a track keeps
/// its view weakly, and the animator ends a track whose view is gone, hidden or in another
/// tree.
class AnimationTrack {
  /// The view the track belongs to: its visibility and tree decide whether it ticks.
  weak var view: DrawView?
  /// The animator ticking the track and the track's index in its list.
  weak var animator: Animator?
  var slot = -1

  init(view: DrawView) {
    self.view = view
  }

  /// Moves the track `seconds` on, applies its value and returns whether it still runs;
  /// under `preference`, segments that may not run are dropped first.
  func advance(by seconds: Double, preference: MotionPreference) -> Bool { false }

  /// Ends the track at its target now (an endless one stops there), applying the target.
  func finish() {}

  /// Whether every segment it has left never ends by itself.
  var isEndless: Bool { false }

  /// Seconds before its value changes again under `preference`: what is left of the shortest
  /// delay when every segment waits out one, else 0.
  func secondsUntilMotion(preference: MotionPreference) -> Double { 0 }

  /// Completions of the segments this track ended since last asked.
  var endedCompletions: [() -> Void] = []
}

/// A track of one ``Animatable`` type: a target and the segments still moving towards it.
final class ValueTrack<Value: Animatable>: AnimationTrack {
  /// Where the value goes: what it is once every segment has ended.
  private(set) var target: Value
  private var segments: [AnimationSegment<Value.AnimatableData>] = []
  /// Sets the value the track computed on its owner.
  var apply: (Value) -> Void
  /// The value the owner shows: the last one applied, or jumped to.
  ///
  /// A frame whose value is this one applies nothing, so an animation that waits out its
  /// delay (a scroll bar's fade) or has come to rest redraws nothing until it moves.
  private var shown: Value
  /// Called once the track has ended, after the target was applied.
  var didEnd: (() -> Void)?

  /// A track at `value`, which applies the values it computes through `apply`.
  init(view: DrawView, value: Value, apply: @escaping (Value) -> Void) {
    self.target = value
    self.apply = apply
    shown = value
    super.init(view: view)
  }

  /// The value now: the target plus what every segment has left.
  var value: Value {
    guard !segments.isEmpty else { return target }
    var data = target.animatableData
    for segment in segments {
      data = data + segment.contribution().offset
    }
    var value = target
    value.animatableData = data
    return value
  }

  /// How fast the value moves now, per second.
  var velocity: Value.AnimatableData {
    var velocity = Value.AnimatableData.zero
    for segment in segments {
      velocity = velocity + segment.contribution().velocity
    }
    return velocity
  }

  var isRunning: Bool { !segments.isEmpty }

  override var isEndless: Bool { !segments.isEmpty && segments.allSatisfy(\.isEndless) }

  override func secondsUntilMotion(preference: MotionPreference) -> Double {
    var seconds = segments.isEmpty ? 0 : Double.infinity
    for segment in segments {
      guard preference.allows(segment.animation) else { return 0 }
      seconds = min(seconds, max(segment.animation.delay - segment.elapsed, 0))
    }
    return seconds
  }

  /// Sends the value to `newTarget` with `animation`, from where it is now: a new segment is
  /// added and the running ones go on.
  func retarget(
    to newTarget: Value, with animation: Animation, initialVelocity: Value.AnimatableData?,
    completion: AnimationCompletionGroup?
  ) {
    let now = value
    completion?.retain()
    let segment = AnimationSegment(
      offset: now.animatableData - newTarget.animatableData,
      velocity: initialVelocity ?? .zero, animation: animation, completion: completion)
    target = newTarget
    segments.append(segment)
  }

  /// Makes `value` the target with no motion left.
  ///
  /// The setter of a property told a new value without an animation does this; the
  /// segments' completions are collected.
  func jump(to value: Value) {
    target = value
    shown = value
    endSegments()
  }

  override func advance(by seconds: Double, preference: MotionPreference) -> Bool {
    var index = 0
    while index < segments.count {
      let runs = preference.allows(segments[index].animation)
      if runs { segments[index].elapsed += seconds }
      if !runs || segments[index].isFinished {
        collect(segments.remove(at: index))
      } else {
        index += 1
      }
    }
    guard !segments.isEmpty else {
      show(target)
      didEnd?()
      return false
    }
    let now = value
    if now != shown { show(now) }
    return true
  }

  override func finish() {
    endSegments()
    show(target)
    didEnd?()
  }

  /// Applies `value` and notes it shown.
  private func show(_ value: Value) {
    shown = value
    apply(value)
  }

  private func endSegments() {
    for segment in segments { collect(segment) }
    segments.removeAll()
  }

  private func collect(_ segment: AnimationSegment<Value.AnimatableData>) {
    if let completion = segment.completion?.release() { endedCompletions.append(completion) }
  }
}
