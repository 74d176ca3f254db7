/// The completion of one `withAnimation` call or `animate` call: it runs once every
/// animation the call started has ended (by reaching its target, or cut short), after the
/// frame that ended them.
final class AnimationCompletionGroup {
  private var pending = 0
  private var completion: (() -> Void)?

  init(_ completion: @escaping () -> Void) {
    self.completion = completion
  }

  /// One more animation to wait for.
  func retain() { pending += 1 }

  /// One animation ended; returns the completion to run when it was the last.
  func release() -> (() -> Void)? {
    pending -= 1
    guard pending <= 0, let completion else { return nil }
    self.completion = nil
    return completion
  }

  /// The completion, when no animation was started at all.
  func takeIfUnused() -> (() -> Void)? {
    guard pending == 0, let completion else { return nil }
    self.completion = nil
    return completion
  }
}
