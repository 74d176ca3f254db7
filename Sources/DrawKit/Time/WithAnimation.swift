/// Runs `body`, animating the changes it makes to animatable properties: a view's frame,
/// bounds (its scroll offset), alpha and background colour, its theme (the tokens' colours
/// blend), and every ``AnimatedValue`` it sets.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.2)) {
///   sidebar.frame.origin.x = 0
///   root.theme = .dark
/// } completion: {
///   sidebar.isUserInteractionEnabled = true
/// }
/// ```
///
/// The properties start moving from where they are now towards the values `body` gave them;
/// a property already moving keeps its motion and heads for the new value (see
/// ``Animation``). Reading an animating property gives where it is now. Setting it outside
/// an animation to another value stops the animation there; setting it to the value it is
/// heading for leaves the animation alone, so a layout that assigns the same frame again
/// does not cut a move short. `nil` makes the changes in `body` jump, even inside an
/// animated transaction.
///
/// - Parameters:
///   - animation: How the changes move; ``Animation/default`` (a smooth spring) unless given.
///   - body: The changes, made on the thread that owns the views.
///   - completion: Runs once every animation `body` started has ended (reached its target,
///     been cut short by a change without animation, or ended because its view left the
///     tree or hid), after the frame that ended them; right after `body` when it started
///     none.
/// - Returns: What `body` returns.
@discardableResult
public func withAnimation<Result, Failure: Error>(
  _ animation: Animation? = .default, _ body: () throws(Failure) -> Result,
  completion: (() -> Void)? = nil
) throws(Failure) -> Result {
  let group = completion.map(AnimationCompletionGroup.init)
  defer { group?.takeIfUnused()?() }
  return try AnimationTransaction.with(
    AnimationTransaction(animation: animation, completion: group), body)
}
