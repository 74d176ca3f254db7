import Foundation

/// One segment of a ``SegmentedControl`` as assistive technology sees it: a radio button
/// named by its title, checked while selected, over the segment's rectangle.
///
/// It draws nothing and takes no pointer events (the control handles both), and it is never
/// focused: the control keeps the keyboard focus and moves the selection with the arrows.
final class SegmentView: DrawView {
  /// The segment's place in its control.
  let index: Int

  init(index: Int) {
    self.index = index
    super.init()
    isUserInteractionEnabled = false
  }

  private var control: SegmentedControl? { superview as? SegmentedControl }

  /// A radio button with the segment's title, checked when it is the selected one; pressing
  /// it selects it.
  override var accessibilityElement: AccessibilityElement? {
    get {
      guard let control, control.segments.indices.contains(index) else { return nil }
      var element = AccessibilityElement(
        role: .radioButton, label: control.segments[index], actions: [.press])
      if control.selectedIndex == index { element.states.insert(.checked) }
      return element
    }
    set { super.accessibilityElement = newValue }
  }

  /// Press selects the segment, as a click on it does.
  override func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
    guard action == .press, let control else { return super.performAccessibilityAction(action) }
    return control.selectSegment(index)
  }
}
