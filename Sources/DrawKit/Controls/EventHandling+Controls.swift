/// The value callbacks of the controls, in DrawKit's one callback shape: each replaces the
/// control's previous closure (`nil` removes it), receives the control as its own type and
/// returns it, so calls chain.
///
/// They hear about changes the user makes (a key, a click, a drag, an assistive
/// technology's action), each once, after the control shows the new value; not changes
/// code makes by setting the value.
///
/// ```swift
/// let wifi = ToggleSwitch(title: "Wi-Fi").onValueChange { toggle in network.isEnabled = toggle.isOn }
/// ```
extension EventHandling where Self: Checkbox {
  /// Called after the user toggled the box, with the checkbox.
  @discardableResult
  public func onValueChange(_ handler: ((Self) -> Void)?) -> Self {
    valueChangeHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }
}

extension EventHandling where Self: ToggleSwitch {
  /// Called after the user flipped the switch, with the switch.
  @discardableResult
  public func onValueChange(_ handler: ((Self) -> Void)?) -> Self {
    valueChangeHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }
}

extension EventHandling where Self: Slider {
  /// Called after the user changed the value, with the slider: once per key, press and
  /// drag movement that changed it.
  @discardableResult
  public func onValueChange(_ handler: ((Self) -> Void)?) -> Self {
    valueChangeHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }
}

extension EventHandling where Self: SegmentedControl {
  /// Called after the user selected another segment, with the control.
  @discardableResult
  public func onValueChange(_ handler: ((Self) -> Void)?) -> Self {
    valueChangeHandler = handler.map { handler in { [unowned self] in handler(self) } }
    return self
  }
}
