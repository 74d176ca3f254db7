import DrawKit

/// What the bus may do to the tree: actions, values and text of exposed elements.
extension AccessibilityBridge {
  /// The view of `key`, when it exposes text.
  func textView(_ key: UInt64) -> (any AccessibilityTextProviding)? {
    entry(key)?.view as? any AccessibilityTextProviding
  }

  /// The view of `key` when it exposes text the user may edit now.
  func editableTextView(_ key: UInt64) -> (any AccessibilityTextProviding)? {
    guard let input = textView(key), input.isAccessibleTextEditable else { return nil }
    return input
  }

  /// Performs `action` on `view`, then sends what it changed.
  func perform(_ action: AccessibilityAction, on view: DrawView) -> Bool {
    let handled = view.performAccessibilityAction(action)
    update(force: true)
    return handled
  }

  /// Moves a slider-like element towards `target` with its increment and decrement actions,
  /// one step at a time, stopping when it is within half a step, stops moving, or after as
  /// many steps as its range holds.
  func setValue(_ target: Double, of view: DrawView) -> Bool {
    guard target.isFinite, let range = view.accessibilityElement?.numericValue,
      range.step > 0, range.step.isFinite, range.maximum.isFinite, range.minimum.isFinite
    else { return false }
    let limit = min(((range.maximum - range.minimum) / range.step).rounded(.up) + 1, 10_000)
    var steps = 0.0
    var current = range.current
    while abs(target - current) > range.step / 2, steps < limit {
      let action: AccessibilityAction = target > current ? .increment : .decrement
      guard view.performAccessibilityAction(action),
        let next = view.accessibilityElement?.numericValue?.current, next != current
      else { break }
      current = next
      steps += 1
    }
    update(force: true)
    return true
  }
}
