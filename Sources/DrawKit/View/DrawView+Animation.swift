import Foundation

extension DrawView {
  /// The animator of this view's tree, kept on its root and made on first use.
  final var treeAnimator: Animator {
    let root = rootView
    let storage = root.makeAnimationStorage()
    if let animator = storage.animator { return animator }
    let animator = Animator(root: root, clock: SystemFrameClock())
    storage.animator = animator
    return animator
  }

  /// How much motion the person at the screen wants, as the frame loop driving this view's
  /// tree was told (its host follows the desktop's setting); ``MotionPreference/fromEnvironment``
  /// for a tree no loop drives yet.
  ///
  /// Animations follow it by themselves; a widget reads it to choose another look under
  /// ``MotionPreference/none``, or not to restart an endless animation that cannot run
  /// (an indeterminate ``ProgressBar`` stands still then).
  public var motionPreference: MotionPreference {
    rootView.animationStorage?.animator?.preference ?? .fromEnvironment
  }

  /// The view's animation storage, made on first use.
  final func makeAnimationStorage() -> ViewAnimations {
    if let storage = animationStorage { return storage }
    let storage = ViewAnimations()
    animationStorage = storage
    return storage
  }

  /// Whether this view's animations tick in `root`'s tree: the view is in that tree, neither
  /// it nor an ancestor is hidden, and no ancestor is fully transparent (the view's own
  /// opacity may be what animates).
  final func ticksAnimations(in root: DrawView) -> Bool {
    if isHidden { return false }
    var view = self
    while let parent = view.superview {
      if parent.isHidden || parent.alpha <= 0 { return false }
      view = parent
    }
    return view === root
  }

  /// Called after this view became a subview: the animations of the tree it rooted go on in
  /// the tree it joined.
  final func animationsDidJoinTree() {
    guard let animator = animationStorage?.animator, animator.isAnimating else { return }
    let joined = treeAnimator
    guard joined !== animator else { return }
    joined.adopt(animator)
  }

  /// Takes a change of an animatable property: inside an animated transaction it sends the
  /// property's track to `newValue` and returns `true` (the track applies the values);
  /// otherwise it ends a running animation of the property, unless `newValue` is where that
  /// animation goes (a layout setting the same frame again), and returns whether the setter
  /// should leave the value alone.
  final func interceptAnimatedChange<Value: Animatable>(
    to newValue: Value, current: Value,
    track keyPath: ReferenceWritableKeyPath<ViewAnimations, ValueTrack<Value>?>,
    apply: @escaping (DrawView, Value) -> Void
  ) -> Bool {
    let existing = animationStorage?[keyPath: keyPath]
    if let transaction = AnimationTransaction.current, let animation = transaction.animation {
      if let existing, existing.isRunning {
        guard newValue != existing.target else { return true }
      } else if newValue == current {
        return false
      }
      let track = existing ?? makeTrack(keyPath, at: current, apply: apply)
      track.retarget(
        to: newValue, with: animation, initialVelocity: nil, completion: transaction.completion)
      treeAnimator.add(track)
      return true
    }
    guard let existing else { return false }
    if existing.isRunning, newValue == existing.target { return true }
    cancelAnimation(of: keyPath)
    return false
  }

  /// Ends the animation of one property where it is, its completions owed to the next tick;
  /// the caller sets the value.
  final func cancelAnimation<Value: Animatable>(
    of keyPath: ReferenceWritableKeyPath<ViewAnimations, ValueTrack<Value>?>
  ) {
    guard let storage = animationStorage, let track = storage[keyPath: keyPath] else { return }
    track.jump(to: track.target)
    let animator = track.animator
    animator?.remove(track)
    animator?.owe(track.endedCompletions)
    track.endedCompletions.removeAll()
    storage[keyPath: keyPath] = nil
    AnimationActivity.end()
  }

  /// A new track for one property, counted while it lives so that setters look for it.
  private func makeTrack<Value: Animatable>(
    _ keyPath: ReferenceWritableKeyPath<ViewAnimations, ValueTrack<Value>?>, at value: Value,
    apply: @escaping (DrawView, Value) -> Void
  ) -> ValueTrack<Value> {
    let storage = makeAnimationStorage()
    let track = ValueTrack(view: self, value: value) { [weak self] value in
      if let self { apply(self, value) }
    }
    track.didEnd = { [weak self, unowned track] in
      guard let storage = self?.animationStorage, storage[keyPath: keyPath] === track else {
        return
      }
      storage[keyPath: keyPath] = nil
      AnimationActivity.end()
    }
    storage[keyPath: keyPath] = track
    AnimationActivity.begin()
    return track
  }
}
