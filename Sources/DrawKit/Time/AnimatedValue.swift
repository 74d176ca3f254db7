/// A value of your own that animates, for drawings to read: a switch's knob position, a
/// gauge's needle, a spinner's phase.
///
/// ```swift
/// final class Toggle: DrawView {
///   lazy var knob = AnimatedValue(0.0, in: self)
///   var isOn = false {
///     didSet { knob.animate(to: isOn ? 1 : 0, with: .spring(duration: 0.25, bounce: 0.2)) }
///   }
/// }
/// // A drawing reads `toggle.knob.value` each time it draws.
/// ```
///
/// Each frame of an animation sets ``value`` and redraws the view the value belongs to. A
/// value belongs to one view, which it keeps weakly: it ticks with that view's tree, and the
/// view leaving its tree, hiding or going away ends the animation at its target. Setting
/// ``value`` inside ``withAnimation(_:_:completion:)`` animates it like a view property;
/// outside, it jumps and stops any animation.
public final class AnimatedValue<Value: Animatable> {
  private let track: ValueTrack<Value>
  private var presented: Value

  /// A value at `value`, which redraws `view` as it animates.
  public init(_ value: Value, in view: DrawView) {
    presented = value
    track = ValueTrack(view: view, value: value) { _ in }
    track.apply = { [weak self] value in
      guard let self else { return }
      presented = value
      track.view?.setNeedsDisplay()
    }
  }

  /// The value now: where an animation has taken it so far.
  public var value: Value {
    get { presented }
    set {
      if let transaction = AnimationTransaction.current, let animation = transaction.animation {
        animate(
          to: newValue, with: animation, initialVelocity: nil, group: transaction.completion)
      } else {
        jump(to: newValue)
      }
    }
  }

  /// Where the value goes: ``value`` once every animation has ended.
  public var target: Value { track.target }

  /// How fast the value moves now, in its units per second.
  public var velocity: Value.AnimatableData { track.velocity }

  /// Whether an animation moves the value.
  public var isAnimating: Bool { track.isRunning }

  /// Moves the value to `target` with `animation`, from where it is now, keeping the motion
  /// of an animation that runs (see ``Animation``).
  ///
  /// - Parameters:
  ///   - target: Where the value goes.
  ///   - animation: How it moves.
  ///   - initialVelocity: A velocity to start with, per second (a fling's); springs carry
  ///     it, curves ignore it.
  ///   - completion: Runs once this animation has ended, after the frame that ended it.
  public func animate(
    to target: Value, with animation: Animation = .default,
    initialVelocity: Value.AnimatableData? = nil, completion: (() -> Void)? = nil
  ) {
    let group = completion.map(AnimationCompletionGroup.init)
    animate(to: target, with: animation, initialVelocity: initialVelocity, group: group)
  }

  /// Moves the value to `target` as the code that made the change asked, and otherwise
  /// with `animation`: a widget's own motion for a change its user made.
  ///
  /// Inside ``withAnimation(_:_:completion:)`` the transaction's animation wins (and
  /// `withAnimation(nil)` makes the change jump); outside one the value moves with
  /// `animation`, or jumps when it is `nil`. A switch flipped by a click slides its knob on
  /// its own spring this way, while a program that flips it inside `withAnimation(nil)`, or
  /// a test, sees it jump.
  public func animate(to target: Value, byDefault animation: Animation?) {
    if AnimationTransaction.current != nil {
      value = target
    } else if let animation {
      animate(to: target, with: animation)
    } else {
      jump(to: target)
    }
  }

  /// Holds the value where it is now, ending its animations.
  public func stop() {
    jump(to: presented)
  }

  private func animate(
    to target: Value, with animation: Animation, initialVelocity: Value.AnimatableData?,
    group: AnimationCompletionGroup?
  ) {
    guard let view = track.view else {
      jump(to: target)
      group?.takeIfUnused()?()
      return
    }
    if track.isRunning, target == track.target, initialVelocity == nil {
      group?.takeIfUnused()?()
      return
    }
    track.retarget(
      to: target, with: animation, initialVelocity: initialVelocity, completion: group)
    view.treeAnimator.add(track)
  }

  private func jump(to value: Value) {
    let animator = track.animator
    animator?.remove(track)
    track.jump(to: value)
    animator?.owe(track.endedCompletions)
    track.endedCompletions.removeAll()
    if presented != value {
      presented = value
      track.view?.setNeedsDisplay()
    }
  }
}
